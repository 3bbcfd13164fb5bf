'use client'

import { LogOut } from 'lucide-react'
import { useLocale, useTranslations } from '@/lib/client-texts'
import {
  Field,
  formValues,
  inputClass,
  submitClass,
  TextField,
  useFields,
} from '@/components/form/form-kit.client'
import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { NAME_MAX, PROFILE_FIELD_MAX } from '../constants'
import { schema } from './load-schema'
import { NewPasswordFields, PasswordField, useAccountRequest } from './account-kit.client'

export type ProfileValues = {
  firstName: string
  lastName: string
  email: string
  company: string
  country: string
  phone: string
  locale: string
}

export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const t = useTranslations('auth')
  const { send, errors, busy } = useAccountRequest('profile')
  const fields = useFields(errors)
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const answer = await send(formValues(e.currentTarget), schema('profileSchema'))
    // The interface follows a new preferred language.
    const chosen = answer?.ok ? (answer.buyer as ProfileValues).locale : null
    if (chosen && chosen !== document.documentElement.lang)
      window.location.assign(localizedPath(chosen as Locale, '/account'))
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          fields={fields}
          name="firstName"
          label={t('firstName')}
          required
          autoComplete="given-name"
          maxLength={NAME_MAX}
          defaultValue={initial.firstName}
        />
        <TextField
          fields={fields}
          name="lastName"
          label={t('lastName')}
          required
          autoComplete="family-name"
          maxLength={NAME_MAX}
          defaultValue={initial.lastName}
        />
      </div>
      <div>
        <p className="mb-1 block text-sm font-medium text-stone-800">{t('email')}</p>
        <p className="rounded-md bg-stone-100 px-3 py-2 text-stone-800" dir="ltr">
          {initial.email}
        </p>
        <p className="mt-1 text-xs text-stone-600">{t('account.emailReadOnly')}</p>
      </div>
      <TextField
        fields={fields}
        name="company"
        label={t('account.company')}
        optional
        autoComplete="organization"
        maxLength={PROFILE_FIELD_MAX}
        defaultValue={initial.company}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          fields={fields}
          name="country"
          label={t('account.country')}
          optional
          autoComplete="country-name"
          maxLength={PROFILE_FIELD_MAX}
          defaultValue={initial.country}
        />
        <TextField
          fields={fields}
          name="phone"
          label={t('account.phone')}
          optional
          type="tel"
          autoComplete="tel"
          maxLength={40}
          dir="ltr"
          defaultValue={initial.phone}
        />
      </div>
      <Field id={fields.id('locale')} label={t('account.language')} error={fields.error('locale')}>
        <select
          {...fields.props('locale')}
          defaultValue={initial.locale}
          aria-describedby={`${fields.id('locale')}-hint`}
          className={inputClass}
        >
          {locales.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </option>
          ))}
        </select>
        <p id={`${fields.id('locale')}-hint`} className="mt-1 text-xs text-stone-600">
          {t('account.languageHint')}
        </p>
      </Field>
      <button type="submit" disabled={busy} className={submitClass('justify-self-start')}>
        {busy ? t('saving') : t('account.save')}
      </button>
    </form>
  )
}

export function PasswordForm() {
  const t = useTranslations('auth')
  const { send, errors, busy } = useAccountRequest('password')
  const fields = useFields(errors)
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const answer = await send(formValues(form), schema('changePasswordSchema'))
    if (answer?.ok) form.reset()
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
      <PasswordField
        fields={fields}
        name="currentPassword"
        label={t('account.currentPassword')}
        autoComplete="current-password"
      />
      <NewPasswordFields fields={fields} label={t('newPassword')} />
      <button type="submit" disabled={busy} className={submitClass('justify-self-start')}>
        {busy ? t('saving') : t('account.changePassword')}
      </button>
    </form>
  )
}

export function SignOutButton() {
  const t = useTranslations('auth')
  const locale = useLocale() as Locale
  const { send, busy } = useAccountRequest('signout')
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          const answer = await send({}, undefined, { quiet: true })
          if (answer?.ok) window.location.assign(localizedPath(locale, '/auth?status=signed-out'))
        }}
        className="inline-flex h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60"
      >
        <LogOut aria-hidden="true" className="size-4" />
        {busy ? t('menu.signingOut') : t('account.signOut')}
      </button>
    </>
  )
}
