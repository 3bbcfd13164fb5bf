'use client'

import { ClipboardList, Trash2 } from 'lucide-react'
import NextLink from '@/components/link'
import { useTranslations } from '@/lib/client-texts'
import { useState } from 'react'
import { incoterms, quantityUnits, type QuantityUnit, limits } from '@/features/inquiries/client'
import {
  ConsentField,
  Field,
  SubmitButton,
  TextField,
  errorProps,
  formValues,
  inputClass,
  useFields,
  TextAreaField,
} from '@/components/form/form-kit.client'
import {
  ContactDetails,
  Honeypot,
  loadQuoteSchema,
  useInquirySubmit,
} from '@/features/inquiries/client'
import { buttonClass } from '@/components/ui/button'
import { AttachmentsInput, chosenAttachments } from '@/features/attachments/client'
import { QUOTE_PROBE } from '@/lib/inline-scripts.mjs'
import { LineContainers } from './line-containers.client'
import { clearQuote, removeFromQuote, updateQuoteLine, useQuoteList } from './store'

function currentMonth(): string {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}

/**
 * What the page shows until its script has read the list (it lives in this browser, so the
 * server cannot know it), keeping the room of what comes next so that nothing moves when the
 * list appears (layout shift). QUOTE_PROBE (allowed by the script policy) looks at the stored
 * list as the page is read: with products in it, a block taller than the window stands for the
 * form ("Loading your quote list…"), so the footer stays below; otherwise the empty list shows
 * at once, as it will stay, with its link to the products (also what a browser without
 * JavaScript shows: without it there is no list to fill).
 */
function QuotePlaceholder({ loading, empty }: { loading: string; empty: React.ReactNode }) {
  return (
    <>
      <div className="group">
        <div className="group-data-[items]:hidden">{empty}</div>
        <div className="mt-8 hidden min-h-[110vh] rounded-2xl bg-stone-50 p-10 group-data-[items]:block">
          <p role="status" className="animate-pulse text-center text-stone-600">
            {loading}
          </p>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: QUOTE_PROBE }} />
    </>
  )
}

