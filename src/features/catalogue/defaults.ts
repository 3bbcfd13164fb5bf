import { isRichText, richTextToPlain, type RichTextValue } from '@/lib/rich-text'
import { mediaPicture, type Picture } from '@/lib/picture'
import { plannerPacks, type PlannerPack } from '@/features/load-planner'
import type { Product } from '@/payload-types'

/** The spec's defaults for missing product fields. The only place they are applied. */
export const productDefaults = {
  origin: 'India',
  grade: 'Export Grade',
  moisture: 'As per spec',
  packSizes: ['25kg PP Bags', '50kg Jute Bags'],
  hsCode: 'N/A',
  price: 'On Request',
  certifications: ['APEDA', 'FSSAI'],
  moq: '500 kg',
  leadTime: '10-15 days',
  port: 'Nhava Sheva / Chennai',
} as const

export type KeyValue = { key: string; value: string }

export type CatalogueProduct = {
  id: number | string
  slug: string
  /** Its name (and the texts beside it) is in the language asked for, not the English fallback. */
  translated: boolean
  /** Its description is in the language asked for. */
  descriptionTranslated: boolean
  name: string
  variety: string | null
  categorySlug: string
  categoryName: string
  /** Plain text (the staff's text, else a line made from the name): meta tags, JSON-LD, PDFs. */
  description: string
  /** The staff's formatted text, shown on the product page; null when they wrote none. */
  richDescription: RichTextValue | null
  /** The uploaded pictures, the main one first; empty: the generated artwork is shown. */
  gallery: Picture[]
  art: { kind: string; main: string; accent: string }
  origin: string
  grade: string
  moisture: string
  moq: string
  leadTime: string
  hsCode: string
  port: string
  price: string
  packSizes: string[]
  /** Pack sizes with the load planner's data; empty: no planner on the page. */
  packs: PlannerPack[]
  certifications: string[]
  specifications: KeyValue[]
  varieties: { name: string; attributes: KeyValue[] }[]
  qualityParameters: { parameter: string; specification: string; method: string }[]
  /** Staff's own title, description and share picture for search engines (may be empty). */
  meta?: Product['meta']
  updatedAt: string
}

const text = (v: string | null | undefined): string | null => {
  const t = v?.trim()
  return t ? t : null
}

const list = (v: string[] | null | undefined): string[] | null => {
  const items = (v ?? []).map((s) => s.trim()).filter(Boolean)
  return items.length ? items : null
}

/**
 * The product's uploaded pictures in the order staff gave them, the one marked main first (else
 * the first). Rows whose picture is missing (deleted, or not populated) are skipped.
 */
export function galleryOf(p: Pick<Product, 'gallery' | 'name'>): Picture[] {
  const rows = (p.gallery ?? []).flatMap((row) => {
    const picture = mediaPicture(row.image, { alt: p.name })
    return picture ? [{ picture, main: Boolean(row.main) }] : []
  })
  const main = Math.max(
    0,
    rows.findIndex((r) => r.main),
  )
  return rows.length ? [rows[main], ...rows.filter((_, i) => i !== main)].map((r) => r.picture) : []
}

/** Fills a stored product with the catalogue defaults, so every page shows the same values. */
export function withDefaults(
  p: Product,
  /** The product's category when the query did not populate it. */
  knownCategory?: { slug: string; name: string },
): CatalogueProduct {
  const category =
    knownCategory ?? (typeof p.category === 'object' && p.category ? p.category : null)
  const grade = text(p.grade) ?? productDefaults.grade
  const moisture = text(p.moisture) ?? productDefaults.moisture
  const variety = text(p.variety)
  const specifications = (p.specifications ?? []).map(({ key, value }) => ({
    key: key ?? '',
    value: value ?? '',
  }))
  const description = text(richTextToPlain(p.description))
  return {
    id: p.id,
    slug: p.slug,
    translated: false,
    descriptionTranslated: false,
    name: p.name,
    variety,
    categorySlug: category?.slug ?? '',
    categoryName: category?.name ?? '',
    description:
      description ??
      `Premium Indian ${p.name}${variety ? ` (${variety})` : ''}, cleaned, graded and packed for export to your specification.`,
    richDescription: description && isRichText(p.description) ? p.description : null,
    gallery: galleryOf(p),
    art: {
      kind: p.art?.kind ?? 'seeds',
      main: p.art?.main ?? '#b45309',
      accent: p.art?.accent ?? '#78350f',
    },
    origin: text(p.origin) ?? productDefaults.origin,
    grade,
    moisture,
    moq: text(p.moq) ?? productDefaults.moq,
    leadTime: text(p.leadTime) ?? productDefaults.leadTime,
    hsCode: text(p.hsCode) ?? productDefaults.hsCode,
    port: text(p.port) ?? productDefaults.port,
    price: text(p.price) ?? productDefaults.price,
    packSizes: list(p.packSizes) ?? [...productDefaults.packSizes],
    packs: plannerPacks(p.packs),
    certifications: list(p.certifications) ?? [...productDefaults.certifications],
    specifications: specifications.length
      ? specifications
      : [
          { key: 'Grade', value: grade },
          { key: 'Moisture', value: moisture },
        ],
    varieties: (p.varieties ?? []).map((v) => ({
      name: v.name ?? '',
      attributes: (v.attributes ?? []).map(({ key, value }) => ({
        key: key ?? '',
        value: value ?? '',
      })),
    })),
    qualityParameters: (p.qualityParameters ?? []).map(({ parameter, specification, method }) => ({
      parameter: parameter ?? '',
      specification: specification ?? '',
      method,
    })),
    meta: p.meta,
    updatedAt: p.updatedAt,
  }
}
