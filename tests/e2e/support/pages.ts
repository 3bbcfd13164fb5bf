import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'
import { expectHydrated, watchPolicy } from './csp'
import { renderingOnly } from './passes'

/** One page of each type; the checks run them in English and in Arabic. */
export const pageTypes = [
  '/',
  '/about',
  '/quality',
  '/contact',
  '/categories',
  '/catalogue',
  '/category/spices/page/2',
  '/product/turmeric-lakadong',
  '/search?q=rice',
  '/blog',
  '/blog/1',
  '/articles',
  '/news/1',
  '/legal/privacy-policy',
  '/quote',
  '/inquiry?status=invalid&form=contact&fields=name:contactNameMin',
  '/auth?status=confirmed',
  '/auth/forgot',
  '/auth/reset?token=e2e-not-a-real-token',
  '/no-such-page',
]

/**
 * Each page type, in English and Arabic, has no axe (WCAG 2.1 A and AA) violations; and, on the
 * same visit, its strict script policy refused nothing and the header island hydrated (the
 * not-found page has no scripts).
 */
export function axeChecks(title: string) {
  test.describe(title, () => {
    // Markup and styles do not depend on the database: CI checks them once, on the embedded one.
    renderingOnly('markup and styles')
    // Spread over both workers: one page per test, nothing shared.
    test.describe.configure({ mode: 'parallel' })
    for (const url of [...pageTypes, ...pageTypes.map((p) => `/ar${p}`)]) {
      test(`${url}: no axe or CSP violations; the header hydrates`, async ({ page, isMobile }) => {
        const refused = await watchPolicy(page)
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        // axe judges a part the browser has not laid out yet (render-later, below the first
        // screen) by its placeholder, and reports false contrast failures (axe-core#2768):
        // lay every part out for the check, as a reader's scrolling would.
        await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
        // A colour still in transition (a button taking its enabled colours as the form
        // hydrates) is measured half-way and fails contrast now and then: let transitions end.
        await page.evaluate(() =>
          Promise.race([
            Promise.all(
              document
                .getAnimations()
                .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
                .map((a) => a.finished.catch(() => undefined)),
            ),
            new Promise((resolve) => setTimeout(resolve, 3_000)),
          ]),
        )
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        ).toEqual([])
        if (url.endsWith('/no-such-page'))
          // A not-found page is sent as HTML without scripts (server/not-found.mjs): its menus
          // work as #targets, and there is nothing to hydrate.
          await expect(page.locator('script')).toHaveCount(0)
        else await expectHydrated(page, /^\/ar(\/|$)/.test(url) ? 'ar' : 'en', isMobile)
        expect(refused).toEqual([])
      })
    }
  })
}
