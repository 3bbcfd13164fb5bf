import type { Payload } from 'payload'
import { markdownToRichText } from '@/fields/rich-text'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { about, contact, home, quality, siteSettings } from './content'
import type { AboutContent, ContactContent, HomeContent, QualityContent } from './content'
import { translations } from './i18n'
import type { CompanyTranslation } from './i18n/types'
import { overlay } from './overlay'

const texts = (items: string[]) => items.map((text) => ({ text }))

/** A markdown-like text of the seed files, turned into rich text before it is written. */
class Markdown {
  constructor(readonly text: string) {}
}
const md = (text: string) => new Markdown(text)

async function withRichText(payload: Payload, value: unknown): Promise<unknown> {
  if (value instanceof Markdown) return markdownToRichText(payload.config, value.text)
  if (Array.isArray(value)) return Promise.all(value.map((v) => withRichText(payload, v)))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await withRichText(payload, v)
    return out
  }
  return value
}

const ctx = { disableRevalidate: true }

function latLng(mapQuery: string): { latitude: number; longitude: number } {
  const [latitude, longitude] = mapQuery.split(',').map(Number)
  return { latitude, longitude }
}

/* The seed files' shapes mapped to the globals' stored shapes (one mapping for every language). */

const homeTab = <T extends HomeContent['tabs']['quality']>(tab: T) => ({
  ...tab,
  text: md(tab.text),
  points: texts(tab.points),
})

const homeData = (home: HomeContent) => ({
  hero: { ...home.hero, benefits: texts(home.hero.benefits) },
  categories: home.categories,
  tabs: {
    quality: homeTab(home.tabs.quality),
    logistics: homeTab(home.tabs.logistics),
    partnerships: homeTab(home.tabs.partnerships),
  },
  globalReach: home.globalReach,
  standards: {
    title: home.standards.title,
    subtitle: home.standards.subtitle,
    items: home.standards.items.map((i) => ({ name: i.title, description: i.text })),
  },
})

const aboutData = (page: AboutContent) => ({
  hero: { ...page.hero, badges: texts(page.hero.badges) },
  story: { title: page.story.title, text: md(page.story.paragraphs.join('\n\n')) },
  stats: page.stats,
  mission: page.mission,
  vision: page.vision,
  values: page.values,
  timeline: page.timeline,
  // A person's name is one value for every language (as the English seed writes it); the
  // translations' spellings are not written over it.
  leaders: page.leaders.map((l, i) => ({ ...l, name: about.leaders[i]?.name ?? l.name })),
  facilities: page.facilities.map((f) => ({
    ...f,
    capacity: f.capacity ?? null,
    certifications: texts(f.certifications),
  })),
})

const qualityData = (quality: QualityContent) => ({
  hero: { ...quality.hero, badges: texts(quality.hero.badges) },
  promise: { ...quality.promise, text: md(quality.promise.text) },
  process: quality.process.map((p) => ({ ...p, checks: texts(p.checks) })),
  testing: quality.testing.map((t) => ({ name: t.name, parameters: texts(t.parameters) })),
  lab: quality.lab,
  compliance: {
    title: quality.compliance.title,
    items: quality.compliance.items.map((i) => ({ ...i, text: md(i.text) })),
  },
})

const contactData = (contact: ContactContent) => ({
  hero: { ...contact.hero, badges: texts(contact.hero.badges) },
  quickContact: {
    exportPhone: contact.quickContact.exportPhone,
    infoEmail: contact.quickContact.infoEmail,
    whatsappDisplay: contact.quickContact.whatsapp,
    responseTime: contact.quickContact.responseTime,
  },
  services: texts(contact.services),
  locations: contact.locations.map(({ mapQuery, ...l }) => ({ ...l, ...latLng(mapQuery) })),
  faq: contact.faq.map((f) => ({ ...f, answer: md(f.answer) })),
})

type PageSlug = 'home-page' | 'about-page' | 'quality-page' | 'contact-page'
type Doc = Record<string, unknown>

const pages: { slug: PageSlug; data: (locale: Locale) => Doc | undefined }[] = [
  { slug: 'home-page', data: (l) => pick(l, (t) => homeData(t.home), homeData(home)) },
  { slug: 'about-page', data: (l) => pick(l, (t) => aboutData(t.about), aboutData(about)) },
  {
    slug: 'quality-page',
    data: (l) => pick(l, (t) => qualityData(t.quality), qualityData(quality)),
  },
  {
    slug: 'contact-page',
    data: (l) => pick(l, (t) => contactData(t.contact), contactData(contact)),
  },
]

