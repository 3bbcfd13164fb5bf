import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import { renderingOnly } from './support/passes'
import { locales } from '../../src/i18n/locales'

renderingOnly('the header layout')

const messages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as typeof import('../../messages/en.json')

type Shape = {
  name: string
  top: number
  bottom: number
  left: number
  right: number
  /** Lines the item's visible text is set on. */
  lines: number
  /** Height left for text inside padding and border, in lines of the item's line height. */
  textRows: number
  clipped: boolean
}

/** Every link, button and search box of the header a reader sees now, as laid out. */
function shapes(page: Page): Promise<Shape[]> {
  return page.getByRole('banner').evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>('a, button, input')].filter((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    )
    return items.map((el) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      // Text visible on screen (not the 1px boxes of text for screen readers only).
      const centres: number[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1)
          continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects())
          if (r.width > 0 && r.height > 0) centres.push(r.top + r.height / 2)
      }
      centres.sort((a, b) => a - b)
      const lines = centres.filter((c, i) => i === 0 || c - centres[i - 1] > 6).length
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5
      const inner =
        box.height -
        ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
          .map((p) => parseFloat(style[p as 'paddingTop']))
          .reduce((a, b) => a + b, 0)
      return {
        name: (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '')
          .trim()
          .slice(0, 40),
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        lines,
        textRows: inner / lineHeight,
        clipped: el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1,
      }
    })
  })
}

const centre = (s: { top: number; bottom: number }) => (s.top + s.bottom) / 2

async function centreOf(item: Locator) {
  const box = await item.boundingBox()
  expect(box, 'item is laid out').not.toBeNull()
  return box!.y + box!.height / 2
}

test.describe('the desktop header keeps to one line', () => {
  test.describe.configure({ mode: 'parallel' })
  for (const { code } of locales) {
    const m = messages(code).header
    const home = code === 'en' ? '/' : `/${code}`
    for (const width of [1024, 1280, 1440]) {
      test(`${code} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(home)
        const banner = page.getByRole('banner')
        const nav = banner.getByRole('navigation', { name: m.mainNavigation })
        // Signed out: the account corner has settled on Sign In and Get Started.
        const getStarted = banner.getByRole('link', { name: m.getStarted, exact: true })
        await expect(getStarted).toBeVisible()
        expect(await sidewaysOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0)

        // The rows: the contact bar above, the navigation row with the company's mark below.
        const topRow = await centreOf(banner.getByRole('link', { name: m.callUs }))
        const mainRow = await centreOf(nav.getByRole('link', { name: m.home, exact: true }))
        const named: [string, Locator, number][] = [
          ['Sign In', banner.getByRole('link', { name: m.signIn, exact: true }), topRow],
          ['Get Started', getStarted, topRow],
          ['Home', nav.getByRole('link', { name: m.home, exact: true }), mainRow],
          ['About', nav.getByRole('link', { name: m.about, exact: true }), mainRow],
          ['Categories', nav.getByRole('button', { name: m.categories }), mainRow],
          ['Blog', nav.getByRole('link', { name: m.blog, exact: true }), mainRow],
          ['News', nav.getByRole('link', { name: m.news, exact: true }), mainRow],
          ['Contact', nav.getByRole('link', { name: m.contact, exact: true }), mainRow],
          ['search', banner.getByRole('searchbox', { name: m.search }), mainRow],
          ['language', banner.getByRole('button', { name: m.chooseLanguage }), mainRow],
          ['Get Catalog', banner.getByRole('link', { name: m.getCatalog }), mainRow],
        ]
        for (const [what, item, row] of named) {
          await expect(item, what).toBeVisible()
          expect(Math.abs((await centreOf(item)) - row), `${what} sits on its row`).toBeLessThan(2)
        }

        const all = await shapes(page)
        expect(all.length).toBeGreaterThanOrEqual(named.length + 2)
        const byRow = { top: [] as Shape[], main: [] as Shape[] }
        for (const s of all) {
          const row = Math.abs(centre(s) - topRow) < 2 ? 'top' : 'main'
          expect(
            Math.abs(centre(s) - (row === 'top' ? topRow : mainRow)),
            `${s.name}: off its row`,
          ).toBeLessThan(2)
          byRow[row].push(s)
          expect(s.lines, `${s.name}: text on one line`).toBeLessThanOrEqual(1)
          expect(s.textRows, `${s.name}: box as tall as one line`).toBeLessThan(2)
          expect(s.clipped, `${s.name}: text cut`).toBe(false)
          expect(s.left, `${s.name}: inside the window`).toBeGreaterThanOrEqual(0)
          expect(s.right, `${s.name}: inside the window`).toBeLessThanOrEqual(width)
        }
        // Side by side, never on top of one another.
        for (const row of [byRow.top, byRow.main]) {
          const sorted = [...row].sort((a, b) => a.left - b.left)
          for (let i = 1; i < sorted.length; i++)
            expect(
              sorted[i].left,
              `${sorted[i - 1].name} and ${sorted[i].name} overlap`,
            ).toBeGreaterThanOrEqual(sorted[i - 1].right - 0.5)
        }

        // The search box shows no cut placeholder: closed, none; opened, all of it.
        const search = banner.getByRole('searchbox', { name: m.search })
        const placeholderColour = () =>
          search.evaluate((el) => getComputedStyle(el, '::placeholder').color)
        expect(await placeholderColour()).toBe('rgba(0, 0, 0, 0)')
        await search.focus()
        await expect.poll(placeholderColour).not.toBe('rgba(0, 0, 0, 0)')
        await expect
          .poll(() => search.evaluate((el) => el.getBoundingClientRect().width))
          .toBeGreaterThan(200)
        // Measured once the box has finished widening (a transition), not half-way.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        )
        await search.fill(m.searchPlaceholder)
        const open = await search.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
          left: el.getBoundingClientRect().left,
          right: el.getBoundingClientRect().right,
        }))
        expect(open.scroll, 'the placeholder fits the open box').toBeLessThanOrEqual(open.client)
        expect(open.left).toBeGreaterThanOrEqual(0)
        expect(open.right).toBeLessThanOrEqual(width)
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      })
    }
  }
})
