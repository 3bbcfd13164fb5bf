import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { newsReadMinutes } from '../constants'
import { sanitizeNewsHtml } from '../sanitize'
import {
  buildNewsItems,
  categorize,
  cutDescription,
  DEFAULT_SOURCE_URL,
  seededRandom,
  sourceWebsite,
  TITLE_PREFIXES,
  titleKey,
} from './build'
import { parseFeed } from './feed'
import { cutSearchContent, parseBraveResults } from './providers'
import type { SourceItem } from './types'

const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/news', name), 'utf8')
const NOW = new Date('2025-11-20T00:00:00Z')
const item = (over: Partial<SourceItem>): SourceItem => ({
  title: 'Spice prices firm',
  content: 'Cumin prices rose this week.',
  url: 'https://agritrade.example/a',
  source: 'Agri Trade Daily',
  publishDate: NOW,
  kind: 'feed',
  ...over,
})

describe('feed parsing', () => {
  it('reads RSS 2.0: CDATA, entities, relative links, guid, missing dates', () => {
    const items = parseFeed(fixture('rss.xml'), 'http://127.0.0.1:9/rss.xml')
    expect(items).toHaveLength(6)
    expect(items[0]).toMatchObject({
      title: 'India’s basmati rice shipments rise as new buyers sign contracts',
      url: 'https://agritrade.example/markets/basmati-shipments',
      source: 'Agri Trade Daily',
      publishDate: new Date('2025-11-17T08:30:00Z'),
    })
    expect(items[1].title).toBe('Spices Board revises cardamom quality & residue testing rules')
    expect(items[1].publishDate).toBeNull()
    expect(items[1].content).toContain('<p>The Spices Board')
    expect(items[5].publishDate).toEqual(new Date('2025-11-14T05:00:00Z'))
    expect(items[5].content).toMatch(/^<h2>Ports<\/h2>/)
  })

  it('reads Atom: xml:base, html titles, xhtml content, published or updated', () => {
    const items = parseFeed(fixture('atom.xml'), 'http://127.0.0.1:9/atom.xml')
    expect(items.map((i) => [i.title, i.url])).toEqual([
      [
        'WTO members debate world trade rules for food stocks',
        'https://worldag.example/news/wto-food-stocks',
      ],
      [
        'Drone spraying app reaches chilli growers in Andhra Pradesh',
        'https://worldag.example/technology/drone-app',
      ],
      [
        'Cumin sowing expands in Gujarat and Rajasthan',
        'https://worldag.example/news/cumin-sowing',
      ],
    ])
    expect(items[1].content).toContain('<strong>app</strong>')
    expect(items[1].publishDate).toBeNull()
    expect(items[2].publishDate).toEqual(new Date('2025-11-15T03:30:00Z'))
    expect(items.every((i) => i.source === 'World Agriculture Wire')).toBe(true)
  })

  it('refuses a document that is neither', () => {
    expect(() => parseFeed(fixture('malformed.xml'), 'http://x.example/')).toThrow(/not an RSS/)
    expect(() => parseFeed('', 'http://x.example/')).toThrow()
  })
})

describe('search answers (Brave Search web API shape)', () => {
  it('maps title, content (200 + "..."), url, source and date', () => {
    const long = 'word '.repeat(60).trim()
    const [r] = parseBraveResults({
      type: 'search',
      web: {
        type: 'search',
        results: [
          {
            title: 'India <strong>rice</strong> exports',
            url: 'https://www.reuters.com/world/india/rice',
            description: long,
            page_age: '2025-11-18T06:00:00',
            profile: { name: 'Reuters' },
            meta_url: { hostname: 'www.reuters.com' },
          },
        ],
      },
    })
    expect(r.title).toBe('India rice exports')
    expect(r.content).toBe(`${long.slice(0, 200)}...`)
    expect(r.source).toBe('Reuters')
    expect(r.publishDate).toBeInstanceOf(Date)
    expect(() => parseBraveResults({ error: 'quota' })).toThrow(/web.results/)
    expect(cutSearchContent('a'.repeat(200))).toBe('a'.repeat(200))
  })
})

