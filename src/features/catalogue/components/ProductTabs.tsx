import { CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { Tabs } from '@/components/ui/tabs.client'
import { SpecList } from '@/features/catalogue/components/SpecList'
import type { CatalogueProduct } from '@/features/catalogue/defaults'
import { englishContentAttrs, type Locale } from '@/i18n/locales'

/** A product's varieties, quality parameters and packaging, one tab each. */
export async function ProductTabs({
  locale,
  product,
}: {
  locale: Locale
  product: CatalogueProduct
}) {
  const t = await getTranslations({ locale, namespace: 'product' })
  const en = englishContentAttrs(locale, product.translated)
  return (
    <Tabs
      className="render-later mt-12 [--later-height:24rem]"
      label={t('tabsLabel')}
      tabs={[
        {
          id: 'varieties',
          label: t('tabVarieties'),
          panel:
            product.varieties.length === 0 ? (
              <p className="text-stone-600">{t('noVarieties')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" {...en}>
                {product.varieties.map((v) => (
                  <li key={v.name} className="rounded-xl border border-stone-200 p-4">
                    <h3 className="font-semibold text-brand-800">{v.name}</h3>
                    <SpecList rows={v.attributes.map((a) => [a.key, a.value])} />
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'quality',
          label: t('tabQuality'),
          panel:
            product.qualityParameters.length === 0 ? (
              <p className="text-stone-600">{t('noQuality')}</p>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-stone-200">
                <table className="w-full text-start text-sm">
                  <thead className="bg-stone-50 text-stone-700">
                    <tr>
                      <th scope="col" className="px-4 py-3 text-start font-semibold">
                        {t('parameter')}
                      </th>
                      <th scope="col" className="px-4 py-3 text-start font-semibold">
                        {t('specification')}
                      </th>
                      <th scope="col" className="px-4 py-3 text-start font-semibold">
                        {t('testMethod')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100" {...en}>
                    {product.qualityParameters.map((q) => (
                      <tr key={q.parameter}>
                        <th scope="row" className="px-4 py-3 text-start font-medium">
                          {q.parameter}
                        </th>
                        <td className="px-4 py-3">{q.specification}</td>
                        <td className="px-4 py-3 text-stone-600">{q.method}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ),
        },
        {
          id: 'packaging',
          label: t('tabPackaging'),
          panel: (
            <div className="grid gap-6 md:grid-cols-2">
              <section>
                <h3 className="font-semibold">{t('packagingOptions')}</h3>
                <ul className="mt-3 space-y-2">
                  {product.packSizes.map((p) => (
                    <li
                      key={p}
                      className="flex items-center justify-between rounded-lg border border-stone-200 px-3 py-2 text-sm"
                    >
                      <span {...en}>{p}</span>
                      <span className="inline-flex items-center gap-1 text-brand-800">
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        {t('available')}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="font-semibold">{t('logistics')}</h3>
                <SpecList
                  rows={[
                    [t('portOfLoading'), product.port],
                    [t('container'), t('containerValue')],
                    [t('paymentTerms'), t('paymentTermsValue')],
                    [t('incoterms'), t('incotermsValue')],
                  ]}
                />
              </section>
            </div>
          ),
        },
      ]}
    />
  )
}
