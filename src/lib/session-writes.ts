import { singleton } from '@/lib/singleton.mjs'

/**
 * Payload keeps a staff member's sign-ins as a list on the account and rewrites the whole list on
 * each sign-in, sign-out and token refresh (payload/dist/auth/sessions.js, `addSessionToUser`).
 * Two of these at once for one account both read the old list, and the later write drops the
 * other's session: that person is signed out at once, silently (Payload issues #16027 and
 * #18132, open on 3.90; decision 019). Until Payload appends atomically, the REST route runs
 * these requests one at a time per collection in this process.
 */

/** The Payload auth endpoints that rewrite an account's sessions. */
const SESSION_WRITES =
  /^\/api\/([a-z0-9-]+)\/(login|logout|refresh-token|reset-password|first-register)\/?$/

/** The queue a request waits in, or null when it writes no sessions. */
export function sessionWriteKey(method: string, pathname: string): string | null {
  if (method !== 'POST') return null
  const match = SESSION_WRITES.exec(pathname)
  return match ? match[1] : null
}

/** Runs `task` after every earlier task with the same key has finished, failed or not. */
export function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const tails = singleton('session-writes.tails', () => new Map<string, Promise<unknown>>())
  const result = (tails.get(key) ?? Promise.resolve()).then(task, task)
  const tail = result.then(
    () => undefined,
    () => undefined,
  )
  tails.set(key, tail)
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key)
  })
  return result
}
