import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { publishContact } from '@/lib/server-channels.mjs'
import { singleton } from '@/lib/singleton.mjs'

/**
 * The public contact address (site settings → email), remembered in memory so that a visitor
 * can be told where to write while the database cannot be reached. Read at server start and
 * whenever an inquiry reads the site settings; until a first read, SALES_EMAIL. The company's
 * name is kept beside it, read at server start. Both are published to the production server
 * for its error page (src/lib/server-channels.mjs). One copy per process (Next loads this
 * module in more than one bundle).
 */
const state = singleton(
  'site.contact-email',
  (): { email: string | null; company?: string | null } => ({ email: null }),
)

export function rememberContactEmail(email: string | null | undefined): void {
  if (!email || email === state.email) return
  state.email = email
  publishContact(state)
}

/** The last known contact address. */
export function contactEmail(): string {
  return state.email ?? env().SALES_EMAIL
}

/**
 * Reads the address from the site settings (server start); a failure keeps the last one. Either
 * way the address contactEmail() gives, SALES_EMAIL included, is then published to the
 * production server (its error page).
 */
export async function loadContactEmail(payload: Payload): Promise<void> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    rememberContactEmail(settings.email)
    if (settings.companyName) state.company = settings.companyName
  } catch (error) {
    logger.warn({ error: String(error) }, 'contact address not read from the site settings')
  }
  state.email = contactEmail()
  publishContact(state)
}
