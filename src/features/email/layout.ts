import { localeDir, type Locale } from '@/i18n/locales'

/**
 * The HTML document of every email: its language and writing direction (Arabic reads right to
 * left), which mail programs and screen readers take from `<html>`. Webmail that drops `<html>`
 * and `<body>` keeps the wrapping block, so it carries them too. `body` is HTML whose values the
 * caller has escaped.
 */
export function emailDocument(locale: Locale, body: string): string {
  const dir = localeDir(locale)
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head><body style="margin:0">
<div lang="${locale}" dir="${dir}" style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5;text-align:${startSide(locale)}">
${body}
</div>
</body></html>`
}

/** The side a line of text starts on, for table cells (some mail programs centre `<th>`). */
export function startSide(locale: Locale): 'left' | 'right' {
  return localeDir(locale) === 'rtl' ? 'right' : 'left'
}
