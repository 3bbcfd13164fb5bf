import { defaultLocale, type Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

type Translatable = 'products' | 'posts' | 'news'
type Own = Record<string, unknown>

/**
 * The given documents' own texts in `locale`, without Payload's English fallback: a page marks
 * as English (lang="en") what is missing here. Empty for English, where nothing falls back.
 */
export async function ownTexts(
  collection: Translatable,
  ids: (number | string)[],
  locale: Locale,
  fields: readonly string[],
): Promise<Map<number | string, Own>> {
  if (locale === defaultLocale || ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    locale,
    fallbackLocale: false,
    limit: ids.length,
    pagination: false,
    depth: 0,
    select: Object.fromEntries(fields.map((f) => [f, true])),
    overrideAccess: false,
  })
  return new Map(docs.map((d) => [d.id, d as unknown as Own]))
}

/** Whether a document's `field` is in the page's language (always so in English). */
export const inPageLanguage = (
  own: Map<number | string, Own>,
  locale: Locale,
  id: number | string,
  field: string,
) => locale === defaultLocale || Boolean(own.get(id)?.[field])
