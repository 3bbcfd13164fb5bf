import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { firstParam } from '@/components/listing/listing'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { inquiryForms, type InquiryForm } from '@/features/inquiries/constants'
import { sitePath } from '@/components/form/rules'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

/** Field name → its label key in the `inquiry` namespace, per form. */
const labelKeys: Record<InquiryForm, Record<string, string>> = {
  contact: {
    inquiryType: 'inquiryType',
    company: 'company',
    name: 'name',
    email: 'email',
    phone: 'phone',
    country: 'country',
    products: 'products',
    quantity: 'quantity',
    message: 'message',
    attachments: 'attachments.label',
    consent: 'consent',
  },
  product: {
    product: 'aboutProduct',
    name: 'productName',
    email: 'productEmail',
    company: 'productCompany',
    phone: 'productPhone',
    country: 'productCountry',
    volume: 'productVolume',
    targetSkus: 'productTargetSkus',
    message: 'message',
    attachments: 'attachments.label',
  },
  quote: {},
}

/** The outcome's toast texts (`toast.{key}Title`, `toast.{key}Text`). */
function outcome(status: string, form: InquiryForm): string {
  if (status === 'sent') return form === 'product' ? 'productSuccess' : 'contactSuccess'
  if (status === 'invalid') return 'invalid'
  if (status === 'limited') return 'rateLimited'
  if (status === 'too-large') return 'tooLarge'
  if (status === 'too-fast') return 'tooFast'
  if (status === 'expired') return 'expired'
  if (status === 'blocked' || status === 'malformed') return 'blocked'
  if (status === 'unsaved') return 'filesUnsaved'
  return form === 'product' ? 'productFailure' : 'contactFailure'
}

type Query = Record<string, string | string[] | undefined>

/** A form's outcome, read from the query string the inquiry route redirected to. */
export async function InquiryResult({ locale, query: q }: { locale: Locale; query: Query }) {
  const t = await getTranslations({ locale, namespace: 'inquiry' })
  const status = firstParam(q.status)
  const form = (inquiryForms as readonly string[]).includes(firstParam(q.form))
    ? (firstParam(q.form) as InquiryForm)
    : 'contact'
  const back = sitePath(firstParam(q.back))
  const ref = /^INQ-\d{1,12}$/.test(firstParam(q.ref)) ? firstParam(q.ref) : null
  // "name:contactNameMin,message:tooLong:5000": each field with its error and limit.
  const fields = firstParam(q.fields)
    .split(',')
    .map((f) => f.split(':'))
    .filter(
      ([f, code]) => f && Object.hasOwn(labelKeys[form], f) && /^[a-zA-Z0-9]+$/.test(code ?? ''),
    )
    .map(([field, code, max]) => ({
      field,
      code: t.has(`errors.${code}` as 'errors.tooLong') ? code : 'invalidText',
      max: Math.min(Number(max) || 0, 100_000),
    }))

  const ok = status === 'sent'
  const key = outcome(status, form)
  const title = t(`toast.${key}Title` as 'toast.invalidTitle')
  const text = t(`toast.${key}Text` as 'toast.invalidText')

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div
        className={`rounded-2xl p-8 ring-1 ${ok ? 'bg-brand-50 ring-brand-200' : 'bg-red-50 ring-red-200'}`}
      >
        {ok ? (
          <CheckCircle2 aria-hidden="true" className="size-10 text-brand-700" />
        ) : (
          <AlertCircle aria-hidden="true" className="size-10 text-red-700" />
        )}
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-lg text-stone-800">{text}</p>
        {ok && ref && (
          <p className="mt-4 font-medium" dir="auto">
            {t('result.reference', { ref })}
          </p>
        )}
        {status === 'invalid' && fields.length > 0 && (
          <>
            <p className="mt-6 font-medium">{t('result.fixIntro')}</p>
            <ul className="mt-2 list-disc space-y-1 ps-6">
              {fields.map(({ field, code, max }) => (
                <li key={field}>
                  {field !== 'consent' && field !== 'product' && (
                    <strong>{t(labelKeys[form][field] as 'name')}: </strong>
                  )}
                  {t(`errors.${code}` as 'errors.tooLong', { max })}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          {!ok && back && (
            <NextLink href={back} className={buttonClass('primary', 'lg')}>
              {t('result.backToForm')}
            </NextLink>
          )}
          <NextLink
            href={localizedPath(locale, '/categories')}
            className={buttonClass(ok ? 'primary' : 'outline', 'lg')}
          >
            {t('result.continue')}
          </NextLink>
        </div>
        {!ok && <p className="mt-4 text-sm text-stone-700">{t('result.backHint')}</p>}
      </div>
    </div>
  )
}
