import type {
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedTableCellNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'
import {
  type JSXConverters,
  type JSXConvertersFunction,
  RichText as PayloadRichText,
} from '@payloadcms/richtext-lexical/react'
import { clsx } from 'clsx'
import type { Locale } from '@/i18n/locales'
import { localeCodes } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/lib/payload'
import { isRichText } from '@/lib/rich-text'
import type { Media } from '@/payload-types'

type Linkable = 'products' | 'categories' | 'posts' | 'pages'
type Doc = { id: number | string; slug?: string | null; postId?: string | null }

/** Where each linkable collection's documents live on the site. */
const pathOf: Record<Linkable, (d: Doc) => string | null> = {
  products: (d) => (d.slug ? `/product/${d.slug}` : null),
  categories: (d) => (d.slug ? `/category/${d.slug}` : null),
  posts: (d) => (d.postId ? `/blog/${d.postId}` : null),
  pages: (d) => (d.slug ? `/legal/${d.slug}` : null),
}

type Node = {
  type?: string
  children?: Node[]
  fields?: unknown
  relationTo?: string
  value?: unknown
}

const key = (collection: string, id: unknown) => `${collection}:${String(id)}`

/**
 * The documents the text links to and the pictures it shows, looked up in one query per
 * collection when the read did not populate them (a depth-0 read, or a link added since).
 * What the reader may not see (an unpublished post) stays out, so its link becomes plain text.
 */
async function resolveReferences(root: Node) {
  const wanted = new Map<string, Set<string | number>>()
  const found = new Map<string, Doc | Media>()
  const want = (collection: string, value: unknown) => {
    if (value && typeof value === 'object') {
      found.set(key(collection, (value as Doc).id), value as Doc)
      return
    }
    if (typeof value !== 'number' && typeof value !== 'string') return
    if (!wanted.has(collection)) wanted.set(collection, new Set())
    wanted.get(collection)!.add(value)
  }
  const walk = (node: Node) => {
    if (node.type === 'link') {
      const fields = node.fields as SerializedLinkNode['fields']
      if (fields?.linkType === 'internal' && fields.doc)
        want(fields.doc.relationTo, fields.doc.value)
    }
    if (node.type === 'upload' && node.relationTo === 'media') want('media', node.value)
    for (const child of node.children ?? []) walk(child)
  }
  walk(root)
  const missing = [...wanted].filter(([collection, ids]) =>
    [...ids].some((id) => !found.has(key(collection, id))),
  )
  if (missing.length) {
    const payload = await getPayloadClient()
    await Promise.all(
      missing.map(async ([collection, ids]) => {
        const { docs } = await payload.find({
          collection: collection as Linkable | 'media',
          where: { id: { in: [...ids] } },
          depth: 0,
          limit: ids.size,
          pagination: false,
          overrideAccess: false,
        })
        for (const d of docs) found.set(key(collection, d.id), d as Doc)
      }),
    )
  }
  return found
}

const prefixed = new RegExp(`^/(${localeCodes.join('|')})(/|$)`)

/** A link typed by staff: site paths in the reader's language, web and mail links as they are. */
function customHref(url: string | undefined, locale: Locale): string | null {
  const href = (url ?? '').trim()
  if (href.startsWith('/') && !href.startsWith('//'))
    return prefixed.test(href) ? href : localizedPath(locale, href)
  if (href.startsWith('#') || /^(https?:\/\/|mailto:|tel:)/i.test(href)) return href
  return null
}

function converters(locale: Locale, found: Map<string, Doc | Media>): JSXConvertersFunction {
  const linkHref = (node: SerializedLinkNode): string | null => {
    const { fields } = node
    if (fields.linkType !== 'internal') return customHref(fields.url, locale)
    const doc = fields.doc
    if (!doc) return null
    const id = typeof doc.value === 'object' && doc.value ? doc.value.id : doc.value
    const target = found.get(key(doc.relationTo, id)) as Doc | undefined
    const path = target && pathOf[doc.relationTo as Linkable]?.(target)
    return path ? localizedPath(locale, path) : null
  }

  return ({ defaultConverters }) =>
    ({
      ...defaultConverters,
      link: ({ node, nodesToJSX }) => {
        const children = nodesToJSX({ nodes: node.children })
        const href = linkHref(node)
        if (!href) return <>{children}</>
        const external = /^https?:\/\//i.test(href)
        return (
          <a
            href={href}
            rel={external || node.fields.newTab ? 'noopener noreferrer' : undefined}
            target={node.fields.newTab ? '_blank' : undefined}
          >
            {children}
          </a>
        )
      },
      autolink: ({ node, nodesToJSX }) => {
        const children = nodesToJSX({ nodes: node.children })
        const href = customHref(node.fields.url, locale)
        return href ? (
          <a href={href} rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <>{children}</>
        )
      },
      // No list-item number outside numbered lists, and no empty class attributes.
      listitem: ({ node, nodesToJSX, parent }) => {
        const item = node as SerializedListItemNode
        const ordered = (parent as { listType?: string }).listType === 'number'
        return (
          <li value={ordered ? item.value : undefined}>{nodesToJSX({ nodes: item.children })}</li>
        )
      },
      list: ({ node, nodesToJSX }) => {
        const Tag = node.tag === 'ol' ? 'ol' : 'ul'
        return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
      },
      // Tables scroll sideways on a phone rather than widen the page; their look is in globals.css.
      table: ({ node, nodesToJSX }) => (
        <div className="rich-table">
          <table>
            <tbody>{nodesToJSX({ nodes: node.children })}</tbody>
          </table>
        </div>
      ),
      tablerow: ({ node, nodesToJSX }) => <tr>{nodesToJSX({ nodes: node.children })}</tr>,
      tablecell: ({ node, nodesToJSX }) => {
        const cell = node as SerializedTableCellNode
        const children = nodesToJSX({ nodes: cell.children })
        const span = {
          colSpan: cell.colSpan && cell.colSpan > 1 ? cell.colSpan : undefined,
          rowSpan: cell.rowSpan && cell.rowSpan > 1 ? cell.rowSpan : undefined,
        }
        const header = cell.headerState ?? 0
        if (!header) return <td {...span}>{children}</td>
        return (
          <th scope={header & 1 ? 'col' : 'row'} {...span}>
            {children}
          </th>
        )
      },
      upload: ({ node }) => {
        const upload = node as SerializedUploadNode
        const value = upload.value
        const id = typeof value === 'object' && value ? value.id : value
        const media = found.get(key('media', id)) as Media | undefined
        if (!media?.url) return null
        const alt = (upload.fields as { alt?: string } | undefined)?.alt || media.alt || ''
        if (!media.mimeType?.startsWith('image/'))
          return (
            <p>
              <a href={media.url}>{alt || media.filename}</a>
            </p>
          )
        const large = media.sizes?.large
        const card = media.sizes?.card
        const srcSet = [card, large]
          .filter((s) => s?.url && s.width)
          .map((s) => `${s!.url} ${s!.width}w`)
          .join(', ')
        return (
          <figure>
            {/* eslint-disable-next-line @next/next/no-img-element -- Payload's own image sizes, in the HTML as sent */}
            <img
              src={large?.url ?? media.url}
              srcSet={srcSet || undefined}
              sizes={srcSet ? '(min-width: 48rem) 48rem, 100vw' : undefined}
              width={large?.width ?? media.width ?? undefined}
              height={large?.height ?? media.height ?? undefined}
              alt={alt}
              loading="lazy"
              decoding="async"
            />
          </figure>
        )
      },
    }) as JSXConverters
}

/**
 * A rich-text field rendered on the server with Payload's converters: no JavaScript reaches the
 * browser. Links to products, categories, posts and pages go to their address in the reader's
 * language.
 */
export async function RichText({
  data,
  locale,
  className,
  lang,
  dir,
}: {
  data: unknown
  locale: Locale
  className?: string
  /** Set when the text is shown in another language than the page's (an untranslated field). */
  lang?: string
  dir?: 'auto' | 'ltr' | 'rtl'
}) {
  if (!isRichText(data)) return null
  const found = await resolveReferences(data.root as Node)
  return (
    <div className={clsx(className)} lang={lang} dir={dir}>
      <PayloadRichText data={data} converters={converters(locale, found)} disableContainer />
    </div>
  )
}