/** The quote list page: line items, the terms of the whole request and the contact details. */
export function QuoteForm({
  sourcePage,
  privacyHref,
  browseHref,
}: {
  sourcePage: string
  privacyHref: string
  browseHref: string
}) {
  const t = useTranslations('inquiry')
  const lines = useQuoteList()
  const [consent, setConsent] = useState(false)
  const [sentRef, setSentRef] = useState<string | null>(null)
  const { submit, errors, sending } = useInquirySubmit('quote', loadQuoteSchema, sourcePage)
  const fields = useFields(errors)
  const id = fields.id

  const empty = (
    <div className="mt-8 rounded-2xl border border-dashed border-stone-300 p-10 text-center">
      {sentRef ? (
        <>
          <p className="text-xl font-semibold" role="status">
            {t('toast.quoteSuccessTitle')}
          </p>
          <p className="mt-2 text-stone-700">{t('toast.quoteSuccessText')}</p>
          <p className="mt-2 font-mono text-stone-800" dir="ltr">
            {sentRef}
          </p>
        </>
      ) : (
        <>
          <ClipboardList aria-hidden="true" className="mx-auto size-10 text-stone-500" />
          <p className="mt-4 text-xl font-semibold">{t('quote.empty')}</p>
          <p className="mt-2 text-stone-700">{t('quote.emptyText')}</p>
        </>
      )}
      <NextLink href={browseHref} className={buttonClass('primary', 'lg', 'mt-6')}>
        {t('quote.browse')}
      </NextLink>
    </div>
  )

  if (lines === null) return <QuotePlaceholder loading={t('quote.loading')} empty={empty} />

  if (lines.length === 0) return empty

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const items = lines.map((l) => ({
      product: l.slug,
      quantity: l.quantity,
      unit: l.unit,
      packSize: l.packSize,
    }))
    const result = await submit({ ...formValues(form), items }, chosenAttachments(form))
    if (result.ok) {
      setSentRef(result.reference ?? '')
      form.reset()
      setConsent(false)
      clearQuote()
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative mt-8 space-y-10">
      <section aria-labelledby={id('items-heading')}>
        <h2 id={id('items-heading')} className="text-xl font-bold">
          {t('quote.items')}{' '}
          <span className="text-base font-normal text-stone-600">
            ({t('quote.count', { count: lines.length })})
          </span>
        </h2>
        {errors.items && <p className="mt-2 text-sm text-red-700">{errors.items}</p>}
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {lines.map((line, i) => {
            const q = `items.${i}.quantity`
            const p = `items.${i}.product`
            return (
              <li key={line.slug} className="grid gap-4 p-4 sm:grid-cols-12 sm:items-end">
                <div className="sm:col-span-4">
                  <p className="font-semibold">{line.name}</p>
                  {errors[p] && <p className="mt-1 text-sm text-red-700">{errors[p]}</p>}
                </div>
                <Field
                  id={id(q)}
                  label={t('quote.quantity')}
                  error={errors[q]}
                  className="sm:col-span-2"
                >
                  <input
                    id={id(q)}
                    data-field={q}
                    {...errorProps(id(q), errors[q])}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={line.quantity}
                    onChange={(e) => updateQuoteLine(line.slug, { quantity: e.target.value })}
                    className={inputClass}
                  />
                </Field>
                <Field id={id(`items.${i}.unit`)} label={t('quote.unit')} className="sm:col-span-2">
                  <select
                    id={id(`items.${i}.unit`)}
                    value={line.unit}
                    onChange={(e) =>
                      updateQuoteLine(line.slug, { unit: e.target.value as QuantityUnit })
                    }
                    className={inputClass}
                  >
                    {quantityUnits.map((u) => (
                      <option key={u} value={u}>
                        {t(`quote.units.${u}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field
                  id={id(`items.${i}.packSize`)}
                  label={t('quote.packSize')}
                  className="sm:col-span-3"
                >
                  <select
                    id={id(`items.${i}.packSize`)}
                    value={line.packSize}
                    onChange={(e) => updateQuoteLine(line.slug, { packSize: e.target.value })}
                    className={inputClass}
                  >
                    <option value="">{t('quote.anyPack')}</option>
                    {(line.packs?.length ? line.packs.map((p) => p.label) : line.packSizes).map(
                      (p) => (
                        <option key={p} value={p}>
                          {p}
                        </option>
                      ),
                    )}
                  </select>
                </Field>
                <div className="sm:col-span-1">
                  <button
                    type="button"
                    onClick={() => removeFromQuote(line.slug)}
                    className={buttonClass('ghost', 'md', 'w-full')}
                    aria-label={t('quote.removeLabel', { name: line.name })}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                    <span className="sm:sr-only">{t('quote.remove')}</span>
                  </button>
                </div>
                <LineContainers line={line} id={id(`items.${i}.containers`)} />
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby={id('terms-heading')} className="grid gap-5 sm:grid-cols-2">
        <h2 id={id('terms-heading')} className="text-xl font-bold sm:col-span-2">
          {t('quote.terms')}
        </h2>
        <Field
          id={id('incoterm')}
          label={t('quote.incoterm')}
          required
          error={fields.error('incoterm')}
        >
          <select {...fields.props('incoterm')} required defaultValue="" className={inputClass}>
            <option value="" disabled>
              {t('quote.selectIncoterm')}
            </option>
            {incoterms.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          fields={fields}
          name="shipmentMonth"
          label={t('quote.shipmentMonth')}
          required
          type="month"
          min={currentMonth()}
          placeholder="YYYY-MM"
        />
        <TextField
          fields={fields}
          name="destinationPort"
          label={t('quote.destinationPort')}
          required
          maxLength={limits.port}
          placeholder={t('quote.portPlaceholder')}
        />
        <TextField
          fields={fields}
          name="destinationCountry"
          label={t('quote.destinationCountry')}
          required
          maxLength={limits.country}
          autoComplete="country-name"
        />
        <TextField
          fields={fields}
          name="targetPrice"
          label={t('quote.targetPrice')}
          optional
          maxLength={limits.targetPrice}
          placeholder={t('quote.targetPricePlaceholder')}
        />
      </section>

      <section aria-labelledby={id('details-heading')} className="grid gap-5 sm:grid-cols-2">
        <h2 id={id('details-heading')} className="text-xl font-bold sm:col-span-2">
          {t('quote.yourDetails')}
        </h2>
        <ContactDetails fields={fields} />
        <TextAreaField
          fields={fields}
          name="message"
          label={t('quote.notes')}
          optional
          maxLength={limits.message}
          rows={4}
          placeholder={t('quote.notesPlaceholder')}
        />
        <AttachmentsInput
          id={id('attachments')}
          error={fields.error('attachments')}
          className="sm:col-span-2"
        />
        <ConsentField fields={fields} privacyHref={privacyHref} onChange={setConsent} />
        <Honeypot id={id('website')} />
      </section>

      <SubmitButton sending={sending} disabled={!consent} label={t('quote.submit')} />
    </form>
  )
}
