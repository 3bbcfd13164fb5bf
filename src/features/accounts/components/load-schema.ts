type Schemas = typeof import('../schema')
type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends { safeParse: unknown } ? K : never
}[keyof Schemas]

/**
 * A loader of one account schema, for the forms' submit: zod and the rules load when a form is
 * first sent, not with the page.
 */
export const schema = (name: SchemaName) => () => import('../schema').then((m) => m[name])
