import { notFound } from 'next/navigation'
import { redirectIfMoved } from '@/features/redirects'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/**
 * Any path no other route claims: a redirect staff left for it (308), else log it and answer
 * with the 404 page. An address with a dot in it (/brochure.html) reaches here unrouted by
 * language, its first segment in `locale`.
 */
export default async function CatchAll({ params }: Props) {
  const { locale, rest } = await params
  const path = `/${rest.join('/')}`
  if (isLocale(locale)) await redirectIfMoved(locale, path)
  else await redirectIfMoved(defaultLocale, `/${locale}${path}`)
  logger.warn({ path: `/${[locale, ...rest].join('/')}` }, 'page not found')
  notFound()
}
