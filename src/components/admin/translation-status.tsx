import type { DefaultServerCellComponentProps } from 'payload'
import { locales } from '@/i18n/locales'

/** The title and the long text a document needs in a language to count as translated there. */
const needed: Record<string, [string, string]> = {
  products: ['name', 'description'],
  posts: ['title', 'content'],
}

/**
 * The "Languages" column of the product and post lists: each language's code, plain where the
 * document has its own texts in it, struck through where the page falls back to English. A
 * server component (one small read per row of the page shown), adding no script to the admin.
 */
export async function TranslationStatusCell({
  rowData,
  payload,
  collectionSlug,
}: DefaultServerCellComponentProps) {
  const fields = needed[collectionSlug]
  if (!fields || rowData?.id == null) return null
  const doc = (await payload.findByID({
    collection: collectionSlug as 'products' | 'posts',
    id: rowData.id as number,
    locale: 'all',
    depth: 0,
    draft: true,
    select: Object.fromEntries(fields.map((f) => [f, true])),
    overrideAccess: true,
  })) as unknown as Record<string, Record<string, unknown> | null>
  // Its own name (or title) in the language, and its own long text if the English has one.
  const [title, text] = fields
  const has = (code: string) =>
    Boolean(doc[title]?.[code]) && (!doc[text]?.en || Boolean(doc[text]?.[code]))
  const missing = locales.filter((l) => !has(l.code))
  return (
    <span
      title={
        missing.length
          ? `Not translated: ${missing.map((l) => l.label).join(', ')} (shown in English)`
          : 'Translated into every language'
      }
    >
      {locales.map((l) =>
        has(l.code) ? (
          <span key={l.code} style={{ marginInlineEnd: 4 }}>
            {l.code}
          </span>
        ) : (
          <s key={l.code} style={{ marginInlineEnd: 4, opacity: 0.5 }}>
            {l.code}
          </s>
        ),
      )}
    </span>
  )
}