describe('pipeline', () => {
  it('cuts descriptions to 157 characters plus "..."', () => {
    expect(cutDescription('a'.repeat(160))).toBe('a'.repeat(160))
    expect(cutDescription('a'.repeat(161))).toBe(`${'a'.repeat(157)}...`)
    expect(cutDescription('a'.repeat(161))).toHaveLength(160)
  })

  it('sorts categories by keywords, with Industry News as the default', () => {
    expect(categorize('Government raises export duty on onions')).toBe('Policy Update')
    expect(categorize('New organic certification rules')).toBe('Quality Standards')
    expect(categorize('Container freight rates ease')).toBe('Supply Chain')
    expect(categorize('Drone app for farmers')).toBe('Technology')
    expect(categorize('WTO ministers meet')).toBe('World Trade')
    expect(categorize('India and UAE sign trade agreement')).toBe('Trade Relations')
    expect(categorize('Turmeric prices climb')).toBe('Market Trends')
    expect(categorize('Basmati exports surge')).toBe('Export Growth')
    expect(categorize('Global importers look east')).toBe('Global Markets')
    expect(categorize('Cumin sowing expands')).toBe('Industry News')
  })

  it('maps source names to agency websites, else the article site, else the default', () => {
    expect(sourceWebsite('Reuters', null)).toBe('https://www.reuters.com')
    expect(sourceWebsite('The Hindu BusinessLine', null)).toBe(
      'https://www.thehindubusinessline.com',
    )
    expect(sourceWebsite('Agri Trade Daily', 'https://agritrade.example/a/b')).toBe(
      'https://agritrade.example',
    )
    expect(sourceWebsite('Unknown', null)).toBe(DEFAULT_SOURCE_URL)
  })

  it('is exact for a seed: prefixes, templates and stock images', () => {
    const run = (seed: number) =>
      buildNewsItems(
        Array.from({ length: 12 }, (_, i) =>
          item({ title: `Item ${i}`, publishDate: new Date(NOW.getTime() - i * 1000) }),
        ),
        { existingTitles: [], limit: 12, firstId: 7, random: seededRandom(seed), now: NOW },
      ).items
    const a = run(42)
    expect(run(42)).toEqual(a)
    expect(a.map((i) => i.newsId)).toEqual(Array.from({ length: 12 }, (_, i) => `web-${7 + i}`))
    for (const [i, built] of a.entries()) {
      expect(TITLE_PREFIXES.some((p) => built.title === `${p}Item ${i}`)).toBe(true)
      expect(built.stockImage).toBeGreaterThanOrEqual(1)
      expect(built.stockImage).toBeLessThanOrEqual(9)
    }
    // Every prefix, including none, and several templates occur.
    expect(new Set(a.map((i) => i.title.replace(/Item \d+$/, ''))).size).toBeGreaterThan(2)
    expect(new Set(a.map((i) => i.fullContent.slice(0, 12))).size).toBeGreaterThan(2)
  })

  it('drops duplicate titles case-insensitively, also against stored ones, and skips broken items', () => {
    const report = buildNewsItems(
      [
        item({ title: 'Rice exports rise' }),
        item({ title: 'RICE EXPORTS RISE ' }),
        item({ title: 'Stored story' }),
        item({ title: '' }),
        item({ title: 'No text', content: '<p> </p>' }),
        item({ title: 'Kept', publishDate: null }),
      ],
      {
        existingTitles: ['Breaking: stored STORY'],
        limit: 8,
        firstId: 1,
        random: seededRandom(1),
        now: NOW,
      },
    )
    expect(report.items.map((i) => titleKey(i.title))).toEqual(['rice exports rise', 'kept'])
    expect(report.duplicates).toBe(2)
    expect(report.failed).toBe(2)
    expect(report.items[1].publishedAt).toBe(NOW.toISOString())
    expect(report.items[0]).toMatchObject({
      isRewritten: true,
      builtin: false,
      originalSource: 'https://agritrade.example/a',
      rewriteTimestamp: NOW.toISOString(),
      sourceUrl: 'https://agritrade.example',
    })
  })

  it('stops at the limit and credits the source in the body', () => {
    const report = buildNewsItems(
      Array.from({ length: 20 }, (_, i) => item({ title: `T${i}` })),
      { existingTitles: [], limit: 8, firstId: 1, random: seededRandom(3), now: NOW },
    )
    expect(report.items).toHaveLength(8)
    for (const built of report.items) {
      expect(built.fullContent).toContain('Cumin prices rose this week.')
      expect(built.fullContent).toContain(
        'Originally reported by <a href="https://agritrade.example/a"',
      )
    }
  })

  it('reads words/200 rounded up, 3 minutes without content', () => {
    expect(newsReadMinutes('')).toBe(3)
    expect(newsReadMinutes(null)).toBe(3)
    expect(newsReadMinutes(`<p>${'w '.repeat(201)}</p>`)).toBe(2)
    const [ports] = buildNewsItems(
      parseFeed(fixture('rss.xml'), 'http://127.0.0.1:9/rss.xml').slice(5),
      { existingTitles: [], limit: 1, firstId: 1, random: seededRandom(1), now: NOW },
    ).items
    expect(newsReadMinutes(ports.fullContent)).toBe(3) // 450 source words plus the frame
    expect(ports.description).toBe('Short summary of the logistics report.')
  })
})

describe('XSS corpus from a hostile feed', () => {
  it('leaves no script, handler, javascript: URL, frame or style in stored or rendered HTML', () => {
    const found = parseFeed(fixture('xss.xml'), 'http://127.0.0.1:9/xss.xml')
    const { items } = buildNewsItems(found, {
      existingTitles: [],
      limit: 20,
      firstId: 1,
      random: seededRandom(9),
      now: NOW,
    })
    expect(items).toHaveLength(found.length)
    for (const built of items) {
      for (const html of [built.fullContent, sanitizeNewsHtml(built.fullContent)]) {
        expect(html).not.toMatch(
          /<script|<iframe|<object|<embed|<svg|<math|<img|<style|<form|<base|<meta|<details|\son\w+\s*=|javascript:|data:|style=/i,
        )
      }
      expect(`${built.title} ${built.description} ${built.source}`).not.toMatch(/[<>]|alert/)
    }
  })
})
