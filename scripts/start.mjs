#!/usr/bin/env node
// `npm start`: builds when needed, then runs the production server (server/index.mjs) in this
// process, so SIGTERM and SIGINT reach it directly. Arguments are the server's (`-p PORT`,
// `-H HOSTNAME`). On its first start the server migrates the database and loads the demo
// content (src/instrumentation.ts).
import { ensureBuild } from './lib/build.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'
ensureBuild()
await import('../server/index.mjs')
