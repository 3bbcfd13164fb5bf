import { expect, test } from './support/test'
import { renderingOnly } from './support/passes'

renderingOnly('markup')

/** The schema.org types each page type must carry, as parsed JSON-LD. */
const expected: [string, string[]][] = [
  ['/', ['Organization', 'WebSite']],
  ['/ar', ['Organization', 'WebSite']],
  ['/category/spices', ['ItemList']],
  ['/product/turmeric-lakadong', ['Product', 'BreadcrumbList']],
  ['/blog/1', ['BlogPosting']],
  ['/news/1', ['NewsArticle']],
  ['/contact', ['FAQPage']],
]

test.describe('structured data', () => {
  for (const [path, types] of expected) {
    test(`${path} carries ${types.join(' and ')} JSON-LD that parses`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]) as unknown)
      const items = blocks.flat() as { '@context'?: string; '@type'?: string }[]
      for (const item of items) expect(item['@context']).toBe('https://schema.org')
      expect(items.map((i) => i['@type'])).toEqual(expect.arrayContaining(types))
    })
  }

  test('the home page search action points at the search page', async ({ request }) => {
    const html = await (await request.get('/es')).text()
    const site = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]))
      .find((d) => d['@type'] === 'WebSite')
    expect(site.potentialAction.target.urlTemplate).toMatch(
      /\/es\/search\?q=\{search_term_string\}$/,
    )
  })
})
