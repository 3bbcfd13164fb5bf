/**
 * The MDN HTTP Observatory's grading of one response, re-implemented from its published scoring
 * rules (mdn/mdn-http-observatory, and httpobs/docs/scoring.md of mozilla/http-observatory) for
 * the tests that grade the headers and cookies: content security policy, cookies, CORS,
 * referrer policy, HSTS, subresource integrity, X-Content-Type-Options, X-Frame-Options and
 * Cross-Origin-Resource-Policy. The redirection test (http → https on the same host) is the
 * TLS proxy's job (deploy/nginx.conf) and is not graded here.
 *
 * Every site starts at 100; penalties apply, and bonuses only when the score without them is 90
 * or more. 100 and above is A+.
 */

export type Graded = { test: string; result: string; modifier: number }

export type ObservatoryInput = {
  /** The URL that was fetched (its scheme matters). */
  url: string
  /** Response headers; repeated ones as arrays (Set-Cookie). */
  headers: Record<string, string | string[]>
  /** The body, for subresource integrity. */
  body: string
  /** Cookies set on the way (e.g. by redirects or other responses of the visit), raw. */
  extraCookies?: string[]
}

const values = (h: ObservatoryInput['headers'], name: string): string[] => {
  const entry = Object.entries(h).find(([k]) => k.toLowerCase() === name)
  if (!entry) return []
  return Array.isArray(entry[1]) ? entry[1] : [entry[1]]
}
const first = (h: ObservatoryInput['headers'], name: string) => values(h, name)[0]

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const hashOrNonce = (sources: Set<string>) =>
  [...sources].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s))

/** Directive name → source set; the first of a repeated directive counts. */
function parsePolicy(policies: string[]): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>()
  for (const policy of policies.flatMap((p) => p.split(','))) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (!name) continue
      const key = name.toLowerCase()
      if (!csp.has(key)) csp.set(key, new Set(sources.map((s) => s.toLowerCase())))
    }
  }
  return csp
}

function cspTest(input: ObservatoryInput): Graded & { frameAncestors: boolean } {
  const raw = values(input.headers, 'content-security-policy')
  const grade = (result: string, modifier: number, frameAncestors = false) => ({
    test: 'content-security-policy',
    result,
    modifier,
    frameAncestors,
  })
  if (!raw.length) return grade('csp-not-implemented', -25)
  const csp = parsePolicy(raw)
  if (!csp.size) return grade('csp-header-invalid', -25)
  const https = input.url.startsWith('https:')
  const copy = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*'])
  const scriptSrc = copy('script-src')
  const objectSrc = copy('object-src')
  const styleSrc = copy('style-src')
  for (const list of [scriptSrc, styleSrc]) if (hashOrNonce(list)) list.delete("'unsafe-inline'")
  if (scriptSrc.has("'strict-dynamic'")) {
    if (!hashOrNonce(scriptSrc)) return grade('csp-header-invalid', -25)
    for (const s of [...scriptSrc])
      if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        scriptSrc.delete(s)
  }
  const passive = ['img-src', 'media-src'].flatMap((d) => [
    ...(csp.get(d) ?? csp.get('default-src') ?? []),
  ])
  const active = [
    ...[...csp.entries()]
      .filter(([d]) => !['img-src', 'media-src', 'script-src'].includes(d))
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ]
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')
  const result = (() => {
    if (
      [...scriptSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) ||
      [...objectSrc].some((s) => BROAD.has(s))
    )
      return grade('csp-implemented-with-unsafe-inline', -20)
    if (https && active.some(insecure)) return grade('csp-implemented-with-insecure-scheme', -20)
    if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
      return grade('csp-implemented-with-unsafe-eval', -10)
    if (https && passive.some(insecure))
      return grade('csp-implemented-with-insecure-scheme-in-passive-content-only', -10)
    if ([...styleSrc].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
      return grade('csp-implemented-with-unsafe-inline-in-style-src-only', 0)
    const def = csp.get('default-src')
    if (def?.size === 1 && def.has("'none'"))
      return grade('csp-implemented-with-no-unsafe-default-src-none', 10)
    return grade('csp-implemented-with-no-unsafe', 5)
  })()
  // X-Frame-Options counts as implemented through CSP when frame-ancestors is set.
  return { ...result, frameAncestors: csp.has('frame-ancestors') }
}

function hstsTest(input: ObservatoryInput): Graded {
  const grade = (result: string, modifier: number) => ({
    test: 'strict-transport-security',
    result,
    modifier,
  })
  if (!input.url.startsWith('https:')) return grade('hsts-not-implemented-no-https', -20)
  const header = first(input.headers, 'strict-transport-security')
  if (!header) return grade('hsts-not-implemented', -20)
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header)
  if (!maxAge) return grade('hsts-header-invalid', -20)
  return Number(maxAge[1]) >= 15768000
    ? grade('hsts-implemented-max-age-at-least-six-months', 0)
    : grade('hsts-implemented-max-age-less-than-six-months', -10)
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null }

