import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import type { SiteSetting } from '@/payload-types'

/** schema.org Organization and WebSite (with its search box) of the home page. */
export function SiteJsonLd({ locale, settings }: { locale: Locale; settings: SiteSetting }) {
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
