import type { Payload } from 'payload'
import { sha256 } from '@/lib/security/tokens'
import { contactEmail, rememberContactEmail } from '@/features/site'
import { defaultLocale, isLocale, localeDir, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { serverTranslator } from '@/i18n/server-messages'
import { isDatabaseUnavailable } from '@/lib/database-errors'
import { escapeHtml } from '@/lib/html'
import { logger } from '@/lib/logger'
import type { Limiter, RateDecision } from '@/lib/rate-limit'
import { crossSite } from '@/lib/security/cross-site'
import type { Inquiry } from '@/payload-types'
import { inquiryForms, limits, MIN_FILL_MS, type InquiryForm } from './constants'
import { chooseAssignee, planAssignment } from './assignment'
import { assignmentEmail, buyerAcknowledgement, inquiryReference, salesEmail } from './emails'
import { FORM_TOKEN_FIELD, FORM_TOKEN_MAX_AGE_MS, formTokenAge } from './form-token'
import { parseBody } from '@/lib/request-body'
import { catalogueNames, insertInquiry, type InquiryInsert } from './store'
import { fieldErrors, type FieldError } from '@/components/form/field-errors'
import { sitePath } from '@/components/form/rules'
import { schemas, type ContactInquiry, type ProductInquiry, type QuoteRequest } from './schema'
import {
  ATTACHMENTS_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  attachmentRows,
  readAttachmentParts,
  removeAttachmentFiles,
  writeAttachmentFiles,
  type AttachmentPart,
  type AttachmentRefusal,
  type WrittenAttachment,
} from '@/features/attachments'
import { ATTACHMENT_FILES_BYTES } from '@/lib/body-limits.mjs'

export type SubmitOptions = {
  payload: Payload
  rateLimiter: Limiter
  /** Acknowledgements per recipient address (INQUIRY_ACKS_PER_ADDRESS_PER_DAY). */
  ackLimiter: Limiter
  /** Origins accepted besides the request's own host; posts from other sites are refused. */
  trustedOrigins: string[]
  /** The client's address, for the rate limit and the log. */
  ip: string
  salesEmail: string
  siteUrl: string
  minFillMs?: number
  /** Called once the emails are in the outbox (to deliver them now). */
  onQueued?: () => void
  /** The signed-in buyer's account: the inquiry is linked to it. */
  buyer?: number | null
}

type Outcome =
  | { status: 'sent'; form: InquiryForm; id: number }
  | {
      status: 'invalid'
      form: InquiryForm
      fields: Record<string, FieldError>
      /** 413 or 415 when only attached files are refused (too large, not an allowed type). */
      http?: 413 | 415
    }
  | { status: 'blocked' | 'too-fast' | 'expired' | 'cross-site'; form: InquiryForm }
  | { status: 'limited'; form: InquiryForm; retryAfter: number }
  | { status: 'malformed' | 'too-large' | 'unsupported'; form: InquiryForm }
  | { status: 'failed' | 'unavailable'; form: InquiryForm }
  /** The attached files could not be written: nothing was stored. */
  | { status: 'unsaved'; form: InquiryForm }

const httpStatus: Record<Outcome['status'], number> = {
  sent: 201,
  invalid: 422,
  blocked: 400,
  'too-fast': 400,
  expired: 400,
  'cross-site': 403,
  limited: 429,
  malformed: 400,
  'too-large': 413,
  unsupported: 415,
  failed: 503,
  unavailable: 503,
  unsaved: 503,
}

/** Site-wide facts an inquiry needs, read at most once a minute. */
const facts = { at: 0, companyName: 'Bharat Agro Exports', policyVersion: null as string | null }
async function siteFacts(payload: Payload) {
  if (Date.now() - facts.at < 60_000) return facts
  const [settings, policy] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.find({
      collection: 'pages',
      where: { slug: { equals: 'privacy-policy' } },
      // The version a buyer agreed to is the published one.
      overrideAccess: false,
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
    }),
  ])
  facts.companyName = settings.companyName || facts.companyName
  rememberContactEmail(settings.email)
  facts.policyVersion = policy.docs[0]?.updatedAt ?? null
  facts.at = Date.now()
  return facts
}

