'use client'

import { useHydrated } from '@/lib/use-hydrated'
import { useTranslations } from '@/lib/client-texts'
import { useEffect, useRef, useState } from 'react'
import { inquiryTypes, type InquiryType, limits } from '../constants'
import {
  ConsentField,
  Field,
  SubmitButton,
  TextField,
  formValues,
  inputClass,
  useFields,
  TextAreaField,
} from '@/components/form/form-kit.client'
import {
  ContactDetails,
  Honeypot,
  PlainPostFields,
  useInquirySubmit,
} from './inquiry-form-kit.client'
import { AttachmentsInput, chosenAttachments } from '@/features/attachments/client'

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
  formToken,
}: {
  sourcePage: string
  privacyHref: string
  /** The page's signed render time, for a post without JavaScript. */
  formToken: string
}) {
  const t = useTranslations('inquiry')
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const [consent, setConsent] = useState(false)
  const { submit, errors, sending } = useInquirySubmit(
    'contact',
    () => import('../schema').then((m) => m.contactInquirySchema),
    sourcePage,
  )
  const fields = useFields(errors)

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
    const result = await submit(formValues(form), chosenAttachments(form))
    if (result.ok) {
      form.reset()
      setConsent(false)
    }
  }

  const note = fields.id('required-note')
  return (
    <form
      ref={formRef}
      action="/api/inquiry"
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
      aria-describedby={note}
    >
      <PlainPostFields form="contact" sourcePage={sourcePage} formToken={formToken} />
      <p id={note} className="text-sm text-stone-600 sm:col-span-2">
        <span aria-hidden="true" className="text-red-700">
          *
        </span>{' '}
        = {t('required')}
      </p>
      <Field
        id={fields.id('inquiryType')}
        label={t('inquiryType')}
        required
        error={fields.error('inquiryType')}
      >
        <select {...fields.props('inquiryType')} required defaultValue="" className={inputClass}>
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
      <ContactDetails fields={fields} />
      <TextField
        fields={fields}
        name="products"
        label={t('products')}
        optional
        maxLength={limits.products}
        placeholder={t('productsPlaceholder')}
      />
      <TextField
        fields={fields}
        name="quantity"
        label={t('quantity')}
        optional
        maxLength={limits.quantity}
        placeholder={t('quantityPlaceholder')}
      />
      <TextAreaField
        fields={fields}
        name="message"
        label={t('message')}
        required
        minLength={10}
        maxLength={limits.message}
        rows={6}
        placeholder={t('messagePlaceholder')}
      />
      <AttachmentsInput
        id={fields.id('attachments')}
        error={fields.error('attachments')}
        className="sm:col-span-2"
      />
      <ConsentField fields={fields} privacyHref={privacyHref} onChange={setConsent} />
      <Honeypot id={fields.id('website')} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending} disabled={hydrated && !consent} label={t('submit')} />
      </div>
    </form>
  )
}
