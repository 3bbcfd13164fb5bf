import { BadgeCheck, CircleAlert, FlaskConical, Mail, ShieldCheck } from 'lucide-react'
import NextLink from '@/components/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { Tabs } from '@/components/ui/tabs.client'
import { certificateState } from '@/features/company/certificates'
import { DocumentLink } from '@/features/documents/components/DocumentLink'
import { documentPath, fileFormat, formatFileSize } from '@/features/documents/urls'
import { PageHero, SectionHeading, StatGrid } from '@/features/company/components/blocks'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { getCertificates, getCompanyPage } from '@/features/company/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata('quality', '/quality', 'quality')

/** Certificates can expire while a page sits in the cache: re-check at least hourly. */
export const revalidate = 3600

export default async function QualityPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, td, page, certificates] = await Promise.all([
    getTranslations({ locale, namespace: 'quality' }),
    getTranslations({ locale, namespace: 'documents' }),
    getCompanyPage('quality-page', locale),
    getCertificates(locale),
  ])
  const monthYear = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const now = new Date()
  const shown = certificates
    .map((c) => ({ cert: c, status: certificateState(c, now) }))
    .filter(({ cert, status }) => !(status.state === 'expired' && cert.whenExpired === 'hide'))
  const qualityInquiry = localizedPath(locale, '/contact?type=quality')

  const certificatesPanel = (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {shown.map(({ cert, status }) => {
        const file = typeof cert.file === 'object' && cert.file?.url ? cert.file : null
        return (
          <li
            key={cert.id}
            className="flex flex-col rounded-xl border border-stone-200 bg-white p-6"
            data-state={status.state}
          >
            <h3 className="text-lg font-semibold">{cert.name}</h3>
            <p className="text-sm text-stone-600">
              {t('issuer')}: {cert.issuer}
            </p>
            <p className="mt-3 text-sm leading-6 text-stone-700">{cert.scope}</p>
            <p className="mt-4 text-sm font-medium">
              {status.state === 'expired' ? (
                <span className="inline-flex items-center gap-1.5 text-saffron-700">
                  <CircleAlert aria-hidden="true" className="size-4" />
                  {t('renewal')}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-brand-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {status.state === 'ongoing'
                    ? t('ongoing')
                    : t('validUntil', { date: monthYear.format(status.until) })}
                </span>
              )}
            </p>
            <div className="mt-auto pt-5">
              {file && status.state !== 'expired' ? (
                <DocumentLink
                  href={file.url!}
                  label={t('downloadCertificate')}
                  mimeType={file.mimeType ?? undefined}
                  format={
                    file.filesize
                      ? td('fileSize', {
                          format: fileFormat(file.mimeType),
                          size: formatFileSize(locale, file.filesize),
                        })
                      : fileFormat(file.mimeType)
                  }
                  className={buttonClass('outline', 'sm')}
                  iconClassName="size-4"
                >
                  <span className="sr-only">: {cert.name}</span>
                </DocumentLink>
              ) : (
                <NextLink
                  href={`${qualityInquiry}&product=${encodeURIComponent(cert.name)}`}
                  className={buttonClass('outline', 'sm')}
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t('requestCertificate')}
                  <span className="sr-only">: {cert.name}</span>
                </NextLink>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )

  const testingPanel = (
    <ul className="grid gap-6 md:grid-cols-2">
      {(page.testing ?? []).map((g) => (
        <li key={g.id ?? g.name} className="rounded-xl border border-stone-200 bg-white p-6">
          <h3 className="text-lg font-semibold">{g.name}</h3>
          <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-stone-700">
            {(g.parameters ?? []).map((p) => (
              <li key={p.id ?? p.text}>{p.text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )

  const labPanel = (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h3 className="text-lg font-semibold">{t('equipmentTitle')}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {(page.lab.equipment ?? []).map((e) => (
            <li
              key={e.id ?? e.name}
              className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4"
            >
              <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              <div>
                <p className="font-medium">{e.name}</p>
                <p className="text-sm text-stone-600">{e.purpose}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <dl className="space-y-4 rounded-xl bg-brand-900 p-6 text-white">
        {(
          [
            [t('labCapacity'), page.lab.capacity],
            [t('routine'), page.lab.routineTurnaround],
            [t('specialized'), page.lab.specializedTurnaround],
            [t('accreditation'), page.lab.accreditation],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt className="text-sm text-brand-100">{k}</dt>
            <dd className="text-xl font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  )

  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badges={page.hero.badges ?? []}
      />

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="promise-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="promise-heading" title={page.promise.title} />
            <p className="mt-4 leading-7 text-stone-700">{page.promise.text}</p>
          </div>
          <StatGrid
            stats={page.promise.stats ?? []}
            className="self-center rounded-2xl bg-brand-50 p-8 sm:grid-cols-2"
          />
        </div>
      </section>

      <section className="bg-stone-50 py-16" aria-labelledby="process-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="process-heading" title={t('processTitle')} center />
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-5">
            {(page.process ?? []).map((step, i) => (
              <li
                key={step.id ?? step.title}
                className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <p className="text-sm font-semibold text-saffron-700">{t('step', { n: i + 1 })}</p>
                <h3 className="mt-1 font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-700">{step.text}</p>
                <ul className="mt-3 space-y-1 text-sm text-stone-700">
                  {(step.checks ?? []).map((c) => (
                    <li key={c.id ?? c.text} className="flex gap-1.5">
                      <ShieldCheck
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-brand-700"
                      />
                      {c.text}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-label={t('tabsLabel')}>
        <Tabs
          label={t('tabsLabel')}
          tabs={[
            { id: 'certifications', label: t('tabCertifications'), panel: certificatesPanel },
            { id: 'testing', label: t('tabTesting'), panel: testingPanel },
            { id: 'lab', label: t('tabLab'), panel: labPanel },
          ]}
        />
      </section>

      <section className="bg-stone-50 py-16" aria-labelledby="compliance-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="compliance-heading" title={page.compliance.title} center />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {(page.compliance.items ?? []).map((c) => (
              <li
                key={c.id ?? c.title}
                className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
              >
                <h3 className="text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 text-sm leading-6 text-stone-700">{c.text}</p>
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
            <NextLink href={qualityInquiry} className={buttonClass('accent', 'lg')}>
              {t('requestLabReport')}
            </NextLink>
            <DocumentLink
              href={documentPath(locale, 'quality-manual')}
              label={t('downloadManual')}
              format={td('pdf')}
              className={buttonClass('outline', 'lg')}
            />
          </div>
        </div>
      </section>
    </>
  )
}
