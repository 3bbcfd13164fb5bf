import { describe, expect, it } from 'vitest'
import type { Product } from '@/payload-types'
import { productDefaults, withDefaults } from './defaults'

const bare = {
  id: 1,
  name: 'Curry Leaves',
  slug: 'curry-leaves',
  category: { id: 5, slug: 'vegetables', name: 'Fresh Vegetables' },
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as Product

describe('withDefaults', () => {
  it('fills every missing field with the spec defaults', () => {
    const p = withDefaults(bare)
    expect(p).toMatchObject({
      origin: 'India',
      grade: 'Export Grade',
      moisture: 'As per spec',
      packSizes: ['25kg PP Bags', '50kg Jute Bags'],
      hsCode: 'N/A',
      price: 'On Request',
      certifications: ['APEDA', 'FSSAI'],
      moq: '500 kg',
      leadTime: '10-15 days',
      port: 'Nhava Sheva / Chennai',
      varieties: [],
      qualityParameters: [],
      gallery: [],
      categorySlug: 'vegetables',
    })
    expect(p.specifications).toEqual([
      { key: 'Grade', value: 'Export Grade' },
      { key: 'Moisture', value: 'As per spec' },
    ])
    expect(p.description).toContain('Curry Leaves')
  })

  it('treats blank strings and empty lists as missing', () => {
    const p = withDefaults({
      ...bare,
      variety: 'Dried',
      origin: '  ',
      moq: '',
      packSizes: [],
      certifications: [' '],
      specifications: [],
    } as unknown as Product)
    expect(p.origin).toBe(productDefaults.origin)
    expect(p.moq).toBe(productDefaults.moq)
    expect(p.packSizes).toEqual([...productDefaults.packSizes])
    expect(p.certifications).toEqual([...productDefaults.certifications])
    expect(p.description).toContain('Curry Leaves (Dried)')
  })

  it('keeps values that are present', () => {
    const p = withDefaults({
      ...bare,
      origin: 'Tamil Nadu',
      grade: 'Grade A',
      hsCode: '12119099',
      specifications: [{ key: 'Colour', value: 'Green' }],
    } as unknown as Product)
    expect(p.origin).toBe('Tamil Nadu')
    expect(p.hsCode).toBe('12119099')
    expect(p.specifications).toEqual([{ key: 'Colour', value: 'Green' }])
  })
})

describe('galleryOf', () => {
  const media = (id: number) => ({
    id,
    alt: `Photo ${id}`,
    url: `/api/media/file/${id}.jpg`,
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1200,
  })

  it('puts the picture marked main first and keeps the others in order', () => {
    const p = withDefaults({
      ...bare,
      gallery: [
        { image: media(1) },
        { image: media(2) },
        { image: media(3), main: true },
        { image: media(4) },
      ],
    } as unknown as Product)
    expect(p.gallery.map((g) => g.alt)).toEqual(['Photo 3', 'Photo 1', 'Photo 2', 'Photo 4'])
  })

  it('takes the first as main when none is marked, and skips missing pictures', () => {
    const p = withDefaults({
      ...bare,
      gallery: [{ image: null }, { image: 12 }, { image: media(5) }, { image: media(6) }],
    } as unknown as Product)
    expect(p.gallery.map((g) => g.alt)).toEqual(['Photo 5', 'Photo 6'])
  })
})
