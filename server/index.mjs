#!/usr/bin/env node
// The production server (`npm start`, the end-to-end tests and the benchmarks): Next.js's request
// handler on Node's http server, plus what `next start` does not do:
// - a strict script policy on cacheable pages: inline framework scripts allowed by hash
//   (./html-policy.mjs), HSTS and upgrade-insecure-requests when SITE_URL is https;
// - compression after that (gzip or brotli; `compress: false` in next.config);
// - a few seconds' copy of public pages in memory (./page-cache.mjs, PAGE_CACHE_TTL_MS);
// - the client's address settled from the socket and TRUST_PROXY_HOPS (./client-address.mjs);
// - a request id (X-Request-Id, accepted from a proxy or made here) on every response and log
//   line, and one JSON access-log line per request;
// - graceful shutdown on SIGTERM/SIGINT: stop accepting, finish what is in flight, stop the
//   background jobs, exit 0;
// - "not found" and error pages as HTML where Next sends an empty document (./not-found.mjs,
//   ./error-screen.mjs);
// - an empty copy of Next's rendered pages at start (pages of an earlier run may show content
//   the database no longer has: a restore, a fresh database, edits made while it was down).
// What it relies on in Next's and React's output is in ./next-internals.mjs; it warns at start
// when the installed versions are not the ones that module was tested on. It talks to the app
// (request ids, shutdown, the contact address) through src/lib/server-channels.mjs.
//
// Usage: node server/index.mjs [-p PORT] [-H HOSTNAME]   (PORT also from the env; not HOSTNAME,
// which Docker sets to the container's name)
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import pino from 'pino'
import { settleClientAddress } from './client-address.mjs'
import { reactRuntimePieces } from './csp.mjs'
import { createErrorScreens } from './error-screen.mjs'
import { controlPolicy } from './html-policy.mjs'
import { createNotFoundScreens, isScreenPath, localeCodes } from './not-found.mjs'
import { createPageCache } from './page-cache.mjs'
import {
  ASSET_PREFIX,
  ROUTE_CACHE_DIR,
  installedVersions,
  versionWarning,
} from './next-internals.mjs'
import { bodyLimit, pageRequestForSite, refuseLargeBody, refuseMethod } from './request-limits.mjs'
import {
  runRequest,
  shutdownApp,
  watchContact,
  watchMovedPages,
} from '../src/lib/server-channels.mjs'

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
  strict: false,
})
const port = Number(args.port ?? process.env.PORT ?? 3000)
// Unset: every interface, IPv4 and IPv6, as `next start` does.
const hostname = args.hostname ? String(args.hostname) : undefined
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000)
// The public origin (as src/lib/site-url.ts has it): pages are made for it whatever the
// request's Host said (./request-limits.mjs).
const site = new URL(process.env.SITE_URL || `http://localhost:${port}`)
const httpsSite = site.protocol === 'https:'
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0)

// Written synchronously: lines stay in order and none is lost when the process exits.
const log = pino(
  { level: process.env.LOG_LEVEL || 'info', base: { service: 'site' } },
  pino.destination({ dest: 1, sync: true }),
)

const untested = versionWarning(installedVersions(root))
if (untested) log.warn(untested)

// The company's name and contact address as the app knows them (src/features/site/contact-email.ts).
let contact = { email: null, company: null }
watchContact((known) => (contact = known))

/** An id from the proxy if it looks like one (nginx's $request_id, a UUID …), else a new one. */
function requestId(header) {
  const value = Array.isArray(header) ? header[0] : header
  return value && /^[A-Za-z0-9._:@-]{1,128}$/.test(value) ? value : randomUUID()
}

const pathOf = (url = '/') => url.split('?')[0] || '/'
const isAdmin = (p) => p === '/admin' || p.startsWith('/admin/')
/** Requests that may answer with a page (HEAD is answered like GET, so its policy matches). */
const maybePage = (p) => !p.startsWith(ASSET_PREFIX) && !p.startsWith('/api/') && !isAdmin(p)

const pieces = reactRuntimePieces()
if (!pieces.length) log.warn('React runtime scripts not found: streamed pages will be blocked')
const refusedSeen = new Set()

try {
  fs.rmSync(path.join(root, '.next', ROUTE_CACHE_DIR), { recursive: true, force: true })
} catch (error) {
  log.warn({ err: String(error) }, 'could not clear the rendered-page cache')
}

const { default: next } = await import('next')
// No hostname here: Next builds the URLs its middleware sees on "localhost", and a rewrite (the
// language middleware's) whose origin differs from the request's would be fetched over the
// network from this server instead of being served in place.
const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
await app.prepare()

// This server's own address, for the requests it makes to itself.
const local = { '0.0.0.0': '127.0.0.1', '::': '::1' }[hostname ?? '0.0.0.0'] ?? hostname
const self = `http://${local.includes(':') ? `[${local}]` : local}:${port}`

const locales = localeCodes(root)
const notFoundScreens = createNotFoundScreens({
  locales,
  origin: () => self,
  onError: (error) => log.warn({ err: String(error) }, 'not-found screen failed'),
})
const errorScreens = createErrorScreens({ root, locales, contact: () => contact })

