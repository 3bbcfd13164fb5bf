import type { DefaultServerCellComponentProps } from 'payload'
import { describeStatus, readTranslationStatus } from '../status'

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
  const status = await readTranslationStatus(payload, collectionSlug, rowData?.id)
  return status ? <span data-translation-status>{describeStatus(status)}</span> : null
}
