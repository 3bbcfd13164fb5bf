import type { APIRequestContext, Page } from '@playwright/test'
import { pdfText } from '../helpers/pdf'
import { staffHeaders } from './support/staff'
import { expect, test } from './support/test'

/** The names in the home page's Organization JSON-LD `hasCredential`. */
async function credentials(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const org = blocks
    .map((b) => JSON.parse(b) as { '@type'?: string; hasCredential?: { name: string }[] })
    .find((d) => d['@type'] === 'Organization')
  expect(org, 'Organization JSON-LD').toBeDefined()
  return (org!.hasCredential ?? []).map((c) => c.name)
}

const heroBadges = (page: Page) =>
  page.getByRole('main').locator('section').first().getByRole('listitem')

const footer = (page: Page) => page.getByRole('contentinfo')

/** The Certifications row of a product page's Trading Information. */
const tradingCertifications = (page: Page) =>
  page
    .getByRole('region', { name: 'Trading Information' })
    .getByText('Certifications', { exact: true })
    .locator('..')

async function documentText(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { timeout: 120_000 })
  expect(res.status()).toBe(200)
  return (await pdfText(await res.body())).replace(/\s+/g, ' ')
}

test.describe('company facts', () => {
  test('the number of countries is the one figure of Site settings, in every place', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/globals/site-settings?depth=0')).json()
    const n = settings.countriesServed as number
    expect(n).toBeGreaterThan(0)

    await page.goto('/')
    const stat = page.getByText('Countries served', { exact: true })
    await expect(stat.locator('..')).toContainText(String(n))
    await expect(page.getByText(`in ${n} countries across six regions`)).toBeVisible()
    await expect(footer(page)).toContainText(`importers in ${n} countries`)
    // "50+" as a figure of countries ("150+" products stay).
    await expect(page.getByRole('main')).not.toContainText(/(^|\D)50\+|\{countries\}/)

    await page.goto('/about')
    await expect(heroBadges(page).filter({ hasText: `${n} Countries` })).toHaveCount(1)
    await expect(page.getByRole('main').getByText(`importers in ${n} countries`)).toBeVisible()
    await expect(page.getByText('Export countries', { exact: true }).locator('..')).toContainText(
      String(n),
    )
    await expect(page.getByRole('main')).not.toContainText(/(^|\D)50\+|\{countries\}/)

    await page.goto('/contact')
    await expect(page.getByText(`${n} Countries Served`, { exact: true })).toBeVisible()

    // Written in the language's digits.
    await page.goto('/ar/about')
    const arabic = new Intl.NumberFormat('ar').format(n)
    await expect(heroBadges(page).filter({ hasText: arabic })).toHaveCount(1)
    await expect(page.getByRole('main')).not.toContainText(/(^|\D)50\+|\{countries\}/)
  })

  test('a certificate past its date is claimed nowhere; the lapsed seed one never is', async ({
    page,
    request,
  }) => {
    const auth = await staffHeaders(request)
    const found = await request.get('/api/certificates?where[name][equals]=HACCP&depth=0', {
      headers: auth,
    })
    const haccp = (await found.json()).docs[0] as { id: number; validUntil: string }
    expect(haccp.validUntil).toBeTruthy()

    // Seeded valid: claimed on the home hero, in the footer, in JSON-LD, on the about page and
    // in the company profile. BRC is seeded as lapsed ("Renewal in progress"): never claimed.
    await page.goto('/')
    const held = page.getByRole('group', { name: 'Valid certificates' })
    await expect(held.getByText('Certified: HACCP', { exact: true })).toBeVisible()
    await expect(held).not.toContainText('BRC')
    expect(await credentials(page)).toContain('HACCP')
    expect((await credentials(page)).some((n) => n.includes('BRC'))).toBe(false)
    await expect(footer(page)).toContainText('HACCP')
    await expect(page.getByRole('main')).not.toContainText(/BRCGS[- ]certified/i)
    await page.goto('/about')
    await expect(heroBadges(page).filter({ hasText: 'Certified: HACCP' })).toHaveCount(1)
    await expect(heroBadges(page).filter({ hasText: /BRC/ })).toHaveCount(0)
    await page.goto('/de/about')
    await expect(heroBadges(page).filter({ hasText: 'Zertifiziert: HACCP' })).toHaveCount(1)
    expect(await documentText(request, '/documents/en/company-profile.pdf')).toContain(
      'Certified: HACCP',
    )
    // A product that lists BRC (lapsed) and HACCP: its page and spec sheet show HACCP only.
    await page.goto('/product/basmati-1121')
    const certifications = tradingCertifications(page)
    await expect(certifications).toContainText('HACCP')
    await expect(certifications).not.toContainText('BRC')
    const sheet = await documentText(request, '/documents/en/spec-sheet/basmati-1121.pdf')
    expect(sheet).toContain('HACCP')
    expect(sheet).not.toContain('BRC')

    // Staff set its date in the past (REST, as in the admin); put back in `finally`, at once.
    const lapse = await request.patch(`/api/certificates/${haccp.id}`, {
      headers: auth,
      data: { validUntil: '2024-11-30' },
    })
    expect(lapse.status()).toBe(200)
    try {
      await expect(async () => {
        await page.goto('/')
        const list = page.getByRole('group', { name: 'Valid certificates' })
        await expect(list.getByText('Certified: ISO 22000:2018')).toBeVisible({ timeout: 2_000 })
        await expect(list).not.toContainText('HACCP')
        expect(await credentials(page)).not.toContain('HACCP')
        await expect(footer(page)).not.toContainText('HACCP')
      }).toPass({ timeout: 20_000 })

      await page.goto('/about')
      await expect(heroBadges(page).filter({ hasText: 'Certified: ISO 22000:2018' })).toHaveCount(1)
      await expect(heroBadges(page).filter({ hasText: 'HACCP' })).toHaveCount(0)
      // The plant's certificate list leaves it out too.
      await expect(page.getByRole('main')).not.toContainText('HACCP')
      await page.goto('/de/about')
      await expect(heroBadges(page).filter({ hasText: 'HACCP' })).toHaveCount(0)

      await page.goto('/product/basmati-1121')
      const productCerts = tradingCertifications(page)
      await expect(productCerts).toContainText('ISO 22000')
      await expect(productCerts).not.toContainText('HACCP')
      expect(
        await documentText(request, '/documents/en/spec-sheet/basmati-1121.pdf'),
      ).not.toContain('HACCP')

      await page.goto('/quality')
      await expect(heroBadges(page).filter({ hasText: 'HACCP' })).toHaveCount(0)
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'HACCP', exact: true }) })
      await expect(card.getByText('Renewal in progress')).toBeVisible()
      await expect(card.getByText(/Valid until/)).toHaveCount(0)

      const profile = await documentText(request, '/documents/en/company-profile.pdf')
      expect(profile).toContain('Certified: ISO 22000:2018')
      expect(profile).not.toContain('HACCP')
      const manual = await documentText(request, '/documents/en/quality-manual.pdf')
      expect(manual).not.toContain('Certified: HACCP')
      expect(manual).toContain('Certified: ISO 22000:2018')
    } finally {
      const back = await request.patch(`/api/certificates/${haccp.id}`, {
        headers: auth,
        data: { validUntil: haccp.validUntil },
      })
      expect(back.status()).toBe(200)
    }
    await expect(async () => {
      await page.goto('/')
      await expect(
        page.getByRole('group', { name: 'Valid certificates' }).getByText('Certified: HACCP'),
      ).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  })

  test('staff cannot store a number of countries that is not one; SEO texts get the figure', async ({
    request,
  }) => {
    const auth = await staffHeaders(request)
    const res = await request.post('/api/globals/site-settings', {
      headers: auth,
      data: { countriesServed: -3 },
    })
    expect(res.status()).toBe(400)
    // The REST API names the field it refuses; the admin form shows the rule beside it.
    expect((await res.json()).errors[0].message).toBe(
      'The following field is invalid: Countries served',
    )
    const after = await (await request.get('/api/globals/site-settings?depth=0')).json()
    expect(after.countriesServed).toBeGreaterThan(0)

    // The admin's SEO "Auto-generate" of the home page writes the figure, not the placeholder.
    const generated = await request.post('/api/plugin-seo/generate-description', {
      headers: auth,
      data: {
        globalSlug: 'home-page',
        locale: 'en',
        doc: { hero: { subtitle: 'Shipments to {countries} countries.' } },
      },
    })
    expect(generated.status()).toBe(200)
    expect((await generated.json()).result).toBe(`Shipments to ${after.countriesServed} countries.`)
  })
})
