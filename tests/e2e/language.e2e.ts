import { expect, test } from '@playwright/test'

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

  test('no suggestion when the browser language is the page language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' })
    const page = await context.newPage()
    await page.goto('/ar/about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0)
    await context.close()
  })
})
