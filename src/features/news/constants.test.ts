import { describe, expect, it } from 'vitest'
import { carouselAutoAdvances, carouselPages, newsRefreshFailure } from './constants'

describe('carouselAutoAdvances', () => {
  const moving = { stopped: false, hovered: false, focused: false, pages: 5 }

  it('moves on by itself when nothing holds it', () => {
    expect(carouselAutoAdvances(moving)).toBe(true)
  })

  it.each([
    ['stopped by its button or reduced motion', { stopped: true }],
    ['under the pointer', { hovered: true }],
    ['with focus inside', { focused: true }],
    ['with a single page', { pages: 1 }],
  ])('stays put when %s', (_, change) => {
    expect(carouselAutoAdvances({ ...moving, ...change })).toBe(false)
  })

  it('has one page for up to two items and one more per two', () => {
    expect([0, 1, 2, 3, 10].map((n) => carouselPages(n))).toEqual([1, 1, 1, 2, 5])
  })
})

describe('newsRefreshFailure', () => {
  it('says the news could not be fetched when the server’s gathering failed', () => {
    expect(newsRefreshFailure({ httpStatus: 200, status: 'failed' })).toBe('fetchFailed')
  })

  it('says the news could not be loaded when the request itself failed', () => {
    expect(newsRefreshFailure('threw')).toBe('loadFailedAll')
    expect(newsRefreshFailure({ httpStatus: 502 })).toBe('loadFailedAll')
    expect(newsRefreshFailure({ httpStatus: 500, status: 'failed' })).toBe('loadFailedAll')
  })

  it.each(['done', 'busy', 'fresh', 'recent', 'limited'])(
    'lets the list reload after “%s”',
    (status) => {
      expect(newsRefreshFailure({ httpStatus: status === 'limited' ? 429 : 200, status })).toBe(
        null,
      )
    },
  )
})
