import { seededRandom, type Random } from '@/lib/random'
import { blogCategories, type BlogCategory } from '../constants'

/** Business constants of blog generation (spec section 9). */
export const GENERATION = {
  /** Fewer stored posts than this starts a run. */
  minPosts: 8,
  /** A failed run (and the fewer-than-8 trigger) is tried again after this long. */
  retryMinutes: 30,
  /** Days between scheduled runs. */
  intervalDays: 7,
  /** Topics written per run. */
  topicsPerRun: 5,
  /** Web-search results read for trending topics and for the research on one topic. */
  trendLimit: 3,
  researchLimit: 2,
  /** Keywords kept from one text, and extra keywords added to a topic from research. */
  maxKeywords: 10,
  maxExtraKeywords: 5,
  /** Share of generated posts marked featured. */
  featuredShare: 0.4,
  /** Generated posts shown publicly; older ones are unpublished. */
  listCap: 50,
} as const

/** A topic to write about: a built-in authority topic or a trend found on the web. */
export type Topic = {
  topic: string
  keywords: string[]
  category?: BlogCategory
  targetAudience?: string
  contentAngle?: string
  /** Research notes (web-search snippets) gathered for the topic. */
  research?: string[]
}

/** A source of numbers in [0, 1): Math.random in production, seeded in tests. */
export type { Random }

export const STOP_WORDS = new Set(
  `about above after again against also among because been before being below between both
  could does doing down during each every from further have having here hers herself himself
  into itself just like made make many more most much must need only other ours ourselves over
  same should some such than that their theirs them themselves then there these they this those
  through under until very want were what when where which while whom will with within without
  would your yours yourself yourselves latest trends trend news today year years week weeks
  across along well even still into onto upon whose shall might ever never them they're it's
  india's indian india`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Keywords of a text: lower-case words longer than 3 characters, stop words removed, unique,
 * in order of first appearance, at most `max`.
 */
export function extractKeywords(text: string, max: number = GENERATION.maxKeywords): string[] {
  const out: string[] = []
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []) {
    const word = raw.replace(/['-]+$/, '')
    if (word.length <= 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue
    if (!out.includes(word)) out.push(word)
    if (out.length >= max) break
  }
  return out
}

/** Adds at most `maxExtraKeywords` new keywords found in research notes to a topic's keywords. */
export function enrichKeywords(topic: Topic, research: string[]): string[] {
  const have = new Set(topic.keywords.map((k) => k.toLowerCase()))
  const haveText = [topic.topic, ...topic.keywords].join(' ').toLowerCase()
  const extra = extractKeywords(research.join(' '))
    .filter((k) => !have.has(k) && !haveText.includes(k))
    .slice(0, GENERATION.maxExtraKeywords)
  return [...topic.keywords, ...extra]
}

/**
 * Keyword groups, checked in this order; the first group with a matching word decides the
 * category. A term matches a word that starts with it ("price" matches "prices").
 */
export const CATEGORY_GROUPS: readonly [BlogCategory, readonly string[]][] = [
  ['Market Insights', ['market', 'price', 'pricing', 'demand', 'outlook', 'forecast', 'trend']],
  [
    'Quality & Standards',
    [
      'quality',
      'standard',
      'certification',
      'certified',
      'testing',
      'safety',
      'aflatoxin',
      'haccp',
      'fssai',
      'laborator',
    ],
  ],
  [
    'Export Guidelines',
    [
      'export guide',
      'document',
      'customs',
      'shipping',
      'incoterm',
      'phytosanitary',
      'procedure',
      'compliance',
      'regulation',
      'logistic',
      'guideline',
      'checklist',
    ],
  ],
  [
    'Sustainability',
    ['sustainab', 'climate', 'environment', 'carbon', 'water', 'regenerative', 'biodiversity'],
  ],
  ['Product Spotlight', ['product', 'spotlight', 'variety', 'varieties', 'millet', 'profile']],
  ['Industry News', ['news', 'policy', 'update', 'announce', 'government', 'ban', 'restriction']],
]

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

function matches(text: string, term: string): boolean {
  if (term.includes(' ')) return text.toLowerCase().includes(term)
  return words(text).some((w) => w.startsWith(term))
}

/** The category of a topic: the first keyword group that matches, else Market Insights. */
export function assignCategory(topic: Pick<Topic, 'topic' | 'keywords'>): BlogCategory {
  const text = [topic.topic, ...topic.keywords].join(' ')
  for (const [category, terms] of CATEGORY_GROUPS) {
    if (terms.some((t) => matches(text, t))) return category
  }
  return blogCategories[0]
}

function capitalise(s: string): string {
  const t = s
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.:;,\s]+$/, '')
  return t.charAt(0).toUpperCase() + t.slice(1)
}

/**
 * The title of a post by keyword rules, checked in order: spice, organic, price or commodity,
 * otherwise a generic title.
 */
export function titleFor(topic: Pick<Topic, 'topic' | 'keywords'>): string {
  const subject = capitalise(topic.topic)
  const text = [topic.topic, ...topic.keywords].join(' ')
  if (matches(text, 'spice')) return `Indian Spice Exports: ${subject}`
  if (matches(text, 'organic')) return `Organic Sourcing from India: ${subject}`
  if (matches(text, 'price') || matches(text, 'commodit')) return `Market Watch: ${subject}`
  return `${subject}: What Importers Should Know`
}

/** Whether a generated post is featured: true for about 40% of posts. */
export function isFeatured(random: Random): boolean {
  return random() < GENERATION.featuredShare
}

/** Id of a generated post: ai-{timestamp}-{random}. */
export function generatedPostId(now: Date, random: Random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
  return `ai-${now.getTime()}-${suffix}`
}

/** Shortens a text to at most `max` characters at a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim()
  if (t.length <= max) return t
  const cut = t.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`
}

/** Fisher–Yates shuffle with the given random source (a copy). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const a = [...items]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[a[i], a[j]] = [a[j], a[i]]
  }
  return a
}

export { seededRandom }
