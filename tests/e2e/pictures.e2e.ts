import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { watchPolicy } from './support/csp'
import { expect, test } from './support/test'
import { signInToAdmin, staffHeaders } from './support/staff'

/**
 * Pictures as staff add them in /admin and as buyers see them: a gallery picture uploaded from
 * the product form appears in the product page's srcset (Payload's WebP sizes), several
 * pictures make a gallery that works by keyboard and without JavaScript, and the dashboard
 * greets staff with what is waiting. The product is put back as it was afterwards.
 */

// A product no other spec looks at.
const slug = 'mango-pickle'
const run = Date.now().toString(36)

/** A photo-like JPEG of the given size: a gradient with a disc, so the crops differ. */
async function photo(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${hue}"/>
    <stop offset="1" stop-color="#1c1917"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.6}" r="${height / 5}" fill="#fde68a"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

const vnu = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

/** The W3C Nu checker's errors on one HTML document. */
async function vnuErrors(html: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-gallery-'))
  fs.writeFileSync(path.join(dir, 'page.html'), html)
  try {
    execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return []
  } catch (error) {
    // vnu exits 1 when it found errors and writes them (as JSON) to stderr.
    const out = String((error as { stderr?: string }).stderr ?? error)
    return (JSON.parse(out) as { messages: { message: string }[] }).messages.map((m) => m.message)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function productId(request: APIRequestContext, auth: Record<string, string>) {
  const res = await request.get(`/api/products?where[slug][equals]=${slug}&depth=0`, {
    headers: auth,
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0] as { id: number; gallery?: unknown[] }
}

test.describe('product pictures', () => {
  let auth: Record<string, string>
  let product: { id: number; gallery?: unknown[] }
  const uploaded: number[] = []

  test.beforeAll(async ({ request }) => {
    auth = await staffHeaders(request)
    product = await productId(request, auth)
    expect(product.gallery ?? []).toEqual([])
  })

  test.afterAll(async ({ request }) => {
    await request.patch(`/api/products/${product.id}`, {
      headers: auth,
      data: { gallery: [], _status: 'published' },
    })
    for (const id of uploaded) await request.delete(`/api/media/${id}`, { headers: auth })
  })

  test('a picture uploaded in the product form is in the srcset of the product page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const file = path.join(os.tmpdir(), `gallery-${run}.jpg`)
    fs.writeFileSync(file, await photo(1600, 1200, '#c2410c'))

    // Before: the generated artwork.
    await page.goto(`/product/${slug}`)
    await expect(page.locator('main img').first()).toHaveAttribute('src', /^\/art\/p\//)

    await signInToAdmin(page)
    await page.goto(`/admin/collections/products/${product.id}`)
    await page.getByRole('button', { name: 'Add Picture' }).click()
    await page.getByRole('button', { name: 'Create New' }).first().click()
    const drawer = page.locator('.drawer__content').last()
    await drawer.locator('input[type="file"]').setInputFiles(file)
    await drawer.locator('#field-alt').fill(`Mango pickle jar ${run}`)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(
      page.getByText(/updated successfully|published successfully/i).first(),
    ).toBeVisible({
      timeout: 20_000,
    })

    const media = await request.get(
      `/api/media?where[alt][equals]=${encodeURIComponent(`Mango pickle jar ${run}`)}&depth=0`,
      { headers: auth },
    )
    const doc = (await media.json()).docs[0]
    uploaded.push(doc.id)
    const stem = String(doc.filename).replace(/\.jpg$/, '')

    // The public page: the upload's WebP sizes in the srcset, its alt text, its size reserved.
    await expect(async () => {
      await page.goto(`/product/${slug}`)
      const img = page.getByRole('img', { name: `Mango pickle jar ${run}` })
      await expect(img).toHaveAttribute('srcset', new RegExp(`${stem}-480x360\\.webp 480w`), {
        timeout: 1_000,
      })
      await expect(img).toHaveAttribute('srcset', new RegExp(`${stem}-1200x900\\.webp 1200w`))
      await expect(img).toHaveAttribute('width', '1200')
      await expect(img).toHaveAttribute('height', '900')
      await expect(img).toHaveAttribute('fetchpriority', 'high')
      await expect(img).toHaveAttribute('loading', 'eager')
    }).toPass({ timeout: 10_000 })
    const served = await request.get(
      (await page.getByRole('img', { name: `Mango pickle jar ${run}` }).getAttribute('src'))!,
    )
    expect(served.headers()['content-type']).toBe('image/webp')
  })

  test('several pictures make a gallery: thumbnails choose the large one, by keyboard and without JavaScript', async ({
    page,
    request,
    browser,
  }) => {
    const ids: number[] = []
    for (const [i, hue] of ['#15803d', '#b45309', '#7c2d12'].entries()) {
      const res = await request.post('/api/media', {
        headers: auth,
        multipart: {
          file: {
            name: `gallery-${run}-${i}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await photo(1600, 1200, hue),
          },
          _payload: JSON.stringify({ alt: `Jar ${i + 1} ${run}` }),
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      ids.push((await res.json()).doc.id)
    }
    uploaded.push(...ids)
    // The third is marked main: it comes first.
    const patch = await request.patch(`/api/products/${product.id}`, {
      headers: auth,
      data: {
        gallery: ids.map((image, i) => ({ image, main: i === 2 })),
        _status: 'published',
      },
    })
    expect(patch.status(), await patch.text()).toBe(200)

    const check = async (p: Page, withKeyboard: boolean) => {
      await expect(async () => {
        await p.goto(`/product/${slug}`)
        await expect(p.getByRole('group', { name: /^Pictures of / })).toBeVisible({
          timeout: 1_000,
        })
      }).toPass({ timeout: 10_000 })
      const group = p.getByRole('group', { name: /^Pictures of / })
      const choices = group.getByRole('radio')
      await expect(choices).toHaveCount(3)
      await expect(group.getByRole('radio', { name: `Picture 1 of 3: Jar 3 ${run}` })).toBeChecked()
      // Only the chosen picture is shown large.
      const large = (n: number) => group.locator('.product-gallery-slide img').nth(n)
      await expect(large(0)).toBeVisible()
      await expect(large(1)).toBeHidden()
      if (withKeyboard) {
        await group.getByRole('radio', { name: /^Picture 1 of 3/ }).focus()
        await p.keyboard.press('ArrowRight')
      } else {
        await group.locator('label').nth(1).click()
      }
      await expect(group.getByRole('radio', { name: `Picture 2 of 3: Jar 1 ${run}` })).toBeChecked()
      await expect(large(1)).toBeVisible()
      await expect(large(0)).toBeHidden()
      await expect(large(1)).toHaveAttribute('alt', `Jar 1 ${run}`)
      // Loaded when shown, from the upload's WebP sizes.
      await expect(large(1)).toHaveAttribute('srcset', /-480x360\.webp 480w/)
      await expect
        .poll(() => large(1).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
    await check(page, true)

    // The gallery page stays valid, accessible and still while it loads.
    const html = await (
      await request.get(`/product/${slug}`, {
        // As a search engine's crawler gets it: the whole document (html.e2e.ts).
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
      })
    ).text()
    expect(await vnuErrors(html)).toEqual([])
    const phone = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const fresh = await phone.newPage()
    try {
      const refused = await watchPolicy(fresh)
      await fresh.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number
            hadRecentInput: boolean
          }[])
            if (!e.hadRecentInput) w.__cls += e.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await fresh.goto(`/product/${slug}`)
      await fresh.waitForLoadState('networkidle')
      await fresh.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      )
      expect(
        await fresh.evaluate(() => (window as unknown as { __cls: number }).__cls),
      ).toBeLessThanOrEqual(0.02)
      await fresh.addStyleTag({ content: '* { content-visibility: visible !important }' })
      const { violations } = await new AxeBuilder({ page: fresh })
        .include('.product-gallery')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([])
      expect(refused).toEqual([])
    } finally {
      await phone.close()
    }

    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      await check(await context.newPage(), false)
    } finally {
      await context.close()
    }
  })

  test('more than one main picture is refused with a message', async ({ request }) => {
    const media = await request.get(`/api/media?limit=1&depth=0`, { headers: auth })
    const image = (await media.json()).docs[0]?.id
    test.skip(!image, 'no picture to point at')
    const res = await request.patch(`/api/products/${product.id}`, {
      headers: auth,
      data: {
        gallery: [
          { image, main: true },
          { image, main: true },
        ],
        _status: 'published',
      },
    })
    // (The admin shows the rule's text under the field; the API names the field.)
    expect(res.status()).toBe(400)
    expect(await res.text()).toContain('The following field is invalid: Pictures')
    const stored = await request.get(`/api/products/${product.id}?depth=0`, { headers: auth })
    expect(
      ((await stored.json()).gallery as { main: boolean }[]).filter((g) => g.main),
    ).toHaveLength(1)
  })
})

test('the admin dashboard greets staff with what is waiting and groups the menu in plain words', async ({
  page,
  request,
}) => {
  await signInToAdmin(page)
  const header = page.getByRole('region', { name: /^Welcome/ })
  await expect(header).toBeVisible()
  const waiting = header.getByRole('list', { name: 'Waiting now' })
  await expect(waiting.getByRole('link', { name: /New inquiries waiting/ })).toHaveAttribute(
    'href',
    '/admin/collections/inquiries?where[status][equals]=new',
  )
  await expect(waiting.getByRole('link', { name: /Products$/ })).toBeVisible()
  await header
    .getByRole('navigation', { name: 'Common tasks' })
    .getByRole('link', { name: 'Add a product' })
    .click()
  // The new-product form. Products autosave, so the admin stores a draft as the form opens and
  // moves to its address: that draft is deleted again.
  await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/, { timeout: 20_000 })
  await expect(page.getByRole('textbox', { name: /^Name/ }).first()).toBeVisible()
  const draft = page.url().match(/\/products\/(\d+)/)?.[1]
  if (draft) {
    const deleted = await request.delete(`/api/products/${draft}`, {
      headers: await staffHeaders(request),
    })
    expect(deleted.status()).toBe(200)
  }

  // The side menu: Catalogue holds the products and the picture library.
  await page.goto('/admin')
  await expect(header).toBeVisible()
  // At the desktop project's 1280 px the admin closes its side navigation as its scripts start
  // (the menu is inert then): open it and click until the link answers.
  const open = page.getByRole('button', { name: 'Open Menu' })
  const nav = page.getByRole('complementary').getByRole('navigation')
  const catalogue = nav.locator('.nav-group', { has: page.getByText('Catalogue', { exact: true }) })
  const pictures = catalogue.getByRole('link', { name: 'Pictures & files', exact: true })
  await expect(pictures).toBeAttached()
  await expect(async () => {
    if (await open.isVisible()) await open.click()
    await pictures.click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Pictures & files', level: 1 })).toBeVisible()
})

test('pictures on the home and about pages and on a category show from their sizes; empty again, the usual design', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const auth = await staffHeaders(request)
  const res = await request.post('/api/media', {
    headers: auth,
    multipart: {
      file: {
        name: `company-${run}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(1600, 1200, '#166534'),
      },
      _payload: JSON.stringify({ alt: `Our packing hall ${run}` }),
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const media = (await res.json()).doc as { id: number; filename: string }
  const stem = media.filename.replace(/\.jpg$/, '')
  const category = (
    await (await request.get('/api/categories?where[slug][equals]=processed&depth=0')).json()
  ).docs[0] as { id: number }
  const set = (id: number | null) =>
    Promise.all([
      request.post('/api/globals/home-page', {
        headers: auth,
        data: { pictures: { hero: id }, _status: 'published' },
      }),
      request.post('/api/globals/about-page', {
        headers: auth,
        data: { pictures: { team: id }, _status: 'published' },
      }),
      request.patch(`/api/categories/${category.id}`, {
        headers: auth,
        data: { banner: id, _status: 'published' },
      }),
    ])
  try {
    for (const r of await set(media.id)) expect(r.status(), await r.text()).toBe(200)

    // Home: the hero picture is the page's main one, loaded first.
    await expect(async () => {
      await page.goto('/')
      const hero = page.getByRole('img', { name: `Our packing hall ${run}` })
      await expect(hero).toHaveAttribute('srcset', new RegExp(`${stem}-480x360\\.webp 480w`), {
        timeout: 1_000,
      })
      await expect(hero).toHaveAttribute('fetchpriority', 'high')
    }).toPass({ timeout: 10_000 })

    // About: the team picture, below the first screen, waits until the reader nears it.
    await page.goto('/about')
    const team = page.getByRole('img', { name: `Our packing hall ${run}` })
    await expect(team).toHaveAttribute('loading', 'lazy')
    await expect(team).toHaveAttribute('srcset', new RegExp(`${stem}-1200x900\\.webp 1200w`))
    await expect(team).toHaveAttribute('width', '1200')

    // The category page: the uploaded banner behind the title, decorative.
    await page.goto('/category/processed')
    await expect(page.locator(`main img[srcset*="${stem}-1200x900.webp"]`)).toHaveAttribute(
      'alt',
      '',
    )
  } finally {
    for (const r of await set(null)) expect(r.status()).toBe(200)
    await request.delete(`/api/media/${media.id}`, { headers: auth })
  }
  // Nothing uploaded: the generated banner again.
  await expect(async () => {
    await page.goto('/category/processed')
    await expect(page.locator('main img').first()).toHaveAttribute('src', /^\/art\/c\//, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 10_000 })
})
