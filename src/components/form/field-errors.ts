/**
 * A form's error for one field: a key of the `errors` texts and its values. Kept apart from the
 * schemas (./schema.ts) so the forms can show errors without loading zod up front: they load the
 * schemas when a form is submitted.
 */
type Issue = {
  path: readonly PropertyKey[]
  message: string
  code: string
  maximum?: unknown
}

export type FieldError = { code: string; values?: Record<string, number> }

/** zod issues → one error per field (the first), keyed by the dotted path ("items.0.quantity"). */
export function fieldErrors(error: { issues: readonly Issue[] }): Record<string, FieldError> {
  const out: Record<string, FieldError> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_form'
    if (out[key]) continue
    const code =
      typeof issue.message === 'string' && /^[a-zA-Z0-9]+$/.test(issue.message)
        ? issue.message
        : 'invalidText'
    const values =
      issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? { max: issue.maximum }
        : undefined
    out[key] = values ? { code, values } : { code }
  }
  return out
}
