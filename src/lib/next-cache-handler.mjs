// Next.js incremental cache handler (`cacheHandler` in next.config.ts, used only when REDIS_URL
// is set): rendered pages (ISR) are stored in Redis and shared by every instance, and so are
// revalidations (revalidatePath / revalidateTag), so a content change saved through one instance
// makes every instance render the page again.
//
// Loaded by Next with a plain `import()` (not bundled), so this file is JavaScript.
//
// Redis layout, all keys under `${REDIS_KEY_PREFIX}next:`:
//   e:{buildId}:{key}  the entry (JSON: lastModified, value, cacheControl, tags), with an expiry
//   m:{buildId}:{key}  its lastModified alone, so an instance holding a copy checks it cheaply
//   tags               hash: tag -> time (ms) of its last revalidation; entries with that tag
//                      stored before that time are not served
// The build id is part of the key: another build's pages reference other script files.
//
// Each process keeps recent entries in memory too; before serving one it asks Redis (one round
// trip with two small answers) whether it is still the current entry and none of its tags was
// revalidated since. While Redis is unreachable, the process serves and stores entries in
// memory only (and applies its own revalidations), logs one warning, and never fails a request.
import fs from 'node:fs'
import path from 'node:path'
import Redis from 'ioredis'
import { CACHE_TAGS_HEADER } from '../../server/next-internals.mjs'
import { singleton } from './singleton.mjs'

/** Next's tag list on a rendered page's headers. */
const TAGS_HEADER = CACHE_TAGS_HEADER
const DAY_SECONDS = 24 * 60 * 60
/** Upper bound of an entry's life in Redis; a missing entry is simply rendered again. */
const MAX_TTL_SECONDS = 14 * DAY_SECONDS

/** @param {unknown} value */
function encode(value) {
  if (Buffer.isBuffer(value)) return { $b: value.toString('base64') }
  if (value instanceof Uint8Array) return { $b: Buffer.from(value).toString('base64') }
  if (value instanceof Map) return { $m: [...value].map(([k, v]) => [k, encode(v)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object') {
    /** @type {Record<string, unknown>} */
    const out = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v)
    return out
  }
  return value
}

/** @param {any} value @returns {any} */
function decode(value) {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64')
    if (Array.isArray(value.$m)) return new Map(value.$m.map(([k, v]) => [k, decode(v)]))
    /** @type {Record<string, unknown>} */
    const out = {}
    for (const [k, v] of Object.entries(value)) out[k] = decode(v)
    return out
  }
  return value
}

