import type { DefaultServerCellComponentProps } from 'payload'
import { describeStatus, statusSelect, trackedFields, translationStatus } from '../status'

type Tracked = keyof typeof trackedFields

/**
 * The "Languages" column of the product and post lists: which languages the row's latest version
 * (draft included) is translated into. One read of the row in every language; a list shows 10 to
 * 100 rows at a time, to staff only.
 */
export async function TranslationStatusCell({
  rowData,
  collectionSlug,
  payload,
}: DefaultServerCellComponentProps) {
  const collection = collectionSlug as Tracked
  const fields = trackedFields[collection]
  if (!fields || rowData?.id == null) return null
  const doc = await payload.findByID({
    collection,
    id: rowData.id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: statusSelect(fields),
    disableErrors: true,
  })
  if (!doc) return null
  const status = translationStatus(doc as unknown as Record<string, unknown>, fields)
  return <span data-translation-status>{describeStatus(status)}</span>
}
