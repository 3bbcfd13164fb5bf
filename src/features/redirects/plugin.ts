import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type Field,
  type Plugin,
  type PayloadRequest,
} from 'payload'
import { contentEditors, staffOnly } from '@/access'
import { isLocale } from '@/i18n/locales'
import { revalidateSite } from '@/lib/revalidate'
import { queryGuard } from '@/lib/query-guard'
import { publishMovedPages } from '@/lib/server-channels.mjs'
import { addressOf, cleanPath, inEveryLocale, isAbsolute, type AddressedCollection } from './paths'
import { findRedirect, pointOn, recordMove, REDIRECTS, targetOf, type RedirectRow } from './store'

/*
 * Payload's redirects plugin, with our rules around it (docs/decisions/016-redirects-and-seo-fields.md):
 * addresses stored without the language, a changed slug redirected by itself, no chains.
 */

const addressed = Object.keys(addressOf) as AddressedCollection[]

const invalid = (path: string, message: string) =>
  new ValidationError({ collection: REDIRECTS, errors: [{ path, message }] })

/** "/es/old-page" names one language's copy of "/old-page": the row holds the latter. */
function checkFrom(value: unknown): string | true {
  if (typeof value !== 'string' || !value.trim()) return 'Enter an address, e.g. /old-page'
  const path = cleanPath(value)
  if (path === '/') return 'The home page cannot be redirected.'
  if (isLocale(path.split('/')[1] ?? ''))
    return 'Enter the address without the language (/old-page, not /es/old-page): it then applies in every language.'
  return true
}

function checkTo(value: unknown): string | true {
  if (typeof value !== 'string' || !value.trim()) return 'Enter where it leads'
  if (isAbsolute(value.trim())) return true
  if (!value.trim().startsWith('/'))
    return 'A path on this site (/product/new-name) or a full address (https://…)'
  return checkFrom(value)
}

const normalise: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  if (typeof data.from === 'string') data.from = cleanPath(data.from)
  const url = data.to?.url
  if (typeof url === 'string' && url.trim() && !isAbsolute(url.trim()))
    data.to = { ...data.to, url: cleanPath(url) }
  return data
}

/** A redirect to an address that itself redirects leads straight to the end of the chain. */
const followChain: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const to = data.to
  if (to?.type !== 'custom' || typeof to.url !== 'string' || isAbsolute(to.url)) return data
  const from = data.from ?? originalDoc?.from
  const next = await findRedirect(req.payload, to.url, req)
  if (next && next.from !== from) {
    data.to =
      next.to?.type === 'reference' && next.to.reference
        ? {
            type: 'reference',
            reference: {
              relationTo: next.to.reference.relationTo,
              value:
                typeof next.to.reference.value === 'object'
                  ? (next.to.reference.value as { id: number | string }).id
                  : next.to.reference.value,
            },
          }
        : { type: 'custom', url: next.to?.url }
  }
  const end = data.to.type === 'custom' ? data.to.url : targetOf(next)
  if (end === from) throw invalid('to.url', 'This redirect would lead back to its own address.')
  return data
}

function forget(...paths: (string | null | undefined)[]) {
  const all = paths.filter((p): p is string => Boolean(p)).flatMap(inEveryLocale)
  if (all.length) publishMovedPages(all)
}

const afterRedirectChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await pointOn(req, doc as RedirectRow)
  forget(doc.from, previousDoc?.from)
  revalidateSite('redirects changed', req.context)
  return doc
}

const afterRedirectDelete: CollectionAfterDeleteHook = ({ doc, req }) => {
  forget(doc.from)
  revalidateSite('redirects changed', req.context)
  return doc
}

/** Plain labels and hints in place of the plugin's. */
function plainFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from')
      return {
        ...field,
        label: 'Old address',
        validate: checkFrom,
        admin: {
          description:
            'A path on this site without the language, e.g. /product/old-name. It leads on in every language (/es/product/old-name …), and only where no page answers at that address.',
        },
      } as Field
    if (field.name === 'to' && field.type === 'group')
      return {
        ...field,
        label: 'Leads to',
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type' && sub.type === 'radio')
            return {
              ...sub,
              label: 'Leads to',
              options: [
                {
                  label: 'A page of the site (follows it when its address changes)',
                  value: 'reference',
                },
                { label: 'An address', value: 'custom' },
              ],
            }
          if (sub.name === 'reference') return { ...sub, label: 'Page' } as Field
          if (sub.name === 'url')
            return {
              ...sub,
              label: 'Address',
              validate: checkTo,
              admin: {
                ...sub.admin,
                description:
                  'A path on this site without the language (/product/new-name: a visitor keeps their language), or a full address (https://…).',
              },
            } as Field
          return sub
        }),
      } as Field
    return field
  })
}

/*
 * A changed slug (published, where the collection has drafts) leaves a redirect from the old
 * address. The address before the change is read in beforeChange, as the published document;
 * it is kept per request here, not in req.context, which nested Local API calls may replace.
 */
const before = new WeakMap<PayloadRequest, Map<string, string>>()
const key = (slug: string, id: unknown) => `${slug}:${String(id)}`

function moveHooks(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug as AddressedCollection
  const drafts = Boolean(
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
  )
  const address = addressOf[slug] as (doc: Record<string, unknown>) => string | null

  const remember: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return data
    // Saving a draft changes no public address (publishing does: see redirectOld).
    if (drafts && data?._status === 'draft') return data
    const published = drafts
      ? ((await req.payload.findByID({
          collection: slug,
          id: originalDoc.id,
          draft: false,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })) as Record<string, unknown> | null)
      : (originalDoc as Record<string, unknown>)
    if (!published || (drafts && published._status !== 'published')) return data
    const old = address(published)
    if (old) {
      const seen = before.get(req) ?? new Map<string, string>()
      seen.set(key(slug, originalDoc.id), old)
      before.set(req, seen)
    }
    return data
  }

  const redirectOld: CollectionAfterChangeHook = async ({ doc, req }) => {
    const seen = before.get(req)
    const old = seen?.get(key(slug, doc.id))
    if (!old) return doc
    seen!.delete(key(slug, doc.id))
    const now = address(doc)
    if (now && now !== old && (!drafts || doc._status === 'published'))
      await recordMove(req, old, now)
    return doc
  }

  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeChange: [...(collection.hooks?.beforeChange ?? []), remember],
      afterChange: [redirectOld, ...(collection.hooks?.afterChange ?? [])],
    },
  }
}

/** Payload's redirects collection ("System → Redirects"), and redirects on changed slugs. */
export function redirects(): Plugin {
  const plugin = redirectsPlugin({
    collections: addressed,
    overrides: {
      labels: { singular: 'Redirect', plural: 'Redirects' },
      admin: {
        group: 'System',
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'to.url', 'updatedAt'],
        description:
          'Old addresses that lead on to new ones (308, permanent). A changed product, category, post, page or news address adds one by itself.',
      },
      access: {
        read: staffOnly,
        create: contentEditors,
        update: contentEditors,
        delete: contentEditors,
      },
      hooks: {
        beforeOperation: [queryGuard],
        beforeValidate: [normalise],
        beforeChange: [followChain],
        afterChange: [afterRedirectChange],
        afterDelete: [afterRedirectDelete],
      },
      fields: ({ defaultFields }) => plainFields(defaultFields),
    },
  })
  return async (incoming) => {
    const config = await plugin(incoming)
    return {
      ...config,
      collections: config.collections?.map((c) =>
        (addressed as string[]).includes(c.slug) ? moveHooks(c) : c,
      ),
    }
  }
}
