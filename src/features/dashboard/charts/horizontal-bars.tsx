import { type CSSProperties, Fragment } from 'react'
import { Chart, count, tones, type Tone } from './chart'

export type HorizontalBar = { label: string; count: number; tone?: Tone; note?: string }

/** Room the value needs after the longest bar. */
const VALUE_ROOM = '5.5em'

/**
 * Ranked horizontal bars: the label on the left (long free-text labels wrap), the bar, its value
 * at its end. Bars are sized against the largest value (or `max`).
 */
export function HorizontalBars({
  id,
  title,
  note,
  bars,
  max,
  empty,
  summaryOf = (bar) => `${bar.label} ${count(bar.count)}`,
}: {
  id: string
  title: string
  note?: string
  bars: HorizontalBar[]
  /** The value of a full-width bar; the largest bar's by default. */
  max?: number
  /** Said instead of the chart when every bar is zero. */
  empty: string
  summaryOf?: (bar: HorizontalBar) => string
}) {
  const top = max ?? Math.max(0, ...bars.map((b) => b.count))
  const nothing = bars.every((b) => b.count === 0)
  return (
    <Chart
      id={id}
      title={title}
      note={note}
      empty={nothing ? empty : null}
      summary={`${title}: ${bars.map(summaryOf).join(', ')}.`}
    >
      <div className="tf-hbars">
        {bars.map((bar) => {
          const share = top > 0 ? bar.count / top : 0
          const style = {
            '--tf-tone': tones[bar.tone ?? 'neutral'],
            width: `calc((100% - ${VALUE_ROOM}) * ${share.toFixed(4)})`,
          } as CSSProperties
          return (
            <Fragment key={bar.label}>
              <span className="tf-hbars__label">{bar.label}</span>
              <span className="tf-hbars__track">
                <span className={`tf-bar${bar.count === 0 ? ' tf-bar--zero' : ''}`} style={style} />
                <span className="tf-value">
                  {count(bar.count)}
                  {bar.note ? ` · ${bar.note}` : ''}
                </span>
              </span>
            </Fragment>
          )
        })}
      </div>
    </Chart>
  )
}
