// Public entry of the redirects feature (server side): the plugin for payload.config.ts and the
// lookup a page makes before it answers "not found".
import { permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { cleanPath, targetFor } from './paths'
import { findRedirect, targetOf } from './store'

export { redirects } from './plugin'

/** Where a stored redirect leads from an address without its language, or null. */
export const redirectTarget = cache(async (path: string): Promise<string | null> => {
  const payload = await getPayloadClient()
  return targetOf(await findRedirect(payload, cleanPath(path)))
})

/**
 * For a page about to answer "not found": when staff (or a changed slug) left a redirect from
 * this address (given without its language), answers 308 to where it leads, in the visitor's
 * language (Next's permanentRedirect, which throws). Otherwise returns.
 */
export async function redirectIfMoved(locale: Locale, path: string): Promise<void> {
  const target = await redirectTarget(path)
  if (target) permanentRedirect(targetFor(locale, target))
}
