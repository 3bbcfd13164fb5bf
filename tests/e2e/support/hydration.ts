import { expect, type Locator } from '@playwright/test'

/**
 * Opens a menu of the header island. Links load whole pages, so a test's click can land before
 * the new page's header has hydrated, when the button does nothing yet: click until it opens.
 */
export async function openMenu(trigger: Locator) {
  await expect(async () => {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true')
      await trigger.click({ timeout: 1_000 })
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}
