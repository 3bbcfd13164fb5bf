import { emailDocument, startSide } from '@/features/email'
import { inquiryReference } from '@/features/inquiries'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { escapeHtml } from '@/lib/html'
import type { Inquiry } from '@/payload-types'

type Rendered = { subject: string; text: string; html: string }

const localeOf = (inquiry: Pick<Inquiry, 'locale'>): Locale =>
  isLocale(inquiry.locale) ? inquiry.locale : defaultLocale

/**
 * The subject of every email of a conversation: the inquiry's reference in brackets, so that
 * both sides (and their mail programs) recognise the thread ("Re: [INQ-000123] …").
 */
export const threadSubject = (prefix: string, inquiry: Pick<Inquiry, 'id'>, rest: string) =>
  `${prefix} [${inquiryReference(inquiry.id)}] ${rest}`

/**
 * To the buyer, in the inquiry's language: the staff member's message, quoted whole, the names
 * of the files sent with it (the files stay on the site: the conversation's page links them),
 * and the links to answer it: the conversation's own link (works without signing in) and, for
 * an inquiry linked to an account, its page in the account.
 */
export function staffMessageEmail(
  inquiry: Inquiry,
  message: { body: string; author: string; files?: string[] },
  links: { conversation: string; account: string | null },
): Rendered {
  const locale = localeOf(inquiry)
  const t = serverTranslator(locale, 'conversation')
  const ref = inquiryReference(inquiry.id)
  const subject = threadSubject(t('email.prefix'), inquiry, t('email.subject'))
  const intro = [
    t('email.greeting', { name: inquiry.name }),
    t('email.intro', { ref, author: message.author }),
  ]
  const action = t('email.action')
  const files = message.files?.length
    ? t('email.files', { count: message.files.length, names: message.files.join(', ') })
    : null
  const after = [
    ...(links.account ? [t('email.account', { url: links.account })] : []),
    t('email.note'),
  ]
  const text = [
    ...intro,
    '',
    message.body,
    '',
    ...(files ? [files, ''] : []),
    `${action}: ${links.conversation}`,
    '',
    ...after,
  ].join('\n')
  const small = 'font-size:13px;color:#57534e'
  const html = emailDocument(
    locale,
    `${intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<blockquote dir="auto" style="margin:12px 0;padding:8px 12px;border-${startSide(locale)}:3px solid #166534;background:#f5f5f4;white-space:pre-wrap">${escapeHtml(message.body)}</blockquote>
${files ? `<p dir="auto">${escapeHtml(files)}</p>\n` : ''}<p><a href="${escapeHtml(links.conversation)}" style="display:inline-block;background:#166534;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p dir="ltr" style="${small}">${escapeHtml(links.conversation)}</p>
${after.map((p) => `<p style="${small}">${escapeHtml(p)}</p>`).join('\n')}`,
  )
  return { subject, text, html }
}

/**
 * To the salesperson (English): the buyer's message, the names of the files sent with it (to
 * download from the inquiry), and the link to the inquiry.
 */
export function buyerMessageEmail(
  inquiry: Inquiry,
  body: string,
  siteUrl: string,
  files: string[] = [],
): Rendered {
  const who = [inquiry.company || inquiry.name, inquiry.country].filter(Boolean).join(', ')
  const subject = threadSubject('Re:', inquiry, `Message from ${who}`)
  const admin = `${siteUrl}/admin/collections/inquiries/${inquiry.id}`
  const intro = `${inquiry.name} <${inquiry.email}> wrote about ${inquiryReference(inquiry.id)}:`
  const outro = `Reply from the Conversation box of the inquiry: ${admin}`
  const attached = files.length
    ? `Attached: ${files.length} file${files.length === 1 ? '' : 's'} (${files.join(', ')}): open the inquiry to download them.`
    : null
  return {
    subject,
    text: [intro, '', body, '', ...(attached ? [attached, ''] : []), outro].join('\n'),
    html: emailDocument(
      'en',
      `<p>${escapeHtml(intro)}</p>
<blockquote dir="auto" style="margin:12px 0;padding:8px 12px;border-left:3px solid #166534;background:#f5f5f4;white-space:pre-wrap">${escapeHtml(body)}</blockquote>
${attached ? `<p dir="auto">${escapeHtml(attached)}</p>\n` : ''}<p>Reply from the Conversation box of the inquiry: <a href="${escapeHtml(admin)}">${escapeHtml(admin)}</a></p>`,
    ),
  }
}
