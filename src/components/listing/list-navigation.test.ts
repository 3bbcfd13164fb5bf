import { describe, expect, it } from 'vitest'
import { opensSameList } from './list-navigation'

const at = (href: string) => {
  const u = new URL(href)
  return { href: u.href, origin: u.origin, pathname: u.pathname, search: u.search }
}

describe('opensSameList', () => {
  const blog = at('https://example.com/fr/blog?q=rice')

  it.each([
    ['another category', '/fr/blog?q=rice&category=sustainability'],
    ['other search words', 'https://example.com/fr/blog?q=cumin'],
    ['the filters cleared', '/fr/blog'],
  ])('is the same list with %s', (_, href) => {
    expect(opensSameList(href, blog)).toBe(true)
  })

  it.each([
    ['a post', '/fr/blog/1'],
    ['the list in another language', '/blog?q=rice'],
    ['the same address', '/fr/blog?q=rice'],
    ['a jump within the page', '/fr/blog?q=rice#latest-heading'],
    ['another site', 'https://elsewhere.example/fr/blog?q=x'],
    ['a broken address', 'http://[::1'],
  ])('is not for %s', (_, href) => {
    expect(opensSameList(href, blog)).toBe(false)
  })
})
