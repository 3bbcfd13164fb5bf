import { localeCodes } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { siteUrl } from '@/lib/site-url'

/** Private or per-visitor pages, in every language: not for search engines. */
const privatePaths = ['/quote', '/inquiry', '/account', '/newsletter', '/policy']

/** /robots.txt: everything public is crawlable; the CMS, the API and buyers' pages are not. */
export function GET() {
  const disallow = [
    '/admin',
    '/api/',
    ...privatePaths.flatMap((p) => localeCodes.map((code) => localizedPath(code, p))),
  ]
  const body = [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl()}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
