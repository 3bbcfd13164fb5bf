import { defaultLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { logger } from '@/lib/logger'

/** A token from a link or a form, cut to a length no real token reaches. */
export const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '')

/**
 * A GET of an emailed link (`/api/…?token=…`): on to the page with the button (`page`), in the
 * owner's language when `localeOf` finds it. Changes nothing: mail programs and link scanners
 * open links on their own.
 */
export async function toButtonPage(
  request: Request,
  page: string,
  localeOf: (token: string) => Promise<Locale | null>,
): Promise<Response> {
  const token = tokenOf(new URL(request.url).searchParams.get('token'))
  let locale: Locale = defaultLocale
  try {
    locale = (await localeOf(token)) ?? defaultLocale
  } catch (error) {
    logger.warn({ error: String(error), page }, 'link lookup failed')
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: `${localizedPath(locale, page)}?token=${encodeURIComponent(token)}`,
      'cache-control': 'no-store, no-transform',
    },
  })
}
