'use client'

import { useRowLabel } from '@payloadcms/ui'

/**
 * The title of a row of a product's packs: the pack's name as buyers see it, in the language
 * being edited; Payload's own "Pack 01" until the row has one.
 */
export function PackRowLabel() {
  const { data, rowNumber = 0 } = useRowLabel<{ label?: string | null }>()
  const label = data?.label?.trim()
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {label || `Pack ${String(rowNumber + 1).padStart(2, '0')}`}
    </span>
  )
}
