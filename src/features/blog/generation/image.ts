import type { Payload } from 'payload'
import sharp from 'sharp'
import type { BlogCategory } from '../constants'

export type ImageConfig = { url: string; apiKey?: string; model: string; timeoutMs: number }

/**
 * A 16:9 picture for a post from an OpenAI-compatible image endpoint (`POST {model, prompt,
 * size, n}` → `data[0].b64_json` or `data[0].url`), cropped to 1200×675 WebP and stored in
 * Media. Returns the media id. Without an image endpoint the post shows generated artwork
 * (/art/b/{postId}, drawn from code for its category), so nothing is stored.
 */
export async function generatePostImage(
  payload: Payload,
  config: ImageConfig,
  { title, category }: { title: string; category: BlogCategory },
): Promise<number> {
  const signal = AbortSignal.timeout(config.timeoutMs)
  const res = await fetch(config.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      n: 1,
      size: '1536x1024',
      prompt: `Professional editorial photograph, 16:9, for a B2B article on Indian agricultural exports (${category}): ${title}. Natural light, realistic produce, warehouses, fields or port logistics. No text, no logos, no people's faces in close-up.`,
    }),
    signal,
  })
  if (!res.ok) throw new Error(`image service answered HTTP ${res.status}`)
  const item = ((await res.json()) as { data?: { b64_json?: string; url?: string }[] })?.data?.[0]
  let source: Buffer
  if (item?.b64_json) source = Buffer.from(item.b64_json, 'base64')
  else if (item?.url && /^https:\/\//.test(item.url)) {
    const img = await fetch(item.url, { signal })
    if (!img.ok) throw new Error(`image download answered HTTP ${img.status}`)
    source = Buffer.from(await img.arrayBuffer())
  } else throw new Error('image answer has no data[0].b64_json or url')
  const data = await sharp(source)
    .resize(1200, 675, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: title },
    file: {
      data,
      mimetype: 'image/webp',
      name: `blog-${Date.now()}.webp`,
      size: data.length,
    },
    context: { disableRevalidate: true },
  })
  return media.id as number
}
