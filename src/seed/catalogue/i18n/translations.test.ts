import { describe, expect, it } from 'vitest'
import { staticPosts } from '../../blog/static-posts'
import { grains } from '../grains'
import { oilseeds } from '../oilseeds'
import { processed } from '../processed'
import { pulses } from '../pulses'
import { spices } from '../spices'
import type { SeedProduct } from '../types'
import { vegetables } from '../vegetables'
import { catalogueTranslations } from '.'
import { translatable } from './types'

const categories: Record<string, SeedProduct[]> = {
  spices,
  grains,
  pulses,
  oilseeds,
  vegetables,
  processed,
}

/** Every leaf of a tree by its path (lists by index). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, leaf)
      }
    }
  } else out.set(prefix, tree)
  return out
}

/** Figures, units and short codes ("500 kg", "7-9%", "1 x 20ft FCL") may stay as they are. */
const figuresOnly = (value: string) => !/\p{Ll}{3}/u.test(value)

/** Each script-bound language's own letters: a name in it must use them. */
const script: Partial<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
}

/** The parts of a markdown-like body that must survive translation: structure and links. */
function skeleton(body: string) {
  const lines = body.split('\n')
  return {
    headings: lines.filter((l) => /^#{2,3} /.test(l)).map((l) => l.split(' ')[0]),
    bullets: lines.filter((l) => /^- /.test(l)).length,
    numbered: lines.filter((l) => /^\d+\. /.test(l)).length,
    links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
  }
}

for (const [code, locale] of Object.entries(catalogueTranslations)) {
  describe(`catalogue translation: ${code}`, () => {
    const kept = new Set(locale.keptAsIs)
    const mayStay = (value: string) => figuresOnly(value) || kept.has(value)

    for (const [category, products] of Object.entries(categories)) {
      describe(category, () => {
        it('translates every product of the category, and only those', () => {
          const own = products.map((p) => p.slug).filter((slug) => locale.products[slug])
          expect(own, `src/seed/catalogue/i18n/${code}/${category}.ts`).toEqual(
            products.map((p) => p.slug),
          )
        })

        for (const product of products) {
          const translation = locale.products[product.slug]
          if (!translation) continue
          it(`${product.slug}: the English fields and list lengths, translated`, () => {
            const english = leaves(translatable(product))
            const own = leaves(translation)
            expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
            const copied = [...english]
              .filter(([path, value]) => own.get(path) === value && !mayStay(value as string))
              .map(([path, value]) => `${path}: ${value}`)
            expect(copied).toEqual([])
            const empty = [...own].filter(([, value]) => !String(value).trim())
            expect(empty).toEqual([])
            if (script[code]) expect(translation.name).toMatch(script[code])
          })
        }
      })
    }

    describe('posts', () => {
      for (const post of staticPosts) {
        it(`post ${post.id}: translated, with the English headings, lists and links`, () => {
          const translation = locale.posts[post.id]
          expect(translation, `src/seed/catalogue/i18n/${code}/posts.ts`).toBeDefined()
          if (!translation) return
          expect(skeleton(translation.content)).toEqual(skeleton(post.content))
          expect(translation.tags).toHaveLength(post.tags.length)
          for (const key of ['title', 'excerpt', 'seoTitle', 'seoDescription'] as const) {
            expect(translation[key].trim(), key).not.toBe('')
            expect(translation[key], key).not.toBe(post[key])
          }
          if (script[code]) expect(translation.title).toMatch(script[code])
        })
      }
    })
  })
}
