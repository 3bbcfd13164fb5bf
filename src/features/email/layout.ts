import { localeDir, type Locale } from '@/i18n/locales'
import { escapeHtml, htmlDocument } from '@/lib/html'

/**
 * The HTML document of every email: its language and writing direction (Arabic reads right to
 * left), which mail programs and screen readers take from `<html>`. Webmail that drops `<html>`
 * and `<body>` keeps the wrapping block, so it carries them too. `body` is HTML whose values the
 * caller has escaped.
 */
export function emailDocument(locale: Locale, body: string): string {
  const dir = localeDir(locale)
  return htmlDocument({
    lang: locale,
    dir,
    viewport: false,
    bodyStyle: 'margin:0',
    body: `
<div lang="${locale}" dir="${dir}" style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5;text-align:${startSide(locale)}">
${body}
</div>
`,
  })
}

/** The side a line of text starts on, for table cells (some mail programs centre `<th>`). */
export function startSide(locale: Locale): 'left' | 'right' {
  return localeDir(locale) === 'rtl' ? 'right' : 'left'
}

const small = 'font-size:13px;color:#57534e'

/**
 * A short message with one button (accounts, newsletter): paragraphs, the button, its link written
 * out for plain-text readers, smaller notes, and an optional link under a rule (unsubscribe).
 * Every value is escaped in the HTML.
 */
export function actionEmail(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  after: string[],
  footerLink?: { label: string; url: string },
): { subject: string; text: string; html: string } {
  const text = [
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    ...after,
    ...(footerLink ? ['', '--', `${footerLink.label}: ${footerLink.url}`] : []),
  ].join('\n')
  const footer = footerLink
    ? `
<hr style="border:none;border-top:1px solid #e7e5e4">
<p style="${small}"><a href="${escapeHtml(footerLink.url)}" style="color:#57534e">${escapeHtml(footerLink.label)}</a></p>`
    : ''
  const html = emailDocument(
    locale,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#166534;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p dir="ltr" style="${small}">${escapeHtml(action.url)}</p>
${after.map((p) => `<p style="${small}">${escapeHtml(p)}</p>`).join('\n')}${footer}`,
  )
  return { subject, text, html }
}
