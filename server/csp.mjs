// A strict script policy for pages that stay cacheable: the inline scripts that Next.js and
// React write into a page are recognised by their shape and allowed by their SHA-256 hash, per
// response. Nonces would make every page render per request; hashes of a prerendered page are
// the same for every visitor, so the page stays in Next's cache and a CDN's.
//
// Only framework scripts, and our own few (exact texts: src/lib/inline-scripts.mjs), are
// hashed. Any other inline script (say, markup injected through a bug) is left out of the
// policy, so the browser refuses to run it.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { SITE_SCRIPTS } from '../src/lib/inline-scripts.mjs'
import {
  PAYLOAD_SCRIPT,
  REACT_RUNTIME,
  TURBOPACK_BOOTSTRAP,
  reactDomServerBuilds,
} from './next-internals.mjs'

/** Inline scripts of our own, allowed by their exact text. */
const OWN_SCRIPTS = SITE_SCRIPTS

/** Types a browser executes as classic or module scripts (an empty type counts as JavaScript). */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'module',
])

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

const ATTRIBUTE = Object.fromEntries(
  ['src', 'type'].map((name) => [
    name,
    new RegExp(
      `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`,
      'i',
    ),
  ]),
)

/** The value of an attribute (src or type) in a start tag's attribute text, or null. */
function attribute(attrs, name) {
  const match = ATTRIBUTE[name].exec(attrs)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ''
}

/** JSON.parse without throwing. */
function isJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Whether a script is one of Next's own that only hand JSON data to a global. */
function isNextScript(text) {
  const push = PAYLOAD_SCRIPT.exec(text)
  if (push) return isJson(push[2])
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(text)
  return Boolean(bootstrap && isJson(bootstrap[1]) && isJson(bootstrap[2]))
}

/** Undoes the escapes of a JavaScript string literal's body. */
function unescapeLiteral(body) {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[\s\S])/g, (_, e) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16))
    if (e[0] === 'u' && e[1] === '{') return String.fromCodePoint(parseInt(e.slice(2, -1), 16))
    if (e[0] === 'u' && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16))
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' }[e] ?? e
  })
}

/**
 * React's streaming runtime scripts (./next-internals.mjs, REACT_RUNTIME), read from the
 * react-dom server builds that ship with Next.js so that an upgrade brings its own. Each is an
 * exact text; a script may be several of them followed by instruction calls with literal
 * arguments.
 */
export function reactRuntimePieces(files = reactDomServerBuilds()) {
  const pieces = new Set()
  for (const file of files) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.includes('function') && !line.includes('new Map')) continue
      const match = REACT_RUNTIME.line.exec(line)
      if (!match) continue
      let text = unescapeLiteral(match[1].slice(1, -1))
      if (!REACT_RUNTIME.start.test(text)) continue
      text = text.replace(REACT_RUNTIME.partialCall, '')
      if (text) pieces.add(text)
    }
  }
  // Longest first, so a piece that begins with a shorter one is tried before it.
  return [...pieces].sort((a, b) => b.length - a.length)
}

// React's runtime scripts are a few kilobytes; longer texts are not tried (the search for the end
// of a call's arguments is quadratic in the worst case).
const MAX_REACT_SCRIPT = 50_000

/** Whether a script is only React runtime pieces and instruction calls with JSON arguments. */
function isReactScript(text, pieces) {
  if (text.length > MAX_REACT_SCRIPT) return false
  let at = 0
  let seen = false
  outer: while (at < text.length) {
    const c = text[at]
    if (c === ';' || c === '\n' || c === ' ') {
      at++
      continue
    }
    for (const piece of pieces) {
      if (text.startsWith(piece, at)) {
        at += piece.length
        seen = true
        continue outer
      }
    }
    const call = REACT_RUNTIME.call.exec(text.slice(at, at + 8))
    if (!call) return false
    const open = at + call[0].length
    // The arguments end at the first `)` that leaves them valid JSON (strings may hold `)`).
    for (let close = text.indexOf(')', open); close !== -1; close = text.indexOf(')', close + 1)) {
      if (isJson(`[${text.slice(open, close)}]`)) {
        at = close + 1
        seen = true
        continue outer
      }
    }
    return false
  }
  return seen
}

