import { describe, expect, it } from 'vitest'
import { seedProducts } from '@/seed/catalogue'
import { productArt } from './drawings'

const art = (slug: string) => {
  const p = seedProducts.find((x) => x.slug === slug)!
  return productArt(p.art.kind, p.art.colors, p.slug)
}

describe('seed product artwork', () => {
  const byCategory = new Map<string, typeof seedProducts>()
  for (const p of seedProducts)
    byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p])

  it('gives every product of a category its own kind and colours', () => {
    for (const [category, products] of byCategory) {
      const tuples = products.map((p) => `${p.art.kind}|${p.art.colors.join('|').toLowerCase()}`)
      expect(new Set(tuples).size, category).toBe(products.length)
    }
  })

  it('draws a different, labelled picture for every product', () => {
    const svgs = seedProducts.map((p) => productArt(p.art.kind, p.art.colors, p.slug))
    expect(new Set(svgs).size).toBe(seedProducts.length)
    for (const [i, svg] of svgs.entries()) {
      expect(svg).toContain('role="img"')
      expect(svg).toContain(`aria-label="${seedProducts[i].slug.replace(/-/g, ' ')}"`)
    }
  })

  it('tells cumin from coriander powder by the seeds beside the heap', () => {
    const cumin = art('cumin-powder')
    const coriander = art('coriander-powder')
    expect(cumin).toContain('M-17 0C-12-7') // elongated ridged cumin seed
    expect(coriander).not.toContain('M-17 0C-12-7')
    expect(coriander).toContain('<circle r="10"') // round ribbed coriander seed
  })

  it('shows turmeric with its orange cross-section, the powder with whole fingers', () => {
    for (const slug of ['turmeric-lakadong', 'turmeric-fingers-salem', 'turmeric-fresh'])
      expect(art(slug), slug).toContain('#f2a516')
    expect(art('turmeric-powder')).toContain('#f39a12')
  })
})
