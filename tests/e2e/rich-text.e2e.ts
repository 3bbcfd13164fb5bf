import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { paragraphs } from './support/rich-text'
import { admin, staffHeaders } from './support/staff'

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

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

test('staff add a heading and a list in the editor, and the post page shows them', async ({
  page,
}) => {
  await signIn(page)
  await page.goto(`/admin/collections/posts/${id}`)
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await expect(editor).toContainText('Opening paragraph of the post.', { timeout: 20_000 })

  // Typed as staff would: the editor turns "## " into a heading and "- " into a list.
  await editor.getByText('Opening paragraph of the post.').click()
  await expect(editor).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('## Packing and labelling')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- Moisture below 10 percent')
  await expect(editor.locator('h2')).toHaveText('Packing and labelling')
  await expect(editor.locator('ul li')).toHaveText('Moisture below 10 percent')

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
  await signIn(page)
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
