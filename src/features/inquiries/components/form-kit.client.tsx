'use client'

import { clsx } from 'clsx'
import { Send } from 'lucide-react'
import { useLocale, useTranslations } from '@/lib/client-texts'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { z } from 'zod/mini'
import { useToast } from '@/components/ui/toast.client'
import { AccountPrefill } from '@/features/accounts/components/account-prefill.client'
import { MIN_FILL_MS, type InquiryForm, limits } from '../constants'
import { fieldErrors, type FieldError } from '../field-errors'

export const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 aria-invalid:border-red-700'

/** A labelled control with its required mark and its error underneath. */
export function Field({
  id,
  label,
  required,
  optional,
  error,
  className,
  children,
}: {
  id: string
  label: string
  required?: boolean
  optional?: boolean
  error?: string
  className?: string
  children: React.ReactNode
}) {
  const t = useTranslations('inquiry')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
            <span className="sr-only"> ({t('required')})</span>
          </>
        )}
        {optional && <span className="ms-1 font-normal text-stone-600">({t('optional')})</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** Attributes tying a control to its error message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}

/** The field people never see; robots fill it in. */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations('inquiry')
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute start-0 top-0 h-px w-px overflow-hidden opacity-0 [clip-path:inset(50%)]"
    >
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/**
 * Hidden fields a plain (no-JavaScript) post needs, with the page's signed render time for the
 * server's time trap (form-token.ts; the script's JSON post sends the time it measured instead).
 */
export function PlainPostFields({
  form,
  sourcePage,
  formToken,
}: {
  form: InquiryForm
  sourcePage: string
  formToken: string
}) {
  const locale = useLocale()
  return (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="sourcePage" value={sourcePage} />
      <input type="hidden" name="formToken" value={formToken} />
    </>
  )
}

type Response = {
  ok: boolean
  status: string
  title: string
  description: string
  reference?: string
  fields?: Record<string, FieldError & { message: string }>
}

export type SubmitResult = { ok: true; reference?: string } | { ok: false }

/**
 * Validation and sending shared by the three forms. Field errors are keyed by path
 * ("items.0.quantity"); toasts use the texts of the form (the spec words them per form).
 */
export function useInquirySubmit(
  form: InquiryForm,
  /** The form's schema, loaded when it is first submitted (zod stays out of the page load). */
  loadSchema: () => Promise<z.ZodMiniType>,
  sourcePage: string,
) {
  const t = useTranslations('inquiry')
  const locale = useLocale()
  const { show, region } = useToast(t('toast.close'))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const shownAt = useRef(0)
  useEffect(() => {
    shownAt.current = Date.now()
  }, [])

  const message = useCallback(
    (e: FieldError) => {
      const key = `errors.${e.code}` as 'errors.invalidText'
      return t.has(key) ? t(key, e.values as never) : t('errors.invalidText')
    },
    [t],
  )

  const failure = useCallback(
    () =>
      form === 'product'
        ? { title: t('toast.productFailureTitle'), description: t('toast.productFailureText') }
        : { title: t('toast.contactFailureTitle'), description: t('toast.contactFailureText') },
    [form, t],
  )

  const submit = useCallback(
    async (values: Record<string, unknown>): Promise<SubmitResult> => {
      if (sending) return { ok: false }
      if (values.website) {
        show({
          title: t('toast.blockedTitle'),
          description: t('toast.blockedText'),
          destructive: true,
        })
        return { ok: false }
      }
      const parsed = (await loadSchema()).safeParse(values)
      if (!parsed.success) {
        const found = fieldErrors(parsed.error)
        setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, message(e)])))
        show({
          title: t('toast.invalidTitle'),
          description: t('toast.invalidText'),
          destructive: true,
        })
        focusFirstError(Object.keys(found))
        return { ok: false }
      }
      setErrors({})
      setSending(true)
      try {
        // A person who fills in a form this fast is rare; wait, so the server's time trap
        // never turns away someone using autofill.
        const wait = MIN_FILL_MS + 250 - (Date.now() - shownAt.current)
        if (wait > 0) await new Promise((r) => setTimeout(r, wait))
        const res = await fetch('/api/inquiry', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            ...values,
            form,
            locale,
            sourcePage,
            elapsedMs: Date.now() - shownAt.current,
          }),
        })
        const body = (await res.json().catch(() => null)) as Response | null
        if (res.ok && body?.ok) {
          show({ title: body.title, description: body.description })
          return { ok: true, reference: body.reference }
        }
        if (body?.fields) {
          setErrors(
            Object.fromEntries(Object.entries(body.fields).map(([k, e]) => [k, message(e)])),
          )
          focusFirstError(Object.keys(body.fields))
        }
        show(
          body?.title
            ? { title: body.title, description: body.description, destructive: true }
            : { ...failure(), destructive: true },
        )
        return { ok: false }
      } catch {
        show({ ...failure(), destructive: true })
        return { ok: false }
      } finally {
        setSending(false)
      }
    },
    [failure, form, locale, loadSchema, message, sending, show, sourcePage, t],
  )

  return { submit, errors, setErrors, sending, toastRegion: region }
}

