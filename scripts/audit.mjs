#!/usr/bin/env node
// `npm run audit`: the registry's security advisories for the packages the site runs with
// (`npm audit --omit=dev`), said plainly (./lib/audit.mjs). Exit codes: 0 nothing at or above
// the level found, 1 advisories found, 2 the audit could not be made.
// `--level=<low|moderate|high|critical>` (default high) sets what counts; `--ci` makes
// "could not be made" exit 0 after saying so (CI prints the result; see .ci/run).
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { LEVELS, auditVerdict } from './lib/audit.mjs'

const { values } = parseArgs({
  options: { level: { type: 'string', default: 'high' }, ci: { type: 'boolean', default: false } },
})
const level = LEVELS.includes(values.level) ? values.level : 'high'
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  timeout: 120_000,
  // This machine's user config may say audit=false; asking for an audit means asking.
  env: { ...process.env, npm_config_audit: 'true' },
})
const { code, lines } = auditVerdict(run, level)
for (const line of lines) console.log(line)
process.exit(code === 2 && values.ci ? 0 : code)
