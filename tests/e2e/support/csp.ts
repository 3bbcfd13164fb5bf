import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

const messages = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'))
export const en = messages('en')
export const ar = messages('ar')

/**
 * Records what the page's Content-Security-Policy refused: `securitypolicyviolation` events and
 * the console's CSP errors. Call before the first navigation.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = []
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply|run|evaluate)/i.test(message.text())
    )
      refused.push(`console: ${message.text()}`)
  })
  await page.exposeFunction('__cspViolation', (text: string) => refused.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}: ${e.sample}`)
    })
  })
  return refused
}

/**
 * The header, a client island, has hydrated: its language menu (desktop) or navigation menu
 * (phone) opens. Neither opens when the page's scripts were refused.
 */
export async function expectHydrated(page: Page, locale: 'en' | 'ar', phone: boolean) {
  const t = locale === 'ar' ? ar : en
  if (phone) {
    const menu = page.getByRole('navigation', { name: t.header.mobileNavigation })
    await expect(async () => {
      await page.getByRole('button', { name: t.header.openMenu }).click({ timeout: 1_000 })
      await expect(menu).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await page.getByRole('button', { name: t.header.closeMenu }).click()
    await expect(menu).toBeHidden()
  } else {
    const picker = page.getByRole('button', { name: t.header.chooseLanguage })
    await expect(async () => {
      await picker.click({ timeout: 1_000 })
      await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.locator('a[hreflang="es"]').first()).toBeVisible()
  }
}
