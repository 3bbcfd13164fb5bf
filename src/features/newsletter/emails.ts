import { emailDocument } from '@/features/email'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { escapeHtml } from '@/lib/html'

type Rendered = { subject: string; text: string; html: string }

const small = 'font-size:13px;color:#57534e'

/**
 * A short message with one button, and the unsubscribe link every newsletter email carries.
 * Links are also written out for plain-text readers; every value is escaped in the HTML.
 */
function render(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  after: string[],
  unsubscribeUrl: string,
): Rendered {
  const t = serverTranslator(locale, 'newsletter')
  const unsubscribe = t('mail.unsubscribe')
  const text = [
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    ...after,
    '',
    '--',
    `${unsubscribe}: ${unsubscribeUrl}`,
  ].join('\n')
  const html = emailDocument(
    locale,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#166534;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p dir="ltr" style="${small}">${escapeHtml(action.url)}</p>
${after.map((p) => `<p style="${small}">${escapeHtml(p)}</p>`).join('\n')}
<hr style="border:none;border-top:1px solid #e7e5e4">
<p style="${small}"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#57534e">${escapeHtml(unsubscribe)}</a></p>`,
  )
  return { subject, text, html }
}

/** The double opt-in message: one link confirms the subscription. */
export function confirmationEmail(
  locale: Locale,
  v: { company: string; confirmUrl: string; unsubscribeUrl: string; days: number },
): Rendered {
  const t = serverTranslator(locale, 'newsletter')
  return render(
    locale,
    t('mail.confirmSubject', { company: v.company }),
    [t('mail.confirmIntro', { company: v.company }), t('mail.confirmAsk')],
    { label: t('mail.confirmAction'), url: v.confirmUrl },
    [t('mail.confirmExpires', { days: v.days }), t('mail.notYou')],
    v.unsubscribeUrl,
  )
}

/** Sent instead when a confirmed address is entered again: the screen says the same either way. */
export function alreadySubscribedEmail(
  locale: Locale,
  v: { company: string; newsUrl: string; unsubscribeUrl: string },
): Rendered {
  const t = serverTranslator(locale, 'newsletter')
  return render(
    locale,
    t('mail.alreadySubject', { company: v.company }),
    [t('mail.alreadyIntro', { company: v.company }), t('mail.alreadyNothingChanged')],
    { label: t('mail.alreadyAction'), url: v.newsUrl },
    [t('mail.alreadyNotYou')],
    v.unsubscribeUrl,
  )
}
