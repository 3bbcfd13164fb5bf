'use client'

// The parts the three inquiry forms (contact page, product page, quote list) share.

import { useLocale, useTranslations } from '@/lib/client-texts'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { z } from 'zod/mini'
import { fieldErrors, type FieldError } from '@/components/form/field-errors'
import { focusFirstError, TextField, type Fields } from '@/components/form/form-kit.client'
import { useToast } from '@/components/ui/toast.client'
import { AccountPrefill } from '@/features/accounts/client'
import { ATTACHMENTS_FIELD, type chosenAttachments } from '@/features/attachments/client'
import { MIN_FILL_MS, type InquiryForm, limits } from '../constants'

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
  const { show } = useToast()
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
    async (
      values: Record<string, unknown>,
      /** The files of the form's attachments input (chosenAttachments). */
      attached?: ReturnType<typeof chosenAttachments>,
    ): Promise<SubmitResult> => {
      if (sending) return { ok: false }
      if (values.website) {
        // The toast is the only answer: errors from an earlier try would contradict it.
        setErrors({})
        show({
          title: t('toast.blockedTitle'),
          description: t('toast.blockedText'),
          destructive: true,
        })
        return { ok: false }
      }
      const parsed = (await loadSchema()).safeParse(values)
      if (!parsed.success || attached?.error) {
        const found = parsed.success ? {} : fieldErrors(parsed.error)
        if (attached?.error) found[ATTACHMENTS_FIELD] = attached.error
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
        const json = JSON.stringify({
          ...values,
          form,
          locale,
          sourcePage,
          elapsedMs: Date.now() - shownAt.current,
        })
        const files = attached?.files ?? []
        // With files: multipart, the values as JSON beside them (the server reads both).
        const multipart = new FormData()
        if (files.length) {
          multipart.set('json', json)
          for (const file of files) multipart.append(ATTACHMENTS_FIELD, file)
        }
        const res = await fetch('/api/inquiry', {
          method: 'POST',
          headers: files.length
            ? { accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
          body: files.length ? multipart : json,
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

  return { submit, errors, setErrors, sending }
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
