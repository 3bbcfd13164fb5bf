import fs from 'node:fs/promises'
import path from 'node:path'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'
import { pickEnv } from './env'

/**
 * Where uploads (the media collection) are stored: the local folder data/media by default; an
 * S3-compatible bucket when S3_BUCKET is set (AWS S3, Cloudflare R2, MinIO, …).
 *
 * With a bucket, files are still served through the site at /api/media/file/… (Payload reads
 * them from the bucket and applies the collection's read access), unless MEDIA_BASE_URL is set:
 * then pages link to `${MEDIA_BASE_URL}/${S3_PREFIX}/${file}` directly, a CDN or public bucket
 * address in front of the bucket.
 *
 * The plugin is always installed (disabled without a bucket) so the collection has the same
 * fields, and so the same database schema and migrations, either way.
 */
export function mediaStorage(source: Record<string, string | undefined> = process.env): Plugin {
  const e = pickEnv(
    [
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
      'MEDIA_BASE_URL',
    ],
    source,
  )
  const base = e.MEDIA_BASE_URL
  const publicUrl = ({ filename, prefix }: { filename: string; prefix?: string }) =>
    `${base}/${[prefix, filename]
      .filter(Boolean)
      .join('/')
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`
  return s3Storage({
    enabled: Boolean(e.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: e.S3_BUCKET ?? '',
    collections: {
      media: {
        prefix: e.S3_PREFIX || undefined,
        ...(base ? { disablePayloadAccessControl: true, generateFileURL: publicUrl } : {}),
      },
    },
    config: {
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: several S3-compatible stores reject the newer
      // default (CRC32 trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}

type FileHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/**
 * An upload handler that answers a file missing from the local folder with a 404 (Payload
 * answers it with a 500, "Something went wrong", and so every mistyped or double-encoded file
 * name was a server error). Anything else, and every file in a bucket (its own handler answers a
 * missing key), goes on to Payload.
 */
export function missingLocalFile(
  staticDir: string,
  source: Record<string, string | undefined> = process.env,
): FileHandler {
  const handler = async (_req: unknown, { params }: { params: { filename: string } }) => {
    if (source.S3_BUCKET) return
    const dir = path.resolve(staticDir)
    const file = path.resolve(dir, params.filename)
    // (A name leading outside the folder is Payload's to refuse.)
    if (!file.startsWith(dir + path.sep)) return
    const found = await fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
  // (Payload's type lists Promise<Response> and Promise<void> but not a promise of either.)
  return handler as FileHandler
}
