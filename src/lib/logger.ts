import pino from 'pino'

/** Structured JSON logs on stdout. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'site' },
})
