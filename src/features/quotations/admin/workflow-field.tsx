import type { UIFieldServerComponent } from 'payload'
import { salesTeam } from '@/access'
import { QuotationActionButton } from './action-button'

/**
 * In the quotation's sidebar: "Send quotation" on a saved draft (save changes first: it sends
 * what is stored), "Revise" on a sent one.
 */
export const QuotationWorkflowField: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id == null || !salesTeam({ req })) return null
  const quotation = await payload
    .findByID({ collection: 'quotations', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!quotation) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-quotation-workflow>
      {quotation.status === 'draft' ? (
        <QuotationActionButton
          id={String(id)}
          action="send"
          label="Send quotation"
          busyLabel="Sending…"
          confirm="Send this quotation (as last saved) to the buyer by email?"
        />
      ) : quotation.status === 'sent' ? (
        <QuotationActionButton
          id={String(id)}
          action="revise"
          label="Revise"
          busyLabel="Creating…"
        />
      ) : null}
    </div>
  )
}
