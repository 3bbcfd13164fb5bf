import { cookies } from 'next/headers'
import { getPayloadClient } from '@/lib/payload'
import { logger } from '@/lib/logger'
import { siteUrl } from '@/lib/site-url'
import { SESSION_COOKIE } from './constants'
import { readSession, type Session } from './service'

/** The signed-in buyer of the current request, for server components (never cached). */
export async function currentSession(): Promise<Session | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!token) return null
  try {
    return await readSession({ payload: await getPayloadClient(), siteUrl: siteUrl() }, token)
  } catch (error) {
    logger.error({ error: String(error) }, 'session lookup failed')
    return null
  }
}
