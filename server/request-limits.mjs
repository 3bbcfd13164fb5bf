// What the server accepts before Next sees a request: the methods an address answers, the size
// of a request body, and the host the pages are made for.
// - Methods: Next answered TRACE (and any method it does not know) with a 500, and PUT, DELETE
//   or PATCH on a page with the page itself. A page answers GET and HEAD (and POST where its
//   form posts to itself, as the admin's do), a file under /_next GET and HEAD; our own API route
//   handlers the methods they export (./route-methods.mjs: Next's own 405 for the others carried
//   no Allow), the rest of the API (Payload's) the usual methods. Anything else: 405 with Allow.
// - Bodies: Payload reads a JSON body whole into memory. A body over its limit is
//   refused with a 413 before anything reads it: by its Content-Length up front, or as its bytes
//   arrive when it is sent in chunks without one (nothing is buffered to count them).
// - Host: pages name their own address in the Link header (hreflang, from next-intl's
//   middleware, which reads Host, X-Forwarded-Host and X-Forwarded-Proto) and in redirects, and
//   a page is copied in memory for every visitor (./page-cache.mjs). A page request is therefore
//   made for SITE_URL's host and protocol whatever the request said.
import {
  BODY_LIMIT_BYTES,
  INQUIRY_BODY_LIMIT_BYTES,
  MEDIA_BODY_LIMIT_BYTES,
} from '../src/lib/body-limits.mjs'
import { ASSET_PREFIX } from './next-internals.mjs'
import { routeMethods } from './route-methods.mjs'

/** The methods Payload's REST API takes (it answers a path without such an endpoint with 404). */
const APP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Pages whose forms post to the page itself (sign-in, sign-up, password, account). */
const FORM_PAGES = new Set(['account', 'auth', 'login', 'signup'])

/**
 * The methods an address answers.
 * @param {string} pathname
 * @param {string[]} locales
 */
export function allowedMethods(pathname, locales) {
  if (pathname === '/api' || pathname.startsWith('/api/'))
    return routeMethods(pathname) ?? APP_METHODS
  // The admin's pages post to themselves (Payload's server functions); its data goes through
  // the API.
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return ['GET', 'HEAD', 'POST']
  if (pathname.startsWith(ASSET_PREFIX)) return ['GET', 'HEAD']
  const parts = pathname.split('/')
  const first = locales.includes(parts[1] ?? '') ? parts[2] : parts[1]
  return FORM_PAGES.has(first ?? '') ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

/**
 * Answers a request whose method the address does not take (405, or 204 to OPTIONS on a page)
 * and returns true; false when the method is allowed.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {string[]} locales
 */
export function refuseMethod(req, res, pathname, locales) {
  const allowed = allowedMethods(pathname, locales)
  if (allowed.includes(req.method ?? '')) return false
  const allow = allowed.join(', ')
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { Allow: allow, 'Cache-Control': 'no-store', 'Content-Length': 0 })
    res.end()
    return true
  }
  plainAnswer(res, pathname, 405, 'Method Not Allowed', { Allow: allow })
  return true
}

/** The addresses that take posts with attached files (src/features/attachments). */
const WITH_FILES = [
  /^\/api\/inquiry\/?$/,
  /^\/api\/conversation\/?$/,
  /^\/api\/inquiry-messages\/reply\/[1-9]\d{0,9}\/?$/,
]

/**
 * The largest body a request may carry: an upload to the media collection (multipart, staff
 * only) up to the upload limit, a post with attached files (multipart: an inquiry to
 * /api/inquiry, a buyer's message to /api/conversation, a staff reply to
 * /api/inquiry-messages/reply/{id}) up to five files of 10 MiB, anything else 1 MiB.
 * @param {string} pathname
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function bodyLimit(pathname, headers) {
  const type = String(headers['content-type'] ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data') && /^\/api\/media(\/|$)/.test(pathname))
    return MEDIA_BODY_LIMIT_BYTES
  if (type.startsWith('multipart/form-data') && WITH_FILES.some((re) => re.test(pathname)))
    return INQUIRY_BODY_LIMIT_BYTES
  return BODY_LIMIT_BYTES
}

/** "1 MB", "20 MB": a limit as people read it. */
const megabytes = (bytes) => `${Math.floor(bytes / (1024 * 1024))} MB`

/** A short answer: Payload's error shape under /api, plain text elsewhere. */
function plainAnswer(res, pathname, status, message, headers = {}) {
  const api = pathname === '/api' || pathname.startsWith('/api/')
  const body = api ? JSON.stringify({ errors: [{ message }] }) : `${message}\n`
  res.writeHead(status, {
    ...headers,
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  })
  res.end(body)
}

/**
 * Answers a request whose body is over its limit with a 413, at once. A body of a declared length
 * is then read and dropped (nothing keeps it), so that the connection is not reset under the
 * answer before the client has read it ("lingering close", RFC 9112 §9.6: closing while the
 * client was still sending made some clients lose the 413); one that has not arrived 2 s after
 * the answer is cut off, and the connection stays usable once it has. A chunked body, already
 * cut for its reader, and a client that asked for "100 Continue" (it sends no body) get their
 * connection closed after the answer.
 */
function tooLarge(req, res, pathname, limit, { linger }) {
  req.bodyTooLarge = true
  if (res.headersSent) {
    req.socket.destroy()
    return
  }
  res.once('finish', () => {
    const timer = setTimeout(() => {
      if (!linger || !req.complete) req.socket.destroy()
    }, 2000)
    timer.unref()
    if (linger) req.resume()
  })
  const message = `Request body too large: at most ${megabytes(limit)}.`
  plainAnswer(res, pathname, 413, message, linger ? {} : { Connection: 'close' })
}

/**
 * Refuses a body over its limit: at once (413, true) when its Content-Length says so; when it
 * comes in chunks without one, counts its bytes as they arrive and answers 413 at the first byte
 * over the limit, after which none reaches the reader (false here: the request goes on).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
export function refuseLargeBody(req, res, pathname) {
  const limit = bodyLimit(pathname, req.headers)
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) > limit) {
      const waiting = String(req.headers.expect ?? '').toLowerCase() === '100-continue'
      tooLarge(req, res, pathname, limit, { linger: !waiting })
      return true
    }
    // Node's parser reads no more than Content-Length says.
    return false
  }
  if (req.headers['transfer-encoding'] === undefined) return false
  // The HTTP parser hands each piece of the body to push() (a Readable's input): counted here,
  // before any reader sees it, without buffering.
  let received = 0
  const push = req.push
  req.push = function (chunk, encoding) {
    // The rest is read and dropped (the connection closes after the 413).
    if (req.bodyTooLarge) return true
    if (chunk) {
      received += chunk.length
      if (received > limit) {
        tooLarge(req, res, pathname, limit, { linger: false })
        // The reader gets the end of a cut body (and fails on it) instead of waiting forever.
        return push.call(this, null)
      }
    }
    return push.call(this, chunk, encoding)
  }
  return false
}

/**
 * Makes a page request's host and protocol those of the site (SITE_URL), so that nothing a
 * visitor sends in Host, X-Forwarded-Host or X-Forwarded-Proto ends up in a page, its Link
 * header or a redirect, and so in the copy other visitors get.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} site
 */
export function pageRequestForSite(req, site) {
  req.headers.host = site.host
  delete req.headers['x-forwarded-host']
  req.headers['x-forwarded-proto'] = site.protocol.replace(/:$/, '')
}
