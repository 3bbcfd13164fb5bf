import AxeBuilder from '@axe-core/playwright'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from './support/test'
import { paragraphs } from './support/rich-text'
import { signInToAdmin, staffHeaders } from './support/staff'

/**
 * Staff format a post in the admin's rich-text editor (Payload's Lexical) and readers see the
 * formatting on the public page, rendered on the server.
 */

const postId = `rich-text-${Date.now().toString(36)}`
let id: number | undefined

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/posts', {
    headers: await staffHeaders(request),
    data: {
      postId,
      title: 'Rich text in the admin',
      excerpt: 'A post written for the rich-text test.',
      content: paragraphs(['Opening paragraph of the post.']),
      category: 'Market Insights',
      author: 'Export Desk',
      date: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  id = (await res.json()).doc.id
})

test.afterAll(async ({ request }) => {
  if (id) await request.delete(`/api/posts/${id}`, { headers: await staffHeaders(request) })
})

test('staff add a heading and a list in the editor, and the post page shows them', async ({
  page,
}) => {
  await signInToAdmin(page)
  await page.goto(`/admin/collections/posts/${id}`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toContainText('Opening paragraph of the post.', { timeout: 20_000 })

  // Typed as staff would: the editor turns "## " into a heading and "- " into a list.
  // Clicked at the paragraph's end: the editor keeps the caret of the click, and under load it
  // may not have taken in an End key pressed after it before the next key arrives.
  const opening = editor.getByText('Opening paragraph of the post.')
  const box = (await opening.boundingBox())!
  await opening.click({ position: { x: box.width - 1, y: box.height / 2 } })
  await expect(editor).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('## Packing and labelling')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- Moisture below 10 percent')
  await expect(editor.locator('h2')).toHaveText('Packing and labelling')
  await expect(editor.locator('ul li')).toHaveText('Moisture below 10 percent')
  // The editor hands its content to the form when the browser is idle (at the latest 500 ms
  // after the last key; Payload's useRunDeprioritized): under load, a click on Publish right
  // after typing saved what the form had before. An idle callback asked for now runs after it.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  )

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 20_000 })

  const res = await page.goto(`/blog/${postId}`)
  expect(res?.status()).toBe(200)
  const body = page.locator('.prose-site')
  await expect(body.getByRole('heading', { level: 2, name: 'Packing and labelling' })).toBeVisible()
  await expect(body.getByRole('listitem')).toHaveText(['Moisture below 10 percent'])
  await expect(body.getByText('Opening paragraph of the post.')).toBeVisible()
  // Rendered on the server: the text is in the HTML as it arrives, with no script of its own.
  const html = await (await page.request.get(`/blog/${postId}`)).text()
  expect(html).toContain('<h2>Packing and labelling</h2>')
  expect(html).toContain('<li>Moisture below 10 percent</li>')
})

test('the editor offers tables, pictures, quotes and links to the site’s own pages', async ({
  page,
}) => {
  await signInToAdmin(page)
  await page.goto(`/admin/collections/posts/${id}`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toBeVisible({ timeout: 20_000 })
  await editor.getByText(/Opening paragraph/).click()
  await expect(editor).toBeFocused()
  // The slash menu lists the blocks staff can insert.
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/')
  const menu = page.getByRole('listbox', { name: 'Slash menu' })
  await expect(menu).toBeVisible()
  for (const item of [
    'Unordered List',
    'Ordered List',
    'Heading 2',
    'Heading 3',
    'Heading 4',
    'Blockquote',
    'Upload',
    'Table',
  ])
    await expect(menu.getByRole('option', { name: item, exact: true })).toBeVisible()
  // The page title is the only first-level heading; check lists are left out.
  await expect(menu.getByRole('option', { name: 'Heading 1' })).toHaveCount(0)
  await expect(menu.getByRole('option', { name: 'Check List' })).toHaveCount(0)
  await page.keyboard.press('Escape')
})

const cell = (text: string, headerState = 0) => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }],
})
const row = (...cells: ReturnType<typeof cell>[]) => ({
  type: 'tablerow',
  version: 1,
  children: cells,
})
const words = (text: string) => [{ type: 'text', text, version: 1, format: 0 }]

