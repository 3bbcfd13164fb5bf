import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** One page of each type, in English and Arabic (right to left). */
const pages = [
  '/',
  '/about',
  '/quality',
  '/contact',
  '/categories',
  '/category/spices',
  '/product/turmeric-lakadong',
  '/search?q=rice',
  '/blog',
  '/blog/1',
  '/articles',
  '/news/1',
  '/legal/privacy-policy',
  '/quote',
  '/inquiry?status=invalid&form=contact&fields=name:contactNameMin',
  '/this-page-does-not-exist',
]

test.describe('accessibility (WCAG 2.1 AA, axe)', () => {
  for (const locale of ['', '/ar']) {
    for (const path of pages) {
      const url = `${locale}${path}`
      test(`${url} has no violations`, async ({ page }) => {
        await page.goto(url)
        await page.waitForLoadState('networkidle')
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        expect(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        ).toEqual([])
      })
    }
  }
})
