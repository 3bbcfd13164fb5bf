import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { catalogueTranslations } from '../../src/seed/catalogue/i18n'
import { seedProducts } from '../../src/seed/catalogue'
import { packRows } from '../../src/seed/catalogue/packs'
import { pdfText } from '../helpers/pdf'
import { signInToAdmin, staffHeaders } from './support/staff'

/**
 * The catalogue in the buyer's language: a product page, its spec sheet and search, for every
 * language besides English, with the seeded translations.
 */

const slug = 'turmeric-lakadong'
const english = seedProducts.find((p) => p.slug === slug)!

/** What a buyer types for turmeric in each language. */
const queries: Record<keyof typeof catalogueTranslations, string> = {
  ar: 'كركم',
  zh: '姜黄',
  ja: 'ターメリック',
  ru: 'куркума',
  es: 'cúrcuma',
  fr: 'curcuma',
  de: 'kurkuma',
}

/** Text as it reads, whatever the PDF did to it: Arabic presentation forms, spacing. */
const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, '')

/** A product in English only, as staff create one before translating it; deleted after `check`. */
async function withEnglishProduct(
  request: APIRequestContext,
  name: string,
  slug: string,
  check: (id: number) => Promise<void>,
) {
  const headers = await staffHeaders(request)
  // Oil seeds: no other test counts its products.
  const category = await (
    await request.get('/api/categories?where[slug][equals]=oilseeds&depth=0')
  ).json()
  const created = await request.post('/api/products', {
    headers,
    data: { name, slug, category: category.docs[0].id, _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  try {
    await check(doc.id)
  } finally {
    await request.delete(`/api/products/${doc.id}`, { headers })
  }
}

for (const [code, translation] of Object.entries(catalogueTranslations)) {
  const locale = code as keyof typeof catalogueTranslations
  const own = translation.products[slug]

  test(`${locale}: the product page, its spec sheet and search are in the language`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${locale}/product/${slug}`)
    const name = page.getByRole('heading', { level: 1 })
    await expect(name).toHaveText(own.name)
    // In the page's language, so not marked as English.
    await expect(name).not.toHaveAttribute('lang', 'en')
    const description = page.locator('main').getByText(own.description!.slice(0, 30))
    await expect(description.first()).toBeVisible()
    await expect(page.locator('main')).not.toContainText(english.description!.slice(0, 40))
    // A specification row and a quality parameter, translated; the test method as it is.
    await expect(page.locator('main')).toContainText(own.specifications![0][0])
    await page.getByRole('tab').nth(1).click()
    await expect(page.locator('main')).toContainText(own.qualityParameters![0].parameter)
    await expect(page.locator('main')).toContainText(english.qualityParameters![0].method)

    const pdf = await request.get(`/documents/${locale}/spec-sheet/${slug}.pdf`)
    expect(pdf.status()).toBe(200)
    const text = plain(await pdfText(await pdf.body()))
    // Right-to-left text may come out of a PDF in visual order: either way round is the name.
    const spelled = plain(own.name)
    expect(text.includes(spelled) || text.includes([...spelled].reverse().join(''))).toBe(true)
    expect(text).not.toContain(plain(english.description!.slice(0, 40)))

    await page.goto(`/${locale}/search?q=${encodeURIComponent(queries[locale])}`)
    await expect(page.locator(`main a[href="/${locale}/product/${slug}"]`).first()).toBeVisible()
    // The matched words are highlighted in the results.
    await expect(page.locator('main mark').first()).toBeVisible()
  })
}

test('a product without a translation shows its English texts, marked as English', async ({
  page,
  request,
}) => {
  await withEnglishProduct(request, 'Untranslated Pepper', 'untranslated-pepper', async () => {
    await expect(async () => {
      await page.goto('/ar/product/untranslated-pepper')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Untranslated Pepper')
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  })
})

test('the product list shows staff which languages each product is translated into', async ({
  page,
  request,
}) => {
  await signInToAdmin(page)
  // A seeded product: translated into all seven languages.
  const seeded = english.name
  await page.goto(`/admin/collections/products?search=${encodeURIComponent(seeded)}`)
  await expect(page.getByRole('columnheader', { name: 'Languages' })).toBeVisible()
  const seededRow = page.locator('tbody tr', { hasText: seeded }).first()
  await expect(seededRow.locator('[data-translation-status]')).toHaveText('All 7')
  // The edit view says the same; without a translation service there is no machine button.
  await seededRow.getByRole('link', { name: seeded }).click()
  await expect(page.locator('#field-name')).toHaveValue(seeded)
  await expect(page.locator('[data-translation-status]')).toHaveText('All 7')
  await expect(page.getByRole('button', { name: /Translate missing languages/ })).toHaveCount(0)
  // Each pack row is titled with the pack's name, not "Pack 01".
  await expect(page.locator('#field-packs .row-label')).toHaveText(
    packRows(english).map((p) => p.label),
  )

  const name = 'Languages Check Pepper'
  await withEnglishProduct(request, name, 'languages-check-pepper', async (id) => {
    const cell = page.locator('tbody tr', { hasText: name }).locator('[data-translation-status]')
    await page.goto(`/admin/collections/products?search=${encodeURIComponent(name)}`)
    await expect(cell).toHaveText('Missing: ES FR DE ZH JA AR RU')
    // A German name: German is done, as the name is all the English version has.
    const german = await request.patch(`/api/products/${id}?locale=de`, {
      headers: await staffHeaders(request),
      data: { name: 'Sprachprüfung Pfeffer' },
    })
    expect(german.status()).toBe(200)
    await page.reload()
    await expect(cell).toHaveText('Done: DE · Missing: ES FR ZH JA AR RU')
  })
})

test('machine translation is for editors only, and says so when no service is set', async ({
  request,
  playwright,
  baseURL,
}) => {
  const id = (await (await request.get(`/api/products?where[slug][equals]=${slug}&depth=0`)).json())
    .docs[0].id
  const visitor = await playwright.request.newContext({ baseURL })
  const anonymous = await visitor.post(`/api/products/${id}/translate`)
  expect(anonymous.status()).toBe(403)
  expect((await anonymous.json()).error).toBe('Only admins and editors may translate.')
  await visitor.dispose()
  // The test server has no BLOG_LLM_URL.
  const off = await request.post(`/api/products/${id}/translate`, {
    headers: await staffHeaders(request),
  })
  expect(off.status()).toBe(409)
  expect((await off.json()).error).toMatch(/Machine translation is off/)
})
