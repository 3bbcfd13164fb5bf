// After `next build`: the public pages' script chunks ask the browser to compile them whole, as
// they download.
//
// V8 compiles a function the first time it is called, on the main thread. Starting a Next.js
// page calls most of what its chunks hold (React, the router, the islands): in Lighthouse's
// trace of /contact that lazy compilation made one task of about 40 ms (160 ms on the emulated
// phone's CPU), most of the page's blocking time. Chromium's explicit compile hint, the magic
// comment `//# allFunctionsCalledOnLoad` on a script's first line, compiles every function of the
// script eagerly instead, on the background thread that already parses an async script while it
// streams in. Other browsers ignore the comment.
//
// Only the chunks the public pages load get the comment (the admin's own chunks, megabytes of
// code a staff member mostly never calls, stay lazy). A changed file has a new Subresource
// Integrity hash: each chunk's old hash is replaced by the new one everywhere the build wrote it
// (the integrity manifests, prerendered pages and their RSC payloads). Running it twice changes
// nothing.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Files under .next/server that may name a chunk's integrity hash. */
const TEXT_FILE = /\.(json|js|html|rsc|meta|body)$/

const integrity = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`

function* walk(dir) {
  if (!fs.existsSync(dir)) return
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else yield full
  }
}

/** The chunks (paths under .next, `static/chunks/….js`) that the public pages load. */
export function siteChunks(distDir) {
  const chunks = new Set()
  for (const file of walk(path.join(distDir, 'server', 'app', '(site)'))) {
    if (path.basename(file) !== 'subresource-integrity-manifest.json') continue
    for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8'))))
      if (/^static\/chunks\/.+\.js$/.test(key)) chunks.add(key)
  }
  return [...chunks].sort()
}

/**
 * Adds the compile hint to the public pages' chunks in the build at `distDir` (.next) and
 * rewrites their integrity hashes. Returns how many chunks it changed.
 */
export function addCompileHints(distDir) {
  /** @type {Map<string, string>} old integrity → new */
  const renamed = new Map()
  for (const key of siteChunks(distDir)) {
    const file = path.join(distDir, key)
    if (!fs.existsSync(file)) continue
    const before = fs.readFileSync(file)
    if (before.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT) continue
    const after = Buffer.concat([Buffer.from(COMPILE_HINT), before])
    fs.writeFileSync(file, after)
    renamed.set(integrity(before), integrity(after))
  }
  if (!renamed.size) return 0
  const pattern = new RegExp(
    [...renamed.keys()].map((h) => h.replace(/[+/=]/g, (c) => `\\${c}`)).join('|'),
    'g',
  )
  for (const file of walk(path.join(distDir, 'server'))) {
    if (!TEXT_FILE.test(file)) continue
    const text = fs.readFileSync(file, 'utf8')
    pattern.lastIndex = 0
    if (!pattern.test(text)) continue
    fs.writeFileSync(
      file,
      text.replace(pattern, (h) => renamed.get(h)),
    )
  }
  return renamed.size
}

// `node scripts/lib/compile-hints.mjs` (after `next build`, see package.json "build").
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(import.meta.dirname, '..', '..', '.next')
  console.log(`compile hints: ${addCompileHints(distDir)} chunks of the public pages`)
}
