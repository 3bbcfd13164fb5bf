#!/usr/bin/env node
// `npm run bench [-- section…]`: server-side figures measured on this machine (127.0.0.1 only,
// bounded in time), printed as tables and written to bench/results.json.
//
// Sections run in the order given, all of them by default. A section is a module in bench/
// whose default export is an async function returning a JSON-serialisable result; it is stored
// under the section's name in results.json (other sections' results are kept). Helpers for
// databases, servers and load are in bench/lib.mjs. To add one, add a line to `sections`.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as prettier from 'prettier'
import { ensureBuild, root } from '../scripts/lib/build.mjs'

const sections = {
  catalogue: () => import('./catalogue.mjs'),
  inquiries: () => import('./inquiries.mjs'),
  pages: () => import('./pages.mjs'),
  gallery: () => import('./gallery.mjs'),
  floor: () => import('./floor.mjs'),
  csp: () => import('./csp.mjs'),
  instances: () => import('./instances.mjs'),
  documents: () => import('./documents.mjs'),
  load: () => import('./load.mjs'),
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in sections))
if (unknown.length) {
  console.error(`unknown bench section: ${unknown.join(', ')} (known: ${Object.keys(sections)})`)
  process.exit(2)
}
const names = asked.length ? asked : Object.keys(sections)

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}
const started = Date.now()
ensureBuild()

const file = path.join(root, 'bench', 'results.json')
const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
const results = typeof previous.sections === 'object' ? previous : { sections: {} }
for (const name of names) {
  const { default: run } = await sections[name]()
  const sectionStarted = Date.now()
  const loadBefore = os.loadavg()[0]
  const result = await run()
  results.sections[name] = {
    measuredAt: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD'),
    uncommittedChanges:
      git(
        'status',
        '--porcelain',
        '--',
        'src',
        'server',
        'messages',
        'public',
        'bench',
        'scripts',
        ':!bench/results.json',
      ) !== '',
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    tookSeconds: Math.round((Date.now() - sectionStarted) / 1000),
    // The machine's 1-minute load average before and after: other work on it shows here.
    loadAverage: [loadBefore, os.loadavg()[0]].map((l) => Number(l.toFixed(1))),
    ...result,
  }
  // Formatted as `npm run lint` expects.
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(
    file,
    await prettier.format(JSON.stringify(results), { ...options, filepath: file }),
  )
}
console.log(`\nwritten to bench/results.json (${Math.round((Date.now() - started) / 1000)} s)`)
const failed = names.filter((n) => results.sections[n].budgetMet === false)
if (failed.length) console.log(`budget not met: ${failed.join(', ')}`)
