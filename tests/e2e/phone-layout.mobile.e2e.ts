import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'
import { locales } from '../../src/i18n/locales'

renderingOnly('the phone layout')

const prefix = (code: string) => (code === 'en' ? '' : `/${code}`)

/**
 * The footer's top edge brought to the middle of the window (parts laid out late move it, so
 * until it stays put), and the colour a reader sees there at the screen's edge: `above` just over
 * the footer, `higher` 80px further up, `footer` just inside it.
 */
function coloursAtFooter(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    const footer = document.querySelector('footer')!
    for (let tries = 0; tries < 20; tries++) {
      const top = footer.getBoundingClientRect().top
      if (Math.abs(top - 400) < 1) break
      window.scrollBy(0, top - 400)
      await frame()
      await frame()
    }
    const top = footer.getBoundingClientRect().top
    const colourAt = (y: number) => {
      for (let el = document.elementFromPoint(2, y); el; el = el.parentElement) {
        const colour = getComputedStyle(el).backgroundColor
        if (!/^rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour
      }
      return getComputedStyle(document.body).backgroundColor
    }
    return { top, above: colourAt(top - 2), higher: colourAt(top - 80), footer: colourAt(top + 2) }
  })
}

test.describe('on a 390px phone', () => {
  test('the home hero leaves out the categories artwork, without downloading it', async ({
    page,
  }) => {
    await page.goto('/')
    const drawn = page.locator('main section').first().locator('li a[href^="/category/"]')
    await expect(drawn).toHaveCount(6)
    await expect(drawn.first()).toBeHidden()
    // (The category cards further down show the same artwork; the hero's pictures load none.)
    await page.waitForLoadState('networkidle')
    for (const img of await drawn.locator('img').all())
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).not.toContain('/art/')
  })

  for (const { code } of locales) {
    test(`${code}: the product tabs show every label whole`, async ({ page }) => {
      await page.goto(`${prefix(code)}/product/turmeric-lakadong`)
      const tablist = page.getByRole('tablist')
      await tablist.scrollIntoViewIfNeeded()
      const tabs = tablist.getByRole('tab')
      await expect(tabs).toHaveCount(3)
      const list = (await tablist.boundingBox())!
      expect(
        await tablist.evaluate((el) => el.scrollWidth - el.clientWidth),
        'the tab row scrolls sideways',
      ).toBeLessThanOrEqual(0)
      for (const tab of await tabs.all()) {
        const label = await tab.textContent()
        const box = (await tab.boundingBox())!
        expect(box.x, `${label}: inside the tab row`).toBeGreaterThanOrEqual(list.x - 0.5)
        expect(box.x + box.width, `${label}: inside the tab row`).toBeLessThanOrEqual(
          list.x + list.width + 0.5,
        )
        expect(
          await tab.evaluate((el) => el.scrollWidth - el.clientWidth),
          `${label}: cut inside its tab`,
        ).toBeLessThanOrEqual(0)
      }
      // Still tabs: the third opens its panel.
      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toBeVisible()
    })
  }

  for (const code of ['en', 'ar', 'de']) {
    test(`${code}: contact email addresses break only before @ or a dot`, async ({ page }) => {
      await page.goto(`${prefix(code)}/contact`)
      // The addresses written out (not the "Email our sales team" button).
      const emails = page.getByRole('main').locator('a[href^="mailto:"]').filter({ hasText: '@' })
      expect(await emails.count()).toBeGreaterThanOrEqual(4)
      for (const email of await emails.all()) {
        await email.scrollIntoViewIfNeeded()
        const address = (await email.getAttribute('href'))!.slice('mailto:'.length)
        // Where each line of the address starts, character by character as laid out.
        const lineStarts = await email.evaluate((el) => {
          const starts: string[] = []
          let lastTop: number | null = null
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange()
              range.setStart(node, i)
              range.setEnd(node, i + 1)
              const rect = range.getClientRects()[0]
              if (!rect) continue
              if (lastTop !== null && rect.top > lastTop + 4) starts.push(text.slice(i))
              lastTop = rect.top
            }
          }
          return starts
        })
        await expect(email).toHaveText(address)
        for (const rest of lineStarts)
          expect(rest[0], `${address} breaks before "${rest}"`).toMatch(/[@.]/)
        const box = (await email.boundingBox())!
        expect(box.x + box.width, `${address} fits the screen`).toBeLessThanOrEqual(390)
      }
    })
  }

  for (const url of ['/', '/ar', '/about', '/contact', '/product/turmeric-lakadong', '/blog/1']) {
    test(`${url}: the page meets the footer without a band of another colour`, async ({ page }) => {
      await page.goto(url)
      const at = await coloursAtFooter(page)
      expect(Math.abs(at.top - 400), 'the footer in the middle of the window').toBeLessThan(2)
      expect(at.footer).not.toBe(at.above)
      expect(at.above, 'just above the footer as 80px higher, at the edge').toBe(at.higher)
    })
  }
})
