import { FlaskConical } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { Tabs } from '@/components/ui/tabs.client'
import { QualityCertificates } from '@/features/company/components/QualityCertificates'
import type { Locale } from '@/i18n/locales'
import type { Certificate, QualityPage } from '@/payload-types'

type Props = { locale: Locale; page: QualityPage; certificates: Certificate[] }

/** Certifications, testing parameters and the laboratory, one tab each. */
export async function QualityTabs({ locale, page, certificates }: Props) {
  const t = await getTranslations({ locale, namespace: 'quality' })
  const testingPanel = (
    <ul className="grid gap-6 md:grid-cols-2">
      {(page.testing ?? []).map((g) => (
        <li key={g.id ?? g.name} className="rounded-xl border border-stone-200 bg-white p-6">
          <h3 className="text-lg font-semibold">{g.name}</h3>
          <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-stone-700">
            {(g.parameters ?? []).map((p) => (
              <li key={p.id ?? p.text}>{p.text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )

  const labPanel = (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h3 className="text-lg font-semibold">{t('equipmentTitle')}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {(page.lab.equipment ?? []).map((e) => (
            <li
              key={e.id ?? e.name}
              className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4"
            >
              <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-medium">{e.name}</p>
                <p className="text-sm text-stone-600">{e.purpose}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <dl className="space-y-4 rounded-xl bg-brand-900 p-6 text-white">
        {(
          [
            [t('labCapacity'), page.lab.capacity],
            [t('routine'), page.lab.routineTurnaround],
            [t('specialized'), page.lab.specializedTurnaround],
            [t('accreditation'), page.lab.accreditation],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-sm text-brand-100">{k}</dt>
            <dd className="text-xl font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  )

  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-label={t('tabsLabel')}>
      <Tabs
        label={t('tabsLabel')}
        tabs={[
          {
            id: 'certifications',
            label: t('tabCertifications'),
            panel: <QualityCertificates locale={locale} certificates={certificates} />,
          },
          { id: 'testing', label: t('tabTesting'), panel: testingPanel },
          { id: 'lab', label: t('tabLab'), panel: labPanel },
        ]}
      />
    </section>
  )
}
