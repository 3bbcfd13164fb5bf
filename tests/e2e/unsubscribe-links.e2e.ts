import { expect, test } from './support/test'

/**
 * An unsubscribe link that is not (or no longer) valid, newsletter and policy alerts alike: the
 * page says so in the reader's language and offers no button. Their valid links are followed to
 * the end in newsletter.e2e.ts and policy-updates.e2e.ts.
 */
const cases = [
  { url: '/newsletter/unsubscribe?token=1.forged', title: 'This link is not valid' },
  { url: '/newsletter/unsubscribe', title: 'This link is not valid' },
  { url: '/de/policy/unsubscribe?token=1.forged', title: 'Dieser Link ist ungültig' },
  { url: '/policy/unsubscribe', title: 'This link is not valid' },
]

for (const { url, title } of cases)
  test(`${url}: the link is not valid, and there is nothing to press`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  })