function parseCookie(raw: string): Cookie {
  const [pair, ...attrs] = raw.split(';')
  const cookie: Cookie = {
    name: pair.split('=')[0].trim(),
    secure: false,
    httpOnly: false,
    sameSite: null,
  }
  for (const attr of attrs) {
    const [key, value] = attr.split('=').map((s) => s.trim())
    const k = key.toLowerCase()
    if (k === 'secure') cookie.secure = true
    if (k === 'httponly') cookie.httpOnly = true
    if (k === 'samesite') cookie.sameSite = value ?? ''
  }
  return cookie
}

function cookiesTest(input: ObservatoryInput, hsts: boolean): Graded {
  const raw = [...values(input.headers, 'set-cookie'), ...(input.extraCookies ?? [])]
  const grade = (result: string, modifier: number) => ({ test: 'cookies', result, modifier })
  if (!raw.length) return grade('cookies-not-found', 0)
  // From least to most serious; a cookie can only make the result worse.
  const ladder: [string, number][] = [
    ['cookies-without-secure-flag-but-protected-by-hsts', -5],
    ['cookies-without-secure-flag', -20],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
    ['cookies-samesite-flag-invalid', -20],
    ['cookies-anticsrf-without-samesite-flag', -20],
    ['cookies-session-without-httponly-flag', -30],
    ['cookies-session-without-secure-flag', -40],
  ]
  let worst = -1
  const worse = (result: string) => {
    worst = Math.max(
      worst,
      ladder.findIndex(([r]) => r === result),
    )
  }
  let missingSameSite = false
  for (const line of raw) {
    const c = parseCookie(line)
    const session = /login|sess/i.test(c.name)
    const csrf = /csrf/i.test(c.name)
    if (c.sameSite !== null && !['lax', 'strict', 'none'].includes(c.sameSite.toLowerCase()))
      worse('cookies-samesite-flag-invalid')
    if (!c.secure && c.sameSite?.toLowerCase() === 'none') worse('cookies-samesite-flag-invalid')
    if (!c.secure)
      worse(
        hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
      )
    if (csrf && !c.sameSite) worse('cookies-anticsrf-without-samesite-flag')
    if (session && !c.secure)
      worse(
        hsts
          ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
          : 'cookies-session-without-secure-flag',
      )
    if (session && !c.httpOnly) worse('cookies-session-without-httponly-flag')
    if (!c.sameSite) missingSameSite = true
  }
  if (worst >= 0) return grade(...ladder[worst])
  return missingSameSite
    ? grade('cookies-secure-with-httponly-sessions', 0)
    : grade('cookies-secure-with-httponly-sessions-and-samesite', 5)
}

function corsTest(input: ObservatoryInput): Graded {
  const origin = first(input.headers, 'access-control-allow-origin')
  const credentials = first(input.headers, 'access-control-allow-credentials')
  const grade = (result: string, modifier: number) => ({
    test: 'cross-origin-resource-sharing',
    result,
    modifier,
  })
  if (!origin) return grade('cross-origin-resource-sharing-not-implemented', 0)
  if (origin.trim() === '*')
    return grade('cross-origin-resource-sharing-implemented-with-public-access', 0)
  if (credentials?.trim().toLowerCase() === 'true')
    return grade('cross-origin-resource-sharing-implemented-with-universal-access', -50)
  return grade('cross-origin-resource-sharing-implemented-with-restricted-access', 0)
}

function referrerTest(input: ObservatoryInput): Graded {
  const grade = (result: string, modifier: number) => ({
    test: 'referrer-policy',
    result,
    modifier,
  })
  const raw = values(input.headers, 'referrer-policy')
  if (!raw.length) return grade('referrer-policy-not-implemented', 0)
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  const policy = raw
    .join(',')
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => good.includes(p) || bad.includes(p))
    .at(-1)
  if (policy && good.includes(policy)) return grade('referrer-policy-private', 5)
  if (policy) return grade('referrer-policy-unsafe', -5)
  return grade('referrer-policy-header-invalid', -5)
}