type InquiryData = Omit<Inquiry, 'id' | 'createdAt' | 'updatedAt' | 'status'>

function contactData(v: ContactInquiry): Partial<InquiryData> {
  return {
    type: v.inquiryType,
    name: v.name,
    email: v.email,
    company: v.company,
    phone: v.phone,
    country: v.country,
    volume: v.quantity,
    targetSkus: v.products,
    message: v.message,
  }
}

function productData(v: ProductInquiry, productName: string): Partial<InquiryData> {
  return {
    type: 'product',
    product: v.product,
    name: v.name,
    email: v.email,
    company: v.company,
    phone: v.phone,
    country: v.country,
    volume: v.volume,
    targetSkus: v.targetSkus,
    // The spec's suffix line: which product the buyer was looking at.
    message: `${v.message}\n\nProduct: ${productName} (${v.product})`,
  }
}

function quoteData(v: QuoteRequest, names: Map<string, string>): Partial<InquiryData> {
  return {
    type: 'quote',
    name: v.name,
    email: v.email,
    company: v.company,
    phone: v.phone,
    country: v.country,
    message: v.message ?? `Quote request for ${v.items.length} product(s).`,
    lineItems: v.items.map((i) => ({
      product: i.product,
      productName: names.get(i.product) ?? i.product,
      quantity: i.quantity,
      unit: i.unit,
      packSize: i.packSize,
    })),
    incoterm: v.incoterm,
    destinationPort: v.destinationPort,
    destinationCountry: v.destinationCountry,
    targetPrice: v.targetPrice,
    shipmentMonth: v.shipmentMonth,
  }
}

/**
 * The time trap: a person needs more than `minFillMs` to fill in a form. The page's script
 * sends the time it measured (`elapsedMs`); a post without it counts only with the signed render
 * time of the page it came from (the no-JavaScript form), at least `minFillMs` and at most
 * FORM_TOKEN_MAX_AGE_MS old (docs/decisions/008-form-time-trap.md).
 */
function timeTrap(
  value: Record<string, unknown>,
  minFillMs: number,
): 'ok' | 'too-fast' | 'expired' {
  if (value.elapsedMs !== undefined && value.elapsedMs !== '')
    return Number(value.elapsedMs) >= minFillMs ? 'ok' : 'too-fast'
  const age = formTokenAge(value[FORM_TOKEN_FIELD])
  if (age === null || !(age >= minFillMs)) return 'too-fast'
  return age > FORM_TOKEN_MAX_AGE_MS ? 'expired' : 'ok'
}

/**
 * One address, however it is spelled to reach the same mailbox: case, a "+tag" and (Gmail) dots
 * in the local part do not give anyone more acknowledgements.
 */
function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@')
  const domain = email.slice(at + 1).toLowerCase()
  let local = email.slice(0, at).toLowerCase().replace(/\+.*$/, '')
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '')
  return sha256(`${local}@${domain}`)
}

/**
 * May `email` be sent one more acknowledgement today? Counted in the same step (atomic), so a
 * burst to one address cannot pass the cap. Over it the inquiry is still stored and the sales
 * team told; only the buyer's copy is left out.
 */
async function acknowledgementAllowed(limiter: Limiter, email: string): Promise<boolean> {
  return (await limiter.consume(mailboxKey(email))).allowed
}

/**
 * Is the inquiry's address the signed-in buyer's own, proved by the account's confirmation? Only
 * then does the acknowledgement repeat what was written (and no daily cap applies: nobody else
 * can be mailed through it).
 */
async function ownConfirmedAddress(
  payload: Payload,
  buyer: number | null | undefined,
  email: string,
): Promise<boolean> {
  if (!buyer) return false
  const account = await payload
    .findByID({ collection: 'buyers', id: buyer, depth: 0, overrideAccess: true })
    .catch(() => null)
  return Boolean(
    account?.emailConfirmedAt && account.email.toLowerCase() === email.trim().toLowerCase(),
  )
}

