/**
 * Export-policy updates on a seeded database (SQLite, or PostgreSQL with DATABASE_URL): who may
 * read them, which are current for a product and a category, following a product through the
 * HTTP handlers, the one email per update and follower (even with two passes at once, as two
 * server instances would run them) delivered to a real SMTP server, the one-click unsubscribe,
 * and proposals from a gathered news item.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deliverDueEmails } from '@/features/email/outbox'
import { smtpTransport } from '@/features/email/transport'
import {
  categoryPolicyNotices,
  policyFollowPost,
  policyUnsubscribe,
  productPolicyNotices,
  proposeFromNews,
  sendPolicyAlerts,
  type PolicyHttpOptions,
} from '@/features/policy'
import type { Product } from '@/payload-types'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { unlimited } from '../helpers/inquiry-fixtures'
import { startTestPayload } from '../helpers/payload'
import { mailPart, parseMail, startSmtpServer, type SmtpTestServer } from '../helpers/smtp-server'

const SITE = 'http://site.test'
/** A few days ago, at midnight UTC: current whatever day the test runs. */
const EFFECTIVE = new Date(new Date().setUTCHours(0, 0, 0, 0) - 4 * 86_400_000).toISOString()
const dateIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(EFFECTIVE),
  )
const sameSite = { origin: SITE, 'sec-fetch-site': 'same-origin', host: 'site.test' }
let payload: Payload
let close: () => Promise<void>
let smtp: SmtpTestServer
let products: Product[]
let buyerId: number
let signedIn: number | null

const options = (): PolicyHttpOptions => ({
  payload,
  ip: '198.51.100.7',
  trustedOrigins: [SITE],
  limiters: { follow: unlimited(), tokens: unlimited() },
  buyer: async () => signedIn,
})

function formPost(path: string, fields: Record<string, string>, headers = sameSite) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

const bySlug = (slug: string) => products.find((p) => p.slug === slug)!
const rice = () => products.filter((p) => p.hsCode?.startsWith('1006'))

async function publish(data: Record<string, unknown>) {
  return payload.create({
    collection: 'policy-updates',
    locale: 'en',
    data: {
      announcedAt: EFFECTIVE,
      effectiveDate: EFFECTIVE,
      sourceUrl: 'https://www.dgft.gov.in/CP/?opt=notification',
      status: 'published',
      ...data,
    },
    overrideAccess: true,
    // The test runs the passes itself (the hook's own pass would race with them).
    context: { disableAlerts: true },
  })
}

