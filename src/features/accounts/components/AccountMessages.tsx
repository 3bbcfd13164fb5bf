import type { Locale } from '@/i18n/locales'
import { ClientTexts } from '@/i18n/client-texts'

/** The texts the account forms show in the browser (the emails stay on the server). */
const accountFormTexts = [
  'metaTitle',
  'metaDescription',
  'title',
  'subtitle',
  'tabSignIn',
  'tabSignUp',
  'backHome',
  'email',
  'password',
  'firstName',
  'lastName',
  'confirmPassword',
  'emailPlaceholder',
  'signIn',
  'signingIn',
  'createAccount',
  'creatingAccount',
  'forgotLink',
  'passwordHint',
  'showPassword',
  'hidePassword',
  'resendLink',
  'resending',
  'needsJavaScript',
  'whyAccount',
  'forgotTitle',
  'forgotIntro',
  'sendResetLink',
  'sending',
  'backToSignIn',
  'resetTitle',
  'resetIntro',
  'newPassword',
  'savePassword',
  'saving',
  'status',
  'toast',
  'messages',
  'errors',
  'menu',
  'account',
  'confirm',
] as const

export function AccountMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  return (
    <ClientTexts
      locale={locale}
      pick={{ auth: accountFormTexts, inquiry: ['required', 'optional'] }}
    >
      {children}
    </ClientTexts>
  )
}
