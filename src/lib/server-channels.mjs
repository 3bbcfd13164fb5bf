// How the production server (server/index.mjs) and the app talk: named channels of Node's
// diagnostics_channel, not globals. Next bundles the app's modules, some more than once, so no
// module (and no variable in it) is shared between the server and the app; a named channel is
// one object per process whoever asks for it by name. Each side only publishes or subscribes,
// through the functions below, and either side works without the other (`next dev` has no
// production server; the unit tests no app).
import diagnostics from 'node:diagnostics_channel'
import { AsyncLocalStorage } from 'node:async_hooks'

const request = diagnostics.channel('bharat-agro:request')
const shutdown = diagnostics.channel('bharat-agro:shutdown')
const contact = diagnostics.channel('bharat-agro:contact')

/**
 * Server: runs `fn` (a request's handling) with `context` in every store the app has bound
 * (requestStore), so the app's log lines carry the request's id.
 * @template T
 * @param {{ id: string }} context
 * @param {() => T} fn
 * @returns {T}
 */
export function runRequest(context, fn) {
  return request.runStores(context, fn)
}

/**
 * App: a store holding the context of the request being served (set by runRequest), or none.
 * @returns {AsyncLocalStorage<{ id: string }>}
 */
export function requestStore() {
  const store = new AsyncLocalStorage()
  request.bindStore(store)
  return store
}

/**
 * App: `stop` runs when the server shuts down (after it stopped accepting requests); the server
 * waits for the promise it returns.
 * @param {() => Promise<unknown>} stop
 */
export function onShutdown(stop) {
  diagnostics.subscribe('bharat-agro:shutdown', (message) => message.waits.push(stop()))
}

/** Server: asks the app to stop its background work, and waits until it has. */
export async function shutdownApp() {
  /** @type {Promise<unknown>[]} */
  const waits = []
  shutdown.publish({ waits })
  await Promise.all(waits)
}

/**
 * App: the site's contact address and company name, as far as known (for the server's error
 * screen, which must not need the database).
 * @param {{ email: string | null, company?: string | null }} known
 */
export function publishContact(known) {
  contact.publish({ email: known.email, company: known.company ?? null })
}

/**
 * Server: `listener` gets each contact the app publishes.
 * @param {(known: { email: string | null, company: string | null }) => void} listener
 */
export function watchContact(listener) {
  diagnostics.subscribe('bharat-agro:contact', listener)
}

const movedPages = diagnostics.channel('bharat-agro:moved-pages')

/**
 * App: these addresses now answer differently without their pages having changed (a redirect
 * was added, changed or removed): the server forgets its copies of them.
 * @param {string[]} paths
 */
export function publishMovedPages(paths) {
  movedPages.publish({ paths })
}

/**
 * Server: `listener` gets the addresses of each publishMovedPages.
 * @param {(paths: string[]) => void} listener
 */
export function watchMovedPages(listener) {
  diagnostics.subscribe('bharat-agro:moved-pages', (message) => listener(message.paths))
}
