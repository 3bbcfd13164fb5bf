// Everything the server relies on in Next.js's and React's output that they do not document:
// markers in their HTML, header names, paths. Nothing outside this module names them, so an
// upgrade of Next or React is checked here and nowhere else:
//   - server/next-internals.test.ts checks each one against the installed packages;
//   - tests/e2e/next-internals.e2e.ts checks them against the built site's real pages;
//   - `testedWith` holds the versions both last passed on. At start the server compares it with
//     the installed versions and logs one warning on a mismatch (versionWarning): it keeps
//     serving, with the strict script policy, and any inline script it no longer recognises is
//     left out of the policy (the browser refuses it), never allowed.
// After an upgrade: run both tests, fix what fails here, then set `testedWith`.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** The versions the tests of this module last passed on. */
export const testedWith = { next: '16.4.6', react: '19.3.1' }

/** The versions of next and react installed beside the project at `root`. */
export function installedVersions(root) {
  const require = createRequire(path.join(root, 'package.json'))
  const version = (name) =>
    JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version
  return { next: version('next'), react: version('react') }
}

/** One line saying which installed versions differ from `tested`, or null when none does. */
export function versionWarning(installed, tested = testedWith) {
  const differ = Object.keys(tested).filter((name) => installed[name] !== tested[name])
  if (!differ.length) return null
  const list = differ.map((n) => `${n} ${installed[n]} (tested: ${tested[n]})`).join(', ')
  return (
    `${list}: the markers in server/next-internals.mjs are not checked against this version. ` +
    'Pages keep their strict script policy; inline scripts no longer recognised are refused ' +
    '(logged as "inline script left out of CSP"). Run server/next-internals.test.ts and ' +
    'tests/e2e/next-internals.e2e.ts, then update testedWith.'
  )
}

// --- Next's HTML ---

/**
 * How Next's empty error document begins: what it sends for a page that calls notFound() or
 * fails, a screen that exists only in its script payload (vercel/next.js#62228).
 */
export const ERROR_DOCUMENT = '<html id="__next_error__"'

/**
 * Next's inline RSC payload scripts (`self.__next_f.push([1,"…"])` and their bootstrap
 * `(self.__next_f=self.__next_f||[]).push([0])`) and next/script's `beforeInteractive` queue
 * (`self.__next_s`): each only hands JSON (group 2) to a global.
 */
export const PAYLOAD_SCRIPT =
  /^(?:\(self\.(__next_[fs])=self\.\1\|\|\[\]\)|self\.__next_[fs])\.push\(([\s\S]*)\);?$/

/** Turbopack's inline chunk bootstrap: JSON (group 2) pushed onto a named global (group 1). */
export const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\[("(?:[^"\\]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(([\s\S]*)\);?$/

/** Where the browser fetches Next's own files (chunks, styles, fonts, the image optimiser). */
export const ASSET_PREFIX = '/_next/'

// --- React's streaming runtime ---

/**
 * React's runtime scripts (`$RC=function…`, `$RS`, `$RX`, …) are string literals in the
 * react-dom server builds that Next ships. A line holding one (optionally assigned, optionally
 * wrapped in stringToPrecomputedChunk); how each begins; and the start of an instruction call
 * such as `$RC("B:0","S:0")`, which may end a literal.
 */
export const REACT_RUNTIME = {
  line: /^\s*(?:[\w.]+\s*=\s*)?(?:stringToPrecomputedChunk\()?\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*\)?[,;)]*\s*$/,
  start: /^(?:\$R[A-Z]{1,2}=|requestAnimationFrame\(|addEventListener\()/,
  partialCall: /\$R[A-Z]{1,2}\("$/,
  call: /^\$R[A-Z]{1,2}\(/,
}

/** The production react-dom server builds inside the installed Next.js (stable and experimental). */
export function reactDomServerBuilds() {
  const require = createRequire(import.meta.url)
  const compiled = path.dirname(require.resolve('next/dist/compiled/react-dom/package.json'))
  const files = []
  for (const dir of [compiled, path.join(path.dirname(compiled), 'react-dom-experimental')]) {
    const cjs = path.join(dir, 'cjs')
    if (!fs.existsSync(cjs)) continue
    for (const name of fs.readdirSync(cjs))
      if (/^react-dom-server.*\.production\.js$/.test(name)) files.push(path.join(cjs, name))
  }
  return files
}

// --- Headers ---

/** Request headers of Next's client-side navigation, prefetches and server actions. */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
]

/** Response header saying how Next's cache found the page (HIT, STALE, …): per response. */
export const CACHE_STATE_HEADER = 'x-nextjs-cache'

/** Next's list of a rendered page's cache tags, on the cache entry's headers. */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags'

// --- Files ---

/** Next's on-disk copy of rendered pages, inside the build directory (.next). */
export const ROUTE_CACHE_DIR = path.join('server', 'route-cache')

/**
 * A page that redirects while Next renders it for its cache gets its Location header twice
 * (set during the render, then appended again from the entry stored); clients join the two
 * into one unusable address. The same address twice is sent once.
 * @param {import('node:http').ServerResponse} res
 */
export function singleLocation(res) {
  const location = res.getHeader('location')
  if (Array.isArray(location) && new Set(location).size === 1)
    res.setHeader('location', location[0])
}
