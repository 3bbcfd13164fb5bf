import {
  APIError,
  NotFound,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type Collection as PayloadCollection,
} from 'payload'

/**
 * Payload passes some malformed queries straight to the database, which then fails: a
 * non-numeric document id (/api/products/abc), text compared with a number, id or date field
 * (?where[category][in]=abc), a map operator on a text field, a "limit" that is not a number.
 * Anyone can send these to the public REST API, and each was a 500. This guard answers them
 * with a 400 (or a 404 for an id that cannot exist) before the operation runs, for every
 * collection and for the Local API too.
 */

/** The name of the guard's errors (payload.config.ts logs them at level info). */
export const QUERY_ERROR = 'QueryError'

type Collection = { fields: FlattenedField[]; idType: 'number' | 'text' }
export type CollectionLookup = (slug: string) => Collection | undefined

type Kind = 'id' | 'number' | 'date' | 'point' | 'polymorphic' | 'other'
type Resolved = { kind: Kind; hasMany: boolean }

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const MAP_OPERATORS = new Set(['near', 'within', 'intersects'])

function kindOf(field: FlattenedField, lookup: CollectionLookup): Kind {
  switch (field.type) {
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'point':
      return 'point'
    case 'relationship':
    case 'upload':
      if (typeof field.relationTo !== 'string') return 'polymorphic'
      return lookup(field.relationTo)?.idType === 'number' ? 'id' : 'other'
    default:
      return 'other'
  }
}

/** The field a query path ("category.name", "specifications.value") ends on, if it can tell. */
export function resolvePath(
  path: string,
  collection: string,
  lookup: CollectionLookup,
): Resolved | null {
  let current = lookup(collection)
  if (!current) return null
  let fields = current.fields
  const parts = path.split('.')
  for (let i = 0; i < parts.length; i++) {
    const name = parts[i]
    const last = i === parts.length - 1
    const field = fields.find((f) => f.name === name)
    if (!field) {
      if (name === 'id' && last)
        return { kind: current.idType === 'number' ? 'id' : 'other', hasMany: false }
      return null
    }
    if (last)
      return { kind: kindOf(field, lookup), hasMany: 'hasMany' in field && Boolean(field.hasMany) }
    if ('flattenedFields' in field) {
      fields = field.flattenedFields
    } else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    ) {
      current = lookup(field.relationTo)
      if (!current) return null
      fields = current.fields
    } else {
      return null
    }
  }
  return null
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date)

const isNull = (v: unknown) => v === null || v === undefined || v === 'null'

function isNumeric(v: unknown, integer: boolean): boolean {
  if (isNull(v) || typeof v === 'boolean') return true
  if (typeof v === 'number') return Number.isFinite(v) && (!integer || Number.isInteger(v))
  if (typeof v !== 'string') return false
  const pattern = integer ? /^\s*\d{1,15}\s*$/ : /^\s*-?\d{1,15}(\.\d+)?\s*$/
  return pattern.test(v)
}

function isDate(v: unknown): boolean {
  if (isNull(v)) return true
  if (v instanceof Date) return !Number.isNaN(v.getTime())
  if (typeof v === 'number') return Number.isFinite(v)
  return typeof v === 'string' && !Number.isNaN(Date.parse(v))
}

function hasNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000')
  if (Array.isArray(v)) return v.some(hasNul)
  if (isPlainObject(v)) return Object.values(v).some(hasNul)
  return false
}

/** Why a `where` cannot run, or null when it can (or when Payload judges it itself). */
export function whereProblem(
  where: unknown,
  collection: string,
  lookup: CollectionLookup,
  depth = 0,
): string | null {
  if (where === undefined || where === null) return null
  if (depth > 8) return 'The query is nested too deeply.'
  if (!isPlainObject(where)) return 'The query ("where") must be a set of conditions.'
  for (const [key, condition] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition)
        ? condition
        : isPlainObject(condition)
          ? Object.values(condition)
          : null
      if (!list) return `"${key}" needs a list of conditions.`
      for (const w of list) {
        const problem = whereProblem(w, collection, lookup, depth + 1)
        if (problem) return problem
      }
      continue
    }
    // Unknown paths and shapes are Payload's to refuse (it answers those with a 400).
    if (!isPlainObject(condition)) continue
    const field = resolvePath(key, collection, lookup)
    for (const [operator, value] of Object.entries(condition)) {
      if (!OPERATORS.has(operator) || operator === 'exists') continue
      // PostgreSQL refuses a NUL character in any text it is given (no stored text has one).
      if (hasNul(value)) return 'The query contains a NUL character (%00).'
      if (MAP_OPERATORS.has(operator)) {
        if (field && field.kind !== 'point') return `"${operator}" applies to map points only.`
        continue
      }
      if (!field) continue
      if (operator === 'all' && !field.hasMany)
        return `"all" applies to fields with several values only ("${key}").`
      if (field.kind === 'polymorphic') continue
      const items = LIST_OPERATORS.has(operator)
        ? Array.isArray(value)
          ? value
          : typeof value === 'string'
            ? value.split(',')
            : [value]
        : [value]
      for (const item of items) {
        if (isPlainObject(item) || Array.isArray(item))
          return `The value compared with "${key}" must be a single value.`
        if (
          (field.kind === 'id' || field.kind === 'number') &&
          !isNumeric(item, field.kind === 'id')
        )
          return `"${key}" is compared with numbers only.`
        if (field.kind === 'date' && !isDate(item)) return `"${key}" is compared with dates only.`
      }
    }
  }
  return null
}

