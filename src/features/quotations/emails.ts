import type { Payload } from 'payload'
import { actionEmail, emailDocument, startSide } from '@/features/email'
import { inquiryReference } from '@/features/inquiries'
import type { Locale } from '@/i18n/locales'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/html'
import type { Inquiry, Quotation } from '@/payload-types'
import { quotationUnits, type QuotationUnit } from './constants'
import { formatMoney } from './money'

type Rendered = { subject: string; text: string; html: string }

export const inquiryLocale = (inquiry: Pick<Inquiry, 'locale'>): Locale =>
  isLocale(inquiry.locale) ? inquiry.locale : defaultLocale

/** A date in the reader's language ("30. November 2026"). */
export const formatDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/** The name of a line's product as the buyer reads it. */
export function lineName(line: NonNullable<Quotation['lines']>[number]): string {
  return line.name || (typeof line.product === 'object' && line.product?.name) || ''
}

/** Rows of the quotation's lines, for the email and the page. */
export function quotationRows(quotation: Quotation, locale: Locale) {
  const t = serverTranslator(locale, 'quotation')
  return (quotation.lines ?? []).map((line) => ({
    name: lineName(line),
    packSize: line.packSize ?? null,
    quantity: `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(
      line.quantity as unknown as number,
    )} ${
      quotationUnits.includes(line.unit as QuotationUnit)
        ? t(`units.${line.unit as QuotationUnit}`)
        : line.unit
    }`,
    unitPrice: line.unitPrice ? formatMoney(line.unitPrice, quotation.currency, locale) : '',
    amount: line.amount ? formatMoney(line.amount, quotation.currency, locale) : '',
  }))
}

/** To the buyer, in the inquiry's language: the lines, the total, the terms and the link. */
export function quotationEmail(quotation: Quotation, inquiry: Inquiry, url: string): Rendered {
  const locale = inquiryLocale(inquiry)
  const t = serverTranslator(locale, 'quotation')
  const number = quotation.number ?? ''
  const subject = t('email.subject', { number, ref: inquiryReference(inquiry.id) })
  const rows = quotationRows(quotation, locale)
  const total = formatMoney(quotation.total ?? '0', quotation.currency, locale)
  const valid = quotation.validUntil ? formatDay(quotation.validUntil, locale) : ''
  const terms: [string, string | null | undefined][] = [
    [t('incoterm'), [quotation.incoterm, quotation.port].filter(Boolean).join(' ')],
    [t('paymentTerms'), quotation.paymentTerms],
    [t('leadTime'), quotation.leadTime],
    [t('validUntil'), valid],
    [t('notes'), quotation.notes],
  ]
  const filled = terms.filter((r): r is [string, string] => Boolean(r[1]))
  const intro = [
    t('email.greeting', { name: inquiry.name }),
    t('email.intro', { ref: inquiryReference(inquiry.id) }),
  ]
  const text = [
    ...intro,
    '',
    ...rows.map(
      (r) =>
        `- ${r.name}${r.packSize ? ` (${r.packSize})` : ''}: ${r.quantity} × ${r.unitPrice} = ${r.amount}`,
    ),
    `${t('total')}: ${total}`,
    '',
    ...filled.map(([k, v]) => `${k}: ${v}`),
    '',
    `${t('email.action')}: ${url}`,
    '',
    t('email.note'),
  ].join('\n')
  const side = startSide(locale)
  const cell = 'padding:6px 10px;border-bottom:1px solid #e7e5e4;vertical-align:top'
  const num = `${cell};text-align:${side === 'left' ? 'right' : 'left'};white-space:nowrap`
  const head = `${cell};text-align:${side};color:#57534e;font-weight:600`
  const html = emailDocument(
    locale,
    `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:12px 0">
<tr><td style="${head}">${escapeHtml(t('product'))}</td><td style="${head}">${escapeHtml(t('quantity'))}</td><td style="${head}">${escapeHtml(t('unitPrice'))}</td><td style="${head}">${escapeHtml(t('amount'))}</td></tr>
${rows
  .map(
    (r) =>
      `<tr><td dir="auto" style="${cell}">${escapeHtml(r.name)}${r.packSize ? `<br><span style="color:#57534e">${escapeHtml(r.packSize)}</span>` : ''}</td><td style="${num}">${escapeHtml(r.quantity)}</td><td style="${num}">${escapeHtml(r.unitPrice)}</td><td style="${num}">${escapeHtml(r.amount)}</td></tr>`,
  )
  .join('\n')}
<tr><td colspan="3" style="${head}">${escapeHtml(t('total'))}</td><td style="${num};font-weight:700">${escapeHtml(total)}</td></tr>
</table>
<table role="presentation" style="border-collapse:collapse;margin:12px 0">
${filled
  .map(
    ([k, v]) =>
      `<tr><th scope="row" style="${cell};text-align:${side};color:#57534e">${escapeHtml(k)}</th><td dir="auto" style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
  )
  .join('\n')}
</table>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#166534;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t('email.action'))}</a></p>
<p dir="ltr" style="font-size:13px;color:#57534e">${escapeHtml(url)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(t('email.note'))}</p>`,
  )
  return { subject, text, html }
}

/**
 * Who hears first of the buyer's answer: the salesperson the inquiry is assigned to, or the
 * sales address the inquiry emails go to (SALES_EMAIL) when nobody is.
 */
export async function salespersonEmail(payload: Payload, inquiry: Inquiry): Promise<string> {
  const assigned = inquiry.assignedTo
  const id = typeof assigned === 'object' && assigned ? assigned.id : assigned
  if (typeof id === 'number') {
    const user = await payload
      .findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (user?.email) return user.email
  }
  return env().SALES_EMAIL
}

/** To the salesperson (English): the buyer accepted or declined, with the reason. */
export function answerEmail(
  quotation: Quotation,
  inquiry: Inquiry,
  answer: 'accepted' | 'declined',
  reason: string | null,
  siteUrl: string,
): Rendered {
  const what = answer === 'accepted' ? 'ACCEPTED' : 'declined'
  const subject = `[Quotation ${what}] ${quotation.number} · ${inquiry.company || inquiry.name} (${inquiryReference(inquiry.id)})`
  const lines = [
    `${inquiry.name} <${inquiry.email}> ${answer} quotation ${quotation.number} (${formatMoney(quotation.total ?? '0', quotation.currency, 'en')}).`,
    ...(reason ? ['', `Reason given: ${reason}`] : []),
    '',
    `Quotation: ${siteUrl}/admin/collections/quotations/${quotation.id}`,
    `Inquiry: ${siteUrl}/admin/collections/inquiries/${inquiry.id}`,
  ]
  return {
    subject,
    text: lines.join('\n'),
    html: emailDocument('en', lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')),
  }
}

/** To the buyer, REMIND_DAYS_BEFORE days before the end: still valid until …, with the link. */
export function reminderEmail(quotation: Quotation, inquiry: Inquiry, url: string): Rendered {
  const locale = inquiryLocale(inquiry)
  const t = serverTranslator(locale, 'quotation')
  const values = {
    number: quotation.number ?? '',
    date: quotation.validUntil ? formatDay(quotation.validUntil, locale) : '',
    ref: inquiryReference(inquiry.id),
  }
  const paragraphs = [t('email.greeting', { name: inquiry.name }), t('reminder.text', values)]
  return actionEmail(
    locale,
    t('reminder.subject', values),
    paragraphs,
    {
      label: t('email.action'),
      url,
    },
    [t('email.note')],
  )
}
