/**
 * The id a relationship field holds, whether Payload returned it as an id (depth 0) or as the
 * related document (depth ≥ 1); null when it is empty.
 */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id
  return null
}
