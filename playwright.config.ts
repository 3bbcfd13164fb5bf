import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './scripts/lib/chromium.mjs'

const port = Number(process.env.E2E_PORT || 3100)
// Where the test server's SMTP mailbox writes the emails the site sends (read by the tests).
process.env.E2E_MAILBOX_DIR ??= path.join(os.tmpdir(), `e2e-mailbox-${process.pid}`)
// The run's migrated and seeded database, which every test server copies
// (tests/helpers/e2e-template.mjs); per run, so that no two runs share one.
process.env.E2E_TEMPLATE_DIR ??= path.join(
  os.tmpdir(),
  `e2e-template-${process.pid}-${Date.now().toString(36)}`,
)
export const baseURL = `http://127.0.0.1:${port}`

// Debian's chromium-headless-shell (the same engine without the browser's own interface) when it
// is installed: it spends about a third less CPU per page than the full browser in headless mode.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ||
    (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: chromiumFlags,
}

// Every spec owns its data (records of its own, restored edits, or a server of its own:
// tests/e2e/support/test-server.ts), so the specs run in any order, side by side or alone.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // Drops the seeded template the test servers copied.
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  // Traces cost every test time: only a retry records one (CI retries once; locally, run with
  // --trace on to record).
  use: { baseURL, trace: 'on-first-retry', launchOptions: chromium },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: '**/*.mobile.e2e.ts',
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      testMatch: '**/*.mobile.e2e.ts',
    },
  ],
  webServer: {
    command: 'node scripts/serve-test.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
