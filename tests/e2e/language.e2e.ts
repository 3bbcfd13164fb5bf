import { type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { sidewaysOverflow } from './support/layout'
import fs from 'node:fs'
import path from 'node:path'
import { locales } from '../../src/i18n/locales'
import { renderingOnly } from './support/passes'
import { catalogueTranslations } from '../../src/seed/catalogue/i18n'

renderingOnly('language switching and the mirrored layout')

type Messages = { header: { chooseLanguage: string }; product: { requestQuote: string } }
const messages = (code: string): Messages =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${code}.json`), 'utf8'),
  )

test.describe('language choice', () => {
  test('a browser that prefers Spanish is offered Spanish, never redirected; the choice is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-ES' })
    const page = await context.newPage()
    const response = await page.goto('/about')
    expect(response?.url()).toMatch(/\/about$/)
    expect(response?.request().redirectedFrom()).toBeNull()
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toContainText('Esta página también está disponible en español.')
    await expect(suggestion).toHaveAttribute('lang', 'es')
    await suggestion.getByRole('link', { name: 'Cambiar a español' }).click()
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0)

    // Remembered: an English address opens in Spanish.
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/es\/contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // Choosing English in the picker sticks too.
    await page.getByRole('button', { name: 'Seleccionar idioma' }).click()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.goto('/about')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('keeping the current language dismisses the suggestion for good', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/categories')
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toContainText('Diese Seite gibt es auch auf Deutsch.')
    await suggestion.getByRole('button', { name: 'Sprache beibehalten' }).click()
    await expect(suggestion).toHaveCount(0)
    await page.goto('/about')
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0)
    await context.close()
  })

  test('the suggestion bar never hides the end of the page, and leaves no room once answered', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/about')
    const suggestion = page.getByTestId('language-suggestion')
    await expect(suggestion).toBeVisible()
    // To the very end, as a reader would: the parts laid out as they come near change the
    // page's height, so scroll again until the end holds; there the footer's last line (the
    // copyright) is above the bar, not under it.
    const last = page.locator('footer p').last()
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const atEnd = await page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
      )
      expect(atEnd).toBe(true)
      const bar = await suggestion.boundingBox()
      const line = await last.boundingBox()
      expect(line!.y + line!.height).toBeLessThanOrEqual(bar!.y)
    }).toPass()
    await expect(last).toBeInViewport()

    await suggestion.getByRole('button', { name: 'Garder cette langue' }).click()
    await expect(suggestion).toHaveCount(0)
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('')
    await context.close()
  })

  test('no suggestion when the browser language is the page language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' })
    const page = await context.newPage()
    await page.goto('/ar/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0)
    await context.close()
  })
})

test('switching language from a product page keeps the visitor on that product, in every language', async ({
  page,
}) => {
  await page.goto('/product/turmeric-lakadong')
  let current = 'en'
  for (const target of [...locales.slice(1), locales[0]]) {
    await page.getByRole('button', { name: messages(current).header.chooseLanguage }).click()
    await page.getByRole('link', { name: target.label, exact: true }).click()
    const path = target.code === 'en' ? '' : `/${target.code}`
    await expect(page).toHaveURL(new RegExp(`${path}/product/turmeric-lakadong$`))
    await expect(page.locator('html')).toHaveAttribute('lang', target.code)
    await expect(page.locator('html')).toHaveAttribute('dir', target.dir)
    // The product's own name in that language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      target.code === 'en'
        ? 'Turmeric'
        : catalogueTranslations[target.code as keyof typeof catalogueTranslations].products[
            'turmeric-lakadong'
          ].name,
    )
    await expect(
      page.getByRole('link', { name: messages(target.code).product.requestQuote }).first(),
    ).toBeVisible()
    current = target.code
  }
})

test.describe('Arabic', () => {
  /** Where the header's parts sit, and a picture of the logo mark. */
  async function header(page: Page, path: string) {
    await page.goto(path)
    const bar = page.locator('header').first()
    const logo = bar.getByRole('link').first()
    const box = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!
    return {
      width: (await box(bar)).width,
      logo: await box(logo),
      nav: await box(bar.getByRole('navigation').first()),
      language: await box(
        bar.locator('button[aria-controls]').filter({ has: page.locator('.lucide-globe') }),
      ),
      mark: await logo.locator('svg').first().screenshot(),
      shot: await bar.screenshot(),
    }
  }

  test('pages are right-to-left with a mirrored header; figures and codes stay left-to-right', async ({
    page,
  }, testInfo) => {
    const en = await header(page, '/about')
    const ar = await header(page, '/ar/about')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await testInfo.attach('header-en.png', { body: en.shot, contentType: 'image/png' })
    await testInfo.attach('header-ar.png', { body: ar.shot, contentType: 'image/png' })

    // The screenshots: the logo mark is drawn the same, at the mirrored place.
    expect(ar.mark.equals(en.mark)).toBe(true)
    const mirrored = (b: { x: number; width: number }) => en.width - b.x - b.width
    expect(Math.abs(ar.logo.x - mirrored(en.logo))).toBeLessThan(2)
    // Logo at the start edge, navigation after it, language picker towards the end.
    expect(en.logo.x).toBeLessThan(en.nav.x)
    expect(ar.logo.x).toBeGreaterThan(ar.nav.x)
    expect(en.language.x).toBeGreaterThan(en.nav.x)
    expect(ar.language.x).toBeLessThan(ar.nav.x)

    // Arrows that point along the reading direction flip; numbers keep their order.
    await page.goto('/ar/product/basmati-1121')
    const back = page.locator('.flip-rtl').first()
    expect(await back.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(-1/)
    const hs = page
      .locator('span[dir="ltr"]')
      .filter({ hasText: /^\d{4}/ })
      .first()
    await expect(hs).toBeVisible()
  })
})

test('no language makes a page wider than the window, on a phone, a small laptop or a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The header's one-line rows (top bar, logo, menu, buttons) and the buttons are the tightest
  // places: the longer words of some languages and wider fallback fonts must still fit.
  for (const width of [412, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const { code } of locales) {
      const prefix = code === 'en' ? '' : `/${code}`
      for (const path of ['/', '/about', '/product/turmeric-lakadong']) {
        await page.goto(`${prefix}${path}`)
        expect(await sidewaysOverflow(page), `${prefix}${path} at ${width} px`).toBe(0)
      }
    }
  }
})

test('each language asks for fonts of its own script, after Inter for the Latin text', async ({
  page,
}) => {
  const families = async (prefix: string) => {
    await page.goto(prefix || '/')
    const list = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    return list.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''))
  }
  const at = (list: string[], name: string) => {
    expect(list, name).toContain(name)
    return list.indexOf(name)
  }
  for (const prefix of ['', '/ar', '/zh', '/ja', '/ru']) {
    const list = await families(prefix)
    expect(list[1], prefix).toBe('Inter Variable')
  }
  // Han characters are drawn differently in Japanese and Chinese: each page reaches its own first.
  const ja = await families('/ja')
  expect(at(ja, 'Noto Sans CJK JP')).toBeLessThan(ja.indexOf('Noto Sans CJK SC') >>> 0)
  expect(at(ja, 'Yu Gothic UI')).toBeLessThan(at(ja, 'Noto Sans CJK JP'))
  const zh = await families('/zh')
  expect(at(zh, 'Noto Sans CJK SC')).toBeLessThan(zh.indexOf('Noto Sans CJK JP') >>> 0)
  expect(at(zh, 'Microsoft YaHei')).toBeLessThan(at(zh, 'Noto Sans CJK SC'))
  const ar = await families('/ar')
  expect(at(ar, 'Segoe UI')).toBeLessThan(at(ar, 'Noto Sans Arabic'))
})
