/**
 * Whether following `href` from the page at `here` opens the same list with other search words
 * or another category (the same path, another query string): the list page's own search form
 * and filter links, as opposed to a post, another page or a jump within this one.
 */
export function opensSameList(
  href: string,
  here: { href: string; origin: string; pathname: string; search: string },
): boolean {
  let url: URL
  try {
    url = new URL(href, here.href)
  } catch {
    return false
  }
  return url.origin === here.origin && url.pathname === here.pathname && url.search !== here.search
}
