// Bench section "gallery": the product page with a gallery of six uploaded photos, against the
// pages budget (bench/pages.mjs): performance ≥ 95, LCP ≤ 1.25 × the LCP with scripts blocked,
// TBT ≤ 150 ms, CLS ≤ 0.02, the other Lighthouse scores 100, images in modern formats, sized,
// the LCP image preloaded or fetched first.
//
// On a database of its own: signs in as the first staff account, uploads six generated photos
// (2400×1800 JPEG with a photo-like texture, so their WebP sizes weigh what photos weigh) through
// the REST API as the admin's upload does, makes them the gallery of one product, then runs
// Lighthouse as the pages section does. The uploads are deleted afterwards (their files are in
// data/media of this checkout while the section runs).
import sharp from 'sharp'
import { freshDatabase, launchChrome, withServer } from './lib.mjs'
import { appliedLcp, audit, budget, figures, lighthouseMet, longTasks, medians } from './pages.mjs'

const PORT = Number(process.env.BENCH_GALLERY_PORT || 3245)
const SLUG = 'turmeric-lakadong'
const PHOTOS = 6
const staff = { email: 'bench-gallery@example.com', password: 'bench-gallery-password-1' }

/** A photo-like JPEG: a colour gradient under fine blurred noise (flat colour would be tiny). */
async function photo(i) {
  const [w, h] = [2400, 1800]
  const hue = (i * 53) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,20%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${w * 0.4}" cy="${h * 0.55}" r="${h / 4}" fill="hsl(${(hue + 180) % 360},60%,60%)"/></svg>`
  const noise = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer()
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 82 })
    .toBuffer()
}

async function api(base, path, init, token) {
  const res = await fetch(base + path, {
    ...init,
    headers: { ...(init?.headers ?? {}), ...(token ? { Authorization: `JWT ${token}` } : {}) },
  })
  const body = await res.json().catch(() => ({}))
  if (!res.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

export default async function run() {
  const db = await freshDatabase('sqlite', 'gallery')
  const env = { ...db.env, ADMIN_EMAIL: staff.email, ADMIN_PASSWORD: staff.password }
  try {
    return await withServer(env, PORT, async (base) => {
      const { token } = await api(base, '/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(staff),
      })
      const ids = []
      let uploadedKb = 0
      try {
        for (let i = 0; i < PHOTOS; i++) {
          const jpeg = await photo(i)
          uploadedKb += jpeg.length / 1024
          const form = new FormData()
          form.append(
            'file',
            new Blob([jpeg], { type: 'image/jpeg' }),
            `bench-gallery-${i + 1}.jpg`,
          )
          form.append('_payload', JSON.stringify({ alt: `Bench photo ${i + 1}` }))
          const { doc } = await api(base, '/api/media', { method: 'POST', body: form }, token)
          ids.push(doc.id)
        }
        const {
          docs: [product],
        } = await api(base, `/api/products?where[slug][equals]=${SLUG}&depth=0`, {}, token)
        await api(
          base,
          `/api/products/${product.id}`,
          {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ gallery: ids.map((image, i) => ({ image, main: i === 0 })) }),
          },
          token,
        )
        const path = `/product/${SLUG}`
        const html = await (await fetch(base + path)).text()
        const shown = (html.match(/bench-gallery-\d/g) ?? []).length
        if (!shown) throw new Error(`${path} does not show the uploaded gallery`)
        for (let i = 0; i < 3; i++) await (await fetch(base + path)).text()

        const origin = base.replace('127.0.0.1', 'localhost')
        const chrome = await launchChrome()
        let on, off, applied
        try {
          console.log(
            `  lighthouse ${path} with ${PHOTOS} uploaded photos (served, then scripts blocked)`,
          )
          on = await audit(chrome, origin + path, false)
          off = await audit(chrome, origin + path, true)
          applied = await appliedLcp(chrome, origin + path)
        } finally {
          await chrome.kill()
        }
        const runs = on.runs.map(figures)
        const blockedRuns = off.runs.map(figures)
        const a = medians(runs)
        const b = medians(blockedRuns)
        const lcpElement =
          on.medianRun.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]
            ?.node?.snippet ?? null
        const imageKb = Math.round(
          (on.medianRun.audits['network-requests']?.details?.items ?? [])
            .filter((r) => r.resourceType === 'Image')
            .reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
        )
        const row = {
          page: path,
          photos: PHOTOS,
          uploadedKb: Math.round(uploadedKb),
          imageKbLoaded: imageKb,
          performance: a.performance,
          performanceBlocked: b.performance,
          lcpMs: a.lcpMs,
          lcpBlockedMs: b.lcpMs,
          applied,
          cls: a.cls,
          tbtMs: a.tbtMs,
          accessibility: a.accessibility,
          bestPractices: a.bestPractices,
          seo: a.seo,
          images: a.images,
          fonts: a.fonts,
          benchmarkIndex: a.benchmarkIndex,
          lcpElement,
          tbtRuns: runs.map((r) => r.tbtMs),
          runs,
          blockedRuns,
          longTasks: longTasks(on.medianRun),
        }
        row.budgetMet = lighthouseMet(a, b, applied)
        console.log('\nLighthouse, mobile preset, product page with a gallery of', PHOTOS, 'photos')
        console.table([
          {
            page: path,
            'perf (≥95)': `${row.performance} / off ${row.performanceBlocked}`,
            'LCP ms, simulated': `${row.lcpMs} / off ${row.lcpBlockedMs}`,
            'LCP ms, applied (≤1.25×off)': `${applied.lcpMs} / off ${applied.lcpBlockedMs}`,
            'CLS (≤0.02)': row.cls,
            'TBT ms (≤150)': `${row.tbtMs} (${row.tbtRuns.join(', ')})`,
            'a11y/BP/SEO (100)': `${row.accessibility}/${row.bestPractices}/${row.seo}`,
            'images KB': row.imageKbLoaded,
            'img/fonts': `${row.images ? 'ok' : 'NO'}/${row.fonts ? 'ok' : 'NO'}`,
            'CPU index': row.benchmarkIndex,
            budget: row.budgetMet ? 'met' : 'NOT MET',
          },
        ])
        return { budget, page: row, budgetMet: row.budgetMet }
      } finally {
        for (const id of ids)
          await api(base, `/api/media/${id}`, { method: 'DELETE' }, token).catch(() => undefined)
      }
    })
  } finally {
    await db.drop()
  }
}
