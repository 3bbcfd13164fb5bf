import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const cacheDir = path.resolve(process.cwd(), 'data/cache/art')

/** Parses "800.webp" into a width from the allowed list, or null. */
export function parseArtFile(file: string, widths: readonly number[]): number | null {
  const m = /^(\d{2,4})\.webp$/.exec(file)
  const width = m ? Number(m[1]) : NaN
  return widths.includes(width) ? width : null
}

/** Rasterises an SVG to WebP at a width, keeping a copy on disk so each size is made once. */
export async function svgToWebp(svg: string, key: string, width: number): Promise<Buffer> {
  const file = path.join(cacheDir, `${key.replace(/[^a-z0-9-]/gi, '_')}-${width}.webp`)
  try {
    return await fs.readFile(file)
  } catch {
    const buffer = await sharp(Buffer.from(svg), { density: 96 })
      .resize({ width })
      .webp({ quality: 72, effort: 4 })
      .toBuffer()
    await fs.mkdir(cacheDir, { recursive: true })
    // A unique temporary name: concurrent requests for one picture each write their own copy.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await fs.writeFile(tmp, buffer)
    await fs.rename(tmp, file)
    return buffer
  }
}

export function webpResponse(body: Buffer): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
