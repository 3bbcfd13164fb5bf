import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { mediaPicture } from './picture'

const photo = {
  id: 7,
  alt: 'Turmeric fingers on jute',
  url: '/api/media/file/turmeric.jpg',
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1067,
  focalX: 30,
  focalY: 62.4,
  sizes: {
    thumb: { url: '/api/media/file/turmeric-160x120.webp', width: 160, height: 120 },
    card: { url: '/api/media/file/turmeric-480x360.webp', width: 480, height: 360 },
    medium: { url: '/api/media/file/turmeric-800x533.webp', width: 800, height: 533 },
    large: { url: '/api/media/file/turmeric-1200x800.webp', width: 1200, height: 800 },
  },
} as unknown as Media

describe('mediaPicture', () => {
  it('offers the crops and the large size in a 4:3 box, cropped around the focal point', () => {
    expect(mediaPicture(photo)).toEqual({
      src: '/api/media/file/turmeric-1200x800.webp',
      srcSet:
        '/api/media/file/turmeric-480x360.webp 480w, /api/media/file/turmeric-800x533.webp 800w, /api/media/file/turmeric-1200x800.webp 1200w',
      width: 1200,
      height: 900,
      alt: 'Turmeric fingers on jute',
      position: '30% 62%',
      thumb: { src: '/api/media/file/turmeric-160x120.webp', width: 160, height: 120 },
    })
  })

  it('uses only sizes of the photo’s own shape in a free box', () => {
    const p = mediaPicture(photo, { box: 'free' })!
    expect(p.srcSet).toBe(
      '/api/media/file/turmeric-800x533.webp 800w, /api/media/file/turmeric-1200x800.webp 1200w',
    )
    expect([p.width, p.height]).toEqual([1200, 800])
  })

  it('serves a small upload as it is when Payload made no sizes of it', () => {
    const small = {
      ...photo,
      width: 300,
      height: 200,
      sizes: {
        thumb: { url: null },
        card: { url: null },
        medium: { url: null },
        large: { url: null },
      },
    } as unknown as Media
    const p = mediaPicture(small, { box: 'free' })!
    expect(p.src).toBe('/api/media/file/turmeric.jpg')
    expect(p.srcSet).toBeUndefined()
    expect([p.width, p.height]).toEqual([300, 200])
  })

  it('is null for an unpopulated id, a PDF or nothing', () => {
    expect(mediaPicture(7)).toBeNull()
    expect(mediaPicture(null)).toBeNull()
    expect(mediaPicture({ ...photo, mimeType: 'application/pdf' } as Media)).toBeNull()
  })

  it('falls back to the given alt text when the picture has none', () => {
    expect(mediaPicture({ ...photo, alt: ' ' } as Media, { alt: 'Turmeric' })!.alt).toBe('Turmeric')
  })
})