/**
 * The CSP source of a script text: 'sha256-…' over its UTF-8 bytes, as a browser hashes it.
 * `encoding` 'latin1' means the text is the response's bytes read one per character.
 */
export function scriptHash(text, encoding = 'utf8') {
  // The HTML parser turns CRLF and CR into LF before the script sees its text.
  const normalised = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text
  return `'sha256-${createHash('sha256').update(normalised, encoding).digest('base64')}'`
}

// Verdicts by hash: a cached page repeats the same scripts on every request, so each is checked
// once. Bounded; cleared when full.
const verdicts = new Map()
const MAX_VERDICTS = 5000

/**
 * The inline scripts of an HTML document: `allowed` are the hash sources of the framework's
 * scripts, `refused` the beginnings of any other inline executable script (for the log).
 * External scripts (`src`) and data blocks (JSON-LD and other non-script types) need no hash.
 * A Buffer is read as the UTF-8 bytes of the response (scanned one byte per character, which
 * is faster and hashes the exact bytes); a string as text.
 */
export function inlineScripts(html, pieces) {
  const encoding = typeof html === 'string' ? 'utf8' : 'latin1'
  const text = typeof html === 'string' ? html : html.toString('latin1')
  const allowed = new Set()
  const refused = []
  SCRIPT_TAG.lastIndex = 0
  for (let m = SCRIPT_TAG.exec(text); m; m = SCRIPT_TAG.exec(text)) {
    const attrs = m[1]
    const body = m[2]
    if (attribute(attrs, 'src') !== null) continue
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    if (body === '') continue
    const hash = scriptHash(body, encoding)
    let ok = verdicts.get(hash)
    if (ok === undefined) {
      ok = OWN_SCRIPTS.has(body) || isNextScript(body) || isReactScript(body, pieces)
      if (verdicts.size >= MAX_VERDICTS) verdicts.clear()
      verdicts.set(hash, ok)
    }
    if (ok) allowed.add(hash)
    else refused.push(Buffer.from(body.slice(0, 80), encoding).toString('utf8'))
  }
  return { allowed: [...allowed], refused }
}

/** Splits a policy into [name, value] directives (names lower-cased). */
function directives(policy) {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const space = d.search(/\s/)
      return space === -1
        ? [d.toLowerCase(), '']
        : [d.slice(0, space).toLowerCase(), d.slice(space + 1).trim()]
    })
}

/**
 * The policy with `sources` added to its script-src (created from default-src, or 'self', when
 * missing). 'unsafe-inline' cannot creep in: it is dropped from script-src whatever else it has.
 */
export function withScriptSources(policy, sources) {
  const list = directives(policy)
  const fallback = list.find(([name]) => name === 'default-src')?.[1] ?? "'self'"
  let scriptSrc = list.find(([name]) => name === 'script-src')
  if (!scriptSrc) {
    scriptSrc = ['script-src', fallback]
    list.push(scriptSrc)
  }
  const values = scriptSrc[1]
    .split(/\s+/)
    .filter((v) => v && v.toLowerCase() !== "'unsafe-inline'" && v.toLowerCase() !== "'none'")
  for (const source of sources) if (!values.includes(source)) values.push(source)
  scriptSrc[1] = values.length ? values.join(' ') : "'none'"
  return list.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ')
}

/** The policy with a directive added when it is missing (e.g. upgrade-insecure-requests). */
export function withDirective(policy, directive) {
  const name = directive.split(/\s+/)[0].toLowerCase()
  if (directives(policy).some(([n]) => n === name)) return policy
  return `${policy.replace(/[;\s]+$/, '')}; ${directive}`
}
