/**
 * Company facts that pages state in many places, each from one source:
 *
 * - certificates: a claim to hold one (badges, lists, JSON-LD, PDFs) is made only while the
 *   certificate of Company pages → Certificates is valid today (`certificateState`);
 * - the number of countries served (Site settings → Countries served) and the number of
 *   certificates held, which staff write into texts as `{countries}` and `{certificates}`.
 */
import type { Payload } from 'payload'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { certificateState, type CertificateDates } from './certificates'

export type FactCertificate = CertificateDates & {
  id?: number | string
  name: string
  issuer?: string | null
  /** Other spellings of the name (the English one), also recognised in staff texts. */
  otherNames?: string[]
}

export type CompanyFacts = {
  locale: Locale
  countries: number
  certificates: FactCertificate[]
  now: Date
}

/** The certificates valid today (valid, expiring or ongoing), in their order. */
export function heldCertificates<T extends CertificateDates>(certs: T[], now = new Date()): T[] {
  return certs.filter((c) => certificateState(c, now).state !== 'expired')
}

const generic =
  /\s+(registration|certification|certificate|certified|licen[cs]e|global standards?|standards?)$/i

/**
 * The words by which a text names a certificate: its name without the version after ':' and
 * without generic endings ("ISO 22000:2018" → "ISO 22000", "BRC Global Standards" → "BRC",
 * "FSSAI License" → "FSSAI", "Spices Board Certification" → "Spices Board").
 */
export function certificateKeys(names: string[]): string[] {
  const keys = new Set<string>()
  for (const name of names) {
    let key = name.split(':')[0].trim()
    while (generic.test(key)) key = key.replace(generic, '').trim()
    if (key.length >= 3) keys.add(key.toLocaleLowerCase())
  }
  return [...keys]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `text` names the certificate (a key at the start of a word: "BRCGS" names "BRC"). */
export function namesCertificate(text: string, cert: FactCertificate): boolean {
  const lower = text.toLocaleLowerCase()
  return certificateKeys([cert.name, ...(cert.otherNames ?? [])]).some((key) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escape(key)}`, 'u').test(lower),
  )
}

/** Whether `text` names a certificate that is not valid today (and so must not be shown). */
export function claimsUnheld(text: string, certs: FactCertificate[], now = new Date()): boolean {
  return certs.some(
    (c) => certificateState(c, now).state === 'expired' && namesCertificate(text, c),
  )
}

/**
 * A product's (or any) list of certifications without those that name a certificate not valid
 * today; entries naming no certificate of the list (Halal, Kosher, GLOBALG.A.P.) stay.
 */
export function heldClaims(list: string[], facts: CompanyFacts): string[] {
  return list.filter((text) => !claimsUnheld(text, facts.certificates, facts.now))
}

/** The names of the certificates valid today: what changes the documents that claim them. */
export const heldNames = (facts: CompanyFacts) =>
  heldCertificates(facts.certificates, facts.now).map((c) => c.name)

/** A number as the language writes it (59, ٥٩). */
export const formatNumber = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n)

/** The values of the placeholders staff may write in the company pages' texts. */
export function factValues(facts: CompanyFacts): Record<string, string> {
  return {
    countries: formatNumber(facts.locale, facts.countries),
    certificates: formatNumber(
      facts.locale,
      heldCertificates(facts.certificates, facts.now).length,
    ),
  }
}

export const placeholderNames = ['countries', 'certificates'] as const
const placeholder = /\{(countries|certificates)\}/g

/** A text with `{countries}` and `{certificates}` replaced. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(placeholder, (whole, name: string) => values[name] ?? whole)
}

/** Lists of `{ text }` rows whose rows claim a certificate: hidden while it is not valid. */
const claimLists = new Set(['badges', 'certifications'])
/** Single texts that may claim a certificate: emptied while it is not valid. */
const claimTexts = new Set(['trustBadge'])

/**
 * A company page as the public may see it: placeholders filled, and every staff badge or
 * facility certificate that names a certificate not valid today left out. Pages then add the
 * badges of the certificates held (`heldCertificates`).
 */
export function withCompanyFacts<T>(doc: T, facts: CompanyFacts): T {
  const values = factValues(facts)
  const unheld = (text: string) => claimsUnheld(text, facts.certificates, facts.now)
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      if (key && claimTexts.has(key) && unheld(value)) return ''
      return fillText(value, values)
    }
    if (Array.isArray(value)) {
      const rows =
        key && claimLists.has(key)
          ? value.filter(
              (row) =>
                !(
                  row &&
                  typeof row === 'object' &&
                  typeof (row as { text?: unknown }).text === 'string' &&
                  unheld((row as { text: string }).text)
                ),
            )
          : value
      return rows.map((v) => walk(v))
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]))
    }
    return value
  }
  return walk(doc) as T
}

/** Site settings, the certificates (with their English names) and the time, for a language. */
export async function loadCompanyFacts(payload: Payload, locale: Locale): Promise<CompanyFacts> {
  const find = (l: Locale) =>
    payload.find({
      collection: 'certificates',
      locale: l,
      depth: 0,
      limit: 100,
      sort: 'order',
      overrideAccess: false,
    })
  const [settings, own, english] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
    find(locale),
    locale === defaultLocale ? null : find(defaultLocale),
  ])
  const englishName = new Map(english?.docs.map((c) => [c.id, c.name]))
  return {
    locale,
    countries: settings.countriesServed,
    now: new Date(),
    certificates: own.docs.map((c) => ({
      id: c.id,
      name: c.name,
      issuer: c.issuer,
      validUntil: c.validUntil,
      ongoing: c.ongoing,
      otherNames: englishName.has(c.id) ? [englishName.get(c.id)!] : [],
    })),
  }
}
