/** Seed-file shapes for the catalogue. The CMS schema lives in src/collections; this is what the seed files hold. */

import type { ArtKind, CategoryId } from '@/features/catalogue/constants'

// The seed files name categories and pictures with the catalogue's own constants.
export type { ArtKind, CategoryId }

export type SeedVariety = { name: string } & Record<string, string>

export type SeedQualityParameter = {
  parameter: string
  specification: string
  /** A real method: ASTA, ISO, AOAC, FSSAI, BIS (IS) … */
  method: string
}

export type SeedProduct = {
  /** Readable slug id, e.g. turmeric-lakadong. Unique across the catalogue. */
  slug: string
  name: string
  category: CategoryId
  variety?: string
  /** Growing regions by state, e.g. "Meghalaya (Jaintia Hills)". */
  origin?: string
  description?: string
  grade?: string
  moisture?: string
  moq?: string
  leadTime?: string
  /** 8-digit Indian ITC-HS code, digits only, e.g. "09103030". */
  hsCode?: string
  port?: string
  packSizes?: string[]
  certifications?: string[]
  specifications?: Record<string, string>
  varieties?: SeedVariety[]
  qualityParameters?: SeedQualityParameter[]
  /** Picture: kind of artwork and two hex colours (main, accent). */
  art: { kind: ArtKind; colors: [string, string] }
}
