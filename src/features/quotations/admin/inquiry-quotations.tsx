import type { UIFieldServerComponent } from 'payload'
import { salesTeam } from '@/access'
import { quotationStatusLabels, type QuotationStatus } from '../constants'
import { formatMoney } from '../money'
import { CreateQuotationButton } from './create-button'

/** On the inquiry's edit view: its quotations (newest first) and "Create quotation". */
export const InquiryQuotationsField: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id == null || !salesTeam({ req })) return null
  const { docs } = await payload.find({
    collection: 'quotations',
    where: { inquiry: { equals: id } },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { title: true, status: true, total: true, currency: true },
  })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-inquiry-quotations>
      <div className="field-label">Quotations</div>
      {docs.length ? (
        <ul style={{ margin: '0.25rem 0 0.75rem', paddingInlineStart: '1.1rem' }}>
          {docs.map((q) => (
            <li key={q.id}>
              <a href={`/admin/collections/quotations/${q.id}`}>{q.title}</a> ·{' '}
              {quotationStatusLabels[q.status as QuotationStatus] ?? q.status}
              {q.total ? ` · ${formatMoney(q.total, q.currency, 'en')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p style={{ margin: '0.25rem 0 0.75rem' }}>None yet.</p>
      )}
      <CreateQuotationButton inquiry={String(id)} />
    </div>
  )
}
