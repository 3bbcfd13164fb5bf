import { emailDocument, startSide } from '@/features/email'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { escapeHtml } from '@/lib/html'
import type { Inquiry } from '@/payload-types'
import {
  inquiryTypeLabels,
  quantityUnitLabels,
  type InquiryType,
  type QuantityUnit,
} from './constants'

export type RenderedEmail = { subject: string; text: string; html: string }

/** The reference buyers and staff quote: INQ-000123. */
export function inquiryReference(id: number | string): string {
  return `INQ-${String(id).padStart(6, '0')}`
}

type Row = [label: string, value: string | null | undefined]

function render(
  locale: Locale,
  title: string,
  intro: string[],
  rows: Row[],
  outro: string[],
): RenderedEmail {
  const filled = rows.filter((r): r is [string, string] => Boolean(r[1]))
  const text = [
    ...intro,
    '',
    ...filled.map(([k, v]) => (v.includes('\n') ? `${k}:\n${v}\n` : `${k}: ${v}`)),
    '',
    ...outro,
  ].join('\n')
  const cell = 'padding:6px 10px;border-bottom:1px solid #e7e5e4;vertical-align:top'
  // A value may be in another script than the email (an Arabic message to the sales team).
  const html = emailDocument(
    locale,
    `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table role="presentation" style="border-collapse:collapse;margin:12px 0" aria-label="${escapeHtml(title)}">
${filled
  .map(
    ([k, v]) =>
      `<tr><th scope="row" style="${cell};text-align:${startSide(locale)};color:#57534e">${escapeHtml(k)}</th><td dir="auto" style="${cell};white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
  )
  .join('\n')}
