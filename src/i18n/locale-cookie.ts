/** The language a visitor chose (next-intl's cookie) and the mark that it was a choice. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const CHOSEN_COOKIE = 'locale_chosen'
const YEAR = 60 * 60 * 24 * 365

/** In the browser: remembers an explicit language choice for a year. */
export function rememberLocale(code: string): void {
  const attrs = `; path=/; max-age=${YEAR}; samesite=lax`
  document.cookie = `${LOCALE_COOKIE}=${code}${attrs}`
  document.cookie = `${CHOSEN_COOKIE}=1${attrs}`
}
