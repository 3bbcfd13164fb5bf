import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { inquiryReference } from '@/features/inquiries'
import { formatDay, formatMoney, quotationPath, REASON_MAX } from '@/features/quotations'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { Inquiry } from '@/payload-types'
import { isClosed } from '../constants'
import type { BuyerEvent, BuyerQuotation, ThreadMessage } from '../service'
import { Thread } from './Thread'

const day = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))

/**
 * /{locale}/account/inquiries/{id}: one of the signed-in buyer's inquiries: what was sent, how
 * far it got, the conversation with the team, and the quotations with Accept / Decline (plain
 * form posts to /api/conversation, the same answer as through the quotation's own link).
 */
export async function AccountInquiry({
  locale,
  inquiry,
  history,
  messages,
  quotations,
  notice,
}: {
  locale: Locale
  inquiry: Inquiry
  history: BuyerEvent[]
  messages: ThreadMessage[]
  quotations: BuyerQuotation[]
  notice: { sent: boolean; answered: string | null }
}) {
  const [t, ta, tq, types] = await Promise.all([
    getTranslations({ locale, namespace: 'conversation' }),
    getTranslations({ locale, namespace: 'auth.account' }),
    getTranslations({ locale, namespace: 'quotation' }),
    getTranslations({ locale, namespace: 'inquiry.types' }),
  ])
  const ref = inquiryReference(inquiry.id)
  const status = (s: string) =>
    ta.has(`inquiryStatus.${s}` as 'inquiryStatus.new')
      ? ta(`inquiryStatus.${s}` as 'inquiryStatus.new')
      : s
  const summary: [string, string | null | undefined][] = [
    [t('summary.reference'), ref],
    [t('summary.type'), types.has(inquiry.type) ? types(inquiry.type as 'general') : inquiry.type],
    [t('summary.sent'), day(locale, inquiry.createdAt)],
    [t('summary.status'), status(inquiry.status)],
    [
      t('summary.items'),
      inquiry.lineItems?.length
        ? inquiry.lineItems.map((i) => i.productName).join(', ')
        : inquiry.targetSkus,
    ],
  ]
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14" data-account-inquiry>
      <p>
        <NextLink
          href={localizedPath(locale, '/account')}
          className="text-brand-800 underline underline-offset-2"
        >
          {t('back')}
        </NextLink>
      </p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">{t('title', { ref })}</h1>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="grid content-start gap-8">
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="text-xl font-semibold text-stone-900">
              {t('summary.title')}
            </h2>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {summary
                .filter((r): r is [string, string] => Boolean(r[1]))
                .map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="font-medium text-stone-600">{k}</dt>
                    <dd className="mb-2 break-words text-stone-900 sm:mb-0" dir="auto">
                      {v}
                    </dd>
                  </div>
                ))}
            </dl>
            <h3 className="mt-4 text-sm font-medium text-stone-600">{t('summary.message')}</h3>
            <p
              className="mt-1 max-h-60 overflow-y-auto text-sm break-words whitespace-pre-line text-stone-900"
              dir="auto"
            >
              {inquiry.message}
            </p>
          </section>

          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="text-xl font-semibold text-stone-900">
              {t('history.title')}
            </h2>
            <ol className="mt-3 grid gap-2 border-s-2 border-brand-200 ps-4" data-buyer-history>
              {history.map((event, i) => (
                <li key={i} className="text-sm">
                  <span className="font-medium text-stone-900">
                    {event.kind === 'received'
                      ? t('history.received')
                      : event.kind === 'quotation-sent'
                        ? t('history.quotationSent', { number: event.number })
                        : status(event.status)}
                  </span>
                  <span className="text-stone-600">
                    {' · '}
                    <time dateTime={event.at}>{day(locale, event.at)}</time>
                  </span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="quotations-heading" id="quotations" className="scroll-mt-24">
            <h2 id="quotations-heading" className="text-xl font-semibold text-stone-900">
              {t('quotations.title')}
            </h2>
            {notice.answered === 'accepted' || notice.answered === 'declined' ? (
              <p
                role="status"
                className="mt-3 rounded-lg bg-brand-50 p-3 text-stone-900 ring-1 ring-brand-200"
              >
                {notice.answered === 'accepted' ? tq('page.acceptedNow') : tq('page.declinedNow')}
              </p>
            ) : null}
            {quotations.length === 0 ? (
              <p className="mt-3 text-sm text-stone-700">{t('quotations.empty')}</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {quotations.map(({ quotation, state }) => (
                  <li
                    key={quotation.id}
                    className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
                    data-quotation={quotation.number ?? ''}
                    data-state={state}
                  >
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-stone-900">
                        {t('quotations.number', { number: quotation.number ?? '' })}
                      </span>
                      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-200">
                        {t(`quotations.state.${state}`)}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-stone-700">
                      {tq('total')}:{' '}
                      <span className="font-semibold whitespace-nowrap">
                        {formatMoney(quotation.total ?? '0', quotation.currency, locale)}
                      </span>
                      {quotation.validUntil ? (
                        <>
                          {' · '}
                          {tq('validUntil')}: {formatDay(quotation.validUntil, locale)}
                        </>
                      ) : null}
                    </p>
                    {quotation.sentAt && (
                      <p className="mt-1 text-sm">
                        <NextLink
                          href={quotationPath(locale, quotation)}
                          className="text-brand-800 underline underline-offset-2"
                        >
                          {t('quotations.view')}
                        </NextLink>
                      </p>
                    )}
                    {state === 'open' && (
                      <div className="mt-3 grid gap-3">
                        <form method="post" action="/api/conversation">
                          <input type="hidden" name="action" value="accept" />
                          <input type="hidden" name="locale" value={locale} />
                          <input type="hidden" name="inquiry" value={inquiry.id} />
                          <input type="hidden" name="quotation" value={quotation.id} />
                          <p className="text-sm text-stone-700">{tq('page.acceptNote')}</p>
                          <button type="submit" className={buttonClass('primary', 'md', 'mt-2')}>
                            {tq('page.accept')}
                          </button>
                        </form>
                        <form method="post" action="/api/conversation">
                          <input type="hidden" name="action" value="decline" />
                          <input type="hidden" name="locale" value={locale} />
                          <input type="hidden" name="inquiry" value={inquiry.id} />
                          <input type="hidden" name="quotation" value={quotation.id} />
                          <label
                            htmlFor={`reason-${quotation.id}`}
                            className="text-sm font-medium text-stone-700"
                          >
                            {tq('page.reason')}
                          </label>
                          <textarea
                            id={`reason-${quotation.id}`}
                            name="reason"
                            rows={2}
                            maxLength={REASON_MAX}
                            dir="auto"
                            className="mt-1 block w-full rounded-md border border-stone-300 p-2"
                          />
                          <button type="submit" className={buttonClass('outline', 'md', 'mt-2')}>
                            {tq('page.decline')}
                          </button>
                        </form>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <Thread
          locale={locale}
          messages={messages}
          target={{ inquiry: inquiry.id }}
          closed={isClosed(inquiry.status)}
          sent={notice.sent}
        />
      </div>
    </div>
  )
}
