import type { UIFieldServerComponent } from 'payload'
import { salesTeam } from '@/access'
import type { User } from '@/payload-types'
import { inquiryEventKindLabels, type InquiryEventKind } from '../constants'
import { NOBODY, describeStatusChange } from '../history'
import { staffTime } from '@/lib/staff-time'

const when = staffTime

/** In the inquiry's sidebar: its history, newest first: who, when, what. */
export const InquiryHistoryField: UIFieldServerComponent = async ({ id, payload, req }) => {
  if (id == null || !salesTeam({ req })) return null
  const { docs } = await payload.find({
    collection: 'inquiry-events',
    where: { inquiry: { equals: id } },
    sort: '-at',
    limit: 100,
    depth: 1,
    overrideAccess: true,
  })
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-inquiry-history>
      <div className="field-label">History</div>
      {docs.length === 0 ? (
        <p style={{ margin: '0.25rem 0', color: 'var(--theme-elevation-600)' }}>No changes yet.</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {docs.map((event) => {
            const by =
              event.by && typeof event.by === 'object'
                ? (event.by as User).name || (event.by as User).email
                : event.actor === 'buyer'
                  ? 'The buyer'
                  : 'The system'
            const what =
              event.kind === 'status'
                ? describeStatusChange(event.from, event.to)
                : event.kind === 'assigned'
                  ? `Assigned: ${event.from ?? NOBODY} → ${event.to ?? NOBODY}`
                  : [inquiryEventKindLabels[event.kind as InquiryEventKind] ?? event.kind, event.to]
                      .filter(Boolean)
                      .join(': ')
            return (
              <li
                key={event.id}
                style={{
                  padding: '0.4rem 0',
                  borderBottom: '1px solid var(--theme-elevation-100)',
                }}
              >
                <div style={{ fontWeight: 600 }}>{what}</div>
                <div style={{ fontSize: '0.85em', color: 'var(--theme-elevation-600)' }}>
                  {by} · <time dateTime={event.at}>{when(event.at)}</time>
                </div>
                {event.note ? (
                  <div style={{ whiteSpace: 'pre-wrap', fontSize: '0.9em' }}>{event.note}</div>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
