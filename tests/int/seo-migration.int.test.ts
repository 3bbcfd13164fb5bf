/**
 * The data step of the SEO fields migration (src/migrations/data/seo.ts) on the real database:
 * posts' own search fields, as an older database holds them, become the SEO plugin's English
 * meta fields of the post and of its versions.
 */
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as liteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movePostSeoFieldsPostgres, movePostSeoFieldsSqlite } from '@/migrations/data/seo'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

describe('SEO fields migration', () => {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('seo-migration'))
  })
  afterAll(async () => close?.())

  it("moves posts' search titles and descriptions into meta, versions too", async () => {
    const post = (postId: string, title: string) =>
      payload.create({
        collection: 'posts',
        data: {
          postId,
          title,
          excerpt: 'Excerpt.',
          content: paragraphs(['Text.']),
          category: 'Market Insights',
          author: 'Desk',
          date: '2026-01-15T00:00:00.000Z',
          _status: 'published',
        },
      })
    const both = await post('both', 'Both')
    const social = await post('social-only', 'Social')
    const none = await post('none', 'None')
    // One already has English meta values: they are kept.
    const kept = await post('kept', 'Kept')
    await payload.update({
      collection: 'posts',
      id: kept.id,
      data: { meta: { title: 'Staff title', description: 'Staff description' } },
    })

    // The columns as an older database has them, filled as the old fields were.
    const postgres = payload.db.name === 'postgres'
    const db = (payload.db as unknown as { drizzle: never }).drizzle
    const run = (statement: string) =>
      postgres
        ? (db as { execute: (q: unknown) => Promise<unknown> }).execute(pgSql.raw(statement))
        : (db as { run: (q: unknown) => Promise<unknown> }).run(liteSql.raw(statement))
    for (const [table, prefix] of [
      ['posts', ''],
      ['_posts_v', 'version_'],
    ]) {
      for (const column of ['seo_title', 'seo_description', 'social_description'])
        await run(
          `ALTER TABLE "${table}" ADD "${prefix}${column}" ${postgres ? 'varchar' : 'text'}`,
        )
      const id = prefix ? '"parent_id"' : '"id"'
      const set = (postId: number, values: string) =>
        run(`UPDATE "${table}" SET ${values} WHERE ${id} = ${postId}`)
      await set(
        both.id,
        `"${prefix}seo_title" = 'Search title', "${prefix}seo_description" = 'Search text', "${prefix}social_description" = 'Share text'`,
      )
      await set(social.id, `"${prefix}social_description" = 'Only share text'`)
      await set(kept.id, `"${prefix}seo_title" = 'Old title'`)
    }

    if (postgres) await movePostSeoFieldsPostgres({ db } as never)
    else await movePostSeoFieldsSqlite({ db } as never)
    // Twice changes nothing.
    if (postgres) await movePostSeoFieldsPostgres({ db } as never)
    else await movePostSeoFieldsSqlite({ db } as never)

    const meta = async (id: number, draft = false) => {
      const doc = await payload.findByID({ collection: 'posts', id, draft, locale: 'en' })
      return { title: doc.meta?.title ?? null, description: doc.meta?.description ?? null }
    }
    expect(await meta(both.id)).toEqual({ title: 'Search title', description: 'Search text' })
    expect(await meta(social.id)).toEqual({ title: null, description: 'Only share text' })
    expect(await meta(none.id)).toEqual({ title: null, description: null })
    expect(await meta(kept.id)).toEqual({ title: 'Staff title', description: 'Staff description' })
    // The latest version (what the admin opens) has them too.
    expect(await meta(both.id, true)).toEqual({ title: 'Search title', description: 'Search text' })
    const versions = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: social.id } },
      locale: 'en',
    })
    expect(versions.docs.map((v) => v.version.meta?.description)).toEqual(
      versions.docs.map(() => 'Only share text'),
    )

    for (const table of ['posts', '_posts_v'])
      for (const column of ['seo_title', 'seo_description', 'social_description'])
        await run(
          `ALTER TABLE "${table}" DROP COLUMN "${table === 'posts' ? '' : 'version_'}${column}"`,
        )
  })
})
