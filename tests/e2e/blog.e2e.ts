import { type Route } from '@playwright/test'
import { expect, test } from './support/test'
import { assignCategory, seededRandom, titleFor } from '../../src/features/blog/generation/rules'
import { writeFromTemplates } from '../../src/features/blog/generation/templates'
import { lexical } from './support/rich-text'
import { staffHeaders } from './support/staff'

test.describe('blog', () => {
  test('while another category or search loads, the list is six skeleton cards', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(page.getByText('3 expert articles available')).toBeVisible()
    const list = page.getByTestId('pending-list')
    await expect(list).toHaveAttribute('aria-busy', 'false')
    // The next page answers "204 No Content", so the browser stays on this one as it looks
    // while it waits (a held answer would make every locator wait for the navigation).
    const stay = (route: Route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ status: 204 })
        : route.fallback()
    const listPages = (url: URL) => url.pathname === '/blog' && url.search !== ''
    await page.route(listPages, stay)

    const filters = page.getByRole('navigation', { name: 'Filter by category' })
    const chip = filters.getByRole('link', { name: 'Export Guidelines', exact: true })
    await chip.focus()
    await chip.press('Enter')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    const skeletons = list.locator('[data-skeleton]')
    await expect(skeletons).toHaveCount(6)
    for (const card of await skeletons.all()) await expect(card).toBeVisible()
    await expect(skeletons.first()).toHaveCSS('animation-name', 'pulse')
    // Screen readers get the busy region, not six empty cards; the old cards are gone.
    await expect(list.getByRole('listitem')).toHaveCount(0)
    await expect(list.getByRole('article')).toHaveCount(0)
    await expect(list.getByRole('heading')).toHaveCount(0)
    // The filters stay, focus on the link pressed.
    await expect(chip).toBeFocused()

    await page.unroute(listPages, stay)
    await chip.press('Enter')
    await expect(page).toHaveURL(/category=export-guidelines/)
    await expect(page.getByRole('heading', { name: 'Export Guidelines Articles' })).toBeVisible()
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)

    // The search form too; with reduced motion asked for, the skeletons do not pulse.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.route(listPages, stay)
    const search = page.getByRole('searchbox', { name: 'Search the blog' })
    await search.fill('aflatoxin')
    await search.press('Enter')
    await expect(list).toHaveAttribute('aria-busy', 'true')
    await expect(skeletons).toHaveCount(6)
    await expect(skeletons.first()).toHaveCSS('animation-name', 'none')

    // A post opens without the list turning to skeletons first.
    await page.unroute(listPages, stay)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto('/blog')
    await expect(list).toHaveAttribute('aria-busy', 'false')
    const posts = (url: URL) => /^\/blog\/[^/]+$/.test(url.pathname)
    let opened = false
    await page.route(posts, (route) => {
      opened ||= route.request().resourceType() === 'document'
      return stay(route)
    })
    const readMore = list.getByRole('link', { name: /^Read more: / }).first()
    await readMore.focus()
    await readMore.press('Enter')
    await expect.poll(() => opened).toBe(true)
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(page.locator('[data-skeleton]')).toHaveCount(0)
    await expect(list.getByRole('article').first()).toBeVisible()
  })

  test('list shows the featured grid, latest articles and filters by category and search', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Agricultural Export Authority Hub' }),
    ).toBeVisible()
    await expect(page.getByPlaceholder('Search articles, topics, or tags...')).toBeVisible()
    const filters = page.getByRole('navigation', { name: 'Filter by category' })
    for (const name of [
      'All',
      'Market Insights',
      'Quality & Standards',
      'Export Guidelines',
      'Sustainability',
      'Industry News',
      'Product Spotlight',
    ]) {
      await expect(filters.getByRole('link', { name, exact: true })).toBeVisible()
    }
    const featured = page.locator('section', {
      has: page.getByRole('heading', { name: 'Featured Articles' }),
    })
    await expect(featured.getByRole('article')).toHaveCount(2)
    await expect(featured.getByRole('article').first().locator('li')).toHaveCount(3)
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible()
    await expect(page.getByText('3 expert articles available')).toBeVisible()
    const latest = page.locator('section', {
      has: page.getByRole('heading', { name: 'Latest Articles' }),
    })
    await expect(
      latest.getByRole('article').first().locator('ul[aria-label="Tags"] li'),
    ).toHaveCount(2)

    await filters.getByRole('link', { name: 'Export Guidelines', exact: true }).click()
    await expect(page).toHaveURL(/category=export-guidelines/)
    await expect(page.getByRole('heading', { name: 'Export Guidelines Articles' })).toBeVisible()
    await expect(page.getByText('1 expert article available')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('zzzz-nothing')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible()
    await expect(
      page.getByText(
        'Try adjusting your search terms or category filter. New content is automatically generated daily.',
      ),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByText('3 expert articles available')).toBeVisible()

    await page.goto('/blog?q=aflatoxin')
    await expect(page.getByText('1 expert article available')).toBeVisible()
  })

  test('a post shows its body, tags and related posts, with metadata and structured data', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page
      .getByRole('link', { name: /^Read more: EU and US Food Safety/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/blog\/2$/)
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('EU and US Food Safety')
    await expect(page.locator('.prose-site h2').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible()
    await expect(page.getByText('January 12, 2024')).toBeVisible()
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length).toBeGreaterThan(50)
    expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain(',')
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s),
    )
    expect(ld.map((d) => d['@type'])).toContain('BlogPosting')
    // Only one post per category is seeded, so no related posts are shown.
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toHaveCount(0)
  })

  test('share copies the link when the device cannot share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto('/blog/1')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/1$/)
  })

  test('an unknown post answers 404 with the spec texts', async ({ page }) => {
    const res = await page.goto('/blog/no-such-post')
    expect(res?.status()).toBe(404)
    await expect(page).toHaveTitle('Blog Post Not Found | Bharat Agro Exports')
    await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
    await expect(
      page.getByText("The blog post you're looking for doesn't exist or has been moved."),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  })

  // Last in this file: the extra post would change the counts the tests above check.
  test('a generated post shows the AI Enhanced badge, its related posts and no raw HTML', async ({
    page,
    request,
  }) => {
    const topic = {
      topic: 'Aflatoxin testing and certification for export spices',
      keywords: ['aflatoxin testing', 'spice quality'],
    }
    const category = assignCategory(topic)
    expect(category).toBe('Quality & Standards')
    const draft = writeFromTemplates({
      topic,
      title: titleFor(topic),
      category,
      keywords: topic.keywords,
      random: seededRandom(5),
    })
    const postId = `ai-${Date.now()}-e2e001`
    const headers = await staffHeaders(request)
    const created = await request.post('/api/posts', {
      headers,
      data: {
        postId,
        title: titleFor(topic),
        excerpt: draft.excerpt,
        content: lexical(`${draft.content}\n\n<script>window.__pwned = 1</script>`),
        category,
        author: 'Export Desk',
        date: new Date().toISOString(),
        isAIGenerated: true,
        tags: topic.keywords,
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id
    try {
      await page.goto(`/blog/${postId}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Indian Spice Exports: Aflatoxin testing and certification for export spices',
      )
      await expect(page.locator('header').getByText('AI Enhanced', { exact: true })).toBeVisible()
      await expect(page.locator('.prose-site h2').first()).toBeVisible()
      await expect(page.locator('.prose-site ol li')).toHaveCount(5)
      // Raw HTML in the body is shown as text, never run.
      await expect(page.locator('.prose-site script')).toHaveCount(0)
      await expect(page.getByText('<script>window.__pwned = 1</script>')).toBeVisible()
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
      // Related posts: the other Quality & Standards post, both ways.
      const related = page.locator('section', {
        has: page.getByRole('heading', { name: 'Related Articles' }),
      })
      await expect(related.getByRole('article')).toHaveCount(1)
      await expect(related.getByRole('article')).toContainText('EU and US Food Safety')
      await page.goto('/blog/2')
      await expect(
        page
          .locator('section', { has: page.getByRole('heading', { name: 'Related Articles' }) })
          .getByRole('link', { name: /Aflatoxin testing and certification/ })
          .first(),
      ).toBeVisible()
      // The list card carries the badge too.
      await page.goto('/blog?category=quality-standards')
      const card = page
        .getByRole('article')
        .filter({ hasText: 'Aflatoxin testing and certification' })
      await expect(card.getByText('AI Enhanced', { exact: true })).toBeVisible()
    } finally {
      await request.delete(`/api/posts/${id}`, { headers })
    }
  })
})
