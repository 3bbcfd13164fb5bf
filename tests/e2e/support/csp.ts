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
    // The toggle's name changes from "Open menu" to "Close menu" as it opens.
    const toggle = page
      .getByRole('button', { name: t.header.openMenu })
      .or(page.getByRole('button', { name: t.header.closeMenu }))
    // (Links until the header has hydrated: a button found is a live one.)
    await toggle.click()
    await expect(menu).toBeVisible()
    await page.getByRole('button', { name: t.header.closeMenu }).click()
    await expect(menu).toBeHidden()
  } else {
    await page.getByRole('button', { name: t.header.chooseLanguage }).click()
    await expect(page.locator('a[hreflang="es"]').first()).toBeVisible()
  }
}
