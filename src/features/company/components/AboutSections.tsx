import { Award, Building2, Eye, Heart, Leaf, Lightbulb, Target } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/rich-text'
import { SectionHeading, StatGrid } from '@/features/company/components/blocks'
import type { Locale } from '@/i18n/locales'
import type { AboutPage } from '@/payload-types'

/** The company's story beside its key figures. */
export function AboutStory({ locale, page }: { locale: Locale; page: AboutPage }) {
  return (
    <section
      className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2"
      aria-labelledby="story-heading"
    >
      <div>
        <SectionHeading id="story-heading" title={page.story.title} />
        <RichText
          data={page.story.text}
          locale={locale}
          className="prose-compact mt-6 leading-7 text-stone-700 [&>*+*]:mt-4"
        />
      </div>
      <div className="self-center rounded-2xl bg-brand-50 p-8">
        <StatGrid stats={page.stats ?? []} className="sm:grid-cols-2" />
      </div>
    </section>
  )
}

/** Mission and vision, side by side. */
export function AboutMission({ page }: { page: AboutPage }) {
  return (
    <section
      className="bg-stone-50 py-16"
      aria-label={`${page.mission.title}, ${page.vision.title}`}
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {[
          { ...page.mission, Icon: Target },
          { ...page.vision, Icon: Eye },
        ].map(({ title, text, Icon }) => (
          <div key={title} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-4 text-2xl font-bold">{title}</h2>
            <p className="mt-3 leading-7 text-stone-700">{text}</p>
          </div>
        ))}
      </div>
    </section>
  )
}

const valueIcons = [Award, Heart, Lightbulb, Leaf]

/** The company's values, each with its icon. */
export async function AboutValues({
  locale,
  values,
}: {
  locale: Locale
  values: AboutPage['values']
}) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="values-heading">
      <SectionHeading id="values-heading" title={t('valuesTitle')} center />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {(values ?? []).map((v, i) => {
          const Icon = valueIcons[i % valueIcons.length]
          return (
            <li key={v.id ?? v.title} className="rounded-xl border border-stone-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-saffron-600" />
              <h3 className="mt-3 text-lg font-semibold">{v.title}</h3>
              <p className="mt-2 text-sm leading-6 text-stone-600">{v.text}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The milestones, oldest first, on a vertical line. */
export async function AboutTimeline({
  locale,
  timeline,
}: {
  locale: Locale
  timeline: AboutPage['timeline']
}) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <section className="bg-stone-50 py-16" aria-labelledby="timeline-heading">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="timeline-heading" title={t('timelineTitle')} center />
        <ol className="relative mt-10 space-y-8 border-s-2 border-brand-200 ps-8">
          {(timeline ?? []).map((m) => (
            <li key={m.id ?? m.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-brand-700"
              />
              <p className="text-sm font-bold text-brand-800">
                <span dir="ltr">{m.year}</span>
              </p>
              <h3 className="text-lg font-semibold">{m.title}</h3>
              <p className="mt-1 text-stone-700">{m.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** The leadership team, each with initials in place of a photo. */
export async function AboutLeaders({
  locale,
  leaders,
}: {
  locale: Locale
  leaders: AboutPage['leaders']
}) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="leaders-heading">
      <SectionHeading id="leaders-heading" title={t('leadersTitle')} center />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {(leaders ?? []).map((l) => (
          <li key={l.id ?? l.name} className="rounded-xl border border-stone-200 p-6 text-center">
            <span
              aria-hidden="true"
              className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            >
              {l.name
                .split(/\s+/)
                .filter((w) => /^[A-Z]/.test(w))
                .map((w) => w[0])
                .slice(0, 2)
                .join('')}
            </span>
            <h3 className="mt-4 text-lg font-semibold" dir="auto">
              {l.transliteration || l.name}
            </h3>
            <p className="text-sm font-medium text-brand-800">{l.position}</p>
            <dl className="mt-4 space-y-1 text-sm text-stone-700">
              <div>
                <dt className="inline font-medium">{t('experience')}: </dt>
                <dd className="inline">{l.experience}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('specialization')}: </dt>
                <dd className="inline">{l.specialization}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The processing facilities with their area, capacity and certifications. */
export async function AboutFacilities({
  locale,
  facilities,
}: {
  locale: Locale
  facilities: AboutPage['facilities']
}) {
  const t = await getTranslations({ locale, namespace: 'about' })
  return (
    <section className="bg-stone-50 py-16" aria-labelledby="facilities-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="facilities-heading" title={t('facilitiesTitle')} center />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {(facilities ?? []).map((f) => (
            <li
              key={f.id ?? f.name}
              className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
            >
              <Building2 aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">{f.name}</h3>
              <p className="text-sm text-stone-600">{f.location}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-stone-600">{t('area')}</dt>
                  <dd className="font-semibold">{f.area}</dd>
                </div>
                {f.capacity && (
                  <div>
                    <dt className="text-stone-600">{t('capacity')}</dt>
                    <dd className="font-semibold">{f.capacity}</dd>
                  </div>
                )}
              </dl>
              <p className="mt-3 text-sm leading-6 text-stone-700">{f.description}</p>
              <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label="Certifications">
                {(f.certifications ?? []).map((c) => (
                  <li
                    key={c.id ?? c.text}
                    className="rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                  >
                    {c.text}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
