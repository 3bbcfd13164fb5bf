/** The language a visitor chose (next-intl's cookie) and the mark that it was a choice. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const CHOSEN_COOKIE = 'locale_chosen'
const YEAR = 60 * 60 * 24 * 365

/**
 * In the browser: remembers an explicit language choice for a year. Script reads and writes
 * these, so they cannot be HttpOnly; they hold no secret. Secure when the page is https.
 */
export function rememberLocale(code: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  const attrs = `; path=/; max-age=${YEAR}; samesite=lax${secure}`
  document.cookie = `${LOCALE_COOKIE}=${code}${attrs}`
  document.cookie = `${CHOSEN_COOKIE}=1${attrs}`
}
