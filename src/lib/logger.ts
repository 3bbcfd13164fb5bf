import type { AsyncLocalStorage } from 'node:async_hooks'
import pino from 'pino'

/** The request being served, set by the production server (server/index.mjs). */
const requestContext = () =>
  (globalThis as Record<symbol, AsyncLocalStorage<{ id: string }> | undefined>)[
    Symbol.for('bharat-agro.request-context')
  ]

/** Structured JSON logs on stdout; lines written while serving a request carry its id. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
  mixin() {
    const id = requestContext()?.getStore()?.id
    return id ? { reqId: id } : {}
  },
})
