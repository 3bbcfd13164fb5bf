import { ShieldCheck } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/rich-text'
import { SectionHeading, StatGrid } from '@/features/company/components/blocks'
import type { Locale } from '@/i18n/locales'
import type { QualityPage } from '@/payload-types'

/** The quality promise beside its key figures. */
export function QualityPromise({
  locale,
  promise,
}: {
  locale: Locale
  promise: QualityPage['promise']
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="promise-heading">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="promise-heading" title={promise.title} />
          <RichText
            data={promise.text}
            locale={locale}
            className="prose-compact mt-4 leading-7 text-stone-700"
          />
        </div>
        <StatGrid
          stats={promise.stats ?? []}
          className="self-center rounded-2xl bg-brand-50 p-8 sm:grid-cols-2"
        />
      </div>
    </section>
  )
}

/** The numbered steps of quality control, each with its checks. */
export async function QualityProcess({
  locale,
  process,
}: {
  locale: Locale
  process: QualityPage['process']
}) {
  const t = await getTranslations({ locale, namespace: 'quality' })
  return (
    <section className="bg-stone-50 py-16" aria-labelledby="process-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="process-heading" title={t('processTitle')} center />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-5">
          {(process ?? []).map((step, i) => (
            <li
              key={step.id ?? step.title}
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            >
              <p className="text-sm font-semibold text-saffron-700">{t('step', { n: i + 1 })}</p>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-700">{step.text}</p>
              <ul className="mt-3 space-y-1 text-sm text-stone-700">
                {(step.checks ?? []).map((c) => (
                  <li key={c.id ?? c.text} className="flex gap-1.5">
                    <ShieldCheck
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-brand-700"
                    />
                    {c.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** The regulations the exports comply with. */
export function QualityCompliance({
  locale,
  compliance,
}: {
  locale: Locale
  compliance: QualityPage['compliance']
}) {
  return (
    <section className="bg-stone-50 py-16" aria-labelledby="compliance-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="compliance-heading" title={compliance.title} center />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {(compliance.items ?? []).map((c) => (
            <li
              key={c.id ?? c.title}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
            >
              <h3 className="text-lg font-semibold">{c.title}</h3>
              <RichText
                data={c.text}
                locale={locale}
                className="prose-compact mt-2 text-sm leading-6 text-stone-700"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
