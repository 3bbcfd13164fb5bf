'use client'

import { Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { inquiryTypes, type InquiryType } from '../constants'
import { contactInquirySchema } from '../schema'
import {
  Field,
  Honeypot,
  PlainPostFields,
  errorProps,
  formValues,
  inputClass,
  submitClass,
  useHydrated,
  useInquirySubmit,
} from './form-kit.client'

/** The name of a catalogue product, for ?product=slug links; the slug if it cannot be read. */
async function productName(slug: string): Promise<string> {
  try {
    const q = new URLSearchParams({
      'where[slug][equals]': slug,
      'select[name]': 'true',
      limit: '1',
      depth: '0',
    })
    const res = await fetch(`/api/products?${q}`)
    const body = (await res.json()) as { docs?: { name?: string }[] }
    return body.docs?.[0]?.name ?? slug
  } catch {
    return slug
  }
}

/**
 * The contact page's inquiry form (the spec's larger schema). ?type= preselects the inquiry
 * type and ?product= fills in Products of Interest. Without JavaScript it posts as a plain form.
 */
export function ContactForm({
  sourcePage,
  privacyHref,
}: {
  sourcePage: string
  privacyHref: string
}) {
  const t = useTranslations('inquiry')
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const [consent, setConsent] = useState(false)
  const { submit, errors, sending, toastRegion } = useInquirySubmit(
    'contact',
    contactInquirySchema,
    sourcePage,
  )

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const form = formRef.current
    if (!form) return
    const type = params.get('type')
    if (type && (inquiryTypes as readonly string[]).includes(type))
      (form.elements.namedItem('inquiryType') as HTMLSelectElement).value = type as InquiryType
    const product = params.get('product')
    if (product && /^[a-z0-9-]{1,120}$/.test(product)) {
      void productName(product).then((name) => {
        const input = form.elements.namedItem('products') as HTMLInputElement
        if (!input.value) input.value = name
      })
    }
  }, [])

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const result = await submit(formValues(form))
    if (result.ok) {
      form.reset()
      setConsent(false)
    }
  }

  const field = (name: string) => ({
    id: id(name),
    name,
    'data-field': name,
    ...errorProps(id(name), errors[name]),
  })

  return (
    <form
      ref={formRef}
      action="/api/inquiry"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
      aria-describedby={`${uid}-required-note`}
    >
      <PlainPostFields form="contact" sourcePage={sourcePage} />
      <p id={`${uid}-required-note`} className="text-sm text-stone-600 sm:col-span-2">
        <span aria-hidden="true" className="text-red-700">
          *
        </span>{' '}
        = {t('required')}
      </p>
      <Field id={id('inquiryType')} label={t('inquiryType')} required error={errors.inquiryType}>
        <select {...field('inquiryType')} required defaultValue="" className={inputClass}>
          <option value="" disabled>
            {t('selectType')}
          </option>
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('company')} label={t('company')} required error={errors.company}>
        <input
          {...field('company')}
          required
          maxLength={200}
          autoComplete="organization"
          className={inputClass}
        />
      </Field>
      <Field id={id('name')} label={t('name')} required error={errors.name}>
        <input
          {...field('name')}
          required
          minLength={2}
          maxLength={100}
          autoComplete="name"
          className={inputClass}
        />
      </Field>
      <Field id={id('email')} label={t('email')} required error={errors.email}>
        <input
          {...field('email')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={inputClass}
        />
      </Field>
      <Field id={id('phone')} label={t('phone')} required error={errors.phone}>
        <input
          {...field('phone')}
          type="tel"
          required
          maxLength={40}
          autoComplete="tel"
          dir="ltr"
          className={inputClass}
        />
      </Field>
      <Field id={id('country')} label={t('country')} required error={errors.country}>
        <input
          {...field('country')}
          required
          maxLength={100}
          autoComplete="country-name"
          className={inputClass}
        />
      </Field>
      <Field id={id('products')} label={t('products')} optional error={errors.products}>
        <input
          {...field('products')}
          maxLength={500}
          placeholder={t('productsPlaceholder')}
          className={inputClass}
        />
      </Field>
      <Field id={id('quantity')} label={t('quantity')} optional error={errors.quantity}>
        <input
          {...field('quantity')}
          maxLength={100}
          placeholder={t('quantityPlaceholder')}
          className={inputClass}
        />
      </Field>
      <Field
        id={id('message')}
        label={t('message')}
        required
        error={errors.message}
        className="sm:col-span-2"
      >
        <textarea
          {...field('message')}
          required
          minLength={10}
          maxLength={5000}
          rows={6}
          placeholder={t('messagePlaceholder')}
          className={inputClass}
        />
      </Field>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            {...field('consent')}
            type="checkbox"
            required
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={id('consent')} className="text-sm text-stone-800">
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
        {errors.consent && (
          <p id={`${id('consent')}-error`} className="mt-1 text-sm text-red-700">
            {errors.consent}
          </p>
        )}
      </div>
      <Honeypot id={id('website')} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={submitClass('w-full sm:w-auto')}
          disabled={sending || (hydrated && !consent)}
        >
          <Send aria-hidden="true" className="size-5" />
          {sending ? t('sending') : t('submit')}
        </button>
      </div>
      {toastRegion}
    </form>
  )
}
