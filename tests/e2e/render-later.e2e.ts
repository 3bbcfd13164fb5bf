import type { Page } from '@playwright/test'
import { LAID_OUT, LATER, SHOWN } from '../../server/after-load.mjs'
import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import { renderingOnly } from './support/passes'

// The parts of a page below the first screen (`render-later`, src/app/globals.css) are skipped
// while the page loads, and laid out by the loader in small steps after it (server/after-load.mjs).
renderingOnly('how the lower parts of a page are laid out')

const PAGES = [
  '/',
  '/ar',
  '/category/spices',
  '/product/turmeric-lakadong',
  '/blog',
  '/blog/1',
  '/articles',
  '/news/1',
  '/contact',
]

test.use({ viewport: { width: 412, height: 823 } })

/**
 * How many of the page's lower parts the browser is skipping (their contents not laid out, not
 * painted), told by the part's first element (parts of plain text are not counted); with
 * `onScreen`, only those in the window. A part in a closed tab panel is hidden, not skipped.
 */
const skipped = (page: Page, onScreen = false) =>
  page.evaluate(
    ({ selector, onScreen }) =>
      [...document.querySelectorAll(selector)]
        .filter((e) => {
          if (!onScreen) return true
          const r = e.getBoundingClientRect()
          return r.bottom > 0 && r.top < window.innerHeight
        })
        .map((e) => e.firstElementChild)
        .filter(
          (e) => e && e.checkVisibility() && !e.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    { selector: LATER, onScreen },
  )

test('without scripts, the lower parts wait for the reader, who finds them all in place', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  })
  const page = await context.newPage()
  for (const url of PAGES) {
    await page.goto(url)
    const parts = await page.locator(LATER).count()
    expect(parts, url).toBeGreaterThan(0)
    // Far below the first screen, the footer is skipped: not laid out while the page loads…
    expect(await skipped(page), url).toBeGreaterThan(0)
    const privacy = page.getByRole('contentinfo').locator('nav a[href$="/legal/privacy-policy"]')
    expect(
      await privacy.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })),
      url,
    ).toBe(false)
    // …but in the document, for search engines, find-in-page and screen readers.
    await expect(privacy, url).toHaveAccessibleName(
      url === '/ar' ? /\p{Script=Arabic}/u : 'Privacy Policy',
    )
    // A placeholder takes a height, never a width: the page is as wide as the phone.
    expect(await sidewaysOverflow(page), url).toBe(0)

    // Scrolled through, whatever is in the window is laid out, and nothing gets wider.
    // (Step by step from here: a page without scripts runs no animation-frame callbacks.)
    let steps = 0
    for (let y = 400; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((to) => window.scrollTo(0, to), y)
      await page.waitForTimeout(30)
      expect(await skipped(page, true), `${url} at ${y} px`).toBe(0)
      steps++
    }
    expect(steps, url).toBeGreaterThan(3)
    expect(await sidewaysOverflow(page), url).toBe(0)
    await expect(privacy, url).toBeInViewport()
    expect(
      await privacy.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true })),
      url,
    ).toBe(true)
  }
  await context.close()
})

test('with scripts, every lower part is laid out soon after load, without scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const url of PAGES) {
    // (The test's goto waits for <html data-laid-out> too: tests/e2e/support/test.ts.)
    await page.goto(url)
    await expect(page.locator('html')).toHaveAttribute(LAID_OUT, '')
    expect(await page.evaluate(() => window.scrollY), url).toBe(0)
    expect(await skipped(page), url).toBe(0)
    const shown = await page
      .locator(LATER)
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).contentVisibility))
    expect(shown.length, url).toBeGreaterThan(0)
    expect(new Set(shown), url).toEqual(new Set(['visible']))
    expect(await sidewaysOverflow(page), url).toBe(0)
  }
})

test('the lower parts are laid out after the framework’s scripts have run', async ({ page }) => {
  // Laid out while the scripts were still arriving, the steps shared the cores with their
  // download and compiling (a step of 40–120 ms instead of 2–8 in some runs).
  await page.addInitScript(
    ({ shown }) => {
      const w = window as unknown as { scriptsRan: number[]; firstShown: number }
      w.scriptsRan = []
      w.firstShown = 0
      document.addEventListener(
        'load',
        (e) => {
          const t = e.target as HTMLScriptElement
          if (t.tagName === 'SCRIPT' && t.src.includes('/_next/static/chunks/'))
            w.scriptsRan.push(performance.now())
        },
        true,
      )
      new MutationObserver((records) => {
        if (!w.firstShown && records.some((r) => r.attributeName === shown))
          w.firstShown = performance.now()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: [shown] })
    },
    { shown: SHOWN },
  )
  for (const url of ['/ar', '/product/turmeric-lakadong']) {
    await page.goto(url)
    const { scriptsRan, firstShown } = await page.evaluate(() => {
      const w = window as unknown as { scriptsRan: number[]; firstShown: number }
      return { scriptsRan: w.scriptsRan, firstShown: w.firstShown }
    })
    expect(scriptsRan.length, url).toBeGreaterThan(3)
    expect(firstShown, url).toBeGreaterThan(Math.max(...scriptsRan))
    expect(await skipped(page), url).toBe(0)
  }
})

test('a script that never arrives does not keep the lower parts waiting', async ({ page }) => {
  // One of the framework's chunks hangs: the page never hydrates, and its lower parts are
  // laid out five seconds after the last script was asked for.
  let held = ''
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, (route) => {
    if (!held) held = route.request().url()
    if (route.request().url() === held) return
    return route.continue()
  })
  await page.goto('/product/turmeric-lakadong', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute(LAID_OUT, '', { timeout: 15_000 })
  expect(held).not.toBe('')
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  expect(await skipped(page)).toBe(0)
})

test('a link to a lower part brings the reader to it, laid out', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  })
  const page = await context.newPage()
  await page.goto('/product/turmeric-lakadong#inquiry')
  const inquiry = page.locator('#inquiry')
  await expect(inquiry).toBeInViewport()
  expect(await inquiry.evaluate((e) => e.checkVisibility({ contentVisibilityAuto: true }))).toBe(
    true,
  )
  await expect(page.getByRole('heading', { name: 'Send an Inquiry' })).toBeInViewport()
  await context.close()
})
