/** Six skeleton cards while the blog list loads. */
export default function BlogLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-busy="true">
      <ul className="mt-24 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li
            key={i}
            data-skeleton
            className="animate-pulse overflow-hidden rounded-xl border border-stone-200"
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
