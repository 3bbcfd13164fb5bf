/**
 * Six skeleton cards where a list of cards is being loaded in the browser (the news list while
 * "Get Latest News" gathers and reloads it; the blog list while the browser loads it with other
 * search words or another category). Pages themselves arrive with their lists: the server sends
 * each page whole, so they have no loading state of their own. No pulse under reduced motion.
 */
export function ListingSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" role="status" aria-label={label}>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li
            key={i}
            data-skeleton
            className="animate-pulse overflow-hidden rounded-xl border border-stone-200 motion-reduce:animate-none"
          >
            <div className="aspect-video bg-stone-200" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-24 rounded bg-stone-200" />
              <div className="h-5 w-4/5 rounded bg-stone-200" />
              <div className="h-3 w-full rounded bg-stone-200" />
              <div className="h-3 w-2/3 rounded bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
