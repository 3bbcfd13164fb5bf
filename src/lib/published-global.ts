import type { DataFromGlobalSlug, Payload } from 'payload'
import type { Locale } from '@/i18n/locales'

/** The page globals, which have drafts (src/lib/drafts.ts). */
export type PageGlobal = 'home-page' | 'about-page' | 'quality-page' | 'contact-page'

/**
 * A page global as the public sees it: its published version. Its row holds that version,
 * unless staff pressed Unpublish: the page cannot go missing (there is no "no home page"), so
 * the last version that was published stays on the site until another is published.
 */
export async function publishedGlobal<S extends PageGlobal>(
  payload: Payload,
  slug: S,
  locale: Locale,
  depth = 0,
): Promise<DataFromGlobalSlug<S>> {
  const doc = await payload.findGlobal({ slug, locale, depth, overrideAccess: false })
  if ((doc as { _status?: string })._status === 'published') return doc
  const { docs } = await payload.findGlobalVersions({
    slug,
    locale,
    depth,
    where: { 'version._status': { equals: 'published' } },
    sort: '-updatedAt',
    limit: 1,
    // Published versions only (the where above); the public may not list versions itself.
    overrideAccess: true,
  })
  return (docs[0]?.version as DataFromGlobalSlug<S> | undefined) ?? doc
}
