// The production server as `npm start` runs it (scripts/start.mjs), started by a fault test or a
// benchmark on its own port and environment. It runs in its own process group, so that the
// test can stop it, or kill it outright (SIGKILL, a crash), together with the processes that
// scripts/start.mjs starts. The build must exist (the end-to-end run and the bench make it).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** A port free on 127.0.0.1 right now. */
export async function freePort() {
  const probe = net.createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The process ids of `pid` and everything it started (Linux /proc). */
function processTree(pid) {
  const out = [pid]
  for (let i = 0; i < out.length; i++) {
    let tasks = []
    try {
      tasks = fs.readdirSync(`/proc/${out[i]}/task`)
    } catch {
      continue
    }
    for (const task of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8')
        for (const child of children.trim().split(/\s+/).filter(Boolean)) out.push(Number(child))
      } catch {}
    }
  }
  return out
}

/** Resident memory of one process in bytes (0 when it is gone). */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

// Run with --experimental-websocket (Node 20): asks the inspector at argv[1] for two full
// garbage collections, then prints the process's memory usage as JSON.
const GC_CLIENT = `
const ws = new WebSocket(process.argv[1])
let id = 0
const waiting = new Map()
ws.onmessage = (e) => {
  const m = JSON.parse(e.data)
  waiting.get(m.id)?.(m)
}
const call = (method, params = {}) =>
  new Promise((resolve) => {
    waiting.set(++id, resolve)
    ws.send(JSON.stringify({ id, method, params }))
  })
ws.onopen = async () => {
  await call('HeapProfiler.collectGarbage')
  await call('HeapProfiler.collectGarbage')
  const r = await call('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })
  console.log(r.result.result.value)
  ws.close()
  process.exit(0)
}
ws.onerror = () => process.exit(1)
setTimeout(() => process.exit(2), 30000)
`

/**
 * Starts the server and waits until /api/health answers. Its output is kept (`output()`), and
 * with `echoErrors` its standard error is also written to ours. With `inspectable`, the server
 * can be asked to collect its garbage (`collectGarbage()`, through Node's inspector on a
 * random local port, opened on first use).
 * @param {{ env: Record<string, string | undefined>, port?: number, timeoutMs?: number, echoErrors?: boolean, inspectable?: boolean }} options
 */
export async function startAppServer({
  env,
  port,
  timeoutMs = 180_000,
  echoErrors = false,
  inspectable = false,
}) {
  port ??= await freePort()
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, PORT: String(port) }
  if (inspectable)
    childEnv.NODE_OPTIONS = `${childEnv.NODE_OPTIONS ?? ''} --inspect-port=127.0.0.1:0`.trim()
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key]
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The last lines of its output, for the message when something goes wrong.
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  if (echoErrors) child.stderr.on('data', (chunk) => process.stderr.write(chunk))
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  let gone = false
  void exited.then(() => (gone = true))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (gone) throw new Error(`the server exited before answering:\n${output}`)
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })
      if (res.ok) break
    } catch {}
    if (Date.now() > deadline) {
      process.kill(-child.pid, 'SIGKILL')
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }

  /** The site's process: the largest of the group (scripts/start.mjs is a small launcher). */
  const serverPid = () => {
    const tree = processTree(child.pid)
    const sizes = tree.map(rssOf)
    return tree[sizes.indexOf(Math.max(...sizes))]
  }
  let inspector = null

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {}
  }
  return {
    url,
    port,
    pid: child.pid,
    /** Whether the process is still running. */
    get running() {
      return !gone
    },
    output: () => output,
    /** Resident memory of the site's process, in bytes. */
    rss: () => rssOf(serverPid()),
    /**
     * Two full garbage collections in the site's process (`inspectable` servers only); returns
     * its memory usage (`process.memoryUsage()`) afterwards.
     */
    async collectGarbage() {
      if (!inspector) {
        const seen = output.length
        process.kill(serverPid(), 'SIGUSR1')
        const deadline = Date.now() + 10_000
        while (!inspector && Date.now() < deadline) {
          inspector = /Debugger listening on (ws:\/\/\S+)/.exec(output.slice(seen))?.[1] ?? null
          await new Promise((r) => setTimeout(r, 100))
        }
        if (!inspector) throw new Error('the server did not open its inspector')
      }
      const r = spawnSync(
        process.execPath,
        ['--experimental-websocket', '--no-warnings', '-e', GC_CLIENT, inspector],
        { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
      )
      if (r.status !== 0) throw new Error(`garbage collection failed: ${r.stderr}`)
      return JSON.parse(r.stdout)
    },
    /** SIGKILL to the whole group: nothing runs any cleanup, as in a crash or power cut. */
    async kill() {
      signalGroup('SIGKILL')
      await exited
    },
    /** SIGTERM, then SIGKILL after `graceMs`. */
    async stop(graceMs = 15_000) {
      if (gone) return
      signalGroup('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
      // Processes of the group that outlive the launcher.
      signalGroup('SIGKILL')
    },
  }
}