async function mailTo(to: string) {
  await deliverDueEmails(payload, {
    transport: smtpTransport(smtp.url),
    now: new Date(Date.now() + 1000),
  })
  return smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => {
      const mail = parseMail(m.raw)
      return {
        headers: mail.headers,
        subject: mail.headers.subject,
        text: mailPart(mail, 'text/plain'),
      }
    })
}

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('policy', { seeded: true }))
  smtp = await startSmtpServer()
  products = (
    await payload.find({ collection: 'products', pagination: false, depth: 0, locale: 'en' })
  ).docs
  const buyer = await payload.create({
    collection: 'buyers',
    data: {
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena@reis.example',
      passwordHash: 'x',
      locale: 'de',
      emailConfirmedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  buyerId = buyer.id
}, 300_000)

afterAll(async () => {
  await smtp?.close()
  await close?.()
})

beforeEach(() => {
  signedIn = null
  smtp.received.length = 0
})

describe('policy updates', () => {
  it('seeds dated, sourced examples and shows visitors published updates only', async () => {
    const examples = await payload.find({
      collection: 'policy-updates',
      where: { example: { equals: true } },
      overrideAccess: true,
      locale: 'en',
    })
    expect(examples.totalDocs).toBeGreaterThanOrEqual(4)
    for (const e of examples.docs) {
      expect(e.sourceUrl).toMatch(/^https:\/\/(www\.)?(dgft|pib|taxinformation\.cbic)\.gov\.in\//)
      expect(e.status).toBe('published')
      expect(e.notifiedAt).toBeTruthy()
    }
    const proposal = await payload.create({
      collection: 'policy-updates',
      locale: 'en',
      data: {
        summary: 'Proposed: a ban nobody approved',
        announcedAt: EFFECTIVE,
        effectiveDate: EFFECTIVE,
        sourceUrl: 'https://example.com/news',
        hsPrefixes: ['0910'],
        status: 'proposed',
      },
      overrideAccess: true,
    })
    const publicList = await payload.find({ collection: 'policy-updates', overrideAccess: false })
    expect(publicList.docs.map((d) => d.id)).not.toContain(proposal.id)
    expect(publicList.docs.every((d) => d.status === 'published')).toBe(true)
    await expect(
      payload.findByID({ collection: 'policy-updates', id: proposal.id, overrideAccess: false }),
    ).rejects.toThrow()
    expect(await productPolicyNotices(bySlug('turmeric-lakadong'), 'en')).toEqual([])
  })

  it('refuses an HS prefix that is not 2–8 digits and a source that is not http(s)', async () => {
    await expect(publish({ summary: 'Bad prefix', hsPrefixes: ['10a6'] })).rejects.toThrow()
    await expect(
      publish({ summary: 'Bad link', hsPrefixes: ['1006'], sourceUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow()
    await expect(publish({ summary: '', hsPrefixes: ['1006'] })).rejects.toThrow()
  })

  it('follow → one email per follower in their language, once → one-click unsubscribe', async () => {
    const basmati = bySlug('basmati-1121')
    // Not signed in: on to sign in, back to the product after.
    signedIn = null
    const anonymous = await policyFollowPost(
      'follow',
      formPost('/api/policy/follow', {
        product: String(basmati.id),
        slug: basmati.slug,
        locale: 'de',
      }),
      options(),
    )
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe(
      '/de/auth?status=sign-in-required&next=%2Fproduct%2Fbasmati-1121',
    )
    signedIn = buyerId
    // Bad input and cross-site posts: a translated 4xx, nothing stored.
    const bad = await policyFollowPost(
      'follow',
      formPost('/api/policy/follow', { product: 'abc', locale: 'de' }),
      options(),
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe(de.policy.errors.invalid)
    const missing = await policyFollowPost(
      'follow',
      formPost('/api/policy/follow', { product: '99999999', locale: 'en' }),
      options(),
    )
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe(en.policy.errors['not-found'])
    const forged = await policyFollowPost(
      'follow',
      formPost(
        '/api/policy/follow',
        { product: String(basmati.id), locale: 'de' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'site.test' },
      ),
      options(),
    )
    expect(forged.status).toBe(403)
    expect(await forged.text()).toBe(de.policy.errors['cross-site'])
    expect(
      (await payload.count({ collection: 'policy-follows', overrideAccess: true })).totalDocs,
    ).toBe(0)

    for (const slug of ['basmati-1121', 'sona-masoori-rice', 'turmeric-lakadong']) {
      const res = await policyFollowPost(
        'follow',
        formPost('/api/policy/follow', { product: String(bySlug(slug).id), locale: 'de' }),
        options(),
      )
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe('/de/account?policy=followed#followed-products')
    }
    // Following again changes nothing.
    await policyFollowPost(
      'follow',
      formPost('/api/policy/follow', { product: String(basmati.id), locale: 'de' }),
      options(),
    )
    expect(
      (await payload.count({ collection: 'policy-follows', overrideAccess: true })).totalDocs,
    ).toBe(3)

    const update = await publish({
      summary: 'Rice export duty of 10% imposed',
      hsPrefixes: ['1006'],
    })
    await payload.update({
      collection: 'policy-updates',
      id: update.id,
      locale: 'de',
      data: { summary: 'Ausfuhrzoll von 10 % auf Reis eingeführt' },
      overrideAccess: true,
      context: { disableAlerts: true },
    })
    // Every rice product and the grains category show it; turmeric does not.
    for (const p of rice()) {
      const notices = await productPolicyNotices(p, 'en')
      expect(
        notices.map((n) => n.summary),
        p.slug,
      ).toContain('Rice export duty of 10% imposed')
    }
    expect(
      (await productPolicyNotices(bySlug('turmeric-lakadong'), 'en')).map((n) => n.id),
    ).not.toContain(update.id)
    const grains = await categoryPolicyNotices('grains', 'de')
    expect(grains.filter((n) => n.id === update.id)).toEqual([
      expect.objectContaining({ summary: 'Ausfuhrzoll von 10 % auf Reis eingeführt' }),
    ])
    expect((await categoryPolicyNotices('spices', 'en')).map((n) => n.id)).not.toContain(update.id)

    // Two passes at once, as two server instances would run them: one email in all.
    const reports = await Promise.all([
      sendPolicyAlerts(payload, { siteUrl: SITE }),
      sendPolicyAlerts(payload, { siteUrl: SITE }),
    ])
    expect(reports.reduce((n, r) => n + r.emails, 0)).toBe(1)
    expect((await sendPolicyAlerts(payload, { siteUrl: SITE })).emails).toBe(0)
    const mails = await mailTo('lena@reis.example')
    expect(mails).toHaveLength(1)
    const [mail] = mails
    const names = await payload.find({
      collection: 'products',
      where: { slug: { in: ['basmati-1121', 'sona-masoori-rice'] } },
      locale: 'de',
      depth: 0,
    })
    for (const p of names.docs) expect(mail.subject).toContain(p.name)
    expect(mail.subject).toMatch(/^Änderung der Exportpolitik: /)
    expect(mail.text).toContain(
      `Exportpolitik: Ausfuhrzoll von 10 % auf Reis eingeführt, gültig ab ${dateIn('de')}`,
    )
    expect(mail.text).toContain('https://www.dgft.gov.in/CP/?opt=notification')
    expect(mail.text).toMatch(/http:\/\/site\.test\/de\/policy\/unsubscribe\?token=\d+\.[\w-]+/)
    const oneClick = /^<(http:\/\/site\.test\/api\/policy\/unsubscribe\?token=\d+\.[\w-]+)>$/.exec(
      mail.headers['list-unsubscribe'],
    )?.[1]
    expect(oneClick).toBeTruthy()
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')

    // A forged token does nothing; the mail program's one-click post unsubscribes.
    const forgedToken = await policyUnsubscribe(
      new Request(`${oneClick!.replace(/\.[\w-]+$/, '.' + 'A'.repeat(43))}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      options(),
    )
    expect(forgedToken.status).toBe(400)
    const unsubscribed = await policyUnsubscribe(
      new Request(oneClick!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      options(),
    )
    expect(unsubscribed.status).toBe(200)
    expect(
      (await payload.count({ collection: 'policy-follows', overrideAccess: true })).totalDocs,
    ).toBe(0)

    smtp.received.length = 0
    await publish({ summary: 'Another rice measure', hsPrefixes: ['1006'] })
    expect((await sendPolicyAlerts(payload, { siteUrl: SITE })).emails).toBe(0)
    expect(await mailTo('lena@reis.example')).toEqual([])
  })

  it('proposes an update from a news item about a measure on a product, once', async () => {
    const news = await payload.create({
      collection: 'news',
      data: {
        newsId: 'web-990',
        category: 'Policy Update',
        title: 'DGFT notification sets a minimum export price for Sona Masoori',
        description: 'Exporters of Sona Masoori rice must register contracts above the MEP.',
        source: 'Test wire',
        sourceUrl: 'https://news.example/mep',
        articleUrl: 'https://news.example/mep/article',
        publishedAt: EFFECTIVE,
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    const id = await proposeFromNews(payload, news)
    expect(id).toBeTruthy()
    expect(await proposeFromNews(payload, news)).toBeNull()
    const proposal = await payload.findByID({
      collection: 'policy-updates',
      id: id!,
      depth: 0,
      overrideAccess: true,
      locale: 'en',
    })
    expect(proposal).toMatchObject({
      status: 'proposed',
      summary: news.title,
      sourceUrl: 'https://news.example/mep/article',
      products: [bySlug('sona-masoori-rice').id],
      newsItem: news.id,
    })
    // Not on the site until staff publish it.
    const notices = async () =>
      (await productPolicyNotices(bySlug('sona-masoori-rice'), 'en')).map((n) => n.id)
    expect(await notices()).not.toContain(id)
    await payload.update({
      collection: 'policy-updates',
      id: id!,
      data: { status: 'published' },
      overrideAccess: true,
      context: { disableAlerts: true },
    })
    expect(await notices()).toContain(id)

    // A news item that names a product without a measure proposes nothing.
    const plain = await payload.create({
      collection: 'news',
      data: {
        newsId: 'web-991',
        category: 'Market Trends',
        title: 'Sona Masoori harvest arrives early',
        description: 'Good weather in Andhra Pradesh.',
        source: 'Test wire',
        sourceUrl: 'https://news.example/harvest',
        _status: 'published',
      },
      context: { disableRevalidate: true },
    })
    expect(await proposeFromNews(payload, plain)).toBeNull()
  })
})
