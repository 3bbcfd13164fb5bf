import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('header and footer')

test.describe('header and footer on desktop', () => {
  test('header links lead to their pages', async ({ page }) => {
    const nav = () => page.getByRole('navigation', { name: 'Main navigation' })
    const cases: [string, RegExp, RegExp][] = [
      ['About', /\/about$/, /About Bharat Agro Exports/],
      ['Blog', /\/blog$/, /Agricultural Export Authority Hub/],
      ['News', /\/articles$/, /Agricultural Export News/],
      ['Contact', /\/contact$/, /Contact Our Export Team/],
      ['Home', /\/$/, /Indian spices, grains and pulses/],
    ]
    await page.goto('/about')
    for (const [label, url, heading] of cases) {
      await nav().getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })

  test('without JavaScript Categories leads to the categories page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Categories' })
      .click()
    await expect(page).toHaveURL(/\/categories$/)
    await context.close()
  })

  test('the categories dropdown lists the six categories and opens each', async ({ page }) => {
    await page.goto('/')
    const trigger = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Categories' })
    const expected = [
      ['Spices', 'spices'],
      ['Cereals & Grains', 'grains'],
      ['Pulses & Lentils', 'pulses'],
      ['Oil Seeds', 'oilseeds'],
      ['Fresh Vegetables', 'vegetables'],
      ['Processed Foods', 'processed'],
    ]
    for (const [name, id] of expected) {
      await trigger.click()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.getByRole('link', { name, exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`/category/${id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    }
  })

  test('the dropdown closes with Escape and works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const trigger = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Categories' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('Sign In and Get Started go to /auth', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('footer links all lead somewhere real', async ({ page, request }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    const hrefs = await footer
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(15)
    for (const href of hrefs) {
      expect(href, 'no placeholder links').not.toMatch(/^#|^$|^javascript:/)
      if (href.startsWith('/')) expect((await request.get(href)).status(), href).toBe(200)
    }
    for (const name of ['Privacy Policy', 'Terms of Use', 'Cookie Policy', 'Shipping Policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await expect(footer.getByRole('link', { name: 'X', exact: true })).toHaveCount(0)
  })

  test('the header dims after scrolling and hides while scrolling down', async ({ page }) => {
    await page.goto('/category/spices')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-scroll', 'top')
    await page.mouse.move(600, 700)
    await page.mouse.wheel(0, 80)
    await expect(header).toHaveAttribute('data-scroll', 'dimmed')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-scroll', 'hidden')
    await page.mouse.wheel(0, -120)
    await expect(header).toHaveAttribute('data-scroll', 'dimmed')
  })
})

test('desktop pages do not scroll sideways', async ({ page }) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/', '/product/turmeric-lakadong', '/ar']) {
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
    }
  }
})
