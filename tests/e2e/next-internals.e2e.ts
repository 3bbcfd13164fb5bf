// The markers of server/next-internals.mjs against the built site: what Next and React really
// write into its pages and its build. (server/next-internals.test.ts checks them against the
// installed packages.) After an upgrade of Next or React, this and that test decide whether
// `testedWith` may move on.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'
import { inlineScripts, reactRuntimePieces } from '../../server/csp.mjs'
import {
  ASSET_PREFIX,
  CACHE_STATE_HEADER,
  ERROR_DOCUMENT,
  PAYLOAD_SCRIPT,
  ROUTE_CACHE_DIR,
} from '../../server/next-internals.mjs'

renderingOnly("Next's and React's markers in the built pages")

const build = path.join(process.cwd(), '.next')
const pieces = reactRuntimePieces()
const inline = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])

test('every inline script of the pages is one the policy recognises', async ({ request }) => {
  // A cached page, a streamed search, the Arabic home page and a page with the quote probe.
  for (const url of ['/', '/product/turmeric-lakadong', '/search?q=rice', '/ar', '/quote']) {
    const html = await (await request.get(url)).text()
    const { allowed, refused } = inlineScripts(html, pieces)
    expect(refused, url).toEqual([])
    expect(allowed.length, url).toBeGreaterThan(0)
    // Next's RSC payload is among them, in the shape PAYLOAD_SCRIPT reads.
    expect(
      inline(html).some((s) => PAYLOAD_SCRIPT.test(s)),
      url,
    ).toBe(true)
    // Its chunks are under ASSET_PREFIX.
    expect(html, url).toContain(`<script src="${ASSET_PREFIX}static/`)
  }
})

test("Next's error document begins with ERROR_DOCUMENT, and is replaced", async ({ request }) => {
  // The build's own copy of the document Next sends for an error.
  const prerendered = fs.readFileSync(path.join(build, 'server', 'app', '_global-error.html'))
  expect(prerendered.subarray(0, 200).toString()).toContain(ERROR_DOCUMENT)
  // An unknown product: Next's empty document was recognised and swapped for the screen.
  const res = await request.get('/product/no-such-product-anywhere')
  expect(res.status()).toBe(404)
  const html = await res.text()
  expect(html).not.toContain(ERROR_DOCUMENT)
  expect(html).toContain('<h1')
})

test('Next says how its cache found a page, and keeps rendered pages on disk', async ({
  request,
}) => {
  const url = '/product/turmeric-lakadong'
  // (A request with a cookie passes the server's own page copy and reaches Next.)
  const res = await request.get(url, { headers: { cookie: 'e2e=1' } })
  expect(res.status()).toBe(200)
  // Set by Next and dropped by the server's page copy as per response (server/page-cache.mjs).
  expect(['HIT', 'STALE', 'MISS', 'REVALIDATED']).toContain(res.headers()[CACHE_STATE_HEADER])
  expect(fs.existsSync(path.join(build, ROUTE_CACHE_DIR))).toBe(true)
})
