/**
 * A category's product list, one page of it: /category/{slug} is page 1 and
 * /category/{slug}/page/{n} the others. Each page has its own address, so every one is
 * rendered once and served from the page cache until the catalogue changes (a ?page= query
 * string would make the page render on every request). The proxy sends ?page=N to these.
 */
export function categoryPagePath(slug: string, page: number) {
  return page > 1 ? `/category/${slug}/page/${page}` : `/category/${slug}`
}
