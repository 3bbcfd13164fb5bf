import { actionEmail } from '@/features/email'
import type { NewEmail } from '@/features/email'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

type Rendered = Pick<NewEmail, 'subject' | 'text' | 'html'>

/** A short message with one button: the link is also written out for plain-text readers. */
const render = (
  locale: Locale,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  after: string[],
): Rendered => actionEmail(locale, subject, paragraphs, action, after)

export function confirmationEmail(
  locale: Locale,
  v: { firstName: string; company: string; url: string; hours: number },
): Rendered {
  const t = serverTranslator(locale, 'auth')
  return render(
    locale,
    t('mail.confirmSubject', { company: v.company }),
    [t('mail.greeting', { name: v.firstName }), t('mail.confirmIntro', { company: v.company })],
    { label: t('mail.confirmAction'), url: v.url },
    [t('mail.expires', { hours: v.hours }), t('mail.notYou')],
  )
}

export function alreadyRegisteredEmail(
  locale: Locale,
  v: { firstName: string; company: string; signInUrl: string; resetUrl: string },
): Rendered {
  const t = serverTranslator(locale, 'auth')
  return render(
    locale,
    t('mail.existingSubject', { company: v.company }),
    [
      t('mail.greeting', { name: v.firstName }),
      t('mail.existingIntro'),
      t('mail.existingReset', { url: v.resetUrl }),
    ],
    { label: t('mail.signInAction'), url: v.signInUrl },
    [t('mail.notYou')],
  )
}

export function resetEmail(
  locale: Locale,
  v: { firstName: string; company: string; url: string; minutes: number },
): Rendered {
  const t = serverTranslator(locale, 'auth')
  return render(
    locale,
    t('mail.resetSubject', { company: v.company }),
    [t('mail.greeting', { name: v.firstName }), t('mail.resetIntro')],
    { label: t('mail.resetAction'), url: v.url },
    [t('mail.resetExpires', { minutes: v.minutes }), t('mail.resetNotYou')],
  )
}
