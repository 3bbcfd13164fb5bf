import { getPayload, type Payload } from 'payload'

/**
 * The Payload Local API for server code. The config is imported when first asked for, not when
 * this module loads: building it opens the database named by the environment at that moment,
 * and a module that merely imports a query helper must not decide which database that is.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config: import('@payload-config').then((m) => m.default) })
}
