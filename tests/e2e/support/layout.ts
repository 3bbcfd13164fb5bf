import type { Page } from '@playwright/test'

/**
 * How much wider than the window the page is, in CSS pixels (0 when it fits): what a phone would
 * zoom out for, or a reader scroll sideways to see.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