/** The tags an entry depends on: a fetch's own and implicit tags, or a page's header. */
function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return [...(value.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** A line in the app's log format (pino JSON, src/lib/logger.ts). */
function log(level, msg, extra = {}) {
  const levels = { debug: 20, info: 30, warn: 40, error: 50 }
  const wanted = levels[process.env.LOG_LEVEL] ?? (process.env.LOG_LEVEL === 'silent' ? 99 : 30)
  if (levels[level] < wanted) return
  const line = JSON.stringify({
    level: levels[level],
    time: Date.now(),
    service: 'site',
    ...extra,
    msg,
  })
  ;(level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`)
}

/** Recent entries of this process, bounded by their encoded size (least recently used go). */
class MemoryStore {
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, { entry: any, size: number }>} */
    this.items = new Map()
  }
  get(key) {
    const item = this.items.get(key)
    if (!item) return undefined
    this.items.delete(key)
    this.items.set(key, item)
    return item.entry
  }
  set(key, entry, size) {
    this.delete(key)
    if (size > this.maxBytes) return
    this.items.set(key, { entry, size })
    this.bytes += size
    for (const [k, item] of this.items) {
      if (this.bytes <= this.maxBytes) break
      this.items.delete(k)
      this.bytes -= item.size
    }
  }
  delete(key) {
    const item = this.items.get(key)
    if (item) {
      this.items.delete(key)
      this.bytes -= item.size
    }
  }
}

/**
 * A cache handler class bound to one Redis and one in-process state. Next constructs the
 * handler for every request, so the state lives here, outside the instances.
 * @param {{ url: string, prefix?: string, memoryBytes?: number, commandTimeoutMs?: number }} options
 */
export function createRedisCacheHandler(options) {
  const prefix = `${options.prefix ?? ''}next:`
  const memory = new MemoryStore(options.memoryBytes ?? 50 * 1024 * 1024)
  /** Revalidations made by this process (used while Redis is unreachable). */
  const localTags = new Map()
  let buildId = 'dev'
  let down = false

  const redis = new Redis(options.url, {
    // Fail at once while disconnected (no queue), and give up on a command after a while:
    // a request then renders the page instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: options.commandTimeoutMs ?? 1000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
    lazyConnect: false,
  })
  redis.on('error', () => {})
  // The first requests wait for the first connection attempt (up to 2 s), not for later ones.
  let firstConnection = new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000)
    timer.unref?.()
    const done = () => {
      clearTimeout(timer)
      resolve(undefined)
    }
    redis.once('ready', done)
    redis.once('error', done)
  }).then(() => {
    firstConnection = null
  })
  redis.on('ready', () => {
    if (down) log('info', 'page cache: Redis is back, sharing pages again')
    down = false
  })

  /** Runs a Redis call; undefined (and one warning per outage) when Redis fails. */
  async function attempt(work) {
    if (firstConnection) await firstConnection
    try {
      return await work()
    } catch (error) {
      if (!down) {
        down = true
        log('warn', 'page cache: Redis unavailable, caching in this process only', {
          error: String(error),
        })
      }
      return undefined
    }
  }

  const entryKey = (key) => `${prefix}e:${buildId}:${key}`
  const stampKey = (key) => `${prefix}m:${buildId}:${key}`
  const tagsKey = `${prefix}tags`

  /** Whether one of `tags` was revalidated after `lastModified` (times: list from Redis). */
  const revalidatedSince = (tags, times, lastModified) =>
    tags.some((tag, i) => {
      const t = Math.max(Number(times?.[i] ?? 0), localTags.get(tag) ?? 0)
      return t > lastModified
    })

  function remember(key, entry, size) {
    memory.set(key, entry, size ?? JSON.stringify(encode(entry.value)).length)
  }

  return class RedisCacheHandler {
    /** @param {{ serverDistDir?: string }} ctx */
    constructor(ctx) {
      if (buildId === 'dev' && ctx?.serverDistDir) {
        try {
          buildId = fs.readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
        } catch {
          // No build id (development): keys use "dev".
        }
      }
    }

    /** The Redis connection (tests close it). */
    static redis = redis

    async get(key, ctx) {
      const local = memory.get(key)
      if (local) {
        const answer = await attempt(() =>
          redis
            .pipeline()
            .get(stampKey(key))
            .hmget(tagsKey, ...(local.tags.length ? local.tags : ['-']))
            .exec(),
        )
        if (!answer || answer.some(([error]) => error)) {
          // Redis unreachable: this process's copy, unless this process revalidated it.
          if (revalidatedSince(local.tags, [], local.lastModified)) {
            memory.delete(key)
            return null
          }
          return local
        }
        const [[, stamp], [, times]] = answer
        if (Number(stamp) === local.lastModified) {
          if (!revalidatedSince(local.tags, times, local.lastModified)) return local
          memory.delete(key)
          return null
        }
        memory.delete(key)
      }
      const raw = await attempt(() => redis.get(entryKey(key)))
      if (!raw) return null
      const stored = JSON.parse(raw)
      const entry = {
        lastModified: stored.lastModified,
        value: decode(stored.value),
        cacheControl: stored.cacheControl,
        tags: stored.tags ?? tagsOf(stored.value, ctx),
      }
      if (entry.tags.length) {
        const times = await attempt(() => redis.hmget(tagsKey, ...entry.tags))
        if (revalidatedSince(entry.tags, times ?? [], entry.lastModified)) return null
      }
      remember(key, entry, raw.length)
      return entry
    }

    async set(key, data, ctx) {
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const entry = { lastModified: Date.now(), value: data, cacheControl, tags: tagsOf(data, ctx) }
      const raw = JSON.stringify({ ...entry, value: encode(data) })
      remember(key, entry, raw.length)
      const expire =
        typeof cacheControl?.expire === 'number' ? cacheControl.expire : MAX_TTL_SECONDS
      const ttl = Math.max(60, Math.min(MAX_TTL_SECONDS, expire))
      await attempt(() =>
        redis
          .multi()
          .set(entryKey(key), raw, 'EX', ttl)
          .set(stampKey(key), String(entry.lastModified), 'EX', ttl)
          .exec(),
      )
    }

    async revalidateTag(tags, _durations) {
      const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean)
      if (!list.length) return
      const now = Date.now()
      for (const tag of list) localTags.set(tag, now)
      const pairs = list.flatMap((tag) => [tag, String(now)])
      await attempt(() => redis.hset(tagsKey, ...pairs))
    }

    resetRequestCache() {}
  }
}

/** The handler Next uses: REDIS_URL, keys under REDIS_KEY_PREFIX. */
export default singleton('next-cache-handler', () =>
  process.env.REDIS_URL
    ? createRedisCacheHandler({ url: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX })
    : // Never used without REDIS_URL (next.config.ts only names this file then); a safe no-op.
      class NoCache {
        async get() {
          return null
        }
        async set() {}
        async revalidateTag() {}
        resetRequestCache() {}
      },
)
