import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import { pageAlternates } from '@/i18n/alternates'
import { isLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { Markdown } from '@/lib/markdown'

type Props = { params: Promise<{ locale: string; slug: string }> }

const getPage = cache(async (slug: string, locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    locale,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const page = await getPage(slug, locale)
  if (!page) return {}
  return {
    title: page.title,
    description: page.body
      .replace(/[#*\-\n]+/g, ' ')
      .trim()
      .slice(0, 155),
    alternates: pageAlternates(locale, `/legal/${slug}`),
  }
}

export default async function LegalPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const page = await getPage(slug, locale)
  if (!page) notFound()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{page.title}</h1>
      <p className="mt-2 text-sm text-stone-500">
        <time dateTime={page.updatedAt}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(page.updatedAt))}
        </time>
      </p>
      <Markdown text={page.body} className="prose-site mt-8" />
    </article>
  )
}
