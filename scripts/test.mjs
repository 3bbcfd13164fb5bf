#!/usr/bin/env node
// `npm test`: lint, types, unit and integration tests, production build, end-to-end tests.
// The database is PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { bin, ensureBuild, root } from './lib/build.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded SQLite'
const started = Date.now()
const results = []

function step(name, command, args, env = {}) {
  const t = Date.now()
  console.log(`\n▶ ${name}`)
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const ok = r.status === 0
  results.push({ name, ok, seconds: Math.round((Date.now() - t) / 1000) })
  if (!ok) finish(1)
}

// Not test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.test-reports')
// One pair per database: CI runs the two databases' unit and integration tests side by side.
const key = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
const vitestReport = path.join(reports, `vitest-${key}.json`)
const e2eReport = path.join(reports, `e2e-${key}.json`)
fs.mkdirSync(reports, { recursive: true })
for (const f of [vitestReport, e2eReport]) fs.rmSync(f, { force: true })

/** Passed and failed test counts from the runners' JSON reports. */
function counts() {
  let passed = 0
  let failed = 0
  if (fs.existsSync(vitestReport)) {
    const v = JSON.parse(fs.readFileSync(vitestReport, 'utf8'))
    passed += v.numPassedTests
    failed += v.numFailedTests
  }
  if (fs.existsSync(e2eReport)) {
    const e = JSON.parse(fs.readFileSync(e2eReport, 'utf8')).stats
    passed += e.expected + e.flaky
    failed += e.unexpected
  }
  return { passed, failed }
}

function finish(code) {
  console.log(`\nTest run on ${db}:`)
  for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`)
  console.log(`  total ${Math.round((Date.now() - started) / 1000)}s`)
  const { passed, failed } = counts()
  console.log(`tests: ${passed} passed, ${failed} failed`)
  process.exit(code)
}

const args = process.argv.slice(2)
// Parts to run (any of static, unit, e2e; all when none is named).
const parts = args.filter((a) => !a.startsWith('--'))
const runs = (part) => parts.length === 0 || parts.includes(part)
// --database-only (CI's second pass, on PostgreSQL): what can differ between the databases.
// No lint or types, no unit tests (src/, server/: they never open the database), only the
// integration tests; the end-to-end tests skip their rendering-only checks themselves.
const databaseOnly = args.includes('--database-only')
if (runs('static') && !args.includes('--skip-static') && !databaseOnly) {
  step('ESLint', bin('eslint'), ['.', '--max-warnings=0'])
  step('Prettier', bin('prettier'), ['--check', '.'])
  step('TypeScript', bin('tsc'), ['--noEmit'])
}
if (runs('unit'))
  step(
    `Vitest (${db})`,
    bin('vitest'),
    [
      'run',
      ...(databaseOnly ? ['tests/int/'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
    ],
    { NODE_ENV: 'test' },
  )
if (runs('e2e')) {
  const t = Date.now()
  ensureBuild()
  results.push({ name: 'Next build', ok: true, seconds: Math.round((Date.now() - t) / 1000) })
  step(`Playwright (${db})`, bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  })
}
finish(0)
