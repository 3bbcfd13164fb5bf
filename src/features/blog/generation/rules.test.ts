import { describe, expect, it } from 'vitest'
import { authorityTopics } from '@/seed/blog/topics'
import { parseCompletion } from './llm'
import {
  assignCategory,
  enrichKeywords,
  extractKeywords,
  generatedPostId,
  isFeatured,
  seededRandom,
  titleFor,
} from './rules'
import { writeFromTemplates } from './templates'
import { parseBraveResults } from './web-search'

describe('extractKeywords', () => {
  it('keeps words longer than 3 characters, without stop words, unique, in order', () => {
    expect(
      extractKeywords(
        'The best Turmeric and the BEST cumin from Kerala, with organic rice and tea',
      ),
    ).toEqual(['best', 'turmeric', 'cumin', 'kerala', 'organic', 'rice'])
  })
  it('keeps at most 10', () => {
    const text =
      'alpha bravo charlie delta echoes foxtrot golfing hotel india juliet kilos lima mike'
    expect(extractKeywords(text)).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echoes',
      'foxtrot',
      'golfing',
      'hotel',
      'juliet',
      'kilos',
    ])
    expect(extractKeywords(text, 3)).toHaveLength(3)
  })
  it('drops numbers and short words', () => {
    expect(extractKeywords('2024 EU MRL for rice: 0.01 mg/kg')).toEqual(['rice'])
  })
  it('adds at most 5 new keywords from research to a topic', () => {
    const topic = { topic: 'Basmati rice outlook', keywords: ['basmati rice', 'aged rice'] }
    const research = [
      'Basmati shipments to Saudi Arabia, Iran and Europe rose as freight eased; millers report firm paddy arrivals and strong demand.',
    ]
    const k = enrichKeywords(topic, research)
    expect(k.slice(0, 2)).toEqual(['basmati rice', 'aged rice'])
    expect(k.slice(2)).toEqual(['shipments', 'saudi', 'arabia', 'iran', 'europe'])
  })
})

describe('assignCategory', () => {
  const cat = (topic: string, keywords: string[] = []) => assignCategory({ topic, keywords })
  it('takes the first matching group in the spec order', () => {
    expect(cat('Spice prices and quality standards')).toBe('Market Insights')
    expect(cat('Quality standards for export documentation')).toBe('Quality & Standards')
    expect(cat('Export documentation and sustainable packaging')).toBe('Export Guidelines')
    expect(cat('Sustainable farming and new product lines')).toBe('Sustainability')
    expect(cat('Product spotlight: black pepper', ['policy update'])).toBe('Product Spotlight')
    expect(cat('Government policy update on rice')).toBe('Industry News')
  })
  it('reads the keywords too, and defaults to Market Insights', () => {
    expect(cat('Turmeric from Erode', ['aflatoxin testing'])).toBe('Quality & Standards')
    expect(cat('Turmeric from Erode')).toBe('Market Insights')
  })
  it('files the built-in topics as expected', () => {
    expect(authorityTopics.map((t) => assignCategory(t))).toEqual([
      'Quality & Standards',
      'Market Insights',
      'Quality & Standards',
      'Market Insights',
      'Sustainability',
      'Export Guidelines',
      'Product Spotlight',
      'Market Insights', // "price trends": Market Insights comes before Industry News
    ])
  })
})

describe('titleFor', () => {
  const title = (topic: string, keywords: string[] = []) => titleFor({ topic, keywords })
  it('follows the keyword rules in order: spice, organic, price or commodity, generic', () => {
    expect(title('organic spices for Europe')).toBe(
      'Indian Spice Exports: Organic spices for Europe',
    )
    expect(title('Organic pulses', ['npop'])).toBe('Organic Sourcing from India: Organic pulses')
    expect(title('Rice price outlook')).toBe('Market Watch: Rice price outlook')
    expect(title('Weekly update', ['commodity markets'])).toBe('Market Watch: Weekly update')
    expect(title('Millets for health food retail.')).toBe(
      'Millets for health food retail: What Importers Should Know',
    )
  })
})

describe('featured share and ids', () => {
  it('marks about 40% featured, exactly reproducible from a seed', () => {
    const count = (seed: number, n: number) => {
      const r = seededRandom(seed)
      return Array.from({ length: n }, () => isFeatured(r)).filter(Boolean).length
    }
    expect(count(42, 1000)).toBe(count(42, 1000))
    expect(count(42, 1000)).toBe(376)
    expect(count(7, 5)).toBe(2)
    expect(count(2026, 10_000)).toBe(4036)
    expect(count(2026, 10_000) / 10_000).toBeCloseTo(0.4, 1)
  })
  it('makes ids of the form ai-{timestamp}-{random}', () => {
    const r = seededRandom(1)
    const id = generatedPostId(new Date(1_700_000_000_000), r)
    expect(id).toMatch(/^ai-1700000000000-[a-z0-9]{6}$/)
    expect(generatedPostId(new Date(1_700_000_000_000), r)).not.toBe(id)
  })
})

describe('template writer', () => {
  it('writes a complete post with headings and lists, without HTML or figures', () => {
    for (const [i, t] of authorityTopics.entries()) {
      const category = assignCategory(t)
      const { content, excerpt } = writeFromTemplates({
        topic: t,
        title: titleFor(t),
        category,
        keywords: t.keywords,
        random: seededRandom(i),
      })
      const words = content.split(/\s+/).length
      expect(words).toBeGreaterThan(450)
      expect(content).toMatch(/^## /m)
      expect(content).toMatch(/^- /m)
      expect(content).toMatch(/^1\. /m)
      expect(content).not.toMatch(/<[a-z]/i)
      expect(content).not.toMatch(/\d+\s?%/)
      expect(excerpt.length).toBeLessThanOrEqual(300)
    }
  })
})

describe('answers of outside services', () => {
  it('reads an OpenAI chat completion with the article as JSON', () => {
    const article = `## Heading\n\n${'word '.repeat(200)}`
    const body = {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content:
              '```json\n' + JSON.stringify({ excerpt: 'Short.', content: article }) + '\n```',
          },
          finish_reason: 'stop',
        },
      ],
    }
    expect(parseCompletion(body)).toEqual({ excerpt: 'Short.', content: article.trim() })
    expect(() => parseCompletion({ choices: [] })).toThrow(/choices/)
    expect(() => parseCompletion({ choices: [{ message: { content: 'not json' } }] })).toThrow(
      /JSON/,
    )
    expect(() =>
      parseCompletion({ choices: [{ message: { content: '{"content":"too short"}' } }] }),
    ).toThrow(/150 words/)
  })
  it('reads Brave Search web results without highlight tags', () => {
    const body = {
      type: 'search',
      web: {
        results: [
          {
            title: '<strong>Spice</strong> exports rise',
            url: 'https://example.com/a',
            description: 'Cumin &amp; <strong>pepper</strong> lead.',
            extra_snippets: ['More text.'],
          },
          { title: 'Second', url: 'https://example.com/b', description: 'B' },
        ],
      },
    }
    expect(parseBraveResults(body, 1)).toEqual([
      {
        title: 'Spice exports rise',
        content: 'Cumin & pepper lead. More text.',
        url: 'https://example.com/a',
      },
    ])
    expect(() => parseBraveResults({}, 3)).toThrow(/web.results/)
  })
})
