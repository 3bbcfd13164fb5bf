import type { CSSProperties } from 'react'
import { dayMonth, shortMonth } from '../aggregate'
import { Chart, count, tones } from './chart'

/** Height of the tallest bar. */
const BAR_PX = 120

export type WeekColumn = { start: Date; count: number }

/**
 * One column per week, oldest on the left, the value above each; under it the day its week
 * began, and the month under the first week of each month (so twelve fit a phone's width).
 * The current week, still filling, is drawn lighter.
 */
export function WeekColumns({
  id,
  title,
  note,
  weeks,
  empty,
}: {
  id: string
  title: string
  note?: string
  weeks: WeekColumn[]
  empty: string
}) {
  const top = Math.max(0, ...weeks.map((w) => w.count))
  const last = weeks.length - 1
  const said = (w: WeekColumn, i: number) =>
    `${i === last ? 'this week so far' : `week of ${dayMonth(w.start)}`} ${count(w.count)}`
  return (
    <Chart
      id={id}
      title={title}
      note={note}
      empty={top === 0 ? empty : null}
      summary={`${title}: ${weeks.map(said).join(', ')}.`}
    >
      <div className="tf-cols" style={{ '--tf-columns': weeks.length } as CSSProperties}>
        {weeks.map((week, i) => (
          <div className="tf-cols__col" key={week.start.toISOString()}>
            <span className="tf-value">{count(week.count)}</span>
            <span
              className={`tf-bar${week.count === 0 ? ' tf-bar--zero' : ''}`}
              style={
                {
                  '--tf-tone': i === last ? tones.current : tones.neutral,
                  height: top > 0 ? Math.round((week.count / top) * BAR_PX) : 0,
                } as CSSProperties
              }
            />
            <span className="tf-cols__label">
              <span>{week.start.getUTCDate()}</span>
              <span>
                {i === 0 || shortMonth(week.start) !== shortMonth(weeks[i - 1].start)
                  ? shortMonth(week.start)
                  : '\u00a0'}
              </span>
            </span>
          </div>
        ))}
      </div>
    </Chart>
  )
}
