import { randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from './env'
import { logger } from './logger'
import { singleton } from './singleton.mjs'

/**
 * Background jobs run outside any Next request, where revalidatePath cannot work. They ask
 * their own process to revalidate through /api/internal/revalidate with a random token that
 * only this process knows.
 */
const state = singleton('revalidate-token', () => ({ token: randomBytes(32).toString('hex') }))

export function isRevalidateToken(value: string | null): boolean {
  const a = Buffer.from(value ?? '')
  const b = Buffer.from(state.token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Marks every page of this process stale; logs (and otherwise ignores) a failure. */
export async function revalidateFromBackground(reason: string): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${env().PORT}/api/internal/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-token': state.token },
      signal: AbortSignal.timeout(10_000),
    })
    if (res.status !== 204) throw new Error(`HTTP ${res.status}`)
  } catch (error) {
    logger.warn({ reason, error: String(error) }, 'background revalidation failed')
  }
}
