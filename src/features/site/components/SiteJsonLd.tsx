import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { FactCertificate } from '@/features/company'
import type { SiteSetting } from '@/payload-types'

/** A certificate held as a schema.org credential, with its end date unless it is ongoing. */
export const credential = (c: FactCertificate) => ({
  '@type': 'EducationalOccupationalCredential',
  name: c.name,
  credentialCategory: 'certificate',
  ...(c.issuer ? { recognizedBy: { '@type': 'Organization', name: c.issuer } } : {}),
  ...(!c.ongoing && c.validUntil ? { expires: c.validUntil.slice(0, 10) } : {}),
})

/** schema.org Organization and WebSite (with its search box) of the home page. */
export function SiteJsonLd({
  locale,
  settings,
  certificates,
}: {
  locale: Locale
  settings: SiteSetting
  /** The certificates valid today (`heldCertificates`): the only credentials claimed. */
  certificates: FactCertificate[]
}) {
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: settings.companyName,
          url: siteUrl(),
          logo: `${siteUrl()}/icon.svg`,
          email: settings.email,
          telephone: settings.phone,
          foundingDate: '1995',
          address: {
            '@type': 'PostalAddress',
            streetAddress: [settings.address.line1, settings.address.line2]
              .filter(Boolean)
              .join(', '),
            addressLocality: settings.address.city,
            addressRegion: settings.address.region ?? undefined,
            postalCode: settings.address.postalCode ?? undefined,
            addressCountry: 'IN',
          },
          sameAs: Object.values(settings.social ?? {}).filter((v) => typeof v === 'string' && v),
          hasCredential: certificates.map(credential),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: settings.companyName,
          url: `${siteUrl()}${localizedPath(locale, '/')}`,
          inLanguage: locale,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${siteUrl()}${localizedPath(locale, '/search')}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  )
}
