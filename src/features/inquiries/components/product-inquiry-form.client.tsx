'use client'

import { Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { productInquirySchema } from '../schema'
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

/** "Send an Inquiry" at the bottom of a product page: the spec's short form. */
export function ProductInquiryForm({
  product,
  productName,
  sourcePage,
  privacyHref,
}: {
  product: string
  productName: string
  sourcePage: string
  privacyHref: string
}) {
  const t = useTranslations('inquiry')
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const hydrated = useHydrated()
  const { submit, errors, sending, toastRegion } = useInquirySubmit(
    'product',
    productInquirySchema,
    sourcePage,
  )

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const result = await submit({ ...formValues(form), product })
    if (result.ok) form.reset()
  }

  const field = (name: string) => ({
    id: id(name),
    name,
    'data-field': name,
    ...errorProps(id(name), errors[name]),
  })

  return (
    <form
      action="/api/inquiry"
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
      aria-label={t('aboutProduct', { name: productName })}
    >
      <PlainPostFields form="product" sourcePage={sourcePage} />
      <input type="hidden" name="product" value={product} />
      {errors.product && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.product}
        </p>
      )}
      <Field id={id('name')} label={t('productName')} required error={errors.name}>
        <input
          {...field('name')}
          required
          minLength={2}
          maxLength={100}
          autoComplete="name"
          className={inputClass}
        />
      </Field>
      <Field id={id('email')} label={t('productEmail')} required error={errors.email}>
        <input
          {...field('email')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className={inputClass}
        />
      </Field>
      <Field id={id('company')} label={t('productCompany')} optional error={errors.company}>
        <input
          {...field('company')}
          maxLength={200}
          autoComplete="organization"
          className={inputClass}
        />
      </Field>
      <Field id={id('phone')} label={t('productPhone')} optional error={errors.phone}>
        <input
          {...field('phone')}
          type="tel"
          maxLength={40}
          autoComplete="tel"
          dir="ltr"
          className={inputClass}
        />
      </Field>
      <Field id={id('country')} label={t('productCountry')} optional error={errors.country}>
        <input
          {...field('country')}
          maxLength={100}
          autoComplete="country-name"
          className={inputClass}
        />
      </Field>
      <Field id={id('volume')} label={t('productVolume')} optional error={errors.volume}>
        <input
          {...field('volume')}
          maxLength={100}
          placeholder={t('quantityPlaceholder')}
          className={inputClass}
        />
      </Field>
      <Field
        id={id('targetSkus')}
        label={t('productTargetSkus')}
        optional
        error={errors.targetSkus}
        className="sm:col-span-2"
      >
        <input
          {...field('targetSkus')}
          maxLength={500}
          placeholder={t('productTargetSkusPlaceholder')}
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
          maxLength={5000}
          rows={5}
          placeholder={t('productMessagePlaceholder')}
          className={inputClass}
        />
      </Field>
      <Honeypot id={id('website')} />
      <p className="text-sm text-stone-700 sm:col-span-2">
        {t.rich('productPrivacyNote', {
          link: (chunks) => (
            <a href={privacyHref} target="_blank" rel="noopener" className="underline">
              {chunks}
            </a>
          ),
        })}
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className={submitClass('w-full sm:w-auto')} disabled={sending}>
          <Send aria-hidden="true" className="size-5" />
          {sending ? t('sending') : t('submit')}
        </button>
      </div>
      {toastRegion}
    </form>
  )
}
