import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { formatDuration, responseTimeStats } from './response-time'

/**
 * The contact page's measured promise: the median time to first response of the last 90 days,
 * or null while fewer than `minimum` inquiries were answered.
 */
export async function measuredResponseTime(
  locale: Locale,
  minimum: number,
): Promise<{ duration: string; count: number } | null> {
  const { count, medianMinutes } = await responseTimeStats(await getPayloadClient())
  if (medianMinutes === null || count < minimum) return null
  return { duration: formatDuration(medianMinutes, locale), count }
}
