import { clsx } from 'clsx'
import { Search, SearchX } from 'lucide-react'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'

/**
 * The first value of a query-string parameter, or ''. Control characters (NUL and the like, which
 * no search word, category or token contains, and which the database layer refuses) become
 * spaces.
 */
export function firstParam(v: string | string[] | undefined): string {
  return ((Array.isArray(v) ? v[0] : v) ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ')
}

/** A list URL keeping the search words and an optional category. */
export function listingHref(path: string, q: string, category: string | null): string {
  const query = new URLSearchParams()
  if (q) query.set('q', q)
  if (category) query.set('category', category)
  const s = query.toString()
  return s ? `${path}?${s}` : path
}

/** The dark hero of a list page with its GET search form (works without JavaScript). */
export function ListingHero({
  title,
  intro,
  path,
  q,
  category,
  inputId,
  labels,
}: {
  title: string
  intro: string
  path: string
  q: string
  /** The active category slug, kept when searching. */
  category: string | null
  inputId: string
  labels: { search: string; placeholder: string; button: string }
}) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-brand-50">{intro}</p>
        <form action={path} role="search" className="mt-8 flex max-w-2xl gap-2">
          {category && <input type="hidden" name="category" value={category} />}
          <label htmlFor={inputId} className="sr-only">
            {labels.search}
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-3.5 size-5 text-stone-500"
            />
            <input
              id={inputId}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={100}
              placeholder={labels.placeholder}
              className="h-12 w-full rounded-md border-0 bg-white ps-10 pe-3 text-base text-stone-900"
            />
          </div>
          <button type="submit" className={buttonClass('accent', 'lg')}>
            {labels.button}
          </button>
        </form>
      </div>
    </section>
  )
}

/** Category filter links; the active one is marked as the current page. */
export function FilterChips({
  label,
  items,
}: {
  label: string
  items: { key: string; label: string; href: string; active: boolean }[]
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.key}>
            <NextLink
              href={item.href}
              aria-current={item.active ? 'page' : undefined}
              className={clsx(
                'inline-block rounded-full border px-4 py-1.5 text-sm font-medium',
                item.active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
              )}
            >
              {item.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The empty state of a filtered list, with a link that clears the filters. */
export function EmptyListing({
  title,
  text,
  clearHref,
  clearLabel,
  headingLevel = 'h2',
}: {
  title: string
  text: string
  clearHref: string
  clearLabel: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      <p className="mt-2 max-w-md text-stone-600">{text}</p>
      <NextLink href={clearHref} className={buttonClass('outline', 'md', 'mt-6')}>
        {clearLabel}
      </NextLink>
    </div>
  )
}
