import { describe, expect, it } from 'vitest'
import { sanitizeNewsHtml } from './sanitize'

describe('sanitizeNewsHtml', () => {
  it('keeps headings, lists, emphasis and safe links', () => {
    const html =
      '<h2>Title</h2><p>See <a href="/category/spices">spices</a> and <a href="https://apeda.gov.in">APEDA</a>.</p><ul><li><strong>a</strong></li></ul>'
    expect(sanitizeNewsHtml(html)).toBe(
      '<h2>Title</h2><p>See <a href="/category/spices">spices</a> and <a href="https://apeda.gov.in" rel="noopener noreferrer nofollow" target="_blank">APEDA</a>.</p><ul><li><strong>a</strong></li></ul>',
    )
  })

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>y</p>', '<p>y</p>'],
    ['<style>body{display:none}</style><p style="color:red">z</p>', '<p>z</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('removes %s', (input, expected) => {
    expect(sanitizeNewsHtml(input)).toBe(expected)
  })
})
