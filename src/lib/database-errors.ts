/**
 * Telling "the database cannot be reached" apart from other failures, so that a request can
 * answer 503 with a message that says so (and where to write instead) rather than a generic
 * error. The pg driver, Drizzle and Payload wrap the network error in one or more layers
 * (`cause`, AggregateError `errors`), so the whole chain is searched.
 */

/** Node network errors: the server is down, its port closed, the network gone. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (administrator or crash shutdown, cannot connect now), 53300 (too many connections).
 */
const isPostgresUnavailable = (code: string) =>
  /^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)

/** SQLite: the file locked beyond the busy timeout, unreadable, unwritable or the disk full. */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY|NOTADB)/

/** Messages of the pg pool and client that carry no code. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /cannot connect to Postgres/i,
  /Connection ended unexpectedly/i,
]

function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!error || typeof error !== 'object' || depth > 8) return
  const e = error as Record<string, unknown>
  yield e
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1)
  if (e.cause) yield* chain(e.cause, depth + 1)
}

/** Whether `error` (or anything it wraps) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (NETWORK_CODES.has(code) || isPostgresUnavailable(code) || SQLITE_CODES.test(code))
      return true
    const message = typeof e.message === 'string' ? e.message : ''
    if (MESSAGES.some((m) => m.test(message))) return true
  }
  return false
}