function sriTest(input: ObservatoryInput): Graded {
  const grade = (result: string, modifier: number) => ({
    test: 'subresource-integrity',
    result,
    modifier,
  })
  const type = (first(input.headers, 'content-type') ?? '').split(';')[0].trim()
  if (type && type !== 'text/html') return grade('sri-not-implemented-response-not-html', 0)
  const host = new URL(input.url).hostname.split('.').slice(-2).join('.')
  const scripts = [...input.body.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1])
  if (!scripts.length) return grade('sri-not-implemented-but-no-scripts-loaded', 0)
  let result: Graded | null = null
  let foreign = false
  const ladder = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
  ]
  const modifiers: Record<string, number> = {
    'sri-implemented-and-all-scripts-loaded-securely': 5,
    'sri-implemented-and-external-scripts-loaded-securely': 5,
    'sri-implemented-but-external-scripts-not-loaded-securely': -20,
    'sri-not-implemented-but-external-scripts-loaded-securely': -5,
    'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  }
  const worse = (r: string) => {
    if (!result || ladder.indexOf(r) > ladder.indexOf(result.result))
      result = grade(r, modifiers[r])
  }
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]
    if (!src) continue
    const integrity = /\bintegrity\s*=/i.test(attrs)
    const protocolRelative = src.startsWith('//')
    const absolute = /^https?:\/\//i.test(src)
    const sameSite =
      !absolute && !protocolRelative ? true : absolute && new URL(src).hostname.endsWith(host)
    const secureOrigin = !absolute && !protocolRelative ? true : sameSite && !protocolRelative
    const secureScheme = absolute
      ? src.startsWith('https:')
      : !protocolRelative && input.url.startsWith('https:')
    if (!secureOrigin) {
      foreign = true
      if (integrity && !secureScheme)
        worse('sri-implemented-but-external-scripts-not-loaded-securely')
      else if (!integrity && secureScheme)
        worse('sri-not-implemented-but-external-scripts-loaded-securely')
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely')
    } else if (integrity && secureScheme && !result) {
      result = grade('sri-implemented-and-all-scripts-loaded-securely', 5)
    }
  }
  if (result) return result
  return foreign
    ? grade('sri-implemented-and-external-scripts-loaded-securely', 5)
    : grade('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0)
}

function contentTypeOptionsTest(input: ObservatoryInput): Graded {
  const header = first(input.headers, 'x-content-type-options')
  const grade = (result: string, modifier: number) => ({
    test: 'x-content-type-options',
    result,
    modifier,
  })
  if (!header) return grade('x-content-type-options-not-implemented', -5)
  return header.trim().toLowerCase() === 'nosniff'
    ? grade('x-content-type-options-nosniff', 0)
    : grade('x-content-type-options-header-invalid', -5)
}

function frameOptionsTest(input: ObservatoryInput, viaCsp: boolean): Graded {
  const grade = (result: string, modifier: number) => ({
    test: 'x-frame-options',
    result,
    modifier,
  })
  if (viaCsp) return grade('x-frame-options-implemented-via-csp', 5)
  const header = first(input.headers, 'x-frame-options')?.trim().toLowerCase()
  if (!header) return grade('x-frame-options-not-implemented', -20)
  if (header === 'deny' || header === 'sameorigin')
    return grade('x-frame-options-sameorigin-or-deny', 0)
  if (header.startsWith('allow-from')) return grade('x-frame-options-allow-from-origin', 0)
  return grade('x-frame-options-header-invalid', -20)
}

function resourcePolicyTest(input: ObservatoryInput): Graded {
  const header = first(input.headers, 'cross-origin-resource-policy')?.trim().toLowerCase()
  const grade = (result: string, modifier: number) => ({
    test: 'cross-origin-resource-policy',
    result,
    modifier,
  })
  if (!header) return grade('cross-origin-resource-policy-not-implemented', 0)
  if (header === 'same-origin')
    return grade('cross-origin-resource-policy-implemented-with-same-origin', 10)
  if (header === 'same-site')
    return grade('cross-origin-resource-policy-implemented-with-same-site', 10)
  if (header === 'cross-origin')
    return grade('cross-origin-resource-policy-implemented-with-cross-origin', 0)
  return grade('cross-origin-resource-policy-header-invalid', -5)
}

/** Grades one response; `score` ≥ 100 is A+. */
export function observatory(input: ObservatoryInput) {
  const csp = cspTest(input)
  const hsts = hstsTest(input)
  const tests: Graded[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    cookiesTest(input, hsts.modifier === 0),
    corsTest(input),
    referrerTest(input),
    hsts,
    sriTest(input),
    contentTypeOptionsTest(input),
    frameOptionsTest(input, csp.frameAncestors),
    resourcePolicyTest(input),
  ]
  const withBonuses = 100 + tests.reduce((sum, t) => sum + t.modifier, 0)
  const penaltiesOnly = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0)
  const score = Math.max(0, penaltiesOnly >= 90 ? withBonuses : penaltiesOnly)
  return { score, grade: grade(score), tests }
}

function grade(score: number): string {
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ]
  return chart.find(([min]) => score >= min)?.[1] ?? 'F'
}
