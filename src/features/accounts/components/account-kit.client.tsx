'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useLocale, useTranslations } from '@/lib/client-texts'
import { useCallback, useState } from 'react'
import type { z } from 'zod/mini'
import { useToast } from '@/components/ui/toast.client'
import { Field, inputClass, type Fields } from '@/components/form/form-kit.client'
import { fieldErrors, type FieldError } from '@/components/form/field-errors'

export type AccountAnswer = {
  ok: boolean
  status: string
  title?: string
  description?: string
  redirect?: string
  fields?: Record<string, FieldError & { message: string }>
  [key: string]: unknown
}

/** Sends one account request; validation errors land on their fields, answers in a toast. */
export function useAccountRequest(action: string, options: { failureTitle?: string } = {}) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const { show } = useToast()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const message = useCallback(
    (e: FieldError) => {
      const key = `errors.${e.code}` as 'errors.invalidText'
      return t.has(key) ? t(key, e.values as never) : t('errors.invalidText')
    },
    [t],
  )

  const send = useCallback(
    async (
      values: Record<string, unknown>,
      /** The form's schema, loaded on submit (zod stays out of the page load). */
      loadSchema?: () => Promise<z.ZodMiniType>,
      opts: { quiet?: boolean } = {},
    ): Promise<AccountAnswer | null> => {
      if (busy) return null
      const failureTitle = options.failureTitle ?? t('toast.failed')
      if (loadSchema) {
        const parsed = (await loadSchema()).safeParse(values)
        if (!parsed.success) {
          const found = fieldErrors(parsed.error)
          setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, message(e)])))
          show({ title: failureTitle, description: t('messages.invalidForm'), destructive: true })
          focusField(Object.keys(found))
          return null
        }
      }
      setErrors({})
      setBusy(true)
      try {
        const res = await fetch(`/api/account/${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...values, locale }),
        })
        const body = (await res.json().catch(() => null)) as AccountAnswer | null
        if (!body) throw new Error(`HTTP ${res.status}`)
        if (body.fields) {
          setErrors(
            Object.fromEntries(Object.entries(body.fields).map(([k, e]) => [k, message(e)])),
          )
          focusField(Object.keys(body.fields))
        }
        if (!opts.quiet || !body.ok)
          show({
            title: body.title ?? failureTitle,
            description: body.description,
            destructive: !body.ok,
          })
        return body
      } catch {
        show({ title: failureTitle, description: t('messages.failed'), destructive: true })
        return null
      } finally {
        setBusy(false)
      }
    },
    [action, busy, locale, message, options.failureTitle, show, t],
  )

  return { send, errors, busy, showToast: show }
}

function focusField(names: string[]) {
  window.setTimeout(() => {
    for (const name of names) {
      const el = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`)
      if (el) {
        el.focus()
        return
      }
    }
  }, 0)
}

/** A password input with a show/hide switch. */
export function PasswordField({
  fields,
  name,
  label,
  autoComplete,
  hint,
}: {
  fields: Fields
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  hint?: string
}) {
  const t = useTranslations('auth')
  const [visible, setVisible] = useState(false)
  const hintId = `${fields.id(name)}-hint`
  const props = fields.props(name)
  return (
    <Field id={fields.id(name)} label={label} required error={fields.error(name)}>
      <div className="relative">
        <input
          {...props}
          aria-describedby={
            [props['aria-describedby'], hint ? hintId : null].filter(Boolean).join(' ') || undefined
          }
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          maxLength={128}
          className={`${inputClass} pe-11`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-stone-600 hover:text-stone-900"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </Field>
  )
}

/** New password and its confirmation (sign-up, reset, change). */
export function NewPasswordFields({ fields, label }: { fields: Fields; label: string }) {
  const t = useTranslations('auth')
  return (
    <>
      <PasswordField
        fields={fields}
        name="password"
        label={label}
        autoComplete="new-password"
        hint={t('passwordHint')}
      />
      <PasswordField
        fields={fields}
        name="confirmPassword"
        label={t('confirmPassword')}
        autoComplete="new-password"
      />
    </>
  )
}
