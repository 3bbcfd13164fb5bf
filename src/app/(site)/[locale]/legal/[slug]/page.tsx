import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { pageAlternates } from '@/i18n/alternates'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { metadataLocale, pageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import { redirectIfMoved } from '@/features/redirects'
import { socialMetadata } from '@/features/site/page-meta'
import { readMedia } from '@/features/site/queries'
import { legalMetaTexts, shareImage, withSeoFields } from '@/features/site/seo'
import { LegalArticle, legalTexts } from './legal-article'

type Props = { params: Promise<{ locale: string; slug: string }> }

/**
 * The page in the visitor's language; a field not yet translated comes from English and is
 * marked `lang="en"` where it is shown.
 */
const getPage = cache(async (slug: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const find = async (l: Locale) =>
    (
      await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        locale: l,
        fallbackLocale: false,
        limit: 1,
        overrideAccess: false,
      })
    ).docs[0] ?? null
  const own = await find(locale)
  if (!own) return null
  return {
    ...legalTexts(own, own.title && own.body ? own : await find(defaultLocale)),
    meta: own.meta,
  }
})

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const known = await metadataLocale(params)
  if (!known) return {}
  const { locale, slug } = known
  const page = await getPage(slug, locale)
  if (!page) return {}
  const { title, description } = withSeoFields(
    legalMetaTexts({ title: page.title.text, body: page.body.text }),
    page.meta,
  )
  const image = (await shareImage(page.meta, title, readMedia)) ?? 'legal'
  return {
    title: { absolute: title },
    description,
    ...socialMetadata({ locale, path: `/legal/${slug}`, title, description, image }),
    alternates: pageAlternates(locale, `/legal/${slug}`),
  }
}

export default async function LegalPage({ params }: Props) {
  const { locale, slug } = await pageLocale(params)
  const page = await getPage(slug, locale)
  if (!page) {
    await redirectIfMoved(locale, `/legal/${slug}`)
    notFound()
  }
  return <LegalArticle locale={locale} page={page} />
}
