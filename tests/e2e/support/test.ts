import { test as base, type Page, type Response } from '@playwright/test'

export { expect } from '@playwright/test'

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil']

/**
 * After a page load, waits until the page's islands are live. The framework's scripts start
 * only after the load event (server/after-load.mjs), so Playwright's "loaded" comes before
 * hydration; a click then would find a button that does nothing yet, or a form that posts
 * without its checks. The header marks <html data-hydrated> when its effects run, and the
 * loader <html data-laid-out> when the parts below the first screen are laid out.
 */
export async function waitForIslands(page: Page, response: Response | null) {
  if (!response || !/^text\/html/.test(response.headers()['content-type'] ?? '')) return
  const html = await response.text().catch(() => '')
  if (!html.includes('type="text/x-after-load"')) return
  await islandsLive(page)
}

/**
 * Waits for the marks of a public page whose islands are live and whose lower parts are laid
 * out. Call it after a navigation that page.goto did not make (a click on a link, a page of a
 * context of the test's own).
 */
export async function islandsLive(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
  // The loader then lays out the lower parts skipped while loading; tests see the whole page.
  await page.locator('html[data-laid-out]').waitFor({ state: 'attached', timeout: 15_000 })
}

/** A test waits for hydration only when it asked for a loaded page, not an early state. */
const waitsForLoad = (waitUntil: WaitUntil) =>
  waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle'

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for hydration
 * (waitForIslands). Every browser test imports it from here.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (waitsForLoad(options?.waitUntil)) await waitForIslands(page, response)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (waitsForLoad(options?.waitUntil)) await waitForIslands(page, response)
      return response
    }
    await provide(page)
  },
})
