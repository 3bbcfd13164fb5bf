import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../helpers/s3-server.mjs'
import { startTestPayload } from '../helpers/payload'

/**
 * Media on S3-compatible storage (S3_BUCKET…): uploads go to the bucket, in S3's wire format
 * with signed requests (tests/helpers/s3-server.mjs checks the signatures), and with
 * MEDIA_BASE_URL the pages link to that address (here: the bucket's public address, as a CDN
 * in front of it would be). Serving through the site is tested with two instances
 * (tests/e2e/instances.e2e.ts).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>
let payload: Payload
let close: () => Promise<void>
const names = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'MEDIA_BASE_URL',
]
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]))
const localDir = path.resolve(process.cwd(), 'data/media')

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['site-media'], publicRead: ['site-media'] })
  Object.assign(process.env, {
    S3_BUCKET: 'site-media',
    S3_ENDPOINT: s3.url,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: 'uploads',
    MEDIA_BASE_URL: `${s3.url}/site-media/`,
  })
  ;({ payload, close } = await startTestPayload('media'))
})
afterAll(async () => {
  for (const n of names)
    if (saved[n] === undefined) delete process.env[n]
    else process.env[n] = saved[n]
  await close?.()
  await s3?.close()
})

describe('media in an S3-compatible bucket', () => {
  it('an upload and its sizes are stored in the bucket and served from MEDIA_BASE_URL; delete removes them', async () => {
    const picture = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#b45309' },
    })
      .png()
      .toBuffer()
    const name = `s3-cumin-${Date.now()}.png`
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Cumin seeds' },
      file: { data: picture, mimetype: 'image/png', name, size: picture.length },
    })

    const stem = name.replace(/\.png$/, '')
    const keys = [...s3.objects('site-media').keys()].sort()
    expect(keys).toEqual(
      [
        `uploads/${name}`,
        `uploads/${stem}-1200x900.webp`,
        `uploads/${stem}-800x600.webp`,
        `uploads/${stem}-480x360.webp`,
        `uploads/${stem}-160x120.webp`,
      ].sort(),
    )
    expect(s3.objects('site-media').get(`uploads/${name}`)?.body.equals(picture)).toBe(true)
    expect(s3.log.filter((r) => r.method === 'PUT').every((r) => r.signed)).toBe(true)
    // Nothing on the local disk.
    expect(fs.existsSync(path.join(localDir, name))).toBe(false)

    const base = `${s3.url}/site-media/uploads`
    expect(doc.url).toBe(`${base}/${name}`)
    expect(doc.sizes?.card?.url).toBe(`${base}/${stem}-480x360.webp`)
    const original = await fetch(doc.url!)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(picture)).toBe(true)
    const card = await fetch(doc.sizes!.card!.url!)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(480)

    // The URL a page gets when it reads the document.
    const read = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    expect(read.url).toBe(`${base}/${name}`)

    await payload.delete({ collection: 'media', id: doc.id })
    expect([...s3.objects('site-media').keys()]).toEqual([])
    expect((await fetch(doc.url!)).status).toBe(404)
  })
})