/** Why the paging arguments cannot run (limit, page, depth must be whole numbers), or null. */
export function pagingProblem(args: Record<string, unknown>): string | null {
  for (const key of ['limit', 'page', 'depth']) {
    const v = args[key]
    if (v === undefined || v === null) continue
    if (typeof v === 'number' ? !Number.isInteger(v) : !/^-?\d{1,9}$/.test(String(v)))
      return `"${key}" must be a whole number.`
  }
  return null
}

/**
 * What an anonymous REST read may ask for. Depth multiplies a response: products → category →
 * popular products → …, so a few deep reads at once could exhaust the server's memory
 * (docs/security.md). The REST route applies it to the request's own query
 * (src/app/(payload)/api/[...slug]/route.ts); the site's own pages read through the Local API and
 * staff are signed in: neither is limited by it (the config's maxDepth still caps every read).
 */
export const ANONYMOUS_MAX_DEPTH = 2
export const ANONYMOUS_MAX_LIMIT = 100
/** `locale=all` returns every field in all eight languages, so a page holds fewer documents. */
export const ANONYMOUS_MAX_LIMIT_ALL_LOCALES = 25

/** Why an anonymous REST read asks for too much (depth, limit, no paging), or null. */
export function anonymousReadProblem(args: Record<string, unknown>): string | null {
  const depth = args.depth === undefined || args.depth === null ? null : Number(args.depth)
  if (depth !== null && depth > ANONYMOUS_MAX_DEPTH)
    return `"depth" may be at most ${ANONYMOUS_MAX_DEPTH}.`
  if (args.pagination === false) return `"pagination" cannot be turned off; use "limit" and "page".`
  const limit = args.limit === undefined || args.limit === null ? null : Number(args.limit)
  // (Payload reads a limit of 0 as "no limit".)
  if (limit !== null && (limit < 1 || limit > ANONYMOUS_MAX_LIMIT))
    return `"limit" must be between 1 and ${ANONYMOUS_MAX_LIMIT}.`
  if (args.locale === 'all' && limit !== null && limit > ANONYMOUS_MAX_LIMIT_ALL_LOCALES)
    return `"limit" must be between 1 and ${ANONYMOUS_MAX_LIMIT_ALL_LOCALES} with "locale=all".`
  return null
}

function queryError(message: string): APIError {
  const error = new APIError(message, 400)
  // Named, so Payload shows the message (a bundled class has no name) and logs it as info.
  error.name = QUERY_ERROR
  return error
}

export const queryGuard: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const a = args as Record<string, unknown>
  const lookup: CollectionLookup = (slug) => {
    const found = (req.payload.collections as Record<string, PayloadCollection | undefined>)[slug]
    return found
      ? {
          fields: found.config.flattenedFields,
          idType: found.customIDType ?? req.payload.db.defaultIDType,
        }
      : undefined
  }
  const self = lookup(collection.slug)
  if (a.id !== undefined && a.id !== null && self?.idType === 'number' && !isNumeric(a.id, true)) {
    const error = new NotFound(req.t)
    error.name = 'NotFound'
    throw error
  }
  const problem = pagingProblem(a) ?? whereProblem(a.where, collection.slug, lookup)
  if (problem) throw queryError(problem)
  return args
}

/** The same paging checks for a global (GET /api/globals/…). */
const globalQueryGuard: GlobalBeforeOperationHook = ({ args }) => {
  const a = (args ?? {}) as Record<string, unknown>
  const problem = pagingProblem(a)
  if (problem) throw queryError(problem)
  return args
}

/** The collection with the guard as its first beforeOperation hook. */
export function withQueryGuard(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [queryGuard, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}

/** The global with the depth guard as its first beforeOperation hook. */
export function withGlobalQueryGuard(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      beforeOperation: [globalQueryGuard, ...(global.hooks?.beforeOperation ?? [])],
    },
  }
}
