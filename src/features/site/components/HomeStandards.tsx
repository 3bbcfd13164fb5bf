import { Award } from 'lucide-react'
import type { HomePage } from '@/payload-types'

/** The standards the company works to, on the home page's dark band. */
export function HomeStandards({ standards }: { standards: HomePage['standards'] }) {
  return (
    <section
      className="bg-brand-950 py-16 text-white"
      aria-labelledby="standards-heading"
      data-meets-footer
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="standards-heading" className="text-3xl font-bold">
            {standards.title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{standards.subtitle}</p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(standards.items ?? []).map((s) => (
            <li
              key={s.id ?? s.name}
              className="render-later rounded-xl bg-white/5 p-5 ring-1 ring-white/10 [--later-height:12rem]"
            >
              <Award aria-hidden="true" className="size-6 text-saffron-500" />
              <h3 className="mt-3 font-semibold">{s.name}</h3>
              <p className="mt-2 text-sm leading-6 text-brand-50">{s.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
