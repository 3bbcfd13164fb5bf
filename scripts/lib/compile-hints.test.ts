import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, siteChunks } from './compile-hints.mjs'

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A build directory shaped like .next: a site page, an admin page, their chunks. */
function fakeBuild() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  dirs.push(dist)
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true })
    fs.writeFileSync(path.join(dist, rel), text)
  }
  const code = { shared: 'var react=1', page: 'var form=2', admin: 'var admin=3' }
  for (const [name, text] of Object.entries(code)) write(`static/chunks/${name}.js`, text)
  const manifest = (names: string[]) =>
    JSON.stringify(
      Object.fromEntries(
        names.map((n) => [`static/chunks/${n}.js`, sri(code[n as keyof typeof code])]),
      ),
    )
  write(
    'server/app/(site)/[locale]/contact/page/subresource-integrity-manifest.json',
    manifest(['shared', 'page']),
  )
  write(
    'server/app/(payload)/admin/page/subresource-integrity-manifest.json',
    manifest(['shared', 'admin']),
  )
  write('server/subresource-integrity-manifest.json', manifest(['shared', 'page', 'admin']))
  write(
    'server/app/en/contact.html',
    `<script src="/_next/static/chunks/shared.js" integrity="${sri(code.shared)}" async=""></script>`,
  )
  write('server/app/en/contact.png', sri(code.shared))
  return { dist, code, read: (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8') }
}

describe('compile hints', () => {
  it('names the chunks the public pages load, not the admin’s own', () => {
    const { dist } = fakeBuild()
    expect(siteChunks(dist)).toEqual(['static/chunks/page.js', 'static/chunks/shared.js'])
  })

  it('adds the hint to those chunks and every copy of their integrity follows', () => {
    const { dist, code, read } = fakeBuild()
    expect(addCompileHints(dist)).toBe(2)
    expect(read('static/chunks/shared.js')).toBe(COMPILE_HINT + code.shared)
    expect(read('static/chunks/page.js')).toBe(COMPILE_HINT + code.page)
    expect(read('static/chunks/admin.js')).toBe(code.admin)

    const global = JSON.parse(read('server/subresource-integrity-manifest.json'))
    expect(global['static/chunks/shared.js']).toBe(sri(COMPILE_HINT + code.shared))
    expect(global['static/chunks/page.js']).toBe(sri(COMPILE_HINT + code.page))
    expect(global['static/chunks/admin.js']).toBe(sri(code.admin))
    const admin = JSON.parse(
      read('server/app/(payload)/admin/page/subresource-integrity-manifest.json'),
    )
    expect(admin['static/chunks/shared.js']).toBe(sri(COMPILE_HINT + code.shared))
    expect(read('server/app/en/contact.html')).toContain(
      `integrity="${sri(COMPILE_HINT + code.shared)}"`,
    )
    // Only text files the build writes are rewritten.
    expect(read('server/app/en/contact.png')).toBe(sri(code.shared))
  })

  it('changes nothing when run again', () => {
    const { dist, read } = fakeBuild()
    addCompileHints(dist)
    const before = read('server/subresource-integrity-manifest.json')
    expect(addCompileHints(dist)).toBe(0)
    expect(read('static/chunks/shared.js').split(COMPILE_HINT).length).toBe(2)
    expect(read('server/subresource-integrity-manifest.json')).toBe(before)
  })
})
