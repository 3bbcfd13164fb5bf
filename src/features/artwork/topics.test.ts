import { describe, expect, it } from 'vitest'
import { blogImage, newsStockImage } from './drawings'
import {
  blogTopic,
  blogTopicKey,
  NEWS_PICTURES,
  newsPicture,
  newsPictureRanking,
  newsPictures,
  newsSubjects,
} from './topics'

const pictureOf = (name: string) => newsSubjects.find((s) => s.name === name)!.n

describe('news pictures follow the topic', () => {
  it.each([
    ['Demand for Indian pulses and millets in global markets', 'Global Markets', 'grains'],
    ['Container freight rates ease as shipping lines add capacity', 'Supply Chain', 'port'],
    ['Inside the lab: aflatoxin testing of chilli lots', 'Quality Standards', 'lab'],
    ['DGFT notification changes export documentation rules', 'Policy Update', 'documents'],
    ['Cumin prices rally on thin arrivals', 'Market Trends', 'spices'],
    ['Onion prices climb ahead of the festive season', 'Market Trends', 'chart'],
    ['What buyers should watch in basmati rice pricing', 'Market Trends', 'paddy'],
    ['Trucking strike slows road transport to ports', 'Supply Chain', 'trucks'],
  ])('%s → %s', (title, category, expected) => {
    expect(newsPicture({ title, category })).toBe(pictureOf(expected as string))
  })

  it('ranks every picture once, the same way each time', () => {
    const item = { newsId: 'web-7', title: 'Millet exports grow', category: 'Export Growth' }
    const ranking = newsPictureRanking(item)
    expect([...ranking].sort((a, b) => a - b)).toEqual(
      Array.from({ length: NEWS_PICTURES }, (_, i) => i + 1),
    )
    expect(newsPictureRanking({ ...item })).toEqual(ranking)
    expect(newsStockImage(newsPicture(item))).toBe(newsStockImage(newsPicture({ ...item })))
  })

  it('never repeats a picture on neighbouring cards, even for one topic', () => {
    const items = Array.from({ length: 12 }, (_, i) => ({
      newsId: `web-${i}`,
      title: `Shipping update ${i}: container vessels at port`,
      category: 'Supply Chain',
    }))
    const row = newsPictures(items)
    expect(row[0]).toBe(pictureOf('port'))
    for (let i = 1; i < row.length; i++) expect(row[i]).not.toBe(row[i - 1])
    const grid = newsPictures(items, 3)
    for (let i = 1; i < grid.length; i++)
      expect(grid.slice(Math.max(0, i - 3), i)).not.toContain(grid[i])
  })

  it('keeps each item on its own best picture when neighbours differ anyway', () => {
    const items = [
      { title: 'Millets in demand', category: 'Global Markets' },
      { title: 'Port congestion at Nhava Sheva', category: 'Supply Chain' },
      { title: 'New FSSAI rules for labelling', category: 'Policy Update' },
    ]
    expect(newsPictures(items)).toEqual(items.map(newsPicture))
  })

  it('draws a distinct, labelled scene for every picture number', () => {
    const svgs = Array.from({ length: NEWS_PICTURES }, (_, i) => newsStockImage(i + 1))
    expect(new Set(svgs).size).toBe(NEWS_PICTURES)
    for (const svg of svgs) expect(svg).toMatch(/role="img" aria-label="[^"]+"/)
  })
})

describe('blog pictures follow the post', () => {
  it('shows millet for a millets post, not a random product', () => {
    const post = {
      category: 'Product Spotlight',
      title: 'Millets from India: a growth product for health-focused retail',
      tags: ['millets', 'ragi', 'jowar'],
    }
    expect(blogTopic(post)).toEqual({ scene: 'spotlight', subject: 'millet' })
    const svg = blogImage(post, 'millets-from-india')
    expect(svg).toContain('illustrated with millet')
    expect(svg).toBe(blogImage(post, 'millets-from-india'))
  })

  it.each([
    ['Market Insights', 'Basmati rice market outlook for the Gulf', 'market', 'rice'],
    ['Quality & Standards', 'How export spices are tested for residues', 'quality', 'spices'],
    ['Export Guidelines', 'Documentation checklist for the EU', 'export', null],
    ['Industry News', 'Shipping and container logistics: what changed', 'export', null],
    ['Market Insights', 'Chickpea and lentil demand in the GCC', 'market', 'chickpea'],
  ])('%s / %s → %s with %s', (category, title, scene, subject) => {
    expect(blogTopic({ category, title })).toEqual({ scene, subject })
  })

  it('falls back to the category without a title', () => {
    expect(blogTopic({ category: 'Sustainability' })).toEqual({ scene: 'sustain', subject: null })
    expect(blogTopicKey({ category: 'Sustainability' })).toMatch(/-sustain-any$/)
  })
})
