import type { CollectionSlug, PayloadHandler, Where } from 'payload'
import { toCsv } from './csv'

/** One column of an export: its header and how to read it from a document. */
export type CsvColumn<T> = [string, (doc: T) => unknown]

/**
 * A GET endpoint (`/api/{collection}/export.csv?where[...]`) that exports the collection as
 * filtered in /admin (the same query string), newest first, with the reader's own access.
 */
export function csvExportHandler<T>(options: {
  collection: CollectionSlug
  columns: CsvColumn<T>[]
  /** File name before the date: `{name}-YYYY-MM-DD.csv`. */
  name: string
  allowed: (user: unknown) => boolean
  forbidden: string
}): PayloadHandler {
  return async (req) => {
    if (!options.allowed(req.user))
      return Response.json({ error: options.forbidden }, { status: 403 })
    const where = (req.query?.where ?? {}) as Where
    let docs: T[]
    try {
      ;({ docs } = (await req.payload.find({
        collection: options.collection,
        where,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      })) as unknown as { docs: T[] })
    } catch {
      return Response.json({ error: 'The filter could not be applied.' }, { status: 400 })
    }
    const csv = toCsv(
      options.columns.map(([name]) => name),
      docs.map((d) => options.columns.map(([, get]) => get(d))),
    )
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${options.name}-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  }
}
