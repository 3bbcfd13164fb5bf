import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { currentPath, type QuotationView } from '../answer'
import { formatDay, quotationRows } from '../emails'
import { formatMoney } from '../money'
import { REASON_MAX } from '../http'

/**
 * The buyer's quotation, opened from the emailed link: lines, total and terms in the buyer's
 * language, and Accept / Decline buttons that post (opening the page changes nothing). A link
 * that no longer works says why: answered, expired, or replaced by a newer revision (linked).
 */
export async function QuotationPage({
  locale,
  token,
  view,
  answered,
}: {
  locale: Locale
  token: string
  view: QuotationView
  answered: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'quotation' })
  const { quotation } = view
  const rows = quotationRows(quotation, locale)
  const total = formatMoney(quotation.total ?? '0', quotation.currency, locale)
  const terms: [string, string | null | undefined][] = [
    [t('incoterm'), [quotation.incoterm, quotation.port].filter(Boolean).join(' ')],
    [t('paymentTerms'), quotation.paymentTerms],
    [t('leadTime'), quotation.leadTime],
    [t('validUntil'), quotation.validUntil ? formatDay(quotation.validUntil, locale) : null],
    [t('notes'), quotation.notes],
  ]
  const newer = currentPath(view)
  const notice =
    view.state === 'accepted'
      ? answered === 'accepted'
        ? t('page.acceptedNow')
        : t('page.accepted')
      : view.state === 'declined'
        ? answered === 'declined'
          ? t('page.declinedNow')
          : t('page.declined')
        : view.state === 'expired'
          ? t('page.expired')
          : view.state === 'superseded'
            ? t('page.superseded')
            : null
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6" data-quotation-state={view.state}>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {t('page.title', { number: quotation.number ?? '' })}
      </h1>
      <p className="mt-2 text-stone-700">{t('page.intro', { name: view.inquiry.name })}</p>
      {notice && (
        <div
          role="status"
          className="mt-6 rounded-lg bg-brand-50 p-4 text-stone-900 ring-1 ring-brand-200"
        >
          <p className="font-semibold">{notice}</p>
          {newer && (
            <p className="mt-2">
              <NextLink href={newer} className="text-brand-800 underline">
                {t('page.seeCurrent')}
              </NextLink>
            </p>
          )}
        </div>
      )}
      <div className="mt-8 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-stone-300 text-start text-stone-600">
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {t('product')}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">
                {t('quantity')}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">
                {t('unitPrice')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className="border-b border-stone-200">
                <td className="py-2 pe-4" dir="auto">
                  {row.name}
                  {row.packSize && <span className="block text-stone-600">{row.packSize}</span>}
                </td>
                <td className="py-2 pe-4 text-end whitespace-nowrap">{row.quantity}</td>
                <td className="py-2 pe-4 text-end whitespace-nowrap">{row.unitPrice}</td>
                <td className="py-2 text-end whitespace-nowrap">{row.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-3 pe-4 text-end font-semibold">
                {t('total')}
              </th>
              <td className="py-3 text-end font-bold whitespace-nowrap" data-quotation-total>
                {total}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {terms
          .filter((r): r is [string, string] => Boolean(r[1]))
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium text-stone-600">{k}</dt>
              <dd className="whitespace-pre-line" dir="auto">
                {v}
              </dd>
            </div>
          ))}
      </dl>
      {view.state === 'open' && (
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          <form
            method="post"
            action="/api/quotation"
            className="rounded-lg p-4 ring-1 ring-stone-200"
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="answer" value="accept" />
            <p className="text-sm text-stone-700">{t('page.acceptNote')}</p>
            <button type="submit" className={buttonClass('primary', 'lg', 'mt-4')}>
              {t('page.accept')}
            </button>
          </form>
          <form
            method="post"
            action="/api/quotation"
            className="rounded-lg p-4 ring-1 ring-stone-200"
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="answer" value="decline" />
            <label htmlFor="decline-reason" className="text-sm font-medium text-stone-700">
              {t('page.reason')}
            </label>
            <textarea
              id="decline-reason"
              name="reason"
              rows={3}
              maxLength={REASON_MAX}
              className="mt-1 block w-full rounded-md border border-stone-300 p-2"
            />
            <button type="submit" className={buttonClass('outline', 'lg', 'mt-4')}>
              {t('page.decline')}
            </button>
          </form>
        </div>
      )}
    </div>
  )
}