/** A refused attached file as a field error of the form (`inquiry.errors.<code>`). */
function attachmentError(errors: AttachmentRefusal[]): FieldError | null {
  const first = errors[0]
  if (!first) return null
  if (first.code === 'attachmentTooLarge')
    return { code: first.code, values: { max: MAX_ATTACHMENT_BYTES / (1024 * 1024) } }
  if (first.code === 'attachmentsTooMany')
    return { code: first.code, values: { max: MAX_ATTACHMENTS } }
  return { code: first.code }
}

/**
 * The script's post with files: multipart, its values as JSON in the `json` field (the quote's
 * line items do not fit in form fields), the files beside them.
 */
function unwrapJson(value: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof value.json !== 'string') return value
  try {
    const inner: unknown = JSON.parse(value.json)
    return inner && typeof inner === 'object' && !Array.isArray(inner)
      ? (inner as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The database out of reach (503 naming the contact address) or another failure. */
const failure = (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : 'failed')

async function decide(
  request: Request,
  opts: SubmitOptions,
): Promise<{ outcome: Outcome; locale: Locale; html: boolean; back: string | null }> {
  const accept = request.headers.get('accept') ?? ''
  // A post that may carry files (up to 51 MB) is checked for its origin and counted against the
  // rate limit before it is read, so that refused posts cost no memory.
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const declared = request.headers.get('content-length')
  const heavy =
    type.startsWith('multipart/form-data') &&
    (declared === null || !(Number(declared) <= limits.bodyBytes))
  let counted: RateDecision | null = null
  if (heavy) {
    const early = (outcome: Outcome) => ({
      outcome,
      locale: defaultLocale,
      html: accept.includes('text/html') && !accept.includes('application/json'),
      back: null,
    })
    if (crossSite(request, opts.trustedOrigins)) {
      logger.warn(
        { ip: opts.ip, origin: request.headers.get('origin') },
        'cross-site inquiry refused',
      )
      return early({ status: 'cross-site', form: 'contact' })
    }
    const decision = await opts.rateLimiter.consume(opts.ip)
    if (!decision.allowed) {
      logger.warn({ ip: opts.ip }, 'inquiry rate-limited')
      return early({ status: 'limited', form: 'contact', retryAfter: decision.retryAfterSeconds })
    }
    counted = decision
  }
  const body = await parseBody(request, limits.bodyBytes, {
    field: ATTACHMENTS_FIELD,
    maxBytes: ATTACHMENT_FILES_BYTES,
  })
  if (!body.ok) {
    const html = body.status !== 415 && accept.includes('text/html')
    return {
      outcome: { status: body.error, form: 'contact' },
      locale: defaultLocale,
      html,
      back: null,
    }
  }
  const value = unwrapJson(body.value) ?? {}
  const locale =
    typeof value.locale === 'string' && isLocale(value.locale) ? value.locale : defaultLocale
  const html = body.kind === 'form' && !accept.includes('application/json')
  const back = sitePath(value.sourcePage)
  const form = inquiryForms.find((f) => f === value.form)
  const result = (outcome: Outcome) => ({ outcome, locale, html, back })
  // A form on another site must not send inquiries (and acknowledgements) in a visitor's name.
  if (crossSite(request, opts.trustedOrigins)) {
    logger.warn(
      { ip: opts.ip, form, origin: request.headers.get('origin') },
      'cross-site inquiry refused',
    )
    return result({ status: 'cross-site', form: form ?? 'contact' })
  }
  if (!form) return result({ status: 'malformed', form: 'contact' })

  const { payload, rateLimiter, ip } = opts
  // Counted before any work and in one step, so a burst from one address cannot all pass; every
  // attempt counts, refused ones too.
  // (A post with files was counted before it was read.)
  const limit = counted ?? (await rateLimiter.consume(ip))
  if (!limit.allowed) {
    logger.warn({ ip, form }, 'inquiry rate-limited')
    return result({ status: 'limited', form, retryAfter: limit.retryAfterSeconds })
  }

  // Robots: a filled honeypot, or a form sent sooner than a person could fill it in.
  const honeypot = value.website
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    logger.warn({ ip, form, reason: 'honeypot' }, 'inquiry blocked')
    return result({ status: 'blocked', form })
  }
  const trap = timeTrap(value, opts.minFillMs ?? MIN_FILL_MS)
  if (trap !== 'ok') {
    logger.warn({ ip, form, reason: trap, elapsedMs: value.elapsedMs }, 'inquiry blocked')
    return result({ status: trap, form })
  }

  // Attached files are read and checked by their content before anything is stored.
  const attached = await readAttachmentParts(body.files ?? [])
  const fileError = attachmentError(attached.errors)
  if (fileError) logger.warn({ ip, form, refused: attached.errors }, 'inquiry attachment refused')
  const parsed = schemas[form].safeParse(value)
  if (!parsed.success || fileError) {
    const fields = parsed.success ? {} : fieldErrors(parsed.error)
    if (fileError) fields[ATTACHMENTS_FIELD] = fileError
    const only = parsed.success && fileError
    const http =
      only && fileError.code === 'attachmentType'
        ? 415
        : only && fileError.code === 'attachmentTooLarge'
          ? 413
          : undefined
    return result({ status: 'invalid', form, fields, ...(http ? { http } : {}) })
  }
  const files: AttachmentPart[] = attached.files

  let data: Partial<InquiryData>
  let productName: string | null = null
  // The products' names in the buyer's language, for their acknowledgement.
  let ownNames: Map<string, string> = new Map()
  let fullCopy: boolean
  try {
    if (form === 'product') {
      const v = parsed.data as ProductInquiry
      const name = (await catalogueNames(payload, [v.product])).get(v.product)
      if (!name)
        return result({ status: 'invalid', form, fields: { product: { code: 'productUnknown' } } })
      data = productData(v, name)
      ownNames = await catalogueNames(payload, [v.product], locale)
      productName = ownNames.get(v.product) ?? name
    } else if (form === 'quote') {
      const v = parsed.data as QuoteRequest
      const names = await catalogueNames(
        payload,
        v.items.map((i) => i.product),
      )
      const unknown = v.items.findIndex((i) => !names.has(i.product))
      if (unknown >= 0)
        return result({
          status: 'invalid',
          form,
          fields: { [`items.${unknown}.product`]: { code: 'productUnknown' } },
        })
      data = quoteData(v, names)
      ownNames = await catalogueNames(
        payload,
        v.items.map((i) => i.product),
        locale,
      )
    } else {
      data = contactData(parsed.data as ContactInquiry)
    }
    fullCopy = await ownConfirmedAddress(payload, opts.buyer, data.email ?? '')
  } catch (error) {
    logger.error({ error: String(error), form }, 'inquiry lookup failed')
    return result({ status: failure(error), form })
  }

  // The attached files are written first: if they cannot be, nothing is stored and the buyer
  // is told so (never "sent" with the files lost).
  let written: WrittenAttachment[]
  try {
    written = await writeAttachmentFiles(files)
  } catch (error) {
    logger.error({ error: String(error), form }, 'inquiry attachments could not be written')
    return result({ status: 'unsaved', form })
  }

  // Stored in one transaction with its files' rows and its emails in the outbox; a failure to
  // render the emails is logged and never costs the inquiry.
  let inquiry: Inquiry
  try {
    const acknowledge =
      fullCopy || (await acknowledgementAllowed(opts.ackLimiter, data.email ?? ''))
    if (!acknowledge) logger.warn({ ip, form }, 'acknowledgements to one address capped')
    const site = await siteFacts(payload)
    // Who may get it is read first; whose turn it is, inside the write (./assignment.ts).
    const plan = await planAssignment(payload, data).catch((error) => {
      logger.error({ error: String(error), form }, 'inquiry assignment not planned')
      return null
    })
    const stored = await insertInquiry(
      payload,
      {
        ...data,
        form,
        locale,
        status: 'new',
        sourcePage: back,
        buyer: opts.buyer ?? null,
        consentAt: form === 'product' ? null : new Date().toISOString(),
        policyVersion: site.policyVersion,
      } as InquiryInsert,
      (saved, assignee) => [
        {
          ...salesEmail(saved, opts.siteUrl, {
            acknowledged: acknowledge,
            assignee: assignee?.name,
            attachments: files.map((f) => f.name),
          }),
          to: opts.salesEmail,
          replyTo: saved.email,
          kind: 'sales-notification',
          inquiry: saved.id,
        },
        // The team's address is told already.
        ...(assignee && assignee.email.toLowerCase() !== opts.salesEmail.toLowerCase()
          ? [
              {
                ...assignmentEmail(saved, opts.siteUrl, { assignee: assignee.name }),
                to: assignee.email,
                replyTo: saved.email,
                kind: 'inquiry-assignment' as const,
                inquiry: saved.id,
              },
            ]
          : []),
        ...(acknowledge
          ? [
              {
                ...buyerAcknowledgement(
                  saved,
                  site.companyName,
                  fullCopy
                    ? { full: true, names: ownNames }
                    : { full: false, productName, names: ownNames },
                ),
                to: saved.email,
                kind: 'buyer-acknowledgement' as const,
                inquiry: saved.id,
              },
            ]
          : []),
      ],
      (db, tables, sqlite) => chooseAssignee(plan, db, tables, sqlite),
      (id) =>
        attachmentRows(written, { inquiryId: id, buyerId: opts.buyer ?? null, side: 'buyer' }),
    )
    inquiry = stored.inquiry
    if (stored.renderError)
      logger.error(
        { error: String(stored.renderError), inquiry: inquiry.id },
        'inquiry emails not rendered',
      )
  } catch (error) {
    logger.error({ error: String(error), form }, 'inquiry could not be stored')
    await removeAttachmentFiles(written)
    return result({ status: failure(error), form })
  }
  logger.info(
    { inquiry: inquiry.id, form, type: inquiry.type, locale, attachments: files.length },
    'inquiry stored',
  )
  opts.onQueued?.()
  return result({ status: 'sent', form, id: inquiry.id })
}

/** Toast texts of each outcome, as the spec words them for each form. */
function texts(outcome: Outcome, locale: Locale): { title: string; description: string } {
  const t = serverTranslator(locale, 'inquiry')
  switch (outcome.status) {
    case 'sent':
      return outcome.form === 'product'
        ? { title: t('toast.productSuccessTitle'), description: t('toast.productSuccessText') }
        : outcome.form === 'quote'
          ? { title: t('toast.quoteSuccessTitle'), description: t('toast.quoteSuccessText') }
          : { title: t('toast.contactSuccessTitle'), description: t('toast.contactSuccessText') }
    case 'invalid':
      return { title: t('toast.invalidTitle'), description: t('toast.invalidText') }
    case 'blocked':
    case 'malformed':
    case 'unsupported':
      return { title: t('toast.blockedTitle'), description: t('toast.blockedText') }
    case 'too-fast':
      return { title: t('toast.tooFastTitle'), description: t('toast.tooFastText') }
    case 'expired':
      return { title: t('toast.expiredTitle'), description: t('toast.expiredText') }
    case 'cross-site':
      return { title: t('toast.blockedTitle'), description: t('toast.crossSiteText') }
    case 'limited':
      return { title: t('toast.rateLimitedTitle'), description: t('toast.rateLimitedText') }
    case 'too-large':
      return { title: t('toast.tooLargeTitle'), description: t('toast.tooLargeText') }
    case 'unavailable':
      return {
        title: t('toast.unavailableTitle'),
        description: t('toast.unavailableText', { email: contactEmail() }),
      }
    case 'unsaved':
      return { title: t('toast.filesUnsavedTitle'), description: t('toast.filesUnsavedText') }
    case 'failed':
      return outcome.form === 'product'
        ? { title: t('toast.productFailureTitle'), description: t('toast.productFailureText') }
        : { title: t('toast.contactFailureTitle'), description: t('toast.contactFailureText') }
  }
}

/** Field error → its message in the visitor's language. */
export function fieldMessage(locale: Locale, error: FieldError): string {
  const t = serverTranslator(locale, 'inquiry')
  const key = `errors.${error.code}` as 'errors.invalidText'
  return t.has(key) ? t(key, error.values as never) : t('errors.invalidText')
}

/**
 * A plain page for a form sent without JavaScript that cannot go on to the result page: while
 * the database cannot be reached (the site's layout reads its settings from it), and for a post
 * from another site. The message (with the contact address as a link) and the way back.
 */
function plainPage(
  status: 503 | 403,
  locale: Locale,
  title: string,
  description: string,
  back: string | null,
): Response {
  const t = serverTranslator(locale, 'inquiry')
  const email = contactEmail()
  const text = escapeHtml(description).replace(
    escapeHtml(email),
    `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
  )
  const html = `<!doctype html>
<html lang="${locale}" dir="${localeDir(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${text}</p>
${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(t('result.backToForm'))}</a></p>` : ''}
<p>${escapeHtml(t('result.backHint'))}</p>
</main>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      ...(status === 503 ? { 'retry-after': '60' } : {}),
    },
  })
}

/**
 * POST handler of the three inquiry forms. JSON in, JSON out for the browser script; a plain
 * form post (no JavaScript) is answered with a redirect to the result page.
 */
export async function submitInquiry(request: Request, opts: SubmitOptions): Promise<Response> {
  const { outcome, locale, html, back } = await decide(request, opts)
  const { title, description } = texts(outcome, locale)
  // The result page needs the database; while it is out of reach the answer is this page.
  if (html && outcome.status === 'unavailable')
    return plainPage(503, locale, title, description, back)
  // A refused post from another site is answered here, not sent on to a page of this site.
  if (html && outcome.status === 'cross-site')
    return plainPage(403, locale, title, description, back)
  if (html) {
    const q = new URLSearchParams({ status: outcome.status, form: outcome.form })
    if (outcome.status === 'sent') q.set('ref', inquiryReference(outcome.id))
    if (outcome.status === 'invalid')
      q.set(
        'fields',
        Object.entries(outcome.fields)
          .map(([k, e]) => [k, e.code, e.values?.max].filter((v) => v !== undefined).join(':'))
          .join(','),
      )
    if (back) q.set('back', back)
    return new Response(null, {
      status: 303,
      headers: {
        location: localizedPath(locale, `/inquiry?${q}`),
        'cache-control': 'no-store, no-transform',
      },
    })
  }
  const bodyOut: Record<string, unknown> = {
    ok: outcome.status === 'sent',
    status: outcome.status,
    title,
    description,
  }
  if (outcome.status === 'sent') {
    bodyOut.id = outcome.id
    bodyOut.reference = inquiryReference(outcome.id)
  }
  if (outcome.status === 'invalid')
    bodyOut.fields = Object.fromEntries(
      Object.entries(outcome.fields).map(([k, e]) => [
        k,
        { ...e, message: fieldMessage(locale, e) },
      ]),
    )
  const headers: Record<string, string> = { 'cache-control': 'no-store, no-transform' }
  if (outcome.status === 'limited') {
    bodyOut.retryAfter = outcome.retryAfter
    headers['retry-after'] = String(outcome.retryAfter)
  }
  if (outcome.status === 'unavailable' || outcome.status === 'unsaved')
    headers['retry-after'] = '60'
  const status =
    outcome.status === 'invalid' && outcome.http ? outcome.http : httpStatus[outcome.status]
  return Response.json(bodyOut, { status, headers })
}
