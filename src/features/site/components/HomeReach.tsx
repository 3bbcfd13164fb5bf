import { getTranslations } from 'next-intl/server'
import { Flag } from '@/components/flag'
import { SectionHeading } from '@/features/company'
import type { Locale } from '@/i18n/locales'
import type { HomePage } from '@/payload-types'

type Props = { locale: Locale; reach: HomePage['globalReach'] }

/** The export regions on the home page, with their countries, volume and growth. */
export async function HomeReach({ locale, reach }: Props) {
  const t = await getTranslations({ locale, namespace: 'home' })
  const numbers = new Intl.NumberFormat(locale)
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="reach-heading">
      <SectionHeading id="reach-heading" title={reach.title} lead={reach.subtitle} center />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(reach.regions ?? []).map((r) => (
          <li
            key={r.id ?? r.name}
            className="render-later rounded-xl border border-stone-200 p-6 [--later-height:11rem]"
          >
            <div className="flex items-center gap-3">
              <Flag emoji={r.flag} className="h-6 w-8 text-3xl" />
              <h3 className="text-lg font-semibold">{r.name}</h3>
            </div>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="sr-only">{t('regionCountriesLabel')}</dt>
                <dd className="font-semibold text-brand-800">
                  {t('regionCountries', { count: r.countries })}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('regionVolumeLabel')}</dt>
                <dd className="font-semibold text-stone-800">
                  {t('regionVolume', { volume: numbers.format(r.volumeMt) })}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('regionGrowthLabel')}</dt>
                <dd className="font-semibold text-saffron-700">
                  {t('regionGrowth', { growth: r.growthPercent })}
                </dd>
              </div>
            </dl>
            {r.markets && (
              <p className="mt-3 text-sm text-stone-600">
                <span className="font-medium text-stone-800">{t('keyMarkets')}:</span> {r.markets}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
