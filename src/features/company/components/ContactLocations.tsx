import { MapPin } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { SectionHeading } from '@/features/company/components/blocks'
import { MapEmbed } from '@/features/company/components/map-embed.client'
import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/tel'
import { EmailText } from '@/components/email-text'
import type { ContactPage } from '@/payload-types'

/** The offices with their addresses, and the map of the first (head office). */
export async function ContactLocations({
  locale,
  locations,
}: {
  locale: Locale
  locations: ContactPage['locations']
}) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const head = locations?.[0]
  return (
    <section className="bg-stone-50 py-16" aria-labelledby="locations-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="locations-heading" title={t('locationsTitle')} center />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <ul className="grid gap-4">
            {(locations ?? []).map((l) => (
              <li
                key={l.id ?? l.name}
                className="render-later rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 [--later-height:9rem]"
              >
                <h3 className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                  {l.name}
                </h3>
                <address className="mt-2 text-sm whitespace-pre-line text-stone-700 not-italic">
                  {l.address}
                </address>
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div>
                    <dt className="sr-only">{t('phone')}</dt>
                    <dd>
                      <a
                        href={telHref(l.phone)}
                        className="text-brand-800 hover:underline"
                        dir="ltr"
                      >
                        {l.phone}
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${l.email}`} className="text-brand-800 hover:underline">
                        <EmailText address={l.email} />
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">{t('hours')}</dt>
                    <dd className="text-stone-600">{l.hours}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {head && (
            <div className="render-later [--later-height:24rem]">
              <h3 className="sr-only">{t('mapTitle')}</h3>
              <MapEmbed
                latitude={head.latitude}
                longitude={head.longitude}
                title={`${t('mapTitle')}: ${head.name}`}
                showLabel={t('showMap')}
                notice={t('mapNotice')}
                openLabel={t('openMap')}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
