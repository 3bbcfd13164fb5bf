import { AlertCircle, CheckCircle2 } from 'lucide-react'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { inquiryForms, type InquiryForm } from '@/features/inquiries/constants'
import { sitePath } from '@/features/inquiries/schema'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { firstParam } from '@/components/listing/listing'
import { privatePageMetadata } from '@/features/site/page-meta'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = privatePageMetadata('inquiry.result')

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
  },
  quote: {},
}

/**
 * Where a form sent without JavaScript lands: the outcome in the visitor's language, what to
 * correct, and the way back.
 */
export default async function InquiryResultPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const q = await searchParams
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
  const title = ok
    ? form === 'product'
      ? t('toast.productSuccessTitle')
      : t('toast.contactSuccessTitle')
    : status === 'invalid'
      ? t('toast.invalidTitle')
      : status === 'limited'
        ? t('toast.rateLimitedTitle')
        : status === 'too-large'
          ? t('toast.tooLargeTitle')
          : status === 'too-fast'
            ? t('toast.tooFastTitle')
            : status === 'expired'
              ? t('toast.expiredTitle')
              : status === 'blocked' || status === 'malformed'
                ? t('toast.blockedTitle')
                : form === 'product'
                  ? t('toast.productFailureTitle')
                  : t('toast.contactFailureTitle')
  const text = ok
    ? form === 'product'
      ? t('toast.productSuccessText')
      : t('toast.contactSuccessText')
    : status === 'invalid'
      ? t('toast.invalidText')
      : status === 'limited'
        ? t('toast.rateLimitedText')
        : status === 'too-large'
          ? t('toast.tooLargeText')
          : status === 'too-fast'
            ? t('toast.tooFastText')
            : status === 'expired'
              ? t('toast.expiredText')
              : status === 'blocked' || status === 'malformed'
                ? t('toast.blockedText')
                : form === 'product'
                  ? t('toast.productFailureText')
                  : t('toast.contactFailureText')

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
