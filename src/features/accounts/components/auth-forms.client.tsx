'use client'

import { clsx } from 'clsx'
import { MailCheck } from 'lucide-react'
import NextLink from '@/components/link'
import { useLocale, useTranslations } from '@/lib/client-texts'
import { useRef, useState } from 'react'
import { formValues, submitClass, TextField, useFields } from '@/components/form/form-kit.client'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { EMAIL_MAX, NAME_MAX } from '../constants'
import { schema } from './load-schema'
import { NewPasswordFields, PasswordField, useAccountRequest } from './account-kit.client'

function EmailField({ fields }: { fields: ReturnType<typeof useFields> }) {
  const t = useTranslations('auth')
  return (
    <TextField
      fields={fields}
      name="email"
      label={t('email')}
      required
      type="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      maxLength={EMAIL_MAX}
      dir="ltr"
    />
  )
}

export function SignInForm({ next }: { next?: string }) {
  const t = useTranslations('auth')
  const locale = useLocale() as Locale
  const { send, errors, busy } = useAccountRequest('signin', {
    failureTitle: t('toast.signInFailed'),
  })
  const resend = useAccountRequest('resend')
  const fields = useFields(errors)
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const values = formValues(e.currentTarget)
    const answer = await send({ ...values, next }, schema('signInSchema'), { quiet: true })
    if (!answer) return
    if (answer.ok && answer.redirect) {
      window.location.assign(answer.redirect)
      return
    }
    setUnconfirmedEmail(answer.status === 'unconfirmed' ? String(values.email) : null)
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={t('tabSignIn')}
    >
      <EmailField fields={fields} />
      <PasswordField
        fields={fields}
        name="password"
        label={t('password')}
        autoComplete="current-password"
      />
      <div className="-mt-1 text-end text-sm">
        <NextLink
          href={localizedPath(locale, '/auth/forgot')}
          className="font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          {t('forgotLink')}
        </NextLink>
      </div>
      <button type="submit" disabled={busy} className={submitClass('w-full')}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
      {unconfirmedEmail && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t('messages.unconfirmed')}</p>
          <button
            type="button"
            disabled={resend.busy}
            onClick={() => resend.send({ email: unconfirmedEmail })}
            className="mt-2 font-medium text-brand-800 underline underline-offset-2 disabled:opacity-60"
          >
            {resend.busy ? t('resending') : t('resendLink')}
          </button>
        </div>
      )}
    </form>
  )
}

export function SignUpForm() {
  const t = useTranslations('auth')
  const { send, errors, busy } = useAccountRequest('signup', {
    failureTitle: t('toast.signUpFailed'),
  })
  const fields = useFields(errors)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const values = formValues(form)
    const answer = await send(values, schema('signUpSchema'))
    if (answer?.ok) {
      form.reset()
      setSentTo(String(values.email))
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={t('tabSignUp')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          fields={fields}
          name="firstName"
          label={t('firstName')}
          required
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          fields={fields}
          name="lastName"
          label={t('lastName')}
          required
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
      </div>
      <EmailField fields={fields} />
      <NewPasswordFields fields={fields} label={t('password')} />
      <button type="submit" disabled={busy} className={submitClass('w-full')}>
        {busy ? t('creatingAccount') : t('createAccount')}
      </button>
      {sentTo && (
        <p className="flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
          <MailCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>
            <strong className="block">{t('toast.checkEmail')}</strong>
            {t('toast.checkEmailText')}
          </span>
        </p>
      )}
    </form>
  )
}

export function ForgotForm() {
  const t = useTranslations('auth')
  const { send, errors, busy } = useAccountRequest('forgot')
  const fields = useFields(errors)
  const [sent, setSent] = useState(false)
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const answer = await send(formValues(e.currentTarget), schema('emailOnlySchema'))
    if (answer?.ok) setSent(true)
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailField fields={fields} />
      <button type="submit" disabled={busy} className={submitClass('w-full')}>
        {busy ? t('sending') : t('sendResetLink')}
      </button>
      {sent && (
        <p className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-950">
          {t('toast.forgotText')}
        </p>
      )}
    </form>
  )
}

export function ResetForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const { send, errors, busy } = useAccountRequest('reset')
  const fields = useFields(errors)
  const done = useRef(false)
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (done.current) return
    const answer = await send({ ...formValues(e.currentTarget), token }, schema('resetSchema'))
    if (answer?.ok && answer.redirect) {
      done.current = true
      window.location.assign(answer.redirect)
    }
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className={clsx('grid gap-4')}>
      <NewPasswordFields fields={fields} label={t('newPassword')} />
      <button type="submit" disabled={busy} className={submitClass('w-full')}>
        {busy ? t('saving') : t('savePassword')}
      </button>
    </form>
  )
}