function focusFirstError(paths: string[]) {
  window.setTimeout(() => {
    for (const path of paths) {
      const el = document.querySelector<HTMLElement>(`[data-field="${CSS.escape(path)}"]`)
      if (el) {
        el.focus()
        return
      }
    }
  }, 0)
}

/** A form's values as a plain object (checkboxes as booleans). */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const el of Array.from(form.elements)) {
    const input = el as HTMLInputElement
    if (!input.name || input.type === 'hidden' || input.type === 'submit') continue
    out[input.name] = input.type === 'checkbox' ? input.checked : input.value
  }
  return out
}

export const submitClass = (extra?: string) =>
  clsx(
    'inline-flex h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 text-base font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
    extra,
  )

/** Ids, names and error wiring of one form's controls. */
export function useFields(errors: Record<string, string>) {
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  return {
    id,
    error: (name: string) => errors[name],
    props: (name: string) => ({
      id: id(name),
      name,
      'data-field': name,
      ...errorProps(id(name), errors[name]),
    }),
  }
}
export type Fields = ReturnType<typeof useFields>

/** A labelled text input. `required` also sets the browser's check for posts without script. */
export function TextField({
  fields,
  name,
  label,
  required,
  optional,
  className,
  ...input
}: {
  fields: Fields
  name: string
  label: string
  required?: boolean
  optional?: boolean
  className?: string
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'placeholder'
  | 'maxLength'
  | 'minLength'
  | 'dir'
  | 'min'
  | 'defaultValue'
>) {
  return (
    <Field
      id={fields.id(name)}
      label={label}
      required={required}
      optional={optional}
      error={fields.error(name)}
      className={className}
    >
      <input {...fields.props(name)} {...input} required={required} className={inputClass} />
    </Field>
  )
}

/** Company, contact person, email, phone and country: the contact page's and the quote's. */
export function ContactDetails({ fields }: { fields: Fields }) {
  const t = useTranslations('inquiry')
  return (
    <>
      <AccountPrefill />
      <TextField
        fields={fields}
        name="company"
        label={t('company')}
        required
        maxLength={limits.company}
        autoComplete="organization"
      />
      <TextField
        fields={fields}
        name="name"
        label={t('name')}
        required
        minLength={2}
        maxLength={limits.name}
        autoComplete="name"
      />
      <TextField
        fields={fields}
        name="email"
        label={t('email')}
        required
        type="email"
        maxLength={limits.email}
        autoComplete="email"
      />
      <TextField
        fields={fields}
        name="phone"
        label={t('phone')}
        required
        type="tel"
        maxLength={limits.phone}
        autoComplete="tel"
        dir="ltr"
      />
      <TextField
        fields={fields}
        name="country"
        label={t('country')}
        required
        maxLength={limits.country}
        autoComplete="country-name"
      />
    </>
  )
}

/** The privacy consent box with its link and its error. */
export function ConsentField({
  fields,
  privacyHref,
  onChange,
}: {
  fields: Fields
  privacyHref: string
  onChange: (checked: boolean) => void
}) {
  const t = useTranslations('inquiry')
  const error = fields.error('consent')
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...fields.props('consent')}
          type="checkbox"
          required
          onChange={(e) => onChange(e.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={fields.id('consent')} className="text-sm text-stone-800">
          {t.rich('consent', {
            link: (chunks) => (
              <a href={privacyHref} target="_blank" rel="noopener" className="underline">
                {chunks}
              </a>
            ),
          })}
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={`${fields.id('consent')}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The send button: "Sending..." and disabled while the inquiry is on its way. */
export function SubmitButton({
  sending,
  disabled,
  label,
}: {
  sending: boolean
  disabled?: boolean
  label: string
}) {
  const t = useTranslations('inquiry')
  return (
    <button
      type="submit"
      className={submitClass('w-full sm:w-auto')}
      disabled={sending || disabled}
    >
      <Send aria-hidden="true" className="size-5" />
      {sending ? t('sending') : label}
    </button>
  )
}
