import { createHash } from 'node:crypto'
import { expect, test } from './support/test'
import { expectHydrated, watchPolicy } from './support/csp'
import { renderingOnly } from './support/passes'

// The framework's scripts wait until the page has loaded (server/after-load.mjs), and come
// compiled whole by the browser as they stream in (scripts/lib/compile-hints.mjs).
renderingOnly('how the page loads its scripts')

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/

test('the framework’s scripts load after the page, with the compile hint, and hydrate it', async ({
  page,
  isMobile,
}) => {
  const refused = await watchPolicy(page)
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const response = await page.goto('/product/turmeric-lakadong')
  const html = await response!.text()
  // As served: no script tag fetches a chunk while the page loads, nor hints it.
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/[^"]+"[^>]*\sasync/)
  expect(html).not.toMatch(/<link[^>]*as="script"/)
  expect(html).toContain('type="text/x-after-load"')
  // The page's RSC payload comes as JSON data blocks, not as scripts run while parsing.
  expect(html).toContain('<script type="application/json" data-rsc>')
  expect(html).not.toContain('__next_f.push(')

  await expectHydrated(page, 'en', isMobile)
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      loaded: nav.loadEventEnd,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => (r as PerformanceResourceTiming).initiatorType === 'script')
        .map((r) => ({ name: r.name, start: r.startTime })),
    }
  })
  const chunks = timing.scripts.filter((s) => CHUNK.test(new URL(s.name).pathname))
  expect(chunks.length).toBeGreaterThan(3)
  // …after the load event and after the first contentful paint reached the screen.
  expect(timing.painted).toBeLessThan(Infinity)
  for (const s of chunks) {
    expect(s.start, s.name).toBeGreaterThanOrEqual(timing.loaded)
    expect(s.start, s.name).toBeGreaterThan(timing.painted)
  }

  // Each chunk starts with the hint, and the integrity the page states is that of its bytes
  // (else the browser would have refused it, and the header would not have hydrated).
  const stated = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/_next/static/chunks/"]')]
      .filter((s) => !s.noModule)
      .map((s) => ({ src: s.src, integrity: s.integrity })),
  )
  expect(stated.length).toBe(chunks.length)
  for (const { src, integrity } of stated) {
    const body = await (await page.request.get(src)).body()
    expect(body.subarray(0, 29).toString(), src).toBe('//# allFunctionsCalledOnLoad\n')
    if (integrity)
      expect(integrity).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`)
  }
  expect(stated.some((s) => s.integrity)).toBe(true)
  expect(refused).toEqual([])
  expect(errors).toEqual([])
})

test('a picture that never finishes loading does not keep the page from hydrating', async ({
  page,
}) => {
  // Every picture request hangs: the load event never comes.
  await page.route(/\.(webp|avif|png|jpe?g)(\?|$)|\/api\/media\//, () => {})
  await page.goto('/product/turmeric-lakadong', { waitUntil: 'domcontentloaded' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
})