function pick<T>(
  locale: Locale,
  translated: (t: CompanyTranslation) => T,
  english: T,
): T | undefined {
  if (locale === defaultLocale) return english
  const t = translations[locale as keyof typeof translations]
  return t ? translated(t) : undefined
}

const heroTitle = (d: Doc) => (d.hero as { title?: string } | undefined)?.title

/**
 * Fills the company-page globals, their translations and the certificates where they are still
 * empty. English is written first; each other language is then written over the English rows
 * (same row ids), so lists keep one set of rows with a text per language. A language staff have
 * already filled is left alone. Returns how many records or translations it wrote.
 */
export async function seedCompanyPages(payload: Payload): Promise<number> {
  let written = 0
  const locales = [defaultLocale, ...(Object.keys(translations) as Locale[])]

  for (const { slug, data } of pages) {
    for (const locale of locales) {
      const current = (await payload.findGlobal({
        slug,
        locale,
        fallbackLocale: false,
        depth: 0,
      })) as unknown as Doc
      if (heroTitle(current)) continue
      const markdown = data(locale)
      if (!markdown) continue
      const fields = (await withRichText(payload, markdown)) as Doc
      const base =
        locale === defaultLocale
          ? current
          : ((await payload.findGlobal({
              slug,
              locale: defaultLocale,
              depth: 0,
            })) as unknown as Doc)
      if (locale !== defaultLocale && !heroTitle(base)) continue
      await payload.updateGlobal({
        slug,
        locale,
        data: {
          ...(locale === defaultLocale ? fields : (overlay(base, fields) as Doc)),
          _status: 'published',
        },
        context: ctx,
      })
      written++
    }
  }

  const existing = await payload.count({ collection: 'certificates' })
  if (existing.totalDocs === 0) {
    const now = new Date()
    for (const [order, { validMonths, ...c }] of quality.certifications.entries()) {
      await payload.create({
        collection: 'certificates',
        data: { ...c, validUntil: seedValidUntil(validMonths, now), order, whenExpired: 'renewal' },
        context: ctx,
      })
      written++
    }
  }
  written += await seedCertificateTranslations(payload)
  written += await seedSettingsTranslations(payload)
  return written
}

/**
 * The end of a seeded certificate's validity, `months` from `now`: the last day of that month
 * (YYYY-MM-DD), or null for an ongoing registration.
 */
export function seedValidUntil(months: number | null, now: Date): string | null {
  if (months === null) return null
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0))
  return last.toISOString().slice(0, 10)
}

/** The seeded certificates' name, issuer and scope in every language, matched by order and name. */
async function seedCertificateTranslations(payload: Payload): Promise<number> {
  let written = 0
  const certificates = await payload.find({
    collection: 'certificates',
    locale: defaultLocale,
    depth: 0,
    limit: 100,
    sort: 'order',
  })
  for (const doc of certificates.docs) {
    const index = quality.certifications.findIndex((c) => c.name === doc.name)
    if (index < 0) continue
    for (const [locale, t] of Object.entries(translations)) {
      const own = await payload.findByID({
        collection: 'certificates',
        id: doc.id,
        locale: locale as Locale,
        fallbackLocale: false,
        depth: 0,
      })
      if (own.name) continue
      const { name, issuer, scope } = t.quality.certifications[index]
      await payload.update({
        collection: 'certificates',
        id: doc.id,
        locale: locale as Locale,
        data: { name, issuer, scope },
        context: ctx,
      })
      written++
    }
  }
  return written
}

/** The tagline in every language, once the English settings exist. */
async function seedSettingsTranslations(payload: Payload): Promise<number> {
  let written = 0
  const english = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (english.tagline !== siteSettings.tagline) return 0
  for (const [locale, t] of Object.entries(translations)) {
    const own = await payload.findGlobal({
      slug: 'site-settings',
      locale: locale as Locale,
      fallbackLocale: false,
      depth: 0,
    })
    if (own.tagline) continue
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: locale as Locale,
      data: { tagline: t.tagline },
      context: ctx,
    })
    written++
  }
  return written
}
