import { count, percent } from './chart'
import { HorizontalBars } from './horizontal-bars'

export type ConversionFigures = { received: number; quoted: number; accepted: number }

/** Received → quoted → accepted, each bar against what was received, with its share. */
export function ConversionBars({
  id,
  title,
  note,
  figures,
}: {
  id: string
  title: string
  note?: string
  figures: ConversionFigures
}) {
  const { received, quoted, accepted } = figures
  return (
    <HorizontalBars
      id={id}
      title={title}
      note={note}
      max={received}
      empty="No inquiries in these weeks."
      bars={[
        { label: 'Received', count: received },
        { label: 'Quoted', count: quoted, tone: 'quoted', note: percent(quoted, received) },
        { label: 'Accepted', count: accepted, tone: 'accepted', note: percent(accepted, received) },
      ]}
      summaryOf={(bar) =>
        `${bar.label} ${count(bar.count)}${bar.note ? ` (${bar.note} of those received)` : ''}`
      }
    />
  )
}
