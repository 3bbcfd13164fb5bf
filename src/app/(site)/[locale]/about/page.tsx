import { Building2, Heart, Lightbulb, Leaf, Target, Eye, Award } from 'lucide-react'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import {
  PageHero,
  Paragraphs,
  SectionHeading,
  StatGrid,
} from '@/features/company/components/blocks'
import { DocumentLink } from '@/features/documents/components/DocumentLink'
import { documentPath } from '@/features/documents/urls'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { getCompanyPage } from '@/features/company/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata('about', '/about', 'about')

const valueIcons = [Award, Heart, Lightbulb, Leaf]

export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, td, page] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'documents' }),
    getCompanyPage('about-page', locale),
  ])
  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badges={page.hero.badges ?? []}
      />

      <section
        className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2"
        aria-labelledby="story-heading"
      >
        <div>
          <SectionHeading id="story-heading" title={page.story.title} />
          <Paragraphs text={page.story.text} className="mt-6 leading-7 text-stone-700" />
        </div>
        <div className="self-center rounded-2xl bg-brand-50 p-8">
          <StatGrid stats={page.stats ?? []} className="sm:grid-cols-2" />
        </div>
      </section>

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

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="values-heading">
        <SectionHeading id="values-heading" title={t('valuesTitle')} center />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(page.values ?? []).map((v, i) => {
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

      <section className="bg-stone-50 py-16" aria-labelledby="timeline-heading">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <SectionHeading id="timeline-heading" title={t('timelineTitle')} center />
          <ol className="relative mt-10 space-y-8 border-s-2 border-brand-200 ps-8">
            {(page.timeline ?? []).map((m) => (
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

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="leaders-heading">
        <SectionHeading id="leaders-heading" title={t('leadersTitle')} center />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {(page.leaders ?? []).map((l) => (
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
              <h3 className="mt-4 text-lg font-semibold">{l.name}</h3>
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

      <section className="bg-stone-50 py-16" aria-labelledby="facilities-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="facilities-heading" title={t('facilitiesTitle')} center />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {(page.facilities ?? []).map((f) => (
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

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-brand-900 p-8 text-white sm:p-12">
          <h2 className="text-2xl font-bold">{t('ctaTitle')}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{t('ctaText')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <NextLink
              href={localizedPath(locale, '/contact?type=partnership')}
              className={buttonClass('accent', 'lg')}
            >
              {t('requestMeeting')}
            </NextLink>
            <DocumentLink
              href={documentPath(locale, 'company-profile')}
              label={t('downloadProfile')}
              format={td('pdf')}
              className={buttonClass('outline', 'lg')}
            />
          </div>
        </div>
      </section>
    </>
  )
}
