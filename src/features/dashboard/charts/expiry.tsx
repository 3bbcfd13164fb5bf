import { HorizontalBars } from './horizontal-bars'

export type ExpiryFigures = { expired: number; thisWeek: number; nextWeek: number; later: number }

/**
 * Quotations waiting for the buyer's answer, by when their validity ends. `null` (no
 * quotations collection) and all zero both say plainly that there are none.
 */
export function ExpiryBars({
  id,
  title,
  note,
  figures,
}: {
  id: string
  title: string
  note?: string
  figures: ExpiryFigures | null
}) {
  const f = figures ?? { expired: 0, thisWeek: 0, nextWeek: 0, later: 0 }
  return (
    <HorizontalBars
      id={id}
      title={title}
      note={figures ? note : undefined}
      empty="No open quotations."
      bars={[
        { label: 'Expired, not answered', count: f.expired, tone: 'expired' },
        { label: 'Expire this week', count: f.thisWeek, tone: 'soon' },
        { label: 'Expire next week', count: f.nextWeek },
        { label: 'Later', count: f.later },
      ]}
    />
  )
}
