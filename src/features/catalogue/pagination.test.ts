import { describe, expect, it } from 'vitest'
import { clampPage, paginationWindow } from './pagination'

const show = (current: number, pages: number) =>
  paginationWindow(current, pages)
    .map((i) => (i.type === 'page' ? String(i.page) : '...'))
    .join(' ')

describe('paginationWindow', () => {
  it.each([
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
    [1, 3, '1 2 3'],
    [1, 10, '1 2 ... 10'],
    [3, 10, '1 2 3 4 ... 10'],
    [4, 10, '1 ... 3 4 5 ... 10'],
    [5, 10, '1 ... 4 5 6 ... 10'],
    [8, 10, '1 ... 7 8 9 10'],
    [10, 10, '1 ... 9 10'],
    [2, 5, '1 2 3 ... 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 834, '1 2 ... 834'],
  ])('page %i of %i shows %s', (current, pages, expected) => {
    expect(show(current, pages)).toBe(expected)
  })
})

describe('clampPage', () => {
  it.each([
    [undefined, 3, 1],
    ['2', 3, 2],
    ['3', 3, 3],
    ['99', 3, 3],
    ['0', 3, 1],
    ['-2', 3, 1],
    ['abc', 3, 1],
    ['2.5', 3, 1],
    [['2', '3'], 3, 2],
    ['1e3', 3, 1],
    ['7', 0, 1],
  ])('%j of %i pages is page %i', (raw, pages, expected) => {
    expect(clampPage(raw as string | string[] | undefined, pages)).toBe(expected)
  })
})
