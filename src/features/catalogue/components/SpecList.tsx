/** Label–value rows of a product's specifications, trading terms or logistics. */
export function SpecList({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="grid grid-cols-5 gap-3 py-2">
          <dt className="col-span-2 font-medium text-stone-600">{k}</dt>
          <dd className="col-span-3 text-stone-900" dir="auto">
            {v}
          </dd>
        </div>
      ))}
    </dl>
  )
}
