import type { Metadata } from 'next'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Key = 'auth'
type Props = { params: Promise<{ locale: string }> }

/** A page whose full content is still being built: its heading and a way to reach the team. */
export function placeholderPage(key: Key, path: string) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const t = await getTranslations({ locale, namespace: 'pages' })
    return { title: t(key), alternates: { canonical: localizedPath(locale, path) } }
  }
  async function Page({ params }: Props) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const t = await getTranslations({ locale, namespace: 'pages' })
    return (
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-3xl font-bold sm:text-4xl">{t(key)}</h1>
        <p className="mt-4 text-stone-600">{t('comingSoon')}</p>
        {
          <NextLink
            href={localizedPath(locale, '/contact')}
            className={buttonClass('primary', 'lg', 'mt-8')}
          >
            {t('contactUs')}
          </NextLink>
        }
      </div>
    )
  }
  return { generateMetadata, Page }
}
