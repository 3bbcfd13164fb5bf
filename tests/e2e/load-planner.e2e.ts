import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

/*
 * The container load planner (issue #30) on product pages and in the quote list, checked against
 * plans worked out here by hand from the seed's pack data (src/seed/catalogue/packs.ts) and the
 * containers' figures (src/features/load-planner/containers.ts):
 *
 *   20' standard: inside 5,898 × 2,352 × 2,393 mm, door 2,280 mm high, payload 30,480 − 2,230
 *                 = 28,250 kg; internal volume 5,898 × 2,352 × 2,393 = 33,195,925,728 mm³.
 *   40' high cube: inside 12,032 × 2,352 × 2,698 mm, door 2,585 mm high, payload 30,480 − 3,900
 *                 = 26,580 kg.
 *
 * Bags lie flat (only length and width swap); cartons not marked upright may be turned 6 ways.
 * Percentages are rounded down to 0.1 %; lb = kg ÷ 0.45359237.
 */

type Expected = {
  packs: string
  limit: 'limited by weight' | 'limited by space'
  bySpace: string
  byWeight: string
  net: string
  gross: string
  volume: string
  weight: string
  pallets?: string
}

type Case = { slug: string; pack: string; container: string; expected: Expected }

const cases: Case[] = [
  // Basmati 1121, 25 kg PP bag: 700 × 420 × 130 mm, 25.1 kg gross, floor-loaded.
  {
    slug: 'basmati-1121',
    pack: '25 kg PP bag',
    container: "20' standard",
    // Lengthwise: ⌊5898/700⌋ 8 × ⌊2352/420⌋ 5 × ⌊2393/130⌋ 18 = 720; turned: ⌊5898/420⌋ 14 ×
    // ⌊2352/700⌋ 3 × 18 = 756 → 756 by space. By weight ⌊28,250 / 25.1⌋ = 1,125. 756 wins.
    // Net 756 × 25 = 18,900 kg = 41,667 lb; gross 756 × 25.1 = 18,975.6 kg = 41,834 lb.
    // Volume 756 × 700 × 420 × 130 / 33,195,925,728 = 87.04 % → 87 %; weight 18,975.6 / 28,250
    // = 67.17 % → 67.1 %.
    expected: {
      packs: '756',
      limit: 'limited by space',
      bySpace: '756',
      byWeight: '1,125',
      net: '18.9 t · 18,900 kg · 41,667 lb',
      gross: '18.976 t · 18,976 kg · 41,834 lb',
      volume: '87%',
      weight: '67.1% of the 28,250 kg payload',
    },
  },
  {
    slug: 'basmati-1121',
    pack: '25 kg PP bag',
    container: "40' high cube",
    // Lengthwise ⌊12032/700⌋ 17 × 5 × ⌊2698/130⌋ 20 = 1,700; turned ⌊12032/420⌋ 28 × 3 × 20 =
    // 1,680 → 1,700 by space. By weight ⌊26,580 / 25.1⌋ = 1,058: the weight limits.
    // Net 1,058 × 25 = 26,450 kg = 58,312 lb; gross 1,058 × 25.1 = 26,555.8 kg = 58,546 lb.
    // Volume 1,058 × 38,220,000 / (12,032 × 2,352 × 2,698 = 76,351,414,272) = 52.96 % → 52.9 %;
    // weight 26,555.8 / 26,580 = 99.909 % → 99.9 %.
    expected: {
      packs: '1,058',
      limit: 'limited by weight',
      bySpace: '1,700',
      byWeight: '1,058',
      net: '26.45 t · 26,450 kg · 58,312 lb',
      gross: '26.556 t · 26,556 kg · 58,546 lb',
      volume: '52.9%',
      weight: '99.9% of the 26,580 kg payload',
    },
  },
  // Masoor dal, carton of 20 × 1 kg consumer packs: 500 × 350 × 300 mm, 21.6 kg gross, upright,
  // 30 a pallet on a 1,200 × 1,000 pallet (150 mm, 30 kg).
  {
    slug: 'masoor-dal',
    pack: 'Carton of 20 × 1 kg consumer pack',
    container: "20' standard",
    // On the pallet: turned, ⌊1200/350⌋ 3 × ⌊1000/500⌋ 2 = 6 a layer; 30 / 6 = 5 layers; loaded
    // 150 + 5 × 300 = 1,650 mm: ⌊2,280 (door) / 1,650⌋ = 1 tier. Pallets lengthwise ⌊5898/1200⌋
    // 4 × ⌊2352/1000⌋ 2 = 8 (crosswise 5 × 1 = 5) → 8 × 30 = 240 by space.
    // By weight: a full pallet 30 × 21.6 + 30 = 678 kg; ⌊28,250 / 678⌋ = 41 pallets (27,798 kg),
    // 452 kg left: ⌊(452 − 30) / 21.6⌋ = 19 more → 41 × 30 + 19 = 1,249.
    // Net 240 × 20 = 4,800 kg = 10,582 lb; gross 240 × 21.6 + 8 × 30 = 5,424 kg = 11,958 lb.
    // Volume 240 × 52,500,000 / 33,195,925,728 = 37.96 % → 37.9 %; weight 5,424 / 28,250 = 19.2 %.
    expected: {
      packs: '240',
      limit: 'limited by space',
      bySpace: '240',
      byWeight: '1,249',
      net: '4.8 t · 4,800 kg · 10,582 lb',
      gross: '5.424 t · 5,424 kg · 11,958 lb',
      volume: '37.9%',
      weight: '19.2% of the 28,250 kg payload',
      pallets: '8 pallets of up to 30 packs',
    },
  },
  {
    slug: 'masoor-dal',
    pack: 'Carton of 20 × 1 kg consumer pack',
    container: "40' high cube",
    // ⌊2,585 (door) / 1,650⌋ = 1 tier; lengthwise ⌊12032/1200⌋ 10 × 2 = 20 pallets (crosswise
    // 12 × 1 = 12) → 600 by space. By weight ⌊26,580 / 678⌋ = 39 pallets (26,442 kg), 138 kg
    // left: ⌊(138 − 30) / 21.6⌋ = 5 → 1,175. Net 12,000 kg = 26,455 lb; gross 600 × 21.6 +
    // 20 × 30 = 13,560 kg = 29,895 lb. Volume 600 × 52,500,000 / 76,351,414,272 = 41.26 % →
    // 41.2 %; weight 13,560 / 26,580 = 51.02 % → 51 %.
    expected: {
      packs: '600',
      limit: 'limited by space',
      bySpace: '600',
      byWeight: '1,175',
      net: '12 t · 12,000 kg · 26,455 lb',
      gross: '13.56 t · 13,560 kg · 29,895 lb',
      volume: '41.2%',
      weight: '51% of the 26,580 kg payload',
      pallets: '20 pallets of up to 30 packs',
    },
  },
  // Dehydrated garlic powder, 25 kg carton with double poly liner: 500 × 350 × 300 mm, 26.2 kg
  // gross, floor-loaded, may be turned any way.
  {
    slug: 'dehydrated-garlic-powder',
    pack: '25 kg carton with double poly liner',
    container: "20' standard",
    // 500 along, 350 across, 300 up: ⌊5898/500⌋ 11 × ⌊2352/350⌋ 6 × ⌊2393/300⌋ 7 = 462 (the best
    // of the 6 turns: 448, 462, 456, 448, 456 for the others). By weight ⌊28,250 / 26.2⌋ = 1,078.
    // Net 462 × 25 = 11,550 kg = 25,463 lb; gross 462 × 26.2 = 12,104.4 kg = 26,686 lb.
    // Volume 462 × 52,500,000 / 33,195,925,728 = 73.07 % → 73 %; weight 12,104.4 / 28,250 =
    // 42.85 % → 42.8 %.
    expected: {
      packs: '462',
      limit: 'limited by space',
      bySpace: '462',
      byWeight: '1,078',
      net: '11.55 t · 11,550 kg · 25,463 lb',
      gross: '12.104 t · 12,104 kg · 26,686 lb',
      volume: '73%',
      weight: '42.8% of the 28,250 kg payload',
    },
  },
  {
    slug: 'dehydrated-garlic-powder',
    pack: '25 kg carton with double poly liner',
    container: "40' high cube",
    // Standing on its 300 × 350 face, 500 up: ⌊12032/300⌋ 40 × ⌊2352/350⌋ 6 × ⌊2698/500⌋ 5 =
    // 1,200 by space (others: 1,152, 1,088, 1,176, 1,120, 1,190). By weight ⌊26,580 / 26.2⌋ =
    // 1,014: the weight limits. Net 1,014 × 25 = 25,350 kg = 55,887 lb; gross 1,014 × 26.2 =
    // 26,566.8 kg = 58,570 lb. Volume 1,014 × 52,500,000 / 76,351,414,272 = 69.72 % → 69.7 %;
    // weight 26,566.8 / 26,580 = 99.95 % → 99.9 %.
    expected: {
      packs: '1,014',
      limit: 'limited by weight',
      bySpace: '1,200',
      byWeight: '1,014',
      net: '25.35 t · 25,350 kg · 55,887 lb',
      gross: '26.567 t · 26,567 kg · 58,570 lb',
      volume: '69.7%',
      weight: '99.9% of the 26,580 kg payload',
    },
  },
]

