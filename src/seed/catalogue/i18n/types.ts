/**
 * The shape of one language's translation of the catalogue seed.
 *
 * Each non-English locale has a folder beside this file (`es/`, `fr/` …) with one file per
 * category (`spices.ts` …) exporting a `CatalogueTranslation`: for every product of that
 * category (by slug), the texts a buyer reads, in the English order. Codes, figures, test
 * methods, certifications, HS codes and pictures are not here: they are the same in every
 * language and stay in the English seed.
 */
import type { SeedPost } from '../../blog/static-posts'
import type { SeedProduct } from '../types'

type Texts = Pick<
  SeedProduct,
  'name' | 'variety' | 'origin' | 'description' | 'grade' | 'moisture' | 'moq' | 'leadTime' | 'port'
>

export type ProductTranslation = Texts & {
  /** One entry per English pack size, same order. */
  packSizes?: string[]
  /** Label and value of each English specification row, same order. */
  specifications?: [label: string, value: string][]
  /** Each English variety: its name, and label and value of each of its other entries. */
  varieties?: { name: string; attributes: [label: string, value: string][] }[]
  /** Parameter and specification of each English quality row; the method stays English. */
  qualityParameters?: { parameter: string; specification: string }[]
}

/** A category file's translations, by product slug. */
export type CatalogueTranslation = Record<string, ProductTranslation>

/**
 * A static blog post's translation (src/seed/blog/static-posts.ts), by post id. Its `tags` are
 * not written yet: a post's tags are one list for every language while Payload cannot query a
 * per-language many-valued text (decision 018).
 */
export type PostTranslation = Pick<
  SeedPost,
  'title' | 'excerpt' | 'content' | 'author' | 'tags' | 'seoTitle' | 'seoDescription'
>

export type LocaleCatalogue = {
  products: CatalogueTranslation
  posts: Record<string, PostTranslation>
  /** Texts this language keeps exactly as English: proper names, brands, codes. */
  keptAsIs: string[]
}

/** The English seed in the translation's shape: what a translator translates. */
export function translatable(p: SeedProduct): ProductTranslation {
  const { name, variety, origin, description, grade, moisture, moq, leadTime, port } = p
  const out: ProductTranslation = { name }
  const texts = { variety, origin, description, grade, moisture, moq, leadTime, port }
  for (const [key, value] of Object.entries(texts)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value
  }
  if (p.packSizes) out.packSizes = [...p.packSizes]
  if (p.specifications) out.specifications = Object.entries(p.specifications)
  if (p.varieties) {
    out.varieties = p.varieties.map(({ name: v, ...rest }) => ({
      name: v,
      attributes: Object.entries(rest),
    }))
  }
  if (p.qualityParameters) {
    out.qualityParameters = p.qualityParameters.map(({ parameter, specification }) => ({
      parameter,
      specification,
    }))
  }
  return out
}
