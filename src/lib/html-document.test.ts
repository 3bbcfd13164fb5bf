import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { escapeHtml, htmlDocument, textDirection } from './html-document.mjs'

describe('hand-written HTML', () => {
  it('escapes text for elements and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('gives each interface language the direction src/i18n/locales.ts names', () => {
    for (const l of locales) expect(textDirection(l.code), l.code).toBe(l.dir)
  })

  it('writes a document in its language, its title escaped', () => {
    const html = htmlDocument({ lang: 'ar', title: 'A & B', body: '<p>x</p>' })
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8">/)
    expect(html).toContain('<title>A &amp; B</title>')
    expect(html).toMatch(/<body><p>x<\/p><\/body><\/html>$/)
  })
})