const planner = (page: Page) => page.locator('#load-planner')

/** The value beside a term of the plan. */
const value = (page: Page, term: string) =>
  planner(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd')

async function expectPlan(page: Page, c: Case) {
  const e = c.expected
  await expect(planner(page).getByRole('heading', { level: 3 })).toHaveText(
    `${c.pack} in a ${c.container}`,
  )
  await expect(value(page, 'Packs per container')).toHaveText(`${e.packs} (${e.limit})`)
  await expect(value(page, 'Packs that fit by space')).toHaveText(e.bySpace)
  await expect(value(page, 'Packs the payload allows')).toHaveText(e.byWeight)
  await expect(value(page, 'Net weight')).toHaveText(e.net)
  await expect(value(page, 'Gross weight')).toHaveText(e.gross)
  await expect(value(page, 'Filled by volume')).toHaveText(e.volume)
  await expect(value(page, 'Filled by weight')).toHaveText(e.weight)
  if (e.pallets) await expect(value(page, 'Pallets')).toHaveText(e.pallets)
  else await expect(value(page, 'Pallets')).toHaveCount(0)
}

/** Chooses in the planner's form and sends it. */
async function plan(page: Page, c: Case, quantity?: { value: string; unit: string }) {
  const form = planner(page)
  await form.getByLabel('Pack size').selectOption({ label: c.pack })
  await form.getByLabel('Container', { exact: true }).selectOption({ label: c.container })
  if (quantity) {
    await form.getByLabel('Your quantity (optional)').fill(quantity.value)
    await form.getByLabel('Unit').selectOption({ label: quantity.unit })
  }
  await form.getByRole('button', { name: 'Calculate' }).click()
  await page.waitForURL(/\/load-plan\?/)
}

test.describe('load planner on product pages (JavaScript on)', () => {
  for (const c of cases)
    test(`${c.slug}: ${c.pack} in a ${c.container} matches the plan worked by hand`, async ({
      page,
    }) => {
      await page.goto(`/product/${c.slug}`)
      await plan(page, c)
      await expectPlan(page, c)
      // The result page leads back to the product and is not for search engines.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByRole('link', { name: /^Back to/ })).toHaveAttribute(
        'href',
        `/product/${c.slug}`,
      )
    })

  test('a quantity as containers, with the hint to round up', async ({ page }) => {
    await page.goto('/product/basmati-1121')
    // 24 t ÷ 25 kg = 960 bags; 960 / 756 = 1.27 → 1.3 × 20'; 2 containers hold 1,512: 552
    // more bags, 1,512 × 25 kg = 37.8 t net.
    await plan(page, cases[0], { value: '24', unit: 't (metric tonnes)' })
    const result = planner(page).getByRole('status')
    await expect(result).toContainText("Your quantity: 960 packs, 24 t net, ≈ 1.3 × 20' FCL")
    await expect(result).toContainText(
      'To ship full containers, round up to 2 containers: 552 more packs, 37.8 t net in all.',
    )
    // The form keeps what was asked.
    await expect(planner(page).getByLabel('Your quantity (optional)')).toHaveValue('24')
  })

  test('the product page shows its first pack in a 20′ by default, the same for everyone', async ({
    page,
  }) => {
    await page.goto('/product/basmati-1121')
    // 5 kg consumer bag, 450 × 300 × 80 mm, 5.05 kg: ⌊5898/450⌋ 13 × ⌊2352/300⌋ 7 × ⌊2393/80⌋
    // 29 = 2,639; turned ⌊5898/300⌋ 19 × ⌊2352/450⌋ 5 × 29 = 2,755 → 2,755 by space; by weight
    // ⌊28,250 / 5.05⌋ = 5,594.
    await expect(planner(page).getByRole('heading', { level: 3 })).toHaveText(
      "5 kg consumer bag in a 20' standard",
    )
    await expect(value(page, 'Packs per container')).toHaveText('2,755 (limited by space)')
    // A dry product is offered the dry containers only.
    await expect(
      planner(page).getByLabel('Container', { exact: true }).locator('option'),
    ).toHaveText(["20' standard", "40' standard", "40' high cube"])
  })

  test('a fresh vegetable is offered reefers; a dry box asked for is refused in words', async ({
    page,
  }) => {
    await page.goto('/product/okra-bhindi')
    await expect(
      planner(page).getByLabel('Container', { exact: true }).locator('option'),
    ).toHaveText(["20' reefer", "40' reefer (high cube)"])
    const pack = await planner(page).getByLabel('Pack size').inputValue()
    await page.goto(`/product/okra-bhindi/load-plan?pack=${pack}&container=20dv`)
    await expect(planner(page).getByRole('status')).toContainText(
      'This pack travels chilled: it needs a refrigerated (reefer) container.',
    )
  })

  test('a quantity that cannot be read: a message at the field, no figures', async ({ page }) => {
    await page.goto('/product/basmati-1121/load-plan?q=2.5&unit=packs')
    const field = planner(page).getByLabel('Your quantity (optional)')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(planner(page).getByText(/Enter a quantity above 0/)).toBeVisible()
    await expect(planner(page).getByText(/FCL/)).toHaveCount(0)
  })

  test('in Arabic: right to left, the texts and numbers of the locale', async ({ page }) => {
    await page.goto('/ar/product/basmati-1121/load-plan?container=40hc')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(planner(page).getByRole('heading', { level: 2 })).toHaveText('مخطط تحميل الحاويات')
    // 5 kg bags in a 40' HC: ⌊12032/300⌋ 40 × 5 × ⌊2698/80⌋ 33 = 6,600; by weight ⌊26,580 /
    // 5.05⌋ = 5,263: the weight limits.
    await expect(value(page, 'العبوات في الحاوية')).toContainText(
      new Intl.NumberFormat('ar').format(5263),
    )
  })
})

