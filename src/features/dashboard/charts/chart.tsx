import type { ReactNode } from 'react'

/**
 * The bars' colours: Payload's admin theme variables, which the dark theme maps to the other
 * end of each scale, so a bar keeps its contrast (3:1 at least) on either background.
 */
export const tones = {
  neutral: 'var(--theme-elevation-600)',
  current: 'var(--theme-elevation-400)',
  quoted: 'var(--theme-success-500)',
  accepted: 'var(--theme-success-700)',
  soon: 'var(--theme-warning-500)',
  expired: 'var(--theme-error-500)',
} as const
export type Tone = keyof typeof tones

/**
 * One chart: a title and a note for everyone, then the drawing as one image whose accessible
 * name states every value (screen readers read that instead of the bars), or a sentence when
 * there is nothing to draw.
 */
export function Chart({
  id,
  title,
  note,
  summary,
  empty,
  children,
}: {
  id: string
  title: string
  note?: ReactNode
  /** Read out instead of the drawing: the title and every value. */
  summary: string
  /** Shown instead of the drawing when set. */
  empty?: string | null
  children: ReactNode
}) {
  return (
    <figure className="tf-chart" data-chart={id}>
      <figcaption>
        <h3 className="tf-chart__title">{title}</h3>
        {note && <p className="tf-chart__note">{note}</p>}
      </figcaption>
      {empty ? (
        <p className="tf-chart__empty">{empty}</p>
      ) : (
        <div role="img" aria-label={summary} className="tf-chart__drawing">
          {children}
        </div>
      )}
    </figure>
  )
}

/** Whole numbers with thousands separators, as the admin writes them. */
export const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)

/** "38%" of a whole; "0%" of nothing. */
export const percent = (part: number, whole: number) =>
  `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`

/**
 * The charts' style sheet, hoisted into the page's head once (React's `precedence`); it uses
 * only the admin's theme variables, so the light and dark themes both apply.
 */
export function ChartStyles() {
  return (
    <style href="team-figures" precedence="default">
      {css}
    </style>
  )
}

const css = `
.tf { margin: 40px 0 24px; }
.tf__title { margin: 0 0 4px; }
.tf__intro { margin: 0 0 16px; color: var(--theme-elevation-650); }
.tf__grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr)); }
.tf-chart { margin: 0; padding: 12px 16px 16px; border: 1px solid var(--theme-elevation-150); border-radius: 6px; min-width: 0; color: var(--theme-text); container-type: inline-size; }
.tf-chart__title { margin: 0 0 2px; font-size: 1.05rem; line-height: 1.3; }
.tf-chart__note { margin: 0 0 12px; font-size: 13px; line-height: 1.4; color: var(--theme-elevation-650); }
.tf-chart__empty { margin: 12px 0 0; color: var(--theme-elevation-650); }
.tf-bar { display: block; min-width: 2px; border-radius: 2px; background: var(--tf-tone); }
.tf-bar--zero { min-width: 0; }
.tf-hbars { display: grid; grid-template-columns: minmax(5.5em, max-content) minmax(0, 1fr); gap: 6px 10px; align-items: center; margin: 0; }
.tf-hbars__label { margin: 0; font-size: 13px; line-height: 1.3; overflow-wrap: anywhere; max-width: 13em; }
.tf-hbars__track { display: flex; align-items: center; gap: 6px; margin: 0; min-width: 0; }
.tf-hbars__track .tf-bar { height: 14px; flex: none; }
.tf-value { font-size: 13px; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.tf-cols { display: grid; grid-template-columns: repeat(var(--tf-columns), minmax(0, 1fr)); gap: 4px; align-items: end; }
.tf-cols__col { display: flex; flex-direction: column; align-items: center; justify-content: flex-end; min-width: 0; height: 100%; }
.tf-cols__col .tf-bar { width: 100%; max-width: 36px; }
.tf-cols__col .tf-value { font-size: 12px; margin-bottom: 2px; }
.tf-cols__label { margin-top: 4px; font-size: 11px; line-height: 1.2; text-align: center; color: var(--theme-elevation-650); }
.tf-cols__label span { display: block; }
.tf-big { margin: 4px 0 0; font-size: 2.2rem; font-weight: 600; line-height: 1.1; font-variant-numeric: tabular-nums; }
.tf-big__sub { margin: 6px 0 0; font-size: 13px; color: var(--theme-elevation-650); }
/* A narrow chart (a phone) puts each label above its bar, so the bars keep the whole width. */
@container (max-width: 340px) {
  .tf-hbars { grid-template-columns: minmax(0, 1fr); gap: 2px; }
  .tf-hbars__label { max-width: none; }
  .tf-hbars__track { margin-bottom: 6px; }
}
@media (forced-colors: active) {
  .tf-bar { forced-color-adjust: none; background: CanvasText; }
}
`
