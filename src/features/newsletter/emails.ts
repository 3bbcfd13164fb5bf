import { actionEmail } from '@/features/email'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

type Rendered = { subject: string; text: string; html: string }

/** A short message with one button, and the unsubscribe link every newsletter email carries. */
function render(
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  after: string[],
  unsubscribeUrl: string,
): Rendered {
  const t = serverTranslator(locale, 'newsletter')
  return actionEmail(locale, subject, paragraphs, action, after, {
    label: t('mail.unsubscribe'),
    url: unsubscribeUrl,
  })
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
