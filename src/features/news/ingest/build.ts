import { seededRandom } from '@/lib/random'
import type { NewsCategory } from '../constants'
import { STOCK_IMAGES } from '../constants'
import { sanitizeNewsHtml } from '../sanitize'
import { htmlToText } from './text'
import type { SourceItem } from './types'

export const DESCRIPTION_CHARS = 160
export const TITLE_PREFIXES = [
  'Latest: ',
  'Breaking: ',
  'Industry Update: ',
  'Market News: ',
  '',
] as const
export const DEFAULT_SOURCE_URL = 'https://apeda.gov.in'

const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.min(list.length - 1, Math.floor(random() * list.length))]

/** 160 characters at most: 157 plus "..." when longer. */
export function cutDescription(text: string): string {
  return text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 3)}...` : text
}

/** Titles compare case-insensitively, without our own prefix and extra spaces. */
export function titleKey(title: string): string {
  let t = title.trim()
  for (const prefix of TITLE_PREFIXES)
    if (prefix && t.startsWith(prefix)) t = t.slice(prefix.length)
  return t.replace(/\s+/g, ' ').trim().toLowerCase()
}

/** Keyword groups, checked in order; the first match wins, else Industry News. */
export const CATEGORY_KEYWORDS: [NewsCategory, RegExp][] = [
  [
    'Policy Update',
    /\b(policy|policies|regulation|regulations|ban|bans|banned|duty|duties|tariffs?|dgft|ministry|government|minimum export price|mep|notification)\b/i,
  ],
  [
    'Quality Standards',
    /\b(quality|certification|certified|organic|food safety|fssai|residues?|mrl|pesticide|standards?|codex|sps)\b/i,
  ],
  [
    'Supply Chain',
    /\b(supply chain|logistics|freight|shipping|container|containers|ports?|warehous\w*|cold chain)\b/i,
  ],
  [
    'Technology',
    /\b(technology|digital|ai|artificial intelligence|blockchain|drones?|app|software|traceability platform|agritech)\b/i,
  ],
  ['World Trade', /\b(wto|world trade)\b/i],
  [
    'Trade Relations',
    /\b(agreement|bilateral|fta|trade deal|trade pact|partnership|cepa|negotiations?)\b/i,
  ],
  ['Market Trends', /\b(prices?|demand|market|markets|rates|trend|trends|outlook|forecast)\b/i],
  [
    'Export Growth',
    /\b(exports? (growth|rise|rose|surge|jump|record)|record exports?|growth|shipments?|exports?)\b/i,
  ],
  ['Global Markets', /\b(global|international|worldwide|imports?|importers?)\b/i],
]

export function categorize(text: string): NewsCategory {
  for (const [category, pattern] of CATEGORY_KEYWORDS) if (pattern.test(text)) return category
  return 'Industry News'
}

/** Publishers we know, mapped to their website (lower-case name fragment → address). */
export const SOURCE_WEBSITES: [string, string][] = [
  ['reuters', 'https://www.reuters.com'],
  ['businessline', 'https://www.thehindubusinessline.com'],
  ['economic times', 'https://economictimes.indiatimes.com'],
  ['economictimes', 'https://economictimes.indiatimes.com'],
  ['business standard', 'https://www.business-standard.com'],
  ['financial express', 'https://www.financialexpress.com'],
  ['livemint', 'https://www.livemint.com'],
  ['mint', 'https://www.livemint.com'],
  ['press information bureau', 'https://pib.gov.in'],
  ['pib', 'https://pib.gov.in'],
  ['apeda', 'https://apeda.gov.in'],
  ['spices board', 'https://www.indianspices.com'],
  ['dgft', 'https://www.dgft.gov.in'],
  ['fao', 'https://www.fao.org'],
  ['food and agriculture organization', 'https://www.fao.org'],
  ['wto', 'https://www.wto.org'],
  ['world trade organization', 'https://www.wto.org'],
  ['usda', 'https://www.usda.gov'],
  ['down to earth', 'https://www.downtoearth.org.in'],
  ['bloomberg', 'https://www.bloomberg.com'],
]

/** The agency website for a source name; else the article's site; else the default. */
export function sourceWebsite(source: string, articleUrl: string | null): string {
  const name = source.toLowerCase()
  const known = SOURCE_WEBSITES.find(([key]) => new RegExp(`\\b${key}\\b`).test(name))
  if (known) return known[1]
  if (articleUrl) return new URL(articleUrl).origin
  return DEFAULT_SOURCE_URL
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type TemplateInput = { body: string; source: string; link: string; topic: string }

const credit = ({ source, link }: TemplateInput) =>
  `<p>Originally reported by <a href="${esc(link)}">${esc(source)}</a>. Read the full report at the source.</p>`

/** The five bodies built around the source's own text (no invented facts: framing only). */
export const CONTENT_TEMPLATES: ((i: TemplateInput) => string)[] = [
  (i) =>
    `<h2>Summary</h2>${i.body}<h2>Why it matters for exporters</h2><p>Developments in ${esc(i.topic)} shape how Indian growers, processors and shippers plan contracts, documentation and delivery schedules for overseas buyers.</p>${credit(i)}`,
  (i) =>
    `<h2>Key points</h2>${i.body}<h3>What buyers should watch</h3><ul><li>Updates to documentation and certification requirements</li><li>Effects on lead times and shipment planning</li><li>Changes in prices and contract terms</li></ul>${credit(i)}`,
  (i) =>
    `<p>${esc(i.source)} reports the following on ${esc(i.topic)}.</p>${i.body}<h2>Our view</h2><p>We follow these reports so that importers of Indian spices, grains and pulses can plan ahead. Ask our export desk how this affects your orders.</p>${credit(i)}`,
  (i) =>
    `<h2>The news</h2>${i.body}<h2>Next steps for importers</h2><p>Our team can explain specifications, certificates and shipping options for current orders: <a href="/contact">contact us</a>.</p>${credit(i)}`,
  (i) =>
    `<h2>Market brief</h2>${i.body}<p>For current grades and specifications see our <a href="/category/spices">spices</a>, <a href="/category/grains">grains</a> and <a href="/category/pulses">pulses</a>.</p>${credit(i)}`,
]

export type BuiltNews = {
  newsId: string
  title: string
  description: string
  category: NewsCategory
  publishedAt: string
  source: string
  sourceUrl: string
  articleUrl: string | null
  stockImage: number
  fullContent: string
  builtin: false
  isRewritten: true
  originalSource: string
  rewriteTimestamp: string
}

/** One item, or an exception when it cannot be built (no title or no text). */
export function buildNewsItem(
  item: SourceItem,
  { newsId, random, now }: { newsId: string; random: () => number; now: Date },
): BuiltNews {
  const title = item.title.replace(/\s+/g, ' ').trim()
  if (!title) throw new Error('no title')
  const text = htmlToText(item.content)
  if (!text) throw new Error('no text')
  const articleUrl = item.url
  const source =
    item.source.trim().slice(0, 120) || (articleUrl ? new URL(articleUrl).hostname : 'Web')
  const sourceUrl = sourceWebsite(source, articleUrl)
  const category = categorize(`${title} ${text}`)
  // The source's own words, cleaned by the allowlist; plain text becomes a paragraph.
  const cleaned = sanitizeNewsHtml(item.content, { baseUrl: articleUrl ?? sourceUrl }).trim()
  const body = /^<(p|h[2-4]|ul|ol|blockquote)\b/.test(cleaned) ? cleaned : `<p>${cleaned}</p>`
  const template = pick(CONTENT_TEMPLATES, random)
  const fullContent = sanitizeNewsHtml(
    template({ body, source, link: articleUrl ?? sourceUrl, topic: category.toLowerCase() }),
  )
  return {
    newsId,
    title: `${pick(TITLE_PREFIXES, random)}${title}`.slice(0, 300),
    description: cutDescription(htmlToText(item.summary ?? '') || text),
    category,
    publishedAt: (item.publishDate ?? now).toISOString(),
    source,
    sourceUrl,
    articleUrl,
    stockImage: 1 + Math.floor(random() * STOCK_IMAGES),
    fullContent,
    builtin: false,
    isRewritten: true,
    originalSource: articleUrl ?? sourceUrl,
    rewriteTimestamp: now.toISOString(),
  }
}

export type BuildReport = { items: BuiltNews[]; duplicates: number; failed: number }

/**
 * The pipeline: newest first, duplicate titles (case-insensitive, also against `existingTitles`)
 * dropped, items that fail to build skipped, at most `limit` items with ids web-{firstId…}.
 */
export function buildNewsItems(
  found: SourceItem[],
  opts: {
    existingTitles: Iterable<string>
    limit: number
    firstId: number
    random: () => number
    now: Date
  },
): BuildReport {
  const seen = new Set([...opts.existingTitles].map(titleKey))
  const report: BuildReport = { items: [], duplicates: 0, failed: 0 }
  const ordered = found
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (b.item.publishDate?.getTime() ?? -Infinity) -
          (a.item.publishDate?.getTime() ?? -Infinity) || a.index - b.index,
    )
  for (const { item } of ordered) {
    if (report.items.length >= opts.limit) break
    const key = titleKey(item.title)
    if (key && seen.has(key)) {
      report.duplicates++
      continue
    }
    try {
      const built = buildNewsItem(item, {
        newsId: `web-${opts.firstId + report.items.length}`,
        random: opts.random,
        now: opts.now,
      })
      seen.add(key)
      report.items.push(built)
    } catch {
      report.failed++
    }
  }
  return report
}

export { seededRandom }