const compress = compression()
const pageCache = createPageCache({ ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 2000) })
// A redirect added, changed or removed: the copies of its old address go at once.
watchMovedPages((paths) => pageCache.forget(paths))
let stopping = false
let inFlight = 0

function onRequest(req, res) {
  const started = process.hrtime.bigint()
  const id = requestId(req.headers['x-request-id'])
  const method = req.method
  const urlPath = pathOf(req.url)
  req.headers['x-request-id'] = id
  settleClientAddress(req, trustedHops)
  res.setHeader('X-Request-Id', id)
  if (httpsSite)
    res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload')
  if (stopping) res.setHeader('Connection', 'close')
  inFlight++
  let done = false
  const finish = () => {
    if (done) return
    done = true
    inFlight--
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const line = {
      reqId: id,
      method,
      path: urlPath,
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    }
    const routine = urlPath === '/api/health' || urlPath === '/api/ready'
    if (routine && res.statusCode < 400) log.debug(line, 'request')
    else log.info(line, 'request')
    // While stopping, a keep-alive connection closes as soon as its response is done.
    if (stopping) setImmediate(() => server.closeIdleConnections())
  }
  res.once('finish', finish)
  res.once('close', finish)

  // TRACE, PUT on a page …: a 405 (Next answered with a 500 or the page).
  if (refuseMethod(req, res, urlPath, locales)) return
  // A body over its limit: a 413 before anything reads it.
  if (refuseLargeBody(req, res, urlPath)) return
  const page = maybePage(urlPath)
  if (page) pageRequestForSite(req, site)
  // The not-found screens' own addresses are this server's alone (./not-found.mjs): anyone
  // else asking for one gets the plain "page not found" of the same language.
  if (page && isScreenPath(urlPath, locales) && !notFoundScreens.allowed(req))
    req.url = urlPath.replace(/page-not-found(\/.*)?$/, 'page-not-found')
  if (page && pageCache.serve(req, res)) return
  if (method === 'HEAD' && page) req.method = 'GET'
  runRequest({ id }, () => {
    compress(req, res, () => {
      controlPolicy(res, {
        hashScripts: !isAdmin(urlPath),
        upgradeInsecure: httpsSite,
        pieces,
        // (A HEAD is asked as a GET above: it is stored as the same page.)
        onHtml: page ? (body) => pageCache.store(req, res, body) : undefined,
        replace: page
          ? (status, body) =>
              notFoundScreens.replacement(req, status, body, pathOf(req.url)) ??
              errorScreens.replacement(status, body, req.url ?? '/')
          : undefined,
        onRefused: (texts) => {
          for (const text of texts) {
            if (refusedSeen.has(text) || refusedSeen.size > 100) continue
            refusedSeen.add(text)
            log.warn({ reqId: id, path: urlPath, script: text }, 'inline script left out of CSP')
          }
        },
      })
      handle(req, res).catch((error) => {
        // (A body cut off at its limit has been answered with a 413 already.)
        if (req.bodyTooLarge) return
        log.error({ reqId: id, err: String(error) }, 'request failed')
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  })
}

const server = http.createServer(onRequest)
// "Expect: 100-continue": a body over its limit is refused before the client sends it.
server.on('checkContinue', (req, res) => {
  if (!(Number(req.headers['content-length']) > bodyLimit(pathOf(req.url), req.headers)))
    res.writeContinue()
  onRequest(req, res)
})

server.listen(port, hostname, () => {
  log.info({ port, hostname: hostname ?? '*' }, `listening on port ${port}`)
  // Requests wait until start-up (migrations, seeding in src/instrumentation.ts) is done: the
  // first answer says when.
  fetch(`${self}/api/health`).then(
    (res) => log.info({ status: res.status }, 'ready'),
    (error) => log.warn({ err: String(error) }, 'first health check failed'),
  )
})

function shutdown(signal) {
  if (stopping) {
    log.warn({ signal }, 'second signal: stopping now')
    server.closeAllConnections()
    process.exit(1)
  }
  stopping = true
  log.info({ signal, inFlight, timeoutMs: shutdownTimeoutMs }, 'shutting down')
  const timer = setTimeout(() => {
    log.warn({ inFlight }, 'shutdown timed out: closing open connections')
    server.closeAllConnections()
    process.exit(1)
  }, shutdownTimeoutMs)
  timer.unref()
  const closed = new Promise((resolve) => server.close(resolve))
  // Idle keep-alive connections close now; busy ones when their response is done (finish).
  server.closeIdleConnections()
  Promise.all([
    closed,
    shutdownApp().catch((error) =>
      log.error({ err: String(error) }, 'stopping background jobs failed'),
    ),
  ])
    .then(() => app.close?.())
    .then(
      () => {
        log.info('stopped')
        process.exit(0)
      },
      (error) => {
        log.error({ err: String(error) }, 'shutdown failed')
        process.exit(1)
      },
    )
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown(signal))
