import type { ServerProps } from 'payload'
import { isSalesTeam } from '@/access'
import { logger } from '@/lib/logger'
import { dayMonth, formatMinutes, WEEKS } from '../aggregate'
import { BigFigure } from '../charts/big-figure'
import { ChartStyles, count } from '../charts/chart'
import { ConversionBars } from '../charts/conversion'
import { ExpiryBars } from '../charts/expiry'
import { HorizontalBars } from '../charts/horizontal-bars'
import { WeekColumns } from '../charts/week-columns'
import { openQuotationsByExpiry, teamFigures } from '../queries'

const SECTION = 'team-figures'

/**
 * The team's figures under Payload's collection cards (admin.components.afterDashboard): the
 * inquiries of the last 12 weeks as charts, drawn on the server (no script), for admins and
 * sales staff. Editors see the dashboard without them; every read also runs with the
 * signed-in user's access.
 */
export async function TeamDashboard({ payload, user }: ServerProps) {
  if (!user || !isSalesTeam(user)) return null
  const now = new Date()
  let figures: Awaited<ReturnType<typeof teamFigures>>
  let quotations: Awaited<ReturnType<typeof openQuotationsByExpiry>>
  try {
    ;[figures, quotations] = await Promise.all([
      teamFigures({ payload, user, now }),
      openQuotationsByExpiry({ payload, user, now }),
    ])
  } catch (error) {
    // The figures are left out, never the dashboard.
    logger.error({ error: String(error) }, 'team figures not read')
    return (
      <section id={SECTION} aria-labelledby={`${SECTION}-title`} className="tf">
        <h2 id={`${SECTION}-title`}>Team figures</h2>
        <p>The figures could not be read just now. Reload the page to try again.</p>
      </section>
    )
  }

  const { weeks, countries, products, categories, conversion, firstReply, since } = figures
  const received = conversion.received
  const noInquiries = 'No inquiries in these weeks.'

  return (
    <section id={SECTION} aria-labelledby={`${SECTION}-title`} className="tf">
      <ChartStyles />
      <h2 id={`${SECTION}-title`} className="tf__title">
        Team figures
      </h2>
      <p className="tf__intro">
        The last {WEEKS} weeks, since Monday {dayMonth(since)} (weeks in UTC): {count(received)}{' '}
        {received === 1 ? 'inquiry' : 'inquiries'} and quote requests, spam left out.
      </p>
      <div className="tf__grid">
        <WeekColumns
          id="weeks"
          title="Inquiries per week"
          note="Each column is one week, Monday to Sunday; the lighter one is this week so far."
          weeks={weeks}
          empty={noInquiries}
        />
        <ConversionBars
          id="conversion"
          title="Conversion"
          note="Of the inquiries received in these weeks: how many were quoted (or answered after a quotation) and how many accepted."
          figures={conversion}
        />
        <BigFigure
          id="first-reply"
          title="Median first reply"
          note="From arrival to the first change of status by staff."
          value={firstReply.medianMinutes === null ? null : formatMinutes(firstReply.medianMinutes)}
          detail={`from ${count(firstReply.answered)} of ${count(received)} inquiries answered so far`}
          empty="No inquiry has been answered in these weeks."
        />
        <HorizontalBars
          id="countries"
          title="Inquiries by country"
          note="As buyers typed it (case and spacing ignored); the ten most frequent, then the rest."
          bars={countries}
          empty={noInquiries}
        />
        <HorizontalBars
          id="products"
          title="Inquiries by product"
          note="From product pages and quote lines; a request for two products counts for each."
          bars={products}
          empty="No inquiry named a product in these weeks."
        />
        <HorizontalBars
          id="categories"
          title="Inquiries by category"
          note="An inquiry counts once for each category its products belong to."
          bars={categories}
          empty="No inquiry named a product in these weeks."
        />
        <ExpiryBars
          id="quotations"
          title="Open quotations by expiry"
          note="Sent and not answered yet, by the end of their validity (UTC weeks)."
          figures={quotations}
        />
      </div>
    </section>
  )
}

/** Above the collection cards: where the figures are, for those who see them. */
export function TeamFiguresLink({ user }: ServerProps) {
  if (!user || !isSalesTeam(user)) return null
  return (
    <p style={{ margin: '-16px 0 24px' }}>
      <a href={`#${SECTION}`}>Team figures of the last {WEEKS} weeks</a>: inquiries, conversion,
      reply time and open quotations, below the collections.
    </p>
  )
}
