import { expect, test as base } from '@playwright/test'

/**
 * Every browser test imports `test` and `expect` from here. Its page fails the test when a client
 * island asked for an interface text its server-side provider did not hand over (src/lib/client-texts.tsx
 * logs "Missing interface text"): the key lists of ClientTexts are checked by every spec that uses
 * the islands, in every language it visits.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const missing: string[] = []
    page.on('console', (m) => {
      if (m.text().startsWith('Missing interface text')) missing.push(`${page.url()}: ${m.text()}`)
    })
    await provide(page)
    expect(missing, 'texts the islands asked for and did not get').toEqual([])
  },
})

export { expect }
