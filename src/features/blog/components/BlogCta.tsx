import { Download } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** The blog's closing call: a quote request or the catalogue. */
export async function BlogCta({ locale }: { locale: Locale }) {
  const [t, td] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'documents' }),
  ])
  return (
    <section className="mt-16 rounded-2xl bg-brand-50 p-8 sm:p-10" aria-labelledby="blog-cta">
      <h2 id="blog-cta" className="text-2xl font-bold">
        {t('ctaTitle')}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">{t('ctaText')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <NextLink
          href={localizedPath(locale, '/contact?type=quote')}
          className={buttonClass('primary', 'lg')}
        >
          {t('getQuote')}
        </NextLink>
        <NextLink
          href={localizedPath(locale, '/catalogue')}
          className={buttonClass('outline', 'lg')}
        >
          <Download aria-hidden="true" className="size-5" />
          {td('downloadCatalog')}
        </NextLink>
      </div>
    </section>
  )
}
