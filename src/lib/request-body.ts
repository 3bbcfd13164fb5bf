/** Reading an untrusted form or JSON body with a size cap. */

export type ParsedBody =
  | { ok: true; kind: 'json' | 'form'; value: Record<string, unknown>; files?: File[] }
  | { ok: false; status: 400 | 413 | 415; error: 'malformed' | 'too-large' | 'unsupported' }

const jsonTypes = ['application/json']
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data']

async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    out.set(c, offset)
    offset += c.byteLength
  }
  return out
}

/**
 * Form data → a plain object; repeated keys become arrays. Files are refused, but for those in
 * `fileField`, which are collected in `files`.
 */
function formToObject(
  form: FormData | URLSearchParams,
  fileField?: string,
  files: File[] = [],
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' && fileField !== undefined && key === fileField) {
      files.push(value)
      continue
    }
    if (typeof value !== 'string') return null
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}

/** URLSearchParams forgives broken escapes ("%zz", "%FF"); a form post with them is malformed. */
function strictUrlEncoded(text: string): URLSearchParams {
  for (const part of text.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '))
  return new URLSearchParams(text)
}

/** Files a multipart post may carry in one field, and how many bytes they may add to it. */
export type FileParts = { field: string; maxBytes: number }

/**
 * Reads a JSON, URL-encoded or multipart body of at most `maxBytes`. With `files`, a multipart
 * body may be `files.maxBytes` larger, and carry files in `files.field` (returned in `files`;
 * their content is the caller's to check); its text fields together stay within `maxBytes`.
 */
export async function parseBody(
  request: Request,
  maxBytes: number,
  files?: FileParts,
): Promise<ParsedBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const isJson = jsonTypes.includes(type)
  if (!isJson && !formTypes.includes(type)) return { ok: false, status: 415, error: 'unsupported' }
  if (files && type === 'multipart/form-data') return parseMultipart(request, maxBytes, files)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes)
    return { ok: false, status: 413, error: 'too-large' }
  let bytes: Uint8Array | null
  try {
    bytes = await readCapped(request, maxBytes)
  } catch {
    return { ok: false, status: 400, error: 'malformed' }
  }
  if (bytes === null) return { ok: false, status: 413, error: 'too-large' }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { ok: false, status: 400, error: 'malformed' }
  }
  try {
    if (isJson) {
      const value: unknown = JSON.parse(text)
      if (!value || typeof value !== 'object' || Array.isArray(value))
        return { ok: false, status: 400, error: 'malformed' }
      return { ok: true, kind: 'json', value: value as Record<string, unknown> }
    }
    const form =
      type === 'multipart/form-data'
        ? await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
            headers: { 'content-type': request.headers.get('content-type') ?? '' },
          }).formData()
        : strictUrlEncoded(text)
    const value = formToObject(form)
    if (!value) return { ok: false, status: 400, error: 'malformed' }
    return { ok: true, kind: 'form', value }
  } catch {
    return { ok: false, status: 400, error: 'malformed' }
  }
}

/** A multipart body with files (see parseBody). */
async function parseMultipart(
  request: Request,
  maxBytes: number,
  parts: FileParts,
): Promise<ParsedBody> {
  const cap = maxBytes + parts.maxBytes
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > cap)
    return { ok: false, status: 413, error: 'too-large' }
  let bytes: Uint8Array | null
  try {
    bytes = await readCapped(request, cap)
  } catch {
    return { ok: false, status: 400, error: 'malformed' }
  }
  if (bytes === null) return { ok: false, status: 413, error: 'too-large' }
  try {
    const form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
    const files: File[] = []
    const value = formToObject(form, parts.field, files)
    if (!value) return { ok: false, status: 400, error: 'malformed' }
    let text = 0
    for (const [key, v] of form.entries()) if (typeof v === 'string') text += key.length + v.length
    if (text > maxBytes) return { ok: false, status: 413, error: 'too-large' }
    return { ok: true, kind: 'form', value, files }
  } catch {
    return { ok: false, status: 400, error: 'malformed' }
  }
}
