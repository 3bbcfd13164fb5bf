import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NotFoundScreen, PageNotFound } from '@/components/NotFoundMessage'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale, type Locale } from '@/i18n/locales'
import { pageLocale } from '@/i18n/page-locale'
import { messagesFor } from '@/i18n/server-messages'

/**
 * The "not found" screens as ordinary pages, for the server only (server/not-found.mjs): Next
 * answers a page that calls notFound() with an empty document whose screen exists only in its
 * script payload, and the server sends this page's HTML in its place, with the 404 status. The
 * server refuses this address to anyone else, so it never answers 200 to a visitor or a crawler.
 */
type Props = { params: Promise<{ locale: string; kind: string }> }

const kinds = ['page', 'category', 'product', 'blog', 'news'] as const
type Kind = (typeof kinds)[number]
const isKind = (value: string): value is Kind => (kinds as readonly string[]).includes(value)

/** Where each screen's link leads (as the segments' own not-found.tsx files say). */
const backPaths: Partial<Record<Kind, string>> = { blog: '/blog' }

function titleOf(locale: Locale, kind: Kind): string {
  const m = messagesFor(locale)
  return kind === 'page' ? m.notFound.metaTitle : m[kind].notFoundTitle
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await params
  if (!isLocale(locale) || !isKind(kind)) return {}
  const settings = await getSiteSettings(locale)
  return {
    title: { absolute: `${titleOf(locale, kind)} | ${settings.companyName}` },
    robots: { index: false, follow: true },
  }
}

export default async function NotFoundPage({ params }: Props) {
  const { kind } = await pageLocale(params)
  if (!isKind(kind)) notFound()
  if (kind === 'page') return <PageNotFound />
  return <NotFoundScreen kind={kind} backPath={backPaths[kind]} />
}
