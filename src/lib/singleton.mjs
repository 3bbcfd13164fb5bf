// One instance per process (or per page, in the browser) of a piece of state. Next loads a module
// into more than one bundle (pages, route handlers, instrumentation, the cache handler), and each
// bundle would otherwise get its own copy of module-level state. Every instance lives in one map
// on globalThis, under one well-known symbol, keyed by a name.

const REGISTRY = Symbol.for('bharat-agro.singletons')

/**
 * The instance named `key`, created by `create` the first time it is asked for in this process.
 * @template T
 * @param {string} key
 * @param {() => T} create
 * @returns {T}
 */
export function singleton(key, create) {
  const holder = /** @type {Record<symbol, Map<string, unknown> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  const map = (holder[REGISTRY] ??= new Map())
  if (!map.has(key)) map.set(key, create())
  return /** @type {T} */ (map.get(key))
}
