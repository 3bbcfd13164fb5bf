/** Seed-file shapes for the catalogue. The CMS schema lives in src/collections; this is what the seed files hold. */

export const categoryIds = [
  'spices',
  'grains',
  'pulses',
  'oilseeds',
  'vegetables',
  'processed',
] as const
export type CategoryId = (typeof categoryIds)[number]

/** Kinds of original, generated product artwork (see scripts/artwork). */
export const artKinds = [
  'powder', // ground spice heap: turmeric, chilli powder, masalas
  'seeds', // small seeds: cumin, coriander, fennel, sesame, mustard
  'pods', // whole pods / dried chillies / cardamom
  'sticks', // cinnamon, cassia, dry ginger pieces
  'berries', // peppercorns, cloves, allspice
  'rice', // long or short rice grains
  'wheat', // wheat kernels / ear
  'millet', // small round grains: millet, sorghum, quinoa
  'dal', // split pulses
  'legume', // whole beans, chickpeas, lentils
  'kernels', // groundnut, cashew, almonds
  'bulb', // onion, garlic, shallot
  'tuber', // potato, sweet potato, ginger root, turmeric finger
  'leafy', // leafy or herb vegetables, curry leaves
  'fruitveg', // okra, chilli, brinjal, tomato, drumstick, gourds
  'jar', // pickles, chutneys, pastes
  'pack', // boxed masala, ready mixes, flours
  'flakes', // dehydrated flakes, granules, chips
] as const
export type ArtKind = (typeof artKinds)[number]

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
