import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './support/test'
import { staffHeaders } from './support/staff'
import { renderingOnly } from './support/passes'

renderingOnly(
  'the admin per role (tests/int/roles.int.test.ts checks every permission on both databases)',
)

/**
 * Staff roles in the admin (/admin): what an editor and a sales user see and may do. The REST
 * matrix of every role × collection × operation is in tests/int/roles.int.test.ts.
 */

const password = 'roles-e2e-password-1'
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const accounts = {
  editor: `editor-${run}@roles.test`,
  sales: `sales-${run}@roles.test`,
} as const
type Role = keyof typeof accounts

test.beforeAll(async ({ request }) => {
  const auth = await staffHeaders(request)
  for (const [role, email] of Object.entries(accounts)) {
    const res = await request.post('/api/users', {
      headers: auth,
      data: { email, password, name: `Roles ${role}`, role },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
})

/** The admin's side navigation. */
const nav = (page: Page) => page.getByRole('complementary').getByRole('navigation')

async function signIn(page: Page, role: Role) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(accounts[role])
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  // At the desktop project's 1280 px the admin starts with its side navigation closed.
  const open = page.getByRole('button', { name: 'Open Menu' })
  if (await open.isVisible()) await open.click()
  // The navigation is open once it is on screen (its end may be scrolled out of view).
  await expect(nav(page)).toBeInViewport()
  await expect(nav(page).getByRole('link', { name: 'Log out' })).toBeAttached()
}

/** A seeded document's id: other specs create and delete documents of their own meanwhile. */
async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const res = await request.get(`/api/${path}?limit=1&depth=0&sort=createdAt`, {
    headers: await staffHeaders(request),
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0].id
}

test.describe('editor', () => {
  test('sees content but no Inquiries or Outbox, and is refused the inbox', async ({ page }) => {
    await signIn(page, 'editor')
    const menu = nav(page)
    for (const name of [
      'Products',
      'Posts',
      'News',
      'Pictures & files',
      'Home page',
      'Site settings',
    ])
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport()
    await expect(page.getByRole('link', { name: 'Inquiries', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Outbox', exact: true })).toHaveCount(0)
    await expect(menu.getByRole('button', { name: 'Sales' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Sales' })).toHaveCount(0)

    for (const slug of ['inquiries', 'emails']) {
      await page.goto(`/admin/collections/${slug}`)
      await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible()
      await expect(page.locator('.collection-list, table')).toHaveCount(0)
    }
  })

  // The controls the sales tests expect to be missing, present for an editor.
  test('can create and save products', async ({ page, request }) => {
    const id = await firstId(request, 'products')
    await signIn(page, 'editor')
    await page.goto('/admin/collections/products')
    await expect(page.getByRole('link', { name: 'Create New' })).toBeVisible()
    await page.goto(`/admin/collections/products/${id}`)
    await expect(page.locator('#field-name')).toBeEditable()
    // Products have drafts (autosaved): publishing is the editor's save.
    await expect(page.getByRole('button', { name: 'Publish changes', exact: true })).toBeVisible()
    await page.goto('/admin/globals/site-settings')
    await expect(page.locator('#field-companyName')).toBeEditable()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
  })

  test('cannot change their own role', async ({ page }) => {
    await signIn(page, 'editor')
    await page.goto('/admin/account')
    await expect(page.locator('#field-email')).toBeEditable()
    await expect(page.locator('#field-role')).toBeVisible()
    await expect(page.locator('#field-role input')).toBeDisabled()
  })
})

test.describe('sales', () => {
  test('sees Inquiries and Outbox and opens the inbox', async ({ page }) => {
    await signIn(page, 'sales')
    const menu = nav(page)
    await expect(menu.getByRole('link', { name: 'Inquiries', exact: true })).toBeInViewport()
    // The Mail group comes after the Sales group's entries: the menu scrolls to it.
    const outbox = menu.getByRole('link', { name: 'Outbox', exact: true })
    await outbox.scrollIntoViewIfNeeded()
    await expect(outbox).toBeInViewport()
    await menu.getByRole('link', { name: 'Inquiries', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/inquiries/)
    await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible()
  })

  test('reads a product but cannot create or save one', async ({ page, request }) => {
    const id = await firstId(request, 'products')
    await signIn(page, 'sales')
    await page.goto('/admin/collections/products')
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create New' })).toHaveCount(0)

    await page.goto(`/admin/collections/products/${id}`)
    const name = page.locator('#field-name')
    await expect(name).toBeVisible()
    await expect(name).not.toHaveValue('')
    await expect(name).not.toBeEditable()
    await expect(page.locator('#field-slug')).not.toBeEditable()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^(Save|Publish|Create)/ })).toHaveCount(0)
  })

  test('reads a page global but cannot save it', async ({ page }) => {
    await signIn(page, 'sales')
    await page.goto('/admin/globals/site-settings')
    const company = page.locator('#field-companyName')
    await expect(company).toBeVisible()
    await expect(company).not.toHaveValue('')
    await expect(company).not.toBeEditable()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
  })

  test('reads an unpublished draft post but cannot publish or save it', async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    const title = `Draft for sales ${run}`
    const created = await request.post('/api/posts?draft=true', {
      headers: await staffHeaders(request),
      data: { postId: `roles-draft-${run}`, title, _status: 'draft' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { id } = (await created.json()).doc
    // Not public (a fresh context: `request` keeps the admin's login cookie):
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(`/api/posts/${id}`)).status()).toBe(404)
    await visitor.dispose()

    await signIn(page, 'sales')
    await page.goto(`/admin/collections/posts/${id}`)
    await expect(page.locator('#field-title')).toHaveValue(title)
    await expect(page.locator('#field-title')).not.toBeEditable()
    await expect(page.getByRole('button', { name: /^(Save|Publish)/ })).toHaveCount(0)
  })

  test('looking at a product does not lock it against editors', async ({
    page,
    browser,
    request,
  }) => {
    const id = await firstId(request, 'products')
    await signIn(page, 'sales')
    await page.goto(`/admin/collections/products/${id}`)
    await expect(page.locator('#field-name')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const locks = await request.get(
      `/api/payload-locked-documents?where[document.value][equals]=${id}&depth=0`,
      { headers: await staffHeaders(request) },
    )
    expect(locks.status()).toBe(200)
    expect((await locks.json()).totalDocs).toBe(0)

    const editorContext = await browser.newContext()
    const editor = await editorContext.newPage()
    await signIn(editor, 'editor')
    await editor.goto(`/admin/collections/products/${id}`)
    await expect(editor.locator('#field-name')).toBeEditable()
    await expect(editor.getByRole('button', { name: 'Publish changes', exact: true })).toBeVisible()
    await editorContext.close()
  })
})
