import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from './support/test'

test('a bad environment value stops the server with one line naming the variable', async () => {
  const root = process.cwd()
  const child = spawn(process.execPath, [path.join(root, 'server', 'index.mjs'), '-p', '3199'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: 'mysql://db.example/shop', NEXT_TELEMETRY_DISABLED: '1' },
  })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 45_000)
    child.on('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  expect(code).not.toBe(0)
  expect(code).not.toBeNull()
  expect(stderr).toContain(
    'Invalid environment variable DATABASE_URL: must start with postgres:// or postgresql://',
  )
})
