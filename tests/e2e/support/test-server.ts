import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../helpers/app-server.mjs'

export type TestServer = {
  /** Where the browser and the API requests of the spec go. */
  origin: string
  /** Where this server's SMTP mailbox writes the emails it sends (see receiveMail). */
  mailboxDir: string
  /**
   * Runs a TypeScript file through the Payload CLI (`payload run <file> …args`) with this
   * server's environment: its database, secret and address. For what a spec must do to the
   * server's data that no request may do (tests/helpers/quotation-sweep.ts: the quotations'
   * clock at a time the test chooses). Returns what it printed; throws if it failed.
   */
  runScript: (file: string, ...args: string[]) => Promise<string>
  /** Stops the server; scripts/serve-test.mjs then drops its database. */
  stop: () => Promise<void>
}

/**
 * A test server of a spec's own, set up exactly as the shared one of playwright.config.ts
 * (scripts/serve-test.mjs: a fresh copy of the run's seeded database, tests/helpers/
 * e2e-template.mjs; an SMTP mailbox, the fixture news feeds, the test rate limits). For specs whose data cannot be records of their own on the
 * shared server: site-wide settings and pages, the news gathered from the feeds, the per-address
 * limits that hundreds of hostile requests would use up for the other specs.
 */
export async function startTestServer(
  name: string,
  /** More environment for scripts/serve-test.mjs (e.g. E2E_NEWS_FEEDS). */
  extraEnv: Record<string, string> = {},
): Promise<TestServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const mailboxDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-e2e-mailbox-`))
  // Where scripts/serve-test.mjs writes the variables it gives the server (see runScript).
  const envFile = path.join(os.tmpdir(), `${name}-e2e-env-${process.pid}-${port}.json`)
  const child = spawn(process.execPath, ['scripts/serve-test.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...extraEnv,
      E2E_PORT: String(port),
      E2E_MAILBOX_DIR: mailboxDir,
      E2E_SERVER_ENV_FILE: envFile,
    },
    // Its own process group: a server left behind by a failed stop can be killed whole.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  void exited.then(() => (gone = true))

  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), 30_000)
      await exited
      clearTimeout(timer)
    }
    fs.rmSync(mailboxDir, { recursive: true, force: true })
    fs.rmSync(envFile, { force: true })
  }
  const runScript = async (file: string, ...args: string[]) => {
    const serverEnv = JSON.parse(fs.readFileSync(envFile, 'utf8')) as Record<string, string>
    const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv }
    // On SQLite the server has no DATABASE_URL: neither may the script.
    if (!serverEnv.DATABASE_URL) delete env.DATABASE_URL
    const run = spawn(process.execPath, ['scripts/payload-cli.mjs', 'run', file, ...args], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    run.stdout!.on('data', (chunk: Buffer) => (out += chunk))
    run.stderr!.on('data', (chunk: Buffer) => (out += chunk))
    const code = await new Promise<number | null>((resolve) => run.once('close', resolve))
    if (code !== 0) throw new Error(`payload run ${file} failed (${code}):\n${out}`)
    return out
  }
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal)
    } catch {}
  }

  // As long as playwright.config.ts gives the shared server.
  const deadline = Date.now() + 240_000
  for (;;) {
    if (gone) throw new Error(`the ${name} test server exited before answering:\n${output}`)
    const ok = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { origin, mailboxDir, runScript, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the ${name} test server did not answer:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
