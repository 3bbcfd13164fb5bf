// Sets each response's Content-Security-Policy as it leaves the server. HTML pages outside the
// admin are held until complete, their inline framework scripts are hashed (./csp.mjs) and the
// hashes are added to script-src; everything else passes through untouched, as it streams.
import { inlineScripts, withDirective, withScriptSources } from './csp.mjs'
import { singleLocation } from './next-internals.mjs'

const CSP = 'content-security-policy'

/** Header value as one string (Node keeps arrays for repeated headers). */
const one = (value) =>
  Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value)

/** Applies writeHead's arguments (status, optional reason, optional headers) to the response. */
function applyWriteHead(res, args) {
  const [status, second, third] = args
  const headers = typeof second === 'string' ? third : second
  res.statusCode = status
  if (typeof second === 'string') res.statusMessage = second
  if (Array.isArray(headers)) {
    // Either [[name, value], …] or the flat raw list [name, value, name, value, …].
    const pairs = Array.isArray(headers[0])
      ? headers
      : headers.flatMap((v, i) => (i % 2 ? [] : [[v, headers[i + 1]]]))
    for (const [name, value] of pairs) res.setHeader(name, value)
  } else if (headers) {
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Takes over the response's writing methods until its headers are known.
 *
 * options.hashScripts: hash this response's inline scripts if it turns out to be HTML (false
 *   for the admin, which keeps its own looser policy).
 * options.upgradeInsecure: add upgrade-insecure-requests to the policy (site served over https).
 * options.pieces: React's runtime scripts (reactRuntimePieces()).
 * options.onRefused(texts): inline scripts left out of the policy (logged by the caller).
 * options.onHtml(body): the finished HTML page, its final headers set (for ./page-cache.mjs).
 * options.replace(status, body): another page to send instead (./not-found.mjs), or null.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {{ hashScripts: boolean, upgradeInsecure: boolean, pieces: string[],
 *   onRefused?: (texts: string[]) => void, onHtml?: (body: Buffer) => void,
 *   replace?: (status: number, body: Buffer) => Promise<Buffer | null> | null }} options
 */
export function controlPolicy(
  res,
  { hashScripts, upgradeInsecure, pieces, onRefused, onHtml, replace },
) {
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
    flush: res.flush,
  }
  /** @type {'open' | 'hold' | 'pass'} */
  let state = 'open'
  /** @type {Buffer[]} */
  const chunks = []

  const restore = () => {
    for (const [name, fn] of Object.entries(original)) res[name] = fn
  }

  const decide = () => {
    if (state !== 'open') return
    singleLocation(res)
    const policy = one(res.getHeader(CSP))
    if (res.statusCode === 304) {
      // A 304 refreshes the stored response's headers: a policy here would replace the one
      // that holds the stored page's hashes. Leave the stored one alone.
      res.removeHeader(CSP)
    } else if (policy && upgradeInsecure) {
      res.setHeader(CSP, withDirective(policy, 'upgrade-insecure-requests'))
    }
    const html = /^\s*text\/html\b/i.test(one(res.getHeader('content-type')))
    if (hashScripts && html && res.statusCode !== 304 && res.statusCode !== 204) {
      state = 'hold'
    } else {
      state = 'pass'
      restore()
    }
  }

  const release = (callback) => {
    const raw = Buffer.concat(chunks)
    const other = replace?.(res.statusCode, raw)
    if (!other) return send(raw, callback)
    other.then(
      (body) => send(body ?? raw, callback),
      () => send(raw, callback),
    )
  }

  const send = (body, callback) => {
    const policy =
      one(res.getHeader(CSP)) || "default-src 'self'; object-src 'none'; base-uri 'self'"
    try {
      const { allowed, refused } = inlineScripts(body, pieces)
      if (refused.length) onRefused?.(refused)
      res.setHeader(CSP, withScriptSources(policy, allowed))
    } catch (error) {
      // Never send a page without a policy: at worst its own scripts are refused too.
      res.setHeader(CSP, withScriptSources(policy, []))
      onRefused?.([`(hashing failed: ${error})`])
    }
    // The whole page is known: its length frames it. (Only a Transfer-Encoding actually set
    // is removed: removing the header also stops Node from chunking the response, and the
    // compression after this drops the length, so the answer would have no framing at all and
    // its connection would have to close.)
    if (res.hasHeader('transfer-encoding')) res.removeHeader('transfer-encoding')
    res.setHeader('content-length', body.length)
    onHtml?.(body)
    restore()
    return callback ? original.end.call(res, body, callback) : original.end.call(res, body)
  }

  res.writeHead = function (...args) {
    applyWriteHead(res, args)
    decide()
    if (state === 'pass') return original.writeHead.call(res, res.statusCode)
    return res
  }
  res.flushHeaders = function () {
    decide()
    if (state === 'pass') return original.flushHeaders.call(res)
  }
  if (typeof original.flush === 'function') {
    res.flush = function () {
      if (state === 'pass') return original.flush.call(res)
    }
  }
  res.write = function (chunk, encoding, callback) {
    decide()
    if (state === 'pass') return original.write.call(res, chunk, encoding, callback)
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    if (callback) process.nextTick(callback)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    decide()
    if (state === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    release(callback)
    return res
  }
}
