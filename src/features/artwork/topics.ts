// Which generated picture suits a news item or a blog post: keywords of its title, tags and
// category pick the subject (a millets post shows millet, a shipping item the container ship).
// Pure and deterministic, so the same item always gets the same picture.

/** Bumped when drawings change, so cached pictures (disk and browser) are made again. */
export const ART_VERSION = 'a2'

const normalise = (s: string): string =>
  ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')} `

/** How many of the words start a word of the text ("ship" matches "shipping", not "relationship"). */
const hits = (text: string, words: readonly string[]): number =>
  words.reduce((n, w) => n + (text.includes(` ${w}`) ? 1 : 0), 0)

/** Where the first of the words starts in the text (Infinity: none). */
const firstAt = (text: string, words: readonly string[]): number =>
  words.reduce((at, w) => {
    const i = text.indexOf(` ${w}`)
    return i >= 0 && i < at ? i : at
  }, Infinity)

const hash = (s: string): number => {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

// ---- News ----

/** The news pictures, numbered 1..NEWS_PICTURES as in /art/n/{n}; the words that call for each. */
export const newsSubjects = [
  {
    n: 1,
    name: 'port',
    words: ['ship', 'port', 'container', 'vessel', 'freight', 'logistic', 'sea ', 'cargo'],
  },
  {
    n: 2,
    name: 'field',
    words: ['crop', 'sowing', 'farm', 'acreage', 'kharif', 'rabi', 'climate'],
  },
  {
    n: 3,
    name: 'warehouse',
    words: ['warehouse', 'storage', 'stock', 'inventor', 'procure', 'supply chain', 'industry'],
  },
  {
    n: 4,
    name: 'spices',
    product: true,
    words: ['spice', 'pepper', 'cardamom', 'turmeric', 'chilli', 'chili', 'cumin', 'masala'],
  },
  {
    n: 5,
    name: 'lab',
    words: [
      'quality',
      'lab ',
      'laborator',
      'test',
      'residue',
      'pesticide',
      'aflatoxin',
      'mrl',
      'safety',
      'steril',
      'technolog',
      'innovat',
      'traceab',
      'digital',
    ],
  },
  { n: 6, name: 'trucks', words: ['truck', 'transport', 'road', 'rail', 'delivery', 'haul'] },
  { n: 7, name: 'paddy', product: true, words: ['rice', 'paddy', 'basmati', 'water', 'irrigat'] },
  {
    n: 8,
    name: 'globe',
    words: ['global', 'world', 'wto', 'international', 'countries', 'gulf', 'europe', 'africa'],
  },
  { n: 9, name: 'harvest', words: ['harvest', 'wheat', 'yield', 'output', 'production'] },
  {
    n: 10,
    name: 'documents',
    words: [
      'policy',
      'regulat',
      'rule',
      'document',
      'certific',
      'licen',
      'notification',
      'ban ',
      'bans',
      'duty',
      'tariff',
      'fssai',
      'customs',
      'compliance',
      'agreement',
      'sps',
      'trade relation',
    ],
  },
  {
    n: 11,
    name: 'chart',
    words: ['price', 'market', 'demand', 'rate', 'growth', 'forecast', 'surge', 'rally', 'index'],
  },
  {
    n: 12,
    name: 'grains',
    product: true,
    words: [
      'millet',
      'grain',
      'pulse',
      'lentil',
      'dal',
      'sorghum',
      'jowar',
      'bajra',
      'ragi',
      'chickpea',
      'barley',
      'maize',
      'cereal',
    ],
  },
] as const

export const NEWS_PICTURES = newsSubjects.length

export type NewsTopicInput = {
  newsId?: string | null
  title?: string | null
  description?: string | null
  category?: string | null
}

/**
 * Every news picture ranked for an item: those its title, category and description call for first
 * (title words weigh most, then the category's; a named product triples), then the rest in an order fixed
 * by the item's id.
 */
export function newsPictureRanking(item: NewsTopicInput): number[] {
  const title = normalise(item.title ?? '')
  const category = normalise(item.category ?? '')
  const description = normalise(item.description ?? '')
  const salt = hash(`${item.newsId ?? ''}|${item.title ?? ''}`)
  const scored = newsSubjects.map((s, i) => ({
    n: s.n,
    // A named product (spices, rice, millets) says more than a general word such as "demand".
    score:
      (hits(title, s.words) * 4 + hits(category, s.words) * 2 + hits(description, s.words)) *
      ('product' in s ? 3 : 1),
    at: firstAt(title, s.words),
    tie: hash(`${salt}|${i}`),
  }))
  return scored.sort((a, b) => b.score - a.score || a.at - b.at || a.tie - b.tie).map((s) => s.n)
}

/** The picture of one news item (its page, its Open Graph card): the best match. */
export function newsPicture(item: NewsTopicInput): number {
  return newsPictureRanking(item)[0]
}

/**
 * Pictures for a run of news cards, in order: each item's best match unless one of the `spread`
 * cards before it has that picture already, then its next best. With spread 1 neighbours in a row
 * never repeat a picture; in a grid of up to 3 columns, spread 3 also keeps the card above apart.
 */
export function newsPictures(items: readonly NewsTopicInput[], spread = 1): number[] {
  const out: number[] = []
  for (const item of items) {
    const recent = out.slice(Math.max(0, out.length - spread))
    out.push(newsPictureRanking(item).find((n) => !recent.includes(n)) ?? newsPicture(item))
  }
  return out
}

// ---- Blog ----

export const blogScenes = ['market', 'quality', 'export', 'sustain', 'news', 'spotlight'] as const
export type BlogScene = (typeof blogScenes)[number]

const blogSceneWords: Record<BlogScene, readonly string[]> = {
  market: ['market', 'price', 'demand', 'outlook', 'trend', 'forecast', 'buyer'],
  quality: [
    'quality',
    'standard',
    'lab ',
    'laborator',
    'test',
    'residue',
    'aflatoxin',
    'safety',
    'steril',
  ],
  export: [
    'export',
    'import',
    'guideline',
    'document',
    'shipping',
    'shipment',
    'logistic',
    'container',
    'customs',
    'checklist',
    'incoterm',
  ],
  sustain: ['sustainab', 'water', 'organic', 'climate', 'soil', 'regenerat', 'carbon'],
  news: ['news', 'industry', 'quarter', 'notification', 'update'],
  spotlight: ['spotlight', 'product', 'profile'],
}

/** Product subjects a blog picture can show; drawings.ts holds how each is drawn. */
export const blogSubjects = [
  { name: 'millet', words: ['millet', 'jowar', 'bajra', 'ragi', 'sorghum', 'quinoa'] },
  { name: 'rice', words: ['rice', 'basmati', 'paddy'] },
  { name: 'wheat', words: ['wheat', 'atta', 'grain', 'cereal', 'barley'] },
  { name: 'turmeric', words: ['turmeric', 'haldi', 'curcumin'] },
  { name: 'chilli', words: ['chilli', 'chili', 'paprika'] },
  { name: 'pepper', words: ['pepper', 'peppercorn'] },
  { name: 'cardamom', words: ['cardamom', 'elaichi'] },
  { name: 'cumin', words: ['cumin', 'jeera', 'coriander', 'seed spice'] },
  { name: 'spices', words: ['spice', 'masala', 'cinnamon'] },
  { name: 'chickpea', words: ['chickpea', 'chana', 'kabuli', 'garbanzo'] },
  { name: 'pulses', words: ['pulse', 'dal', 'lentil', 'toor', 'moong', 'bean', 'rajma'] },
  { name: 'sesame', words: ['sesame', 'oilseed', 'til '] },
  { name: 'mustard', words: ['mustard'] },
  { name: 'groundnut', words: ['groundnut', 'peanut'] },
  { name: 'onion', words: ['onion', 'garlic', 'vegetable', 'fresh produce', 'produce'] },
  { name: 'tomato', words: ['tomato'] },
  { name: 'okra', words: ['okra', 'bhindi', 'green chilli'] },
  { name: 'pickle', words: ['pickle', 'chutney', 'processed', 'ready to eat'] },
  { name: 'masala', words: ['blend', 'packaged', 'packaging', 'retail pack'] },
] as const
export type BlogSubject = (typeof blogSubjects)[number]['name']

export type BlogTopicInput = {
  category: string
  title?: string | null
  tags?: readonly string[] | null
}

const categoryScene = (category: string): BlogScene => {
  const c = category.toLowerCase()
  if (c.includes('market')) return 'market'
  if (c.includes('quality') || c.includes('standard')) return 'quality'
  if (c.includes('export') || c.includes('guideline')) return 'export'
  if (c.includes('sustain')) return 'sustain'
  if (c.includes('news') || c.includes('industry')) return 'news'
  return 'spotlight'
}

/**
 * The scene and the product subject of a post's picture. The scene follows the category unless
 * the title and tags clearly say otherwise; the subject is the first product the title names
 * (then the tags), or null when none is named.
 */
export function blogTopic(post: BlogTopicInput): { scene: BlogScene; subject: BlogSubject | null } {
  const title = normalise(post.title ?? '')
  const tags = normalise((post.tags ?? []).join(' | '))
  const base = categoryScene(post.category)
  let scene: BlogScene = base
  let best = -1
  for (const s of blogScenes) {
    const score =
      (s === base ? 3 : 0) + hits(title, blogSceneWords[s]) * 2 + hits(tags, blogSceneWords[s])
    if (score > best) {
      best = score
      scene = s
    }
  }
  let subject: BlogSubject | null = null
  for (const text of [title, tags]) {
    let at = Infinity
    for (const s of blogSubjects) {
      const i = firstAt(text, s.words)
      if (i < at) {
        at = i
        subject = s.name
      }
    }
    if (subject) break
  }
  return { scene, subject }
}

/** A short stable key of a post's picture choice, for cache names and ?v= parameters. */
export function blogTopicKey(post: BlogTopicInput): string {
  const { scene, subject } = blogTopic(post)
  return `${ART_VERSION}-${scene}-${subject ?? 'any'}`
}
