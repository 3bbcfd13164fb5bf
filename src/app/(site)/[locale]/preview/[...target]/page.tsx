import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { isStaff } from '@/access'
import { PreviewRefresh } from '@/components/preview-refresh.client'
import { pageLocale } from '@/i18n/page-locale'
import { getPayloadClient } from '@/lib/payload'
import {
  homePreview,
  legalPreview,
  postPreview,
  productPreview,
  validId,
  type Reader,
} from './views'

/**
 * Staff's preview of a draft (the admin's live preview): a product, post, legal page or the home
 * page as its public page will show it, from the latest draft. Anyone but a signed-in staff
 * member gets the not-found page. Rendered per request, never cached (Next sends
 * `private, no-store`, and the server's page copy keeps only shared pages).
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

type Props = { params: Promise<{ locale: string; target: string[] }> }

export default async function PreviewPage({ params }: Props) {
  const { locale, target } = await pageLocale(params)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || !isStaff(user)) notFound()
  const reader: Reader = { payload, user, locale }
  const [kind, rawId, ...rest] = target
  const id = validId(rawId)
  let view: React.ReactNode = null
  if (rest.length === 0) {
    if (kind === 'home' && rawId === undefined) view = await homePreview(reader)
    else if (id !== null && kind === 'products') view = await productPreview(reader, id)
    else if (id !== null && kind === 'posts') view = await postPreview(reader, id)
    else if (id !== null && kind === 'pages') view = await legalPreview(reader, id)
  }
  if (!view) notFound()
  return (
    <>
      {view}
      <PreviewRefresh />
    </>
  )
}
