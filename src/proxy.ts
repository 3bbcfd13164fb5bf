import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { CHOSEN_COOKIE, LOCALE_COOKIE } from './i18n/locale-cookie'
import { defaultLocale, isLocale } from './i18n/locales'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * A visitor who chose a language (picker or suggestion) gets it on English URLs too: /about
 * leads to /es/about. Only an explicit choice counts, and search engines send no cookies, so
 * every URL still shows crawlers the same page.
 */
export default function proxy(request: NextRequest) {
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  const { pathname } = request.nextUrl
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
  // Everything but the CMS, the API, Next internals and files with an extension.
  matcher: ['/((?!api/|api$|admin|_next|_vercel|art/|og/|.*\\..*).*)'],
}
