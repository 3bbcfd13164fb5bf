/** The six product categories and the kinds of generated product artwork. */

export const categoryIds = [
  'spices',
  'grains',
  'pulses',
  'oilseeds',
  'vegetables',
  'processed',
] as const
export type CategoryId = (typeof categoryIds)[number]

/** Kinds of original, generated product artwork (src/features/artwork). */
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
