import { notFound } from 'next/navigation'
import { logger } from '@/lib/logger'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** Any path no other route claims: log it, then the 404 page. */
export default async function CatchAll({ params }: Props) {
  const { locale, rest } = await params
  logger.warn({ path: `/${[locale, ...rest].join('/')}` }, 'page not found')
  notFound()
}