test.describe('load planner: accessibility', () => {
  for (const url of [
    '/product/masoor-dal/load-plan?q=40',
    '/ar/product/masoor-dal/load-plan?q=40',
    '/product/basmati-1121/load-plan?q=2.5&unit=packs',
  ])
    test(`${url}: no axe violations; the form is used by keyboard`, async ({ page }) => {
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const { violations } = await new AxeBuilder({ page })
        .include('#load-planner')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
        [],
      )
    })

  test('keyboard: tab through the form and send it with Enter', async ({ page }) => {
    await page.goto('/product/basmati-1121')
    await planner(page).getByLabel('Pack size').focus()
    await page.keyboard.press('Tab')
    await expect(planner(page).getByLabel('Container', { exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(planner(page).getByLabel('Your quantity (optional)')).toBeFocused()
    await page.keyboard.type('30')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/load-plan\?/)
    // 30 t ÷ 5 kg = 6,000 bags of the first pack; 6,000 / 2,755 = 2.18 → 2.2 × 20'.
    await expect(planner(page).getByRole('status')).toContainText("≈ 2.2 × 20' FCL")
  })
})

test.describe('load planner without JavaScript', () => {
  test('the form posts to the result page and shows the plan', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/product/dehydrated-garlic-powder')
    await plan(page, cases[5], { value: '50', unit: 't (metric tonnes)' })
    await expectPlan(page, cases[5])
    // 50 t ÷ 25 kg = 2,000 cartons; 2,000 / 1,014 = 1.97 → 2.0 × 40' HC, round up to 2: 28 more.
    await expect(planner(page).getByRole('status')).toContainText("≈ 2.0 × 40' HC FCL")
    await expect(planner(page).getByRole('status')).toContainText('28 more packs')
    await context.close()
  })

  test('on a phone: no horizontal overflow at 360 px', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    })
    const page = await context.newPage()
    for (const url of [
      '/product/masoor-dal/load-plan?q=40',
      '/ar/product/masoor-dal/load-plan?q=40',
    ]) {
      await page.goto(url)
      await expect(planner(page)).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, url).toBeLessThanOrEqual(0)
    }
    await context.close()
  })
})

