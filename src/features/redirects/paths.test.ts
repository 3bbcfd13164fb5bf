import { describe, expect, it } from 'vitest'
import { addressOf, cleanPath, inEveryLocale, targetFor } from './paths'

describe('redirect addresses', () => {
  it('are stored with one leading slash and no query, fragment or trailing slash', () => {
    expect(cleanPath(' /old-page/ ')).toBe('/old-page')
    expect(cleanPath('old//page?utm=qr#top')).toBe('/old/page')
    expect(cleanPath('/')).toBe('/')
  })

  it('lead a visitor on in their language, and a full address as it is', () => {
    expect(targetFor('en', '/product/new')).toBe('/product/new')
    expect(targetFor('ar', '/product/new')).toBe('/ar/product/new')
    expect(targetFor('es', 'https://example.com/x')).toBe('https://example.com/x')
    expect(inEveryLocale('/product/old')).toEqual([
      '/product/old',
      '/es/product/old',
      '/fr/product/old',
      '/de/product/old',
      '/zh/product/old',
      '/ja/product/old',
      '/ar/product/old',
      '/ru/product/old',
    ])
  })

  it('of each collection follow its own field', () => {
    expect(addressOf.products({ slug: 'cumin' })).toBe('/product/cumin')
    expect(addressOf.categories({ slug: 'spices' })).toBe('/category/spices')
    expect(addressOf.posts({ postId: 'guide' })).toBe('/blog/guide')
    expect(addressOf.pages({ slug: 'privacy' })).toBe('/legal/privacy')
    expect(addressOf.news({ newsId: 'web-3' })).toBe('/news/web-3')
    expect(addressOf.products({})).toBeNull()
  })
})
