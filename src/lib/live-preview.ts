import type { Config, PayloadRequest } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { siteUrl } from './site-url'

/**
 * Live preview in the admin (Payload's `admin.livePreview`): the document's draft as its public
 * page shows it, in the language chosen in the admin, beside the form and refreshed on every
 * (auto)save. The preview pages (src/app/(site)/[locale]/preview) answer signed-in staff only.
 */

/** What can be previewed, and its address under /preview. */
export const previewTargets = {
  products: (id: string) => `/preview/products/${id}`,
  posts: (id: string) => `/preview/posts/${id}`,
  pages: (id: string) => `/preview/pages/${id}`,
  'home-page': () => '/preview/home',
} as const

/**
 * The admin's own origin, as the browser wrote it: the preview must share it, or the staff
 * cookie would not reach the frame (and the admin talks to the frame by origin).
 */
function adminOrigin(req: PayloadRequest): string {
  const site = new URL(siteUrl())
  const host = req.headers?.get('host')
  if (!host || !/^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host)) return site.origin
  const forwarded = req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const protocol =
    forwarded === 'https' || forwarded === 'http' ? forwarded : site.protocol.slice(0, -1)
  return `${protocol}://${host}`
}

export const livePreview: NonNullable<Config['admin']>['livePreview'] = {
  collections: ['products', 'posts', 'pages'],
  globals: ['home-page'],
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 390, height: 844 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, globalConfig, locale, req }) => {
    const slug = (collectionConfig ?? globalConfig)?.slug
    if (!slug || !(slug in previewTargets)) return null
    if (collectionConfig && data?.id == null) return null
    const path = previewTargets[slug as keyof typeof previewTargets](String(data?.id ?? ''))
    const code: Locale = locale?.code && isLocale(locale.code) ? locale.code : defaultLocale
    return `${adminOrigin(req)}${localizedPath(code, path)}`
  },
}