test.describe('load planner in the quote list', () => {
  test('a quantity per product is shown as containers of its pack size', async ({ page }) => {
    await page.goto('/product/basmati-1121')
    await page.getByRole('link', { name: /^Request Quote/ }).click()
    await expect(page.getByRole('heading', { name: 'Your Quote List' })).toBeVisible()
    await page
      .getByLabel('Pack size', { exact: true })
      .first()
      .selectOption({ label: '25 kg PP bag' })
    await page.getByLabel('Quantity', { exact: true }).first().fill('24')
    await page.getByLabel('Unit', { exact: true }).first().selectOption('mt')
    // 960 bags: 960 / 756 = 1.27 → 1.3 × 20', round up to 2; 960 / 1,058 = 0.91 → 1.0 × 40' HC,
    // which one container holds (rounding up to 1).
    const line = page.getByRole('listitem').filter({ hasText: 'Basmati 1121' })
    await expect(line.locator('[data-container="20dv"]')).toHaveText(
      "≈ 1.3 × 20' FCL — round up to 2 full containers",
    )
    await expect(line.locator('[data-container="40hc"]')).toHaveText(
      "≈ 1.0 × 40' HC FCL — round up to 1 full container",
    )
    // In kg, the same figure; an exact 2 × 756 bags is two full containers, no hint.
    await page.getByLabel('Unit', { exact: true }).first().selectOption('kg')
    await page.getByLabel('Quantity', { exact: true }).first().fill('37800')
    await expect(line.locator('[data-container="20dv"]')).toHaveText("≈ 2.0 × 20' FCL")
  })
})
