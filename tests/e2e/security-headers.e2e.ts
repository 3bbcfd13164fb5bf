import { createHash } from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from './support/test'
import { baseURL } from '../../playwright.config'
import { pageTypes } from './support/pages'
import { inlineScriptHashes, parsePolicy } from './support/policy'
import { renderingOnly } from './support/passes'
import { watchPolicy } from './support/csp'
import { admin } from './support/staff'

renderingOnly('headers')

/** One raw request (Playwright's and fetch's clients decode bodies and add headers). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(`${baseURL}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

const expectPageHeaders = (h: Record<string, string | string[] | undefined>) => {
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['cross-origin-opener-policy']).toBe('same-origin')
  expect(h['cross-origin-resource-policy']).toBe('same-origin')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  // Served over http here (SITE_URL unset): no HSTS, no upgrade-insecure-requests.
  expect(h['strict-transport-security']).toBeUndefined()
}

test.describe('security headers of every page type', () => {
  for (const path of [...pageTypes, ...pageTypes.map((p) => (p === '/' ? '/ar' : `/ar${p}`))]) {
    test(`${path}: a strict policy that allows exactly the page's own inline scripts`, async ({
      request,
    }) => {
      const res = await request.get(path, { maxRedirects: 0 })
      const notFound = path.endsWith('/no-such-page')
      expect(res.status()).toBe(notFound ? 404 : 200)
      const h = res.headers()
      const csp = parsePolicy(h['content-security-policy'])
      const scriptSrc = csp.get('script-src') ?? []
      expect(scriptSrc[0]).toBe("'self'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      const hashes = inlineScriptHashes(await res.text())
      // (A not-found page is HTML without scripts: server/not-found.mjs.)
      expect(hashes.length > 0).toBe(!notFound)
      expect(scriptSrc.slice(1).sort()).toEqual(hashes.sort())
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('form-action')).toEqual(["'self'"])
      expectPageHeaders(h)
      // A cookie on a page a CDN keeps would be handed to every visitor.
      expect(h['set-cookie']).toBeUndefined()
    })
  }
})

test.describe('security headers of the other responses', () => {
  test('API answers, build files and pictures: the static policy, no inline script at all', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? ''
    const picture = /src="(\/art\/[^"]+)"/.exec(
      await (await request.get('/product/turmeric-lakadong')).text(),
    )?.[1]
    expect(chunk).not.toBe('')
    expect(picture).toBeTruthy()
    for (const [path, corp] of [
      ['/api/health', 'same-origin'],
      ['/api/ready', 'same-origin'],
      [chunk, 'same-origin'],
      [picture!.replace(/&amp;/g, '&'), 'cross-origin'],
      ['/og/p/turmeric-lakadong', 'cross-origin'],
    ]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      const h = res.headers()
      expect(parsePolicy(h['content-security-policy']).get('script-src'), path).toEqual(["'self'"])
      expect(h['x-content-type-options'], path).toBe('nosniff')
      expect(h['cross-origin-resource-policy'], path).toBe(corp)
      expect(h['x-request-id'], path).toBeTruthy()
    }
  })

  test('no source map is served; the bootstrap scripts carry matching integrity hashes', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const tags = [...home.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g)]
    expect(tags.length).toBeGreaterThan(0)
    let withIntegrity = 0
    for (const [, src, attrs] of tags) {
      const file = await request.get(src)
      expect(file.status(), src).toBe(200)
      const integrity = /integrity="(sha256-[A-Za-z0-9+/=]+)"/.exec(attrs)?.[1]
      if (integrity) {
        withIntegrity++
        // A mismatch would make the browser refuse the script.
        const digest = createHash('sha256')
          .update(await file.body())
          .digest('base64')
        expect(integrity, src).toBe(`sha256-${digest}`)
      }
      expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404)
    }
    // Next adds integrity to its bootstrap scripts (not yet to page chunks under Turbopack).
    expect(withIntegrity).toBeGreaterThanOrEqual(3)
  })

  test('the admin keeps its looser policy, on /admin only', async ({ request }) => {
    const res = await request.get('/admin/login')
    expect(res.status()).toBe(200)
    const scriptSrc = parsePolicy(res.headers()['content-security-policy']).get('script-src')
    expect(scriptSrc).toEqual(["'self'", "'unsafe-inline'"])
    expect(parsePolicy(res.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ])
    // A public page whose path merely starts with "admin" is not the admin.
    const other = await request.get('/administration', { maxRedirects: 0 })
    expect(other.status()).toBe(404)
    expect(parsePolicy(other.headers()['content-security-policy']).get('script-src')).not.toContain(
      "'unsafe-inline'",
    )
  })

  test('the admin runs without eval: a staff member signs in, browses and saves', async ({
    page,
  }) => {
    const refused = await watchPolicy(page)
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
    for (const path of [
      '/admin/collections/products',
      '/admin/collections/inquiries',
      '/admin/collections/posts/create',
      '/admin/globals/site-settings',
    ]) {
      await page.goto(path)
      await expect(page.locator('.template-default')).toBeVisible()
    }
    // An edit saved through the admin's own form (its validation and form-state code): the
    // signed-in admin's own name, which no public page shows.
    await page.goto('/admin/account')
    const name = page.locator('#field-name')
    await expect(name).toBeEditable()
    const before = await name.inputValue()
    await name.fill(`CSP check ${Date.now()}`)
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    await name.fill(before)
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    expect(refused).toEqual([])
  })

  test('cached pages stay cached: same policy from the page cache, on HEAD and after a 304', async () => {
    const path = '/product/turmeric-lakadong'
    await raw(path)
    const hit = await raw(path)
    expect(hit.headers['x-nextjs-cache']).toBe('HIT')
    expect(hit.headers['cache-control']).toMatch(/s-maxage=\d+/)
    const policy = String(hit.headers['content-security-policy'])
    expect(parsePolicy(policy).get('script-src')?.length).toBeGreaterThan(1)

    const again = await raw(path)
    expect(again.headers['content-security-policy']).toBe(policy)

    const head = await raw(path, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-security-policy']).toBe(policy)

    // A 304 refreshes the stored headers: it must not replace the policy the stored page needs.
    const revalidated = await raw(path, { 'if-none-match': String(hit.headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
  })

  test('compressed pages carry the hashes of their decompressed scripts', async () => {
    for (const [encoding, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const res = await raw('/blog', { 'accept-encoding': encoding })
      expect(res.headers['content-encoding']).toBe(encoding)
      const html = decode(res.body).toString('utf8')
      expect(html).toContain('</html>')
      const scriptSrc =
        parsePolicy(String(res.headers['content-security-policy'])).get('script-src') ?? []
      expect(scriptSrc.slice(1).sort()).toEqual(inlineScriptHashes(html).sort())
    }
  })
})
