/**
 * Catalogue search: an inverted index over name, variety, HS code, origin, category and, outside
 * English, the English name, typo-tolerant. Written in any of the site's scripts: Chinese and
 * Japanese, written without spaces, are indexed as overlapping character pairs; Arabic words
 * are found with or without the article and vowel marks.
 */

export type SearchDoc = {
  id: number | string
  slug: string
  name: string
  variety: string | null
  hsCode: string | null
  origin: string | null
  category: string
  /** The English name and variety, on an index of another language. */
  english?: string | null
}

type Field = 'name' | 'variety' | 'hsCode' | 'origin' | 'category' | 'english'
const weights: Record<Field, number> = {
  name: 10,
  variety: 6,
  hsCode: 8,
  english: 7,
  category: 4,
  origin: 2,
}
const fields = Object.keys(weights) as Field[]

export type SearchIndex = {
  docs: SearchDoc[]
  /** token → list of [doc index, field] */
  postings: Map<string, [number, Field][]>
  /** tokens grouped by first character, for fuzzy lookups */
  byInitial: Map<string, string[]>
}

/** Lower case, without accents, Arabic vowel marks or letter variants that readers mix up. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u0652\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
}

const WORDS = /[\p{L}\p{N}\u30fc]+/gu
/** Scripts written without spaces between words (and the Japanese long-vowel mark). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u
const UNSPACED_RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]+/gu

const isUnspaced = (token: string) => UNSPACED.test(token)

/** An Arabic word without its article: «الكركم» is found by «كركم». */
const withoutArticle = (word: string) =>
  word.length > 3 && word.startsWith('ال') ? word.slice(2) : word

/** Words of a text as the index keeps them; unspaced scripts as overlapping character pairs. */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const run of normalize(text).match(WORDS) ?? []) {
    for (const piece of run.match(UNSPACED_RUNS) ?? []) {
      if (!isUnspaced(piece)) out.push(withoutArticle(piece))
      else if (piece.length === 1) out.push(piece)
      else for (let i = 0; i < piece.length - 1; i++) out.push(piece.slice(i, i + 2))
    }
  }
  return out
}

export function buildSearchIndex(docs: SearchDoc[]): SearchIndex {
  const postings = new Map<string, [number, Field][]>()
  docs.forEach((doc, i) => {
    for (const field of fields) {
      const value = doc[field]
      if (!value) continue
      for (const token of new Set(tokenize(value))) {
        const list = postings.get(token) ?? []
        list.push([i, field])
        postings.set(token, list)
      }
    }
  })
  const byInitial = new Map<string, string[]>()
  for (const token of postings.keys()) {
    const list = byInitial.get(token[0]) ?? []
    list.push(token)
    byInitial.set(token[0], list)
  }
  return { docs, postings, byInitial }
}

/** Damerau–Levenshtein (optimal string alignment) distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const prev2 = new Array<number>(b.length + 1).fill(0)
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2] + 1)
      cur[j] = v
      rowMin = Math.min(rowMin, v)
    }
    if (rowMin > max) return max + 1
    prev2.splice(0, prev2.length, ...prev)
    prev = cur
  }
  return prev[b.length]
}

/** How well an index token answers a query token: 1 exact, 0.8 prefix, 0.6 one typo, 0.4 two. */
function tokenMatches(index: SearchIndex, q: string): Map<string, number> {
  const out = new Map<string, number>()
  if (index.postings.has(q)) out.set(q, 1)
  const numeric = /^\d+$/.test(q)
  const unspaced = isUnspaced(q)
  // One Chinese or Japanese character is a word already.
  const minPrefix = numeric ? 2 : unspaced ? 1 : 3
  const allowed = numeric || unspaced ? 0 : q.length >= 8 ? 2 : q.length >= 4 ? 1 : 0
  const candidates = index.byInitial.get(q[0]) ?? []
  for (const token of candidates) {
    if (token === q) continue
    if (q.length >= minPrefix && token.startsWith(q)) {
      out.set(token, Math.max(out.get(token) ?? 0, 0.8))
      continue
    }
    if (allowed === 0) continue
    const d = editDistance(
      q,
      token.length > q.length + allowed ? token.slice(0, q.length + allowed) : token,
      allowed,
    )
    if (d <= allowed) {
      // A typo against a prefix of a longer word counts less than one against the whole word.
      const whole = token.length <= q.length + allowed
      const score = (d === 1 ? 0.6 : 0.4) * (whole ? 1 : 0.8)
      out.set(token, Math.max(out.get(token) ?? 0, score))
    }
  }
  return out
}

export type SearchHit = { doc: SearchDoc; score: number; terms: string[] }

/** Every query word must match some field; results best first, then by name. */
export function search(index: SearchIndex, query: string): SearchHit[] {
  // "0910.30" and "0910 30" are written-out HS codes: join their digit groups.
  const joined = query.replace(/(\d)[.\s](?=\d)/g, '$1')
  const words = [...new Set(tokenize(joined))].slice(0, 8)
  if (words.length === 0) return []
  let scores: Map<number, { score: number; terms: Set<string> }> | null = null
  for (const word of words) {
    const perDoc = new Map<number, { score: number; terms: Set<string> }>()
    for (const [token, quality] of tokenMatches(index, word)) {
      for (const [doc, field] of index.postings.get(token) ?? []) {
        const s = quality * weights[field]
        const entry = perDoc.get(doc) ?? { score: 0, terms: new Set<string>() }
        entry.score = Math.max(entry.score, s)
        entry.terms.add(token)
        perDoc.set(doc, entry)
      }
    }
    if (scores === null) scores = perDoc
    else {
      const next = new Map<number, { score: number; terms: Set<string> }>()
      for (const [doc, prev] of scores) {
        const cur = perDoc.get(doc)
        if (cur)
          next.set(doc, {
            score: prev.score + cur.score,
            terms: new Set([...prev.terms, ...cur.terms]),
          })
      }
      scores = next
    }
    if (scores.size === 0) return []
  }
  return [...(scores ?? new Map()).entries()]
    .map(([i, { score, terms }]) => ({ doc: index.docs[i], score, terms: [...terms] }))
    .sort((a, b) => b.score - a.score || a.doc.name.localeCompare(b.doc.name))
}

/** Splits text into plain and matched parts for highlighting, by the index tokens that matched. */
export function highlightParts(text: string, terms: string[]): { text: string; match: boolean }[] {
  if (!terms.length || !text) return [{ text, match: false }]
  const ranges: [number, number][] = []
  const pairs = terms.filter(isUnspaced)
  for (const m of text.matchAll(WORDS)) {
    if (isUnspaced(m[0])) {
      // Character pairs: every place a matched pair occurs.
      const run = normalize(m[0])
      for (const pair of pairs)
        for (let at = run.indexOf(pair); at >= 0; at = run.indexOf(pair, at + 1))
          ranges.push([m.index + at, m.index + at + pair.length])
      continue
    }
    const token = withoutArticle(normalize(m[0]))
    if (terms.some((t) => token === t || token.startsWith(t)))
      ranges.push([m.index, m.index + m[0].length])
  }
  ranges.sort((a, b) => a[0] - b[0])
  const parts: { text: string; match: boolean }[] = []
  let last = 0
  for (const [from, to] of ranges) {
    if (to <= last) continue
    const start = Math.max(from, last)
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    const previous = parts[parts.length - 1]
    if (previous?.match && start === last) previous.text += text.slice(start, to)
    else parts.push({ text: text.slice(start, to), match: true })
    last = to
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}
