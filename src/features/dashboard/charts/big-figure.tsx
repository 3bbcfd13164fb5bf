import { Chart } from './chart'

/** One figure, large, with what it rests on under it. */
export function BigFigure({
  id,
  title,
  note,
  value,
  detail,
  empty,
}: {
  id: string
  title: string
  note?: string
  /** The figure as it is shown, e.g. "3 h 20 min"; null when there is none. */
  value: string | null
  detail: string
  empty: string
}) {
  return (
    <Chart
      id={id}
      title={title}
      note={note}
      empty={value === null ? empty : null}
      summary={`${title}: ${value}, ${detail}.`}
    >
      <p className="tf-big">{value}</p>
      <p className="tf-big__sub">{detail}</p>
    </Chart>
  )
}
