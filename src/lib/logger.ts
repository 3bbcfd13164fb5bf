import pino from 'pino'
import { requestStore } from './server-channels.mjs'

/** The request being served, as the production server (server/index.mjs) tells it. */
const requestContext = requestStore()

/** Structured JSON logs on stdout; lines written while serving a request carry its id. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
  mixin() {
    const id = requestContext.getStore()?.id
    return id ? { reqId: id } : {}
  },
})