</table>
${outro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}`,
  )
  return { subject: title, text, html }
}

function itemLines(
  inquiry: Inquiry,
  unitLabel: (u: QuantityUnit) => string,
  names?: ReadonlyMap<string, string>,
): string | null {
  if (!inquiry.lineItems?.length) return null
  return inquiry.lineItems
    .map(
      (i) =>
        `${names?.get(i.product) ?? i.productName} (${i.product}): ${i.quantity} ${unitLabel(i.unit as QuantityUnit)}${i.packSize ? `, ${i.packSize}` : ''}`,
    )
    .join('\n')
}

/**
 * To the sales team (in English, the staff's language): every field, with a link to the inquiry
 * in /admin, and whether the buyer was sent no acknowledgement.
 */
export function salesEmail(
  inquiry: Inquiry,
  siteUrl: string,
  {
    acknowledged = true,
    assignee = null,
    attachments = [],
  }: {
    acknowledged?: boolean
    assignee?: string | null
    /** The names of the files the buyer attached (the files stay on the site). */
    attachments?: string[]
  } = {},
): RenderedEmail {
  const ref = inquiryReference(inquiry.id)
  const type = inquiryTypeLabels[inquiry.type as InquiryType] ?? inquiry.type
  const who = [inquiry.company || inquiry.name, inquiry.country].filter(Boolean).join(', ')
  return render(
    'en',
    `[${type}] ${who} (${ref})`,
    [`New ${type.toLowerCase()} ${ref} from ${inquiry.name} <${inquiry.email}>.`],
    [
      ['Reference', ref],
      ['Type', type],
      ['Contact person', inquiry.name],
      ['Email', inquiry.email],
      ['Company', inquiry.company],
      ['Phone', inquiry.phone],
      ['Country', inquiry.country],
      ['Expected quantity', inquiry.volume],
      ['Products of interest', inquiry.targetSkus],
      ['Product', inquiry.product],
      ['Line items', itemLines(inquiry, (u) => quantityUnitLabels[u] ?? u)],
      ['Incoterm', inquiry.incoterm],
      ['Destination port', inquiry.destinationPort],
      ['Destination country', inquiry.destinationCountry],
      ['Target price', inquiry.targetPrice],
      ['Preferred shipment month', inquiry.shipmentMonth],
      ['Message', inquiry.message],
      [
        'Attachments',
        attachments.length
          ? `${attachments.length} file${attachments.length === 1 ? '' : 's'} (${attachments.join(', ')}): open the inquiry to download them`
          : null,
      ],
      ['Language', inquiry.locale],
      ['Sent from page', inquiry.sourcePage],
      ['Consent given at', inquiry.consentAt],
      ['Privacy policy version', inquiry.policyVersion],
      ['Received at', inquiry.createdAt],
      ['Assigned to', assignee],
      [
        'Acknowledgement',
        acknowledged ? null : 'Not sent: this address was sent its daily number of them already',
      ],
    ],
    [`Open in the inbox: ${siteUrl}/admin/collections/inquiries/${inquiry.id}`],
  )
}

/**
 * How much of the inquiry the buyer's acknowledgement repeats. `names`: the products' catalogue
 * names in the buyer's language, by slug (the inquiry keeps the English ones for the sales team).
 */
export type AcknowledgementCopy = { names?: ReadonlyMap<string, string> } &
  /** A signed-in buyer writing from the account's own confirmed address: everything sent. */
  (
    | { full: true }
    /**
     * Anyone else, whose address nobody has proved: what was received (form, products from the
     * catalogue, date, reference), never what was written, so that the form cannot carry someone's
     * text to an address of their choice.
     */
    | { full: false; productName?: string | null }
  )

/** To the buyer, in the language they used: what we received and when we answer. */
export function buyerAcknowledgement(
  inquiry: Inquiry,
  companyName: string,
  copy: AcknowledgementCopy,
): RenderedEmail {
  const locale = inquiry.locale as Locale
  const t = serverTranslator(locale, 'inquiry')
  const ref = inquiryReference(inquiry.id)
  const subject = t('ackEmail.subject', { ref })
  const outro = [
    t('ackEmail.closing'),
    t('ackEmail.team', { company: companyName }),
    '',
    t('ackEmail.footer'),
  ]
  if (!copy.full) {
    const received = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(inquiry.createdAt))
    // Catalogue names, numbers and units only: no pack size, which the buyer typed.
    const products = inquiry.lineItems?.length
      ? inquiry.lineItems
          .map(
            (i) =>
              `${copy.names?.get(i.product) ?? i.productName}: ${i.quantity} ${t(`quote.units.${i.unit as QuantityUnit}`)}`,
          )
          .join('\n')
      : copy.productName
    return render(
      locale,
      subject,
      [t('ackEmail.greetingGeneric'), t('ackEmail.intro', { company: companyName })],
      [
        [t('ackEmail.reference'), ref],
        [t('inquiryType'), t(`types.${inquiry.type as InquiryType}`)],
        [t('ackEmail.products'), products],
        [t('ackEmail.received'), `${received} UTC`],
      ],
      [t('ackEmail.summaryNote'), '', ...outro],
    )
  }
  return render(
    locale,
    subject,
    [t('ackEmail.greeting', { name: inquiry.name }), t('ackEmail.intro', { company: companyName })],
    [
      [t('ackEmail.reference'), ref],
      [t('inquiryType'), t(`types.${inquiry.type as InquiryType}`)],
      [t('company'), inquiry.company],
      [t('name'), inquiry.name],
      [t('email'), inquiry.email],
      [t('phone'), inquiry.phone],
      [t('country'), inquiry.country],
      [t('products'), inquiry.targetSkus],
      [t('quantity'), inquiry.volume],
      [t('quote.items'), itemLines(inquiry, (u) => t(`quote.units.${u}`), copy.names)],
      [t('quote.incoterm'), inquiry.incoterm],
      [t('quote.destinationPort'), inquiry.destinationPort],
      [t('quote.destinationCountry'), inquiry.destinationCountry],
      [t('quote.targetPrice'), inquiry.targetPrice],
      [t('quote.shipmentMonth'), inquiry.shipmentMonth],
      [t('message'), inquiry.message],
    ],
    outro,
  )
}

/** The inquiry in a few lines, for the staff emails about it. */
function summaryRows(inquiry: Inquiry): Row[] {
  const type = inquiryTypeLabels[inquiry.type as InquiryType] ?? inquiry.type
  const message = inquiry.message ?? ''
  return [
    ['Reference', inquiryReference(inquiry.id)],
    ['Type', type],
    ['From', `${inquiry.name} <${inquiry.email}>`],
    ['Company', inquiry.company],
    ['Country', inquiry.country],
    ['Product', inquiry.product],
    ['Line items', itemLines(inquiry, (u) => quantityUnitLabels[u] ?? u)],
    ['Message', message.length > 600 ? `${message.slice(0, 600)}…` : message],
    ['Received at', inquiry.createdAt],
  ]
}

const who = (inquiry: Inquiry) =>
  [inquiry.company || inquiry.name, inquiry.country].filter(Boolean).join(', ')

/** To the salesperson an inquiry was just assigned to (in English, the staff's language). */
export function assignmentEmail(
  inquiry: Inquiry,
  siteUrl: string,
  { assignee, by }: { assignee: string; by?: string | null },
): RenderedEmail {
  const ref = inquiryReference(inquiry.id)
  const type = inquiryTypeLabels[inquiry.type as InquiryType] ?? inquiry.type
  return render(
    'en',
    `Assigned to you: [${type}] ${who(inquiry)} (${ref})`,
    [
      `Hello ${assignee},`,
      by
        ? `${by} assigned ${type.toLowerCase()} ${ref} to you.`
        : `${type} ${ref} was assigned to you.`,
    ],
    summaryRows(inquiry),
    [`Open it in the inbox: ${siteUrl}/admin/collections/inquiries/${inquiry.id}`],
  )
}

/**
 * An inquiry without a first reply: to its assignee after the set working hours (`reminder`),
 * and to the admins after twice as many (`escalation`).
 */
export function reminderEmail(
  inquiry: Inquiry,
  siteUrl: string,
  {
    step,
    workingHours,
    assignee,
  }: { step: 'reminder' | 'escalation'; workingHours: number; assignee: string | null },
): RenderedEmail {
  const ref = inquiryReference(inquiry.id)
  const type = inquiryTypeLabels[inquiry.type as InquiryType] ?? inquiry.type
  const waiting = `${ref} from ${who(inquiry)} has had no reply for ${workingHours} working hours.`
  return render(
    'en',
    step === 'reminder'
      ? `Reply needed: [${type}] ${who(inquiry)} (${ref})`
      : `No reply yet: [${type}] ${who(inquiry)} (${ref})`,
    [
      waiting,
      step === 'reminder'
        ? assignee
          ? `It is assigned to you (${assignee}). Please answer the buyer, or move its status on once you have.`
          : 'It is assigned to nobody: please assign it or answer the buyer.'
        : assignee
          ? `It is assigned to ${assignee}, who was reminded earlier.`
          : 'It is assigned to nobody.',
    ],
    [...summaryRows(inquiry), ['Assigned to', assignee ?? 'Nobody']],
    [`Open it in the inbox: ${siteUrl}/admin/collections/inquiries/${inquiry.id}`],
  )
}
