import { clsx } from 'clsx'
import { ResponsivePicture } from '@/components/picture'
import type { Picture } from '@/lib/picture'

type Stat = { value: string; label: string; id?: string | null }

/** Figures with their labels; the value is read after the label by screen readers. */
export function StatGrid({
  stats,
  className,
  tone = 'light',
}: {
  stats: Stat[]
  className?: string
  tone?: 'light' | 'dark'
}) {
  return (
    <dl className={clsx('grid grid-cols-2 gap-6 sm:grid-cols-4', className)}>
      {stats.map((s) => (
        <div key={s.id ?? s.label} className="flex flex-col">
          <dt className={clsx('text-sm', tone === 'dark' ? 'text-brand-100' : 'text-stone-600')}>
            {s.label}
          </dt>
          <dd
            className={clsx(
              'order-first text-3xl font-bold',
              tone === 'dark' ? 'text-white' : 'text-brand-800',
            )}
          >
            <span dir="ltr">{s.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** A section heading with an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  lead,
  center,
}: {
  id: string
  title: string
  lead?: string | null
  center?: boolean
}) {
  return (
    <div className={clsx(center && 'mx-auto max-w-3xl text-center')}>
      <h2 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-stone-600">{lead}</p>}
    </div>
  )
}

/** Pill badges for a hero. */
export function Badges({
  items,
  tone = 'light',
}: {
  items: { text: string; id?: string | null }[]
  tone?: 'light' | 'dark'
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((b) => (
        <li
          key={b.id ?? b.text}
          className={clsx(
            'rounded-full px-3 py-1 text-sm font-medium',
            tone === 'dark'
              ? 'bg-white/15 text-white ring-1 ring-white/30'
              : 'bg-brand-50 text-brand-800 ring-1 ring-brand-100',
          )}
        >
          {b.text}
        </li>
      ))}
    </ul>
  )
}

/** The dark page hero used by the company pages. */
export function PageHero({
  title,
  subtitle,
  badges,
  picture,
  children,
}: {
  title: string
  subtitle: string
  badges: { text: string; id?: string | null }[]
  /** The page's hero picture: beside the text on wide screens, under it on phones. */
  picture?: Picture | null
  children?: React.ReactNode
}) {
  const text = (
    <>
      <Badges items={badges} tone="dark" />
      <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-50">{subtitle}</p>
      {children}
    </>
  )
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        {picture ? (
          <div className="grid items-center gap-10 lg:grid-cols-2">
            <div>{text}</div>
            <ResponsivePicture
              picture={picture}
              sizes="(min-width: 1280px) 596px, (min-width: 1024px) 50vw, 100vw"
              priority
              className="aspect-[4/3] w-full rounded-2xl bg-brand-800 object-cover"
            />
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  )
}