test('every block renders as valid, accessible HTML, in the reader’s language', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await staffHeaders(request)
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#b45309' },
  })
    .png()
    .toBuffer()
  const media = await request.post('/api/media', {
    headers,
    multipart: {
      file: { name: 'rich-text-sample.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Turmeric fingers drying in the sun' }),
    },
  })
  expect(media.status(), await media.text()).toBe(201)
  const mediaId = (await media.json()).doc.id
  const product = (
    await (await request.get('/api/products?where[slug][equals]=turmeric-lakadong&depth=0')).json()
  ).docs[0]
  const postSlug = `${postId}-blocks`
  const created = await request.post('/api/posts', {
    headers,
    data: {
      postId: postSlug,
      title: 'Every block of the editor',
      excerpt: 'Headings, a table, a quote, a picture and links.',
      category: 'Product Spotlight',
      author: 'Export Desk',
      date: new Date().toISOString(),
      _status: 'published',
      content: {
        root: {
          type: 'root',
          version: 1,
          children: [
            { type: 'heading', tag: 'h2', version: 1, children: words('Specification') },
            {
              type: 'table',
              version: 1,
              children: [
                row(cell('Parameter', 1), cell('Limit', 1)),
                row(cell('Curcumin', 2), cell('5% min')),
                row(cell('Moisture', 2), cell('10% max')),
              ],
            },
            { type: 'quote', version: 1, children: words('Tested before every shipment.') },
            {
              type: 'upload',
              version: 3,
              id: 'b0a1c2d3e4f5',
              relationTo: 'media',
              value: mediaId,
              fields: null,
              format: '',
            },
            {
              type: 'list',
              tag: 'ol',
              listType: 'number',
              start: 1,
              version: 1,
              children: [
                { type: 'listitem', value: 1, version: 1, children: words('Ask for a sample') },
                {
                  type: 'listitem',
                  value: 2,
                  version: 1,
                  children: [
                    {
                      type: 'link',
                      version: 3,
                      id: 'c0a1c2d3e4f5',
                      fields: {
                        linkType: 'internal',
                        newTab: false,
                        doc: { relationTo: 'products', value: product.id },
                      },
                      children: words('Lakadong turmeric'),
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const postDoc = (await created.json()).doc.id
  try {
    await page.goto(`/es/blog/${postSlug}`)
    const body = page.locator('.prose-site')
    await expect(body.getByRole('table')).toBeVisible()
    await expect(body.getByRole('columnheader')).toHaveText(['Parameter', 'Limit'])
    await expect(body.getByRole('rowheader')).toHaveText(['Curcumin', 'Moisture'])
    await expect(body.locator('blockquote')).toHaveText('Tested before every shipment.')
    const img = body.getByRole('img', { name: 'Turmeric fingers drying in the sun' })
    await expect(img).toHaveAttribute('loading', 'lazy')
    await expect(img).toHaveAttribute('width', /\d+/)
    // An internal link goes to the product in the reader's language.
    await expect(body.getByRole('link', { name: 'Lakadong turmeric' })).toHaveAttribute(
      'href',
      '/es/product/turmeric-lakadong',
    )
    const { violations } = await new AxeBuilder({ page })
      .include('.prose-site')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    // The W3C checker finds no error in the page as a crawler gets it.
    const html = await (
      await request.get(`/es/blog/${postSlug}`, { headers: { 'user-agent': 'Googlebot/2.1' } })
    ).text()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-rich-'))
    fs.writeFileSync(path.join(dir, 'post.html'), html)
    const vnu = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')
    let errors = ''
    try {
      execFileSync('java', ['-jar', vnu, '--errors-only', dir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      errors = String((error as { stderr?: Buffer }).stderr ?? error)
    }
    fs.rmSync(dir, { recursive: true, force: true })
    expect(errors).toBe('')
  } finally {
    await request.delete(`/api/posts/${postDoc}`, { headers })
    await request.delete(`/api/media/${mediaId}`, { headers })
  }
})
