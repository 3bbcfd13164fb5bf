#!/usr/bin/env node
// Runs the Payload CLI with the Node options that keep it from exiting silently on Node 20
// (payloadcms/payload#17757), and fails when it printed nothing.
import { spawnSync } from 'node:child_process'
import { bin, root } from './lib/build.mjs'

/** Runs one Payload CLI command; returns its output or exits on failure. */
export function payloadCli(args, extraEnv = {}) {
  const r = spawnSync(bin('payload'), args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation --conditions=production', ...extraEnv },
  })
  const out = `${r.stdout}${r.stderr}`
  process.stdout.write(out)
  if (r.status !== 0 || !out.trim()) {
    console.error(`payload ${args.join(' ')} failed or printed nothing`)
    process.exit(r.status || 1)
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) payloadCli(process.argv.slice(2))
