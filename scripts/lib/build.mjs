// Builds the production site unless .next already holds a build of exactly these sources.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const stampFile = path.join(root, '.next', 'source-stamp')

function sourceStamp() {
  const hash = createHash('sha256')
  const walk = (dir) => {
    const entries = fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(path.relative(root, full)).update(fs.readFileSync(full))
    }
  }
  for (const dir of ['src', 'messages', 'public']) {
    if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir))
  }
  for (const file of [
    'package-lock.json',
    'next.config.ts',
    'postcss.config.mjs',
    'tsconfig.json',
  ]) {
    if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)))
  }
  // Read at build time: canonical URLs and HSTS; the image origin of the Content-Security-Policy.
  hash.update(process.env.SITE_URL ?? '')
  if (process.env.MEDIA_BASE_URL) hash.update(`\nmedia:${process.env.MEDIA_BASE_URL}`)
  return hash.digest('hex')
}

/**
 * Runs `next build` when needed; exits the process if the build fails.
 */
export function ensureBuild() {
  const stamp = sourceStamp()
  const current =
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === stamp
  if (current) return
  console.log('Building the site (first start or sources changed)…')
  const result = spawnSync(bin('next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  fs.writeFileSync(stampFile, stamp)
}
