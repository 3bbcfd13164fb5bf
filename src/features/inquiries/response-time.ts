import { revalidatePath } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'
import { logger } from '@/lib/logger'

/** The window the measured response time covers. */
export const RESPONSE_WINDOW_DAYS = 90

/**
 * The first time staff move an inquiry on from New (to anything but Spam) is its first
 * response; the minutes since it arrived are kept for the median.
 */
export const recordFirstResponse: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc || originalDoc.firstResponseAt) return data
  const next = data.status ?? originalDoc.status
  if (originalDoc.status === 'new' && next !== 'new' && next !== 'spam') {
    const now = new Date()
    data.firstResponseAt = now.toISOString()
    data.firstResponseMinutes = Math.max(
      0,
      Math.round((now.getTime() - new Date(originalDoc.createdAt).getTime()) / 60_000),
    )
  }
  return data
}

/** A new first response may change the figure on the contact page. */
export const revalidateResponseTime: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  if (doc.firstResponseAt && !previousDoc?.firstResponseAt) {
    try {
      revalidatePath('/[locale]/contact', 'page')
    } catch (error) {
      if (!String(error).includes('static generation store missing'))
        logger.warn({ error: String(error) }, 'contact page not revalidated')
    }
  }
  return doc
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/** Median minutes to first response over the last 90 days, and how many answers it rests on. */
export async function responseTimeStats(
  payload: Payload,
  now = new Date(),
): Promise<{ count: number; medianMinutes: number | null }> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 60 * 60_000)
  const { docs } = await payload.find({
    collection: 'inquiries',
    where: {
      and: [
        { createdAt: { greater_than_equal: since.toISOString() } },
        { firstResponseMinutes: { exists: true } },
        { status: { not_equals: 'spam' } },
      ],
    },
    select: { firstResponseMinutes: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const values = docs
    .map((d) => d.firstResponseMinutes)
    .filter((v): v is number => typeof v === 'number')
  return { count: values.length, medianMinutes: median(values) }
}

/** "3 hr 20 min" in the visitor's language. */
export function formatDuration(minutes: number, locale: string): string {
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value)
  if (minutes < 60) return unit(Math.max(1, minutes), 'minute')
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  if (days > 0)
    return [unit(days, 'day'), hours ? unit(hours, 'hour') : ''].filter(Boolean).join(' ')
  return [unit(hours, 'hour'), mins ? unit(mins, 'minute') : ''].filter(Boolean).join(' ')
}
