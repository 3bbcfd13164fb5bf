import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('keyboard use and focus')

const messages = (locale: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'),
  ) as typeof import('../../messages/en.json')

/** What the focused element looks like: its focus ring, and where it is. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    const box = el.getBoundingClientRect()
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0,
      outlineColor: style.outlineColor,
      inMain: Boolean(el.closest('main')),
      width: box.width,
      height: box.height,
    }
  })
}

test.describe('keyboard', () => {
  for (const locale of ['en', 'ar']) {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const skip = messages(locale).common.skipToContent

    test(`${locale}: the first Tab shows the skip link, and Enter takes focus to the page's content`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/product/turmeric-lakadong`)
      await page.keyboard.press('Tab')
      const link = page.getByRole('link', { name: skip })
      await expect(link).toBeFocused()
      // Hidden until focused, then on screen and readable.
      await expect(link).toBeInViewport()
      const box = await link.boundingBox()
      expect(box!.width).toBeGreaterThan(60)
      expect(box!.height).toBeGreaterThan(20)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/#main$/)
      await expect(page.locator('main')).toBeFocused()
      // The next Tab goes on inside the content, past the header's links.
      await page.keyboard.press('Tab')
      expect((await focused(page))?.inMain).toBe(true)
    })
  }

  test('every element reached with Tab shows a visible focus ring', async ({ page }) => {
    await page.goto('/')
    const seen: string[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const f = await focused(page)
      if (!f) continue
      seen.push(`${f.tag} ${f.name}`)
      expect(f.focusVisible, `${f.tag} "${f.name}"`).toBe(true)
      expect(f.outline, `${f.tag} "${f.name}" has no outline`).toBeGreaterThanOrEqual(2)
      expect(f.outlineColor, `${f.tag} "${f.name}"`).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)/)
      expect(f.width * f.height, `${f.tag} "${f.name}" is not on screen`).toBeGreaterThan(0)
    }
    // Through the header into the page: its links, the search, the content's links and buttons.
    expect(seen.length).toBe(40)
    expect(seen.some((s) => s.startsWith('a '))).toBe(true)
    expect(seen.some((s) => s.startsWith('button '))).toBe(true)
  })

  test('Shift+Tab goes back the same way', async ({ page }) => {
    await page.goto('/contact')
    const forward: string[] = []
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      const f = await focused(page)
      forward.push(`${f?.tag} ${f?.name}`)
    }
    const back: string[] = []
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Shift+Tab')
      const f = await focused(page)
      back.push(`${f?.tag} ${f?.name}`)
    }
    expect(back).toEqual(forward.slice(0, 11).reverse())
  })
})

/** The animation and transition durations (ms) of an element with the site's spinner classes. */
function durations(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.className = 'animate-spin transition duration-300'
    document.body.append(probe)
    const style = getComputedStyle(probe)
    const out = [style.animationDuration, style.transitionDuration]
    probe.remove()
    return out.map((d) => Math.round(parseFloat(d) * (d.endsWith('ms') ? 1 : 1000) * 100) / 100)
  })
}

test.describe('motion', () => {
  test('with reduced motion asked for, the carousel stays put and animations end at once', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The page's clock, moved on by the test instead of waited for.
    await page.clock.install()
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Agricultural News Live' })
    const first = carousel.getByRole('button', { name: 'Show news page 1' })
    await expect(first).toHaveAttribute('aria-current', 'true')
    await page.mouse.move(0, 0)
    // Longer than the carousel's 8 seconds: it has not moved by itself.
    await page.clock.runFor(9_500)
    await expect(first).toHaveAttribute('aria-current', 'true')
    // Any animation or transition (spinners, skeletons, menus) ends at once; without the
    // setting the same classes animate.
    expect(await durations(page)).toEqual([expect.closeTo(0, 1), expect.closeTo(0, 1)])
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    expect(await durations(page)).toEqual([1000, 300])
  })
})
