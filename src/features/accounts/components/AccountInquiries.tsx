import { FileText, Inbox, Paperclip } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import type { accountInquiries } from '@/features/accounts/service'
import { inquiryReference } from '@/features/inquiries'
import {
  attachmentHref,
  formatSize,
  inquiryAttachments,
  type AttachmentSummary,
} from '@/features/attachments'
import { getPayloadClient } from '@/lib/payload'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Inquiries = Awaited<ReturnType<typeof accountInquiries>>
type Inquiry = Inquiries['current'][number]
type Labels = {
  locale: Locale
  t: Awaited<ReturnType<typeof getTranslations<'auth'>>>
  types: Awaited<ReturnType<typeof getTranslations<'inquiry.types'>>>
}

function formatDate(locale: Locale, iso: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
}

/** The files the buyer attached to one inquiry, each a download link (only they and staff may). */
function AttachmentList({ files, locale, t }: { files: AttachmentSummary[] } & Labels) {
  return (
    <div className="mt-3">
      <h4 className="flex items-center gap-1.5 text-sm font-medium text-stone-800">
        <Paperclip aria-hidden="true" className="size-4 text-stone-600" />
        {t('account.attachments')}
      </h4>
      <ul className="mt-1 grid gap-1 text-sm" data-testid="inquiry-attachments">
        {files.map((file) => (
          <li key={file.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <a
              href={attachmentHref(file)}
              download={file.name}
              className="min-w-0 break-all text-brand-800 underline hover:text-brand-900"
              dir="auto"
            >
              {file.name}
            </a>
            <span className="text-stone-600">{formatSize(file.size, locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function InquiryItem({
  inquiry,
  files,
  ...labels
}: { inquiry: Inquiry; files?: AttachmentSummary[] } & Labels) {
  const { locale, t, types } = labels
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <FileText aria-hidden="true" className="size-4 text-brand-700" />
          {types.has(inquiry.type) ? types(inquiry.type as 'general') : inquiry.type}
          <span className="font-mono text-sm font-normal text-stone-600" dir="ltr">
            {inquiryReference(inquiry.id)}
          </span>
        </p>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-200">
          <span className="sr-only">{t('account.statusLabel')}: </span>
          {t(`account.inquiryStatus.${inquiry.status}` as 'account.inquiryStatus.new')}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        {t('account.sent')}{' '}
        <time dateTime={inquiry.createdAt}>{formatDate(locale, inquiry.createdAt)}</time>
        {inquiry.lineItems?.length ? (
          <> · {t('account.items', { count: inquiry.lineItems.length })}</>
        ) : null}
        {inquiry.firstResponseAt ? (
          <>
            {' '}
            ·{' '}
            {t('account.answered', {
              date: formatDate(locale, inquiry.firstResponseAt),
            })}
          </>
        ) : null}
      </p>
      <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-stone-800" dir="auto">
        {inquiry.message}
      </p>
      {files?.length ? <AttachmentList files={files} {...labels} /> : null}
      <p className="mt-2">
        <NextLink
          href={localizedPath(locale, `/account/inquiries/${inquiry.id}`)}
          className="text-sm font-medium text-brand-800 underline underline-offset-2"
        >
          {t('account.openInquiry')}
          <span className="sr-only"> {inquiryReference(inquiry.id)}</span>
        </NextLink>
      </p>
    </li>
  )
}

/**
 * The buyer's inquiries: those sent while signed in, then those sent earlier from the same
 * address; an empty state with the ways to start one.
 */
export async function AccountInquiries({
  locale,
  inquiries,
}: {
  locale: Locale
  inquiries: Inquiries
}) {
  const [t, types, files] = await Promise.all([
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'inquiry.types' }),
    getPayloadClient().then((payload) =>
      inquiryAttachments(
        payload,
        [...inquiries.current, ...inquiries.earlier].map((i) => i.id),
      ),
    ),
  ])
  const labels = { locale, t, types }
  return (
    <section aria-labelledby="inquiries-heading">
      <h2 id="inquiries-heading" className="text-xl font-semibold text-stone-900">
        {t('account.inquiriesTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{t('account.inquiriesIntro')}</p>
      {inquiries.current.length + inquiries.earlier.length === 0 ? (
        <div className="rounded-lg border border-dashed border-stone-300 p-8 text-center">
          <Inbox aria-hidden="true" className="mx-auto size-8 text-stone-400" />
          <p className="mt-2 text-stone-700">{t('account.noInquiries')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <NextLink
              href={localizedPath(locale, '/categories')}
              className={buttonClass('primary', 'md')}
            >
              {t('account.browseCatalogue')}
            </NextLink>
            <NextLink
              href={localizedPath(locale, '/contact')}
              className={buttonClass('outline', 'md')}
            >
              {t('account.contactUs')}
            </NextLink>
          </div>
        </div>
      ) : (
        <>
          {inquiries.current.length > 0 && (
            <ul className="grid gap-3" data-testid="my-inquiries">
              {inquiries.current.map((inquiry) => (
                <InquiryItem
                  key={inquiry.id}
                  inquiry={inquiry}
                  files={files.get(inquiry.id)}
                  {...labels}
                />
              ))}
            </ul>
          )}
          {inquiries.earlier.length > 0 && (
            <div className="mt-6 first:mt-0" data-testid="earlier-inquiries">
              <h3 className="mb-3 text-base font-semibold text-stone-800">
                {t('account.beforeAccount')}
              </h3>
              <ul className="grid gap-3">
                {inquiries.earlier.map((inquiry) => (
                  <InquiryItem
                    key={inquiry.id}
                    inquiry={inquiry}
                    files={files.get(inquiry.id)}
                    {...labels}
                  />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  )
}
