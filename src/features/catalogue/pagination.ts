export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string }

export const PRODUCTS_PER_PAGE = 12

/**
 * The spec's pagination window: the first page, the last page and the current page ±1 get
 * buttons; a page at distance 2 from the current one shows "..." instead.
 */
export function paginationWindow(current: number, pages: number): PageItem[] {
  const items: PageItem[] = []
  for (let page = 1; page <= pages; page++) {
    if (page === 1 || page === pages || Math.abs(page - current) <= 1) {
      items.push({ type: 'page', page })
    } else if (Math.abs(page - current) === 2) {
      items.push({ type: 'ellipsis', key: page < current ? 'before' : 'after' })
    }
  }
  return items
}

/** A page number from the URL, clamped into 1..pages; anything malformed is page 1. */
export function clampPage(raw: string | string[] | undefined, pages: number): number {
  const value = Array.isArray(raw) ? raw[0] : raw
  const n = value && /^\d{1,9}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(n, 1), Math.max(pages, 1))
}
