import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { CHOSEN_COOKIE, LOCALE_COOKIE } from './i18n/locale-cookie'
import { defaultLocale, isLocale, localeDir } from './i18n/locales'
import { localizedPath } from './i18n/paths'
import { routing } from './i18n/routing'
import { messagesFor } from './i18n/server-messages'
import { escapeHtml, htmlDocument } from './lib/html'
import { isMalformedPath } from './lib/malformed-path'

const intl = createMiddleware(routing)

/** The public pages: everything but the CMS, the API, Next internals and files. */
const sitePage = /^\/(?!api\/|api$|admin|_next|_vercel|art\/|og\/|.*\..*)/

/** The longest page address (the longest real one, a product in a language, is ~140). */
const MAX_PAGE_PATH = 256

/** A 404 page in the language of the address (a 400 outside the pages), without a render. */
function unknownAddress(pathname: string): NextResponse {
  const headers = { 'cache-control': 'no-store' }
  if (!sitePage.test(pathname))
    return new NextResponse('Bad Request: malformed address\n', {
      status: 400,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    })
  const first = pathname.split('/')[1] ?? ''
  const locale = isLocale(first) ? first : defaultLocale
  const t = messagesFor(locale).notFound
  const html = htmlDocument({
    lang: locale,
    dir: localeDir(locale),
    title: t.metaTitle,
    bodyStyle: 'font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem',
    body: `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p><p><a href="${localizedPath(locale, '/')}">${escapeHtml(t.returnHome)}</a></p>`,
  })
  return new NextResponse(html, {
    status: 404,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}

/**
 * A visitor who chose a language (picker or suggestion) gets it on English URLs too: /about
 * leads to /es/about. Only an explicit choice counts, and search engines send no cookies, so
 * every URL still shows crawlers the same page.
 */
/** /category/{slug} with or without a language prefix: its pages have their own addresses. */
const categoryPath = /^(?:\/[a-z]{2})?\/category\/[^/]+$/

/**
 * The earlier address of a category page, /category/{slug}?page=N, moved to
 * /category/{slug}/page/N (a query string would make the page render on every request).
 * Anything but a plain page number from 2 leads to page 1.
 */
function movedCategoryPage(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (!searchParams.has('page') || !categoryPath.test(pathname)) return null
  const url = request.nextUrl.clone()
  url.search = ''
  const n = searchParams.get('page') ?? ''
  if (/^\d{1,9}$/.test(n) && Number(n) >= 2) url.pathname = `${pathname}/page/${Number(n)}`
  return NextResponse.redirect(url, 308)
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // A broken percent-escape names no page; Next answered it with a 500 (it decodes the route
  // parameters of the original address even after a rewrite), so it is answered here.
  if (isMalformedPath(pathname)) return unknownAddress(pathname)
  if (!sitePage.test(pathname)) return NextResponse.next()
  // No page has a long address; the language routing would copy it nine times into the Link
  // header (hreflang), past what a proxy in front accepts.
  if (pathname.length > MAX_PAGE_PATH) return unknownAddress(pathname)
  const moved = movedCategoryPage(request)
  if (moved) return moved
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (
    request.method === 'GET' &&
    request.cookies.has(CHOSEN_COOKIE) &&
    chosen &&
    chosen !== defaultLocale &&
    isLocale(chosen) &&
    !isLocale(pathname.split('/')[1] ?? '')
  ) {
    const url = request.nextUrl.clone()
    url.pathname = `/${chosen}${pathname === '/' ? '' : pathname}`
    const response = NextResponse.redirect(url, 307)
    response.headers.set('vary', 'Cookie')
    response.headers.set('cache-control', 'private, no-store')
    return response
  }
  return intl(request)
}

export const config = {
  matcher: [
    // Everything but the CMS, the API, Next internals and files with an extension…
    '/((?!api/|api$|admin|_next|_vercel|art/|og/|.*\\..*).*)',
    // …and any path with a percent sign (checked for broken escapes).
    '/(.*%.*)',
  ],
}
