import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createTestDatabase } from '../../helpers/database.mjs'

/** The site's public address in these servers: https, as deployed behind a TLS proxy. */
export const site = 'https://www.example.test'
export const admin = { email: 'admin@example.com', password: 'server-test-password' }
/** What the TLS proxy in front adds to each request. */
export const viaTls = { 'x-forwarded-proto': 'https' }

export type OwnServer = {
  port: number
  origin: string
  child: ChildProcess
  /** Resolves with the exit code once the process has exited and its output is read. */
  exited: Promise<number | null>
  /** The JSON lines the server has logged so far. */
  logLines: () => Record<string, unknown>[]
  /** Kills the server if it still runs, drops its database. */
  stop: () => Promise<void>
}

/**
 * The production server (server/index.mjs) on a database of its own (PostgreSQL when
 * DATABASE_URL is set, else SQLite), with the page copy in memory as in production: what the
 * test server of playwright.config.ts turns off. Its own instance, so that what a test does to it
 * (stopping it, filling its copy) cannot disturb other tests.
 */
export async function startOwnServer(name: string, port: number): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${port}`
  const db = await createTestDatabase(name)
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-e2e-outbox-`))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...db.env,
    SITE_URL: site,
    PAYLOAD_SECRET: `${name}-e2e-secret-0123456789`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'info',
    MAIL_OUTBOX_DIR: outbox,
    NEWS_WORKER: 'false',
    BLOG_GENERATION: 'false',
    SHUTDOWN_TIMEOUT_MS: '20000',
  }
  if (!db.env.DATABASE_URL) delete env.DATABASE_URL
  // (Set by scripts/serve-test.mjs for the shared test server, not for this one.)
  delete env.PAGE_CACHE_TTL_MS
  const child = spawn(
    process.execPath,
    ['server/index.mjs', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  child.stdout!.on('data', (d) => (stdout += d))
  child.stderr!.on('data', (d) => process.stderr.write(d))
  // 'close': after the exit and the last of its output.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  )
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
    await db.drop().catch(() => undefined)
    fs.rmSync(outbox, { recursive: true, force: true })
  }
  const logLines = () =>
    stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`server exited with ${child.exitCode}`)
    }
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { port, origin, child, exited, logLines, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error('server did not start')
}

export type PlainAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** Any method, any headers (Host too, which fetch will not send), a body or none. */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  {
    headers = {},
    body,
    localAddress,
  }: { headers?: Record<string, string>; body?: Buffer | Buffer[]; localAddress?: string } = {},
) {
  return new Promise<PlainAnswer>((resolve, reject) => {
    let done = false
    const request = http.request(`${origin}${path}`, { method, headers, localAddress }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        done = true
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text })
      })
    })
    // The server may answer and close before the whole body is sent (EPIPE, ECONNRESET while
    // writing); a connection that ends without a whole answer fails at once instead of leaving
    // the test to its timeout.
    request.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error),
    )
    request.on('close', () => {
      if (!done)
        reject(new Error(`${method} ${path}: the connection closed without a whole answer`))
    })
    for (const part of Array.isArray(body) ? body : body ? [body] : []) request.write(part)
    request.end()
  })
}
