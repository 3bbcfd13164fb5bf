import { describe, expect, it } from 'vitest'
import { isMalformedPath } from './malformed-path'

describe('isMalformedPath', () => {
  it('accepts the paths of the site and well-formed escapes', () => {
    for (const path of [
      '/',
      '/ar/product/turmeric-lakadong',
      '/search',
      '/news/web-12',
      '/legal/privacy%20policy',
      '/zh/%E4%BA%A7%E5%93%81',
    ])
      expect(isMalformedPath(path), path).toBe(false)
  })

  it('refuses broken escapes (also after one decoding) and control characters', () => {
    for (const path of [
      '/%ff',
      '/product/%',
      '/fr/%ff%fe',
      '/%E0%A4%A',
      '/blog/%ED%A0%80',
      '/%25ff/about',
      '/%2525ff',
      '/api/health%ff',
      '/blog/%00',
      '/ar/a%0Ab',
      // "%25" decodes to a lone "%": no page of the site has one.
      '/100%25',
    ])
      expect(isMalformedPath(path), path).toBe(true)
  })
})
