import { FileText } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { getCategories } from '@/features/catalogue/queries'
import { CatalogueDownload } from '@/features/documents/components/CatalogueDownload'
import { DocumentLink } from '@/features/documents/components/DocumentLink'
import { catalogueStatusPath, documentPath } from '@/features/documents/urls'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { pageLocale } from '@/i18n/page-locale'
import { localizedPath } from '@/i18n/paths'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata('catalogue', '/catalogue', 'categories')

/** "Get Catalog": the whole catalogue as one PDF, with a wait state while it is prepared. */
export default async function CataloguePage({ params }: Props) {
  const { locale } = await pageLocale(params)
  const [t, td, tc, ta, tq, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'documents' }),
    getTranslations({ locale, namespace: 'categories' }),
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'quality' }),
    getCategories(locale),
  ])
  const total = categories.reduce((n, c) => n + c.productCount, 0)
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex items-start gap-4">
        <FileText aria-hidden="true" className="mt-1 size-10 shrink-0 text-brand-700" />
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-600">{t('intro', { products: total })}</p>
        </div>
      </div>

      <section className="mt-8 rounded-2xl bg-brand-50 p-6 sm:p-8" aria-label={t('title')}>
        <CatalogueDownload
          locale={locale}
          pdfUrl={documentPath(locale, 'catalogue')}
          statusUrl={catalogueStatusPath(locale)}
          className={buttonClass('primary', 'lg')}
        />
        <ul className="mt-6 grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
          {categories.map((c) => (
            <li
              key={c.slug}
              className="flex justify-between gap-3 border-b border-brand-100 py-1.5"
            >
              <span>{c.name}</span>
              <span className="text-stone-600">
                {tc('productCount', { count: c.productCount })}
              </span>
            </li>
          ))}
        </ul>
        <NextLink
          href={localizedPath(locale, '/categories')}
          className="mt-6 inline-block text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          {t('browse')}
        </NextLink>
      </section>

      <section className="mt-10" aria-labelledby="more-documents">
        <h2 id="more-documents" className="text-xl font-semibold">
          {t('moreDocuments')}
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          <DocumentLink
            href={documentPath(locale, 'company-profile')}
            label={ta('downloadProfile')}
            format={td('pdf')}
            className={buttonClass('outline', 'md')}
            iconClassName="size-4"
          />
          <DocumentLink
            href={documentPath(locale, 'quality-manual')}
            label={tq('downloadManual')}
            format={td('pdf')}
            className={buttonClass('outline', 'md')}
            iconClassName="size-4"
          />
        </div>
      </section>
    </div>
  )
}
