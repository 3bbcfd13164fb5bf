import { expect, test } from './support/test'
import { expectHydrated, watchPolicy } from './support/csp'
import { renderingOnly } from './support/passes'

// The framework's scripts load as Next writes them; the production server only adds the hashes
// of its inline scripts to the page's policy (server/html-policy.mjs).
renderingOnly('how the page loads its scripts')

test('the framework’s scripts load as Next writes them, and hydrate the page', async ({
  page,
  isMobile,
}) => {
  const refused = await watchPolicy(page)
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const response = await page.goto('/product/turmeric-lakadong')
  const html = await response!.text()
  // Script tags in the page as served, each one fetched by the browser (but the polyfills for
  // browsers without modules).
  const tags = [
    ...html.matchAll(/<script\b([^>]*)\ssrc="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g),
  ].filter(([, before, , after]) => !/nomodule/i.test(before + after))
  expect(tags.length).toBeGreaterThan(3)
  expect(html).not.toMatch(/<script[^>]*type="text\/x-/)
  await expectHydrated(page, 'en', isMobile)
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
  )
  for (const [, , src] of tags) expect(fetched, src).toContain(src)
  expect(refused).toEqual([])
  expect(errors).toEqual([])
})
