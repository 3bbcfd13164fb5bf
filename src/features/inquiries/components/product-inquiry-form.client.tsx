'use client'

import { useHydrated } from '@/lib/use-hydrated'
import { limits } from '../constants'

import { AccountPrefill } from '@/features/accounts/client'
import { useTranslations } from '@/lib/client-texts'
import {
  SubmitButton,
  TextField,
  formValues,
  useFields,
  TextAreaField,
} from '@/components/form/form-kit.client'
import { Honeypot, PlainPostFields, useInquirySubmit } from './inquiry-form-kit.client'
import { AttachmentsInput, chosenAttachments } from '@/features/attachments/client'

/** "Send an Inquiry" at the bottom of a product page: the spec's short form. */
export function ProductInquiryForm({
  product,
  productName,
  sourcePage,
  privacyHref,
  formToken,
}: {
  product: string
  productName: string
  sourcePage: string
  privacyHref: string
  /** The page's signed render time, for a post without JavaScript. */
  formToken: string
}) {
  const t = useTranslations('inquiry')
  const hydrated = useHydrated()
  const { submit, errors, sending } = useInquirySubmit(
    'product',
    () => import('../schema').then((m) => m.productInquirySchema),
    sourcePage,
  )
  const fields = useFields(errors)

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const result = await submit({ ...formValues(form), product }, chosenAttachments(form))
    if (result.ok) form.reset()
  }

  return (
    <form
      action="/api/inquiry"
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
      aria-label={t('aboutProduct', { name: productName })}
    >
      <PlainPostFields form="product" sourcePage={sourcePage} formToken={formToken} />
      <input type="hidden" name="product" value={product} />
      {errors.product && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {errors.product}
        </p>
      )}
      <TextField
        fields={fields}
        name="name"
        label={t('productName')}
        required
        minLength={2}
        maxLength={limits.name}
        autoComplete="name"
      />
      <TextField
        fields={fields}
        name="email"
        label={t('productEmail')}
        required
        type="email"
        maxLength={limits.email}
        autoComplete="email"
      />
      <TextField
        fields={fields}
        name="company"
        label={t('productCompany')}
        optional
        maxLength={limits.company}
        autoComplete="organization"
      />
      <TextField
        fields={fields}
        name="phone"
        label={t('productPhone')}
        optional
        type="tel"
        maxLength={limits.phone}
        autoComplete="tel"
        dir="ltr"
      />
      <TextField
        fields={fields}
        name="country"
        label={t('productCountry')}
        optional
        maxLength={limits.country}
        autoComplete="country-name"
      />
      <TextField
        fields={fields}
        name="volume"
        label={t('productVolume')}
        optional
        maxLength={limits.quantity}
        placeholder={t('quantityPlaceholder')}
      />
      <TextField
        fields={fields}
        name="targetSkus"
        label={t('productTargetSkus')}
        optional
        maxLength={limits.products}
        placeholder={t('productTargetSkusPlaceholder')}
        className="sm:col-span-2"
      />
      <TextAreaField
        fields={fields}
        name="message"
        label={t('message')}
        required
        maxLength={limits.message}
        rows={5}
        placeholder={t('productMessagePlaceholder')}
      />
      <AttachmentsInput
        id={fields.id('attachments')}
        error={fields.error('attachments')}
        className="sm:col-span-2"
      />
      <Honeypot id={fields.id('website')} />
      <AccountPrefill />
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
        <SubmitButton sending={sending} label={t('submit')} />
      </div>
    </form>
  )
}
