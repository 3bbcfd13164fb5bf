#!/usr/bin/env node
// `npm start`: builds when needed, then runs the production server. On its first start the
// server migrates the database and loads the demo content (src/instrumentation.ts).
import { spawn } from 'node:child_process'
import { bin, ensureBuild, root } from './lib/build.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
ensureBuild()
const port = process.env.PORT || '3000'
const child = spawn(bin('next'), ['start', '-p', port, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
