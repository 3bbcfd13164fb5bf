'use client'

import { ClipboardList, Send, Trash2 } from 'lucide-react'
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { incoterms, quantityUnits, type QuantityUnit } from '@/features/inquiries/constants'
import {
  Field,
  Honeypot,
  errorProps,
  formValues,
  inputClass,
  submitClass,
  useInquirySubmit,
} from '@/features/inquiries/components/form-kit.client'
import { quoteRequestSchema } from '@/features/inquiries/schema'
import { buttonClass } from '@/components/ui/button'
import { clearQuote, removeFromQuote, updateQuoteLine, useQuoteList } from './store'

function currentMonth(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}

/** The quote list page: line items, the terms of the whole request and the contact details. */
export function QuoteForm({
  sourcePage,
  privacyHref,
  browseHref,
}: {
  sourcePage: string
  privacyHref: string
  browseHref: string
}) {
  const t = useTranslations('inquiry')
  const uid = useId()
  const id = (name: string) => `${uid}-${name}`
  const lines = useQuoteList()
  const [consent, setConsent] = useState(false)
  const [sentRef, setSentRef] = useState<string | null>(null)
  const { submit, errors, sending, toastRegion } = useInquirySubmit(
    'quote',
    quoteRequestSchema,
    sourcePage,
  )

  if (lines === null)
    return (
      <p className="mt-8 animate-pulse text-stone-600" role="status">
        {t('quote.loading')}
      </p>
    )

  if (lines.length === 0)
    return (
      <div className="mt-8 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
        {sentRef ? (
          <>
            <p className="text-xl font-semibold" role="status">
              {t('toast.quoteSuccessTitle')}
            </p>
            <p className="mt-2 text-stone-700">{t('toast.quoteSuccessText')}</p>
            <p className="mt-2 font-mono text-stone-800" dir="ltr">
              {sentRef}
            </p>
          </>
        ) : (
          <>
            <ClipboardList aria-hidden="true" className="mx-auto size-10 text-stone-500" />
            <p className="mt-4 text-xl font-semibold">{t('quote.empty')}</p>
            <p className="mt-2 text-stone-700">{t('quote.emptyText')}</p>
          </>
        )}
        <NextLink href={browseHref} className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('quote.browse')}
        </NextLink>
        {toastRegion}
      </div>
    )

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const items = lines.map((l) => ({
      product: l.slug,
      quantity: l.quantity,
      unit: l.unit,
      packSize: l.packSize,
    }))
    const result = await submit({ ...formValues(form), items })
    if (result.ok) {
      setSentRef(result.reference ?? '')
      form.reset()
      setConsent(false)
      clearQuote()
    }
  }

  const field = (name: string) => ({
    id: id(name),
    name,
    'data-field': name,
    ...errorProps(id(name), errors[name]),
  })

  return (
    <form noValidate onSubmit={onSubmit} className="relative mt-8 space-y-10">
      <section aria-labelledby={id('items-heading')}>
        <h2 id={id('items-heading')} className="text-xl font-bold">
          {t('quote.items')}{' '}
          <span className="text-base font-normal text-stone-600">
            ({t('quote.count', { count: lines.length })})
          </span>
        </h2>
        {errors.items && <p className="mt-2 text-sm text-red-700">{errors.items}</p>}
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {lines.map((line, i) => {
            const q = `items.${i}.quantity`
            const p = `items.${i}.product`
            return (
              <li key={line.slug} className="grid gap-4 p-4 sm:grid-cols-12 sm:items-end">
                <div className="sm:col-span-4">
                  <p className="font-semibold">{line.name}</p>
                  {errors[p] && <p className="mt-1 text-sm text-red-700">{errors[p]}</p>}
                </div>
                <Field
                  id={id(q)}
                  label={t('quote.quantity')}
                  error={errors[q]}
                  className="sm:col-span-2"
                >
                  <input
                    id={id(q)}
                    data-field={q}
                    {...errorProps(id(q), errors[q])}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={line.quantity}
                    onChange={(e) => updateQuoteLine(line.slug, { quantity: e.target.value })}
                    className={inputClass}
                  />
                </Field>
                <Field id={id(`items.${i}.unit`)} label={t('quote.unit')} className="sm:col-span-2">
                  <select
                    id={id(`items.${i}.unit`)}
                    value={line.unit}
                    onChange={(e) =>
                      updateQuoteLine(line.slug, { unit: e.target.value as QuantityUnit })
                    }
                    className={inputClass}
                  >
                    {quantityUnits.map((u) => (
                      <option key={u} value={u}>
                        {t(`quote.units.${u}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  id={id(`items.${i}.packSize`)}
                  label={t('quote.packSize')}
                  className="sm:col-span-3"
                >
                  <select
                    id={id(`items.${i}.packSize`)}
                    value={line.packSize}
                    onChange={(e) => updateQuoteLine(line.slug, { packSize: e.target.value })}
                    className={inputClass}
                  >
                    <option value="">{t('quote.anyPack')}</option>
                    {line.packSizes.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                </Field>
                <div className="sm:col-span-1">
                  <button
                    type="button"
                    onClick={() => removeFromQuote(line.slug)}
                    className={buttonClass('ghost', 'md', 'w-full')}
                    aria-label={t('quote.removeLabel', { name: line.name })}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                    <span className="sm:sr-only">{t('quote.remove')}</span>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby={id('terms-heading')} className="grid gap-5 sm:grid-cols-2">
        <h2 id={id('terms-heading')} className="text-xl font-bold sm:col-span-2">
          {t('quote.terms')}
        </h2>
        <Field id={id('incoterm')} label={t('quote.incoterm')} required error={errors.incoterm}>
          <select {...field('incoterm')} defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t('quote.selectIncoterm')}
            </option>
            {incoterms.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id('shipmentMonth')}
          label={t('quote.shipmentMonth')}
          required
          error={errors.shipmentMonth}
        >
          <input
            {...field('shipmentMonth')}
            type="month"
            min={currentMonth()}
            placeholder="YYYY-MM"
            className={inputClass}
          />
        </Field>
        <Field
          id={id('destinationPort')}
          label={t('quote.destinationPort')}
          required
          error={errors.destinationPort}
        >
          <input
            {...field('destinationPort')}
            maxLength={100}
            placeholder={t('quote.portPlaceholder')}
            className={inputClass}
          />
        </Field>
        <Field
          id={id('destinationCountry')}
          label={t('quote.destinationCountry')}
          required
          error={errors.destinationCountry}
        >
          <input
            {...field('destinationCountry')}
            maxLength={100}
            autoComplete="country-name"
            className={inputClass}
          />
        </Field>
        <Field
          id={id('targetPrice')}
          label={t('quote.targetPrice')}
          optional
          error={errors.targetPrice}
        >
          <input
            {...field('targetPrice')}
            maxLength={100}
            placeholder={t('quote.targetPricePlaceholder')}
            className={inputClass}
          />
        </Field>
      </section>

      <section aria-labelledby={id('details-heading')} className="grid gap-5 sm:grid-cols-2">
        <h2 id={id('details-heading')} className="text-xl font-bold sm:col-span-2">
          {t('quote.yourDetails')}
        </h2>
        <Field id={id('company')} label={t('company')} required error={errors.company}>
          <input
            {...field('company')}
            maxLength={200}
            autoComplete="organization"
            className={inputClass}
          />
        </Field>
        <Field id={id('name')} label={t('name')} required error={errors.name}>
          <input {...field('name')} maxLength={100} autoComplete="name" className={inputClass} />
        </Field>
        <Field id={id('email')} label={t('email')} required error={errors.email}>
          <input
            {...field('email')}
            type="email"
            maxLength={254}
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <Field id={id('phone')} label={t('phone')} required error={errors.phone}>
          <input
            {...field('phone')}
            type="tel"
            maxLength={40}
            autoComplete="tel"
            dir="ltr"
            className={inputClass}
          />
        </Field>
        <Field id={id('country')} label={t('country')} required error={errors.country}>
          <input
            {...field('country')}
            maxLength={100}
            autoComplete="country-name"
            className={inputClass}
          />
        </Field>
        <Field
          id={id('message')}
          label={t('quote.notes')}
          optional
          error={errors.message}
          className="sm:col-span-2"
        >
          <textarea
            {...field('message')}
            maxLength={5000}
            rows={4}
            placeholder={t('quote.notesPlaceholder')}
            className={inputClass}
          />
        </Field>
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              {...field('consent')}
              type="checkbox"
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
      </section>

      <button
        type="submit"
        className={submitClass('w-full sm:w-auto')}
        disabled={sending || !consent}
      >
        <Send aria-hidden="true" className="size-5" />
        {sending ? t('sending') : t('quote.submit')}
      </button>
      {toastRegion}
    </form>
  )
}
