'use client'

// The controls the site's forms are built from (inquiries, quote list, accounts).

import { clsx } from 'clsx'
import { Send } from 'lucide-react'
import { useTranslations } from '@/lib/client-texts'
import { useEffect, useId } from 'react'

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

/** Moves the focus to the first control of `paths` (their data-field) that is on the page. */
export function focusFirstError(paths: string[]) {
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
    // Files are sent as files, never as their names.
    if (!input.name || ['hidden', 'submit', 'file'].includes(input.type)) continue
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

/** A labelled text area, the width of the form. */
export function TextAreaField({
  fields,
  name,
  label,
  required,
  optional,
  ...area
}: {
  fields: Fields
  name: string
  label: string
  required?: boolean
  optional?: boolean
} & Pick<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  'minLength' | 'maxLength' | 'rows' | 'placeholder'
>) {
  return (
    <Field
      id={fields.id(name)}
      label={label}
      required={required}
      optional={optional}
      error={fields.error(name)}
      className="sm:col-span-2"
    >
      <textarea {...fields.props(name)} required={required} {...area} className={inputClass} />
    </Field>
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
  const id = fields.id('consent')
  // A buyer may tick the box before the page's scripts run; the form then starts from the box.
  useEffect(() => {
    const box = document.getElementById(id)
    if (box instanceof HTMLInputElement && box.checked) onChange(true)
  }, [id, onChange])
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
