import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { errorScreenHtml, loadErrorTexts } from '../../server/error-screen.mjs'
import { expect, test } from './support/test'
import { pageTypes } from './support/pages'
import { renderingOnly } from './support/passes'

renderingOnly('markup')

/**
 * The pages as a search engine's crawler receives them: whole documents. (A browser may get a
 * streamed response, whose late parts React moves into place with a script.)
 */
const crawler = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

const vnu = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

test('the HTML of every page type, as crawlers get it, is valid (W3C Nu checker, no errors)', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const files: Record<string, string> = {}
  for (const [i, page] of [...pageTypes, ...pageTypes.map((p) => `/ar${p}`)].entries()) {
    const file = path.join(dir, `page-${i}.html`)
    fs.writeFileSync(file, await (await request.get(page, { headers: crawler })).text())
    files[`file:${file}`] = page
  }
  // The server's own page for a page that could not be rendered (server/error-screen.mjs).
  const root = path.resolve(import.meta.dirname, '../..')
  for (const locale of ['en', 'ar']) {
    const file = path.join(dir, `error-${locale}.html`)
    const html = errorScreenHtml({
      locale,
      texts: loadErrorTexts(root, [locale])[locale],
      status: 500,
      again: '/search?q=a&b=%22',
      email: 'sales@exporter.example',
      company: 'Bharat Agro Exports',
    })
    fs.writeFileSync(file, html)
    files[`file:${file}`] = `error screen (${locale})`
  }
  let out = ''
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    // vnu exits 1 when it found errors and writes them (as JSON) to stderr.
    out = String((error as { stderr?: string }).stderr ?? error)
  }
  fs.rmSync(dir, { recursive: true, force: true })
  const messages = out
    ? (JSON.parse(out) as { messages: { url: string; message: string; extract?: string }[] })
        .messages
    : []
  expect(messages.map((m) => `${files[m.url] ?? m.url}: ${m.message}`)).toEqual([])
})
