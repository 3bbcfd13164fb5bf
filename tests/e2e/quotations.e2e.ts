import { expect, test } from './support/test'
import { linkFrom, receiveMail, unique } from './support/mailbox'
import { staffHeaders } from './support/staff'

/**
 * A quote request priced and sent by staff (REST, as the admin's buttons do), the buyer's email
 * in German with the link, the quotation page in German, Accept, the confirmation, and the link
 * answered once only; a revision makes the old link say so and lead to the new one.
 */
test.describe('quotations', () => {
  test('the buyer opens the emailed link, accepts, and the link then stops working', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = unique('quotation')
    const month = new Date().toISOString().slice(0, 7)
    const sent = await request.post('/api/inquiry', {
      data: {
        form: 'quote',
        locale: 'de',
        sourcePage: '/de/quote',
        elapsedMs: 30_000,
        items: [{ product: 'turmeric-lakadong', quantity: 2, unit: 'mt', packSize: '25 kg' }],
        incoterm: 'CIF',
        destinationPort: 'Hamburg',
        destinationCountry: 'Germany',
        shipmentMonth: month,
        company: 'Gewürzhaus Weber GmbH',
        name: 'Jonas Weber',
        email,
        phone: '+49 40 1234 5678',
        country: 'Germany',
        message: 'Bitte um Angebot.',
        consent: true,
        website: '',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const { id: inquiry } = await sent.json()

    const headers = await staffHeaders(request)
    const made = await request.post(`/api/quotations/from-inquiry/${inquiry}`, { headers })
    expect(made.status()).toBe(201)
    const { id } = await made.json()
    const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString()
    const priced = await request.patch(`/api/quotations/${id}`, {
      headers,
      data: {
        currency: 'EUR',
        lines: [{ name: 'Lakadong-Kurkuma', quantity: '2', unit: 'mt', unitPrice: '1617.25' }],
        validUntil,
        paymentTerms: 'CAD',
      },
    })
    expect(priced.status()).toBe(200)
    expect((await request.post(`/api/quotations/${id}/send`, { headers })).status()).toBe(200)

    const mail = await receiveMail(email, /^Angebot PI-\d{4}-\d{4,} zu Ihrer Anfrage INQ-/)
    expect(mail.text).toContain('3.234,50')
    const link = linkFrom(mail.text, /\/de\/quotation\/[\w-]{43}/, baseURL!)

    const opened = await page.goto(link)
    expect(opened?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Angebot PI-')
    await expect(page.locator('[data-quotation-total]')).toHaveText('3.234,50 €')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Opening it twice changes nothing.
    await page.reload()
    await page.getByRole('button', { name: 'Angebot annehmen' }).click()
    await expect(page.locator('[data-quotation-state] [role="status"]')).toContainText(
      'Sie haben dieses Angebot angenommen',
    )

    const stored = await request.get(`/api/quotations/${id}?depth=0`, { headers })
    expect((await stored.json()).status).toBe('accepted')
    // The salesperson the inquiry was assigned to on arrival hears of it.
    const assigned = await request.get(`/api/inquiries/${inquiry}?depth=1`, { headers })
    const assignee = (await assigned.json()).assignedTo?.email as string | undefined
    const staffMail = await receiveMail(
      assignee ?? process.env.SALES_EMAIL ?? 'sales@bharatagroexports.example',
      // This inquiry's: other specs' buyers accept quotations meanwhile.
      new RegExp(`^\\[Quotation ACCEPTED\\] PI-.* \\(INQ-0*${inquiry}\\)$`),
    )
    expect(staffMail.text).toContain('Jonas Weber')

    // The link, opened again, says it was answered, without buttons; answering again is refused.
    await page.goto(link)
    await expect(page.locator('[data-quotation-state] [role="status"]')).toContainText(
      'Dieses Angebot wurde angenommen.',
    )
    await expect(page.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0)
    const token = new URL(link).pathname.split('/').pop()!
    const reuse = await request.post('/api/quotation', {
      form: { token, locale: 'de', answer: 'decline' },
    })
    expect(reuse.status()).toBe(410)
  })

  test('a revised quotation: the old link says superseded and leads to the new one', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = unique('revision')
    const sent = await request.post('/api/inquiry', {
      data: {
        form: 'quote',
        locale: 'en',
        sourcePage: '/quote',
        elapsedMs: 30_000,
        items: [{ product: 'turmeric-lakadong', quantity: 1, unit: 'mt', packSize: '' }],
        incoterm: 'FOB',
        destinationPort: 'Dubai',
        destinationCountry: 'United Arab Emirates',
        shipmentMonth: new Date().toISOString().slice(0, 7),
        company: 'Gulf Staples Trading',
        name: 'Omar Haddad',
        email,
        phone: '+971 50 765 4321',
        country: 'United Arab Emirates',
        consent: true,
        website: '',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    const headers = await staffHeaders(request)
    const { id } = await (
      await request.post(`/api/quotations/from-inquiry/${(await sent.json()).id}`, { headers })
    ).json()
    await request.patch(`/api/quotations/${id}`, {
      headers,
      data: {
        lines: [{ name: 'Turmeric', quantity: '1', unit: 'mt', unitPrice: '1500' }],
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    })
    expect((await request.post(`/api/quotations/${id}/send`, { headers })).status()).toBe(200)
    const first = linkFrom(
      (await receiveMail(email, /^Quotation PI-\d{4}-\d{4,} for/)).text,
      /\/quotation\/[\w-]{43}/,
      baseURL!,
    )
    const revised = await request.post(`/api/quotations/${id}/revise`, { headers })
    const { id: second } = await revised.json()
    await request.patch(`/api/quotations/${second}`, {
      headers,
      data: { lines: [{ name: 'Turmeric', quantity: '1', unit: 'mt', unitPrice: '1450' }] },
    })
    expect((await request.post(`/api/quotations/${second}/send`, { headers })).status()).toBe(200)
    const newer = linkFrom(
      (await receiveMail(email, /^Quotation PI-\d{4}-\d{4,}-R2 for/)).text,
      /\/quotation\/[\w-]{43}/,
      baseURL!,
    )

    await page.goto(first)
    await expect(page.locator('[data-quotation-state] [role="status"]')).toContainText(
      'replaced by a newer revision',
    )
    await page.getByRole('link', { name: 'View the current quotation' }).click()
    await expect(page).toHaveURL(newer)
    await expect(page.locator('[data-quotation-total]')).toHaveText('$1,450.00')
    // A forged link is a plain 404.
    const forged = await page.goto(first.replace(/.{4}$/, 'AAAA'))
    expect(forged?.status()).toBe(404)
  })
})
