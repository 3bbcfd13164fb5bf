import { Clock, Mail, MapPin, MessageCircle, Phone, CheckCircle2 } from 'lucide-react'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { PageHero, SectionHeading } from '@/features/company/components/blocks'
import { MapEmbed } from '@/features/company/components/map-embed.client'
import { namespacedPageMetadata } from '@/features/site/page-meta'
import { getCompanyPage } from '@/features/company/queries'
import { ContactForm } from '@/features/inquiries/components/contact-form.client'
import { InquiryMessages } from '@/features/inquiries/components/InquiryMessages'
import { issueFormToken } from '@/features/inquiries/form-token'
import { measuredResponseTime } from '@/features/inquiries/queries'
import { getSiteSettings } from '@/features/site/queries'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { JsonLd } from '@/lib/json-ld'
import { telHref } from '@/lib/tel'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = namespacedPageMetadata('contact', '/contact', 'contact')

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, page, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getCompanyPage('contact-page', locale),
    getSiteSettings(locale),
  ])
  const { quickContact: qc } = page
  const measured = qc.showMeasuredResponse
    ? await measuredResponseTime(locale, qc.minimumAnswered ?? 20)
    : null
  const whatsapp = settings.whatsapp ? `https://wa.me/${settings.whatsapp}` : null
  const head = page.locations?.[0]
  return (
    <>
      <PageHero
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        badges={page.hero.badges ?? []}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <section
          id="inquiry"
          className="rounded-2xl border border-stone-200 p-6 sm:p-8 lg:col-span-2"
          aria-labelledby="form-heading"
        >
          <h2 id="form-heading" className="text-2xl font-bold">
            {t('formTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('formIntro')}</p>
          <InquiryMessages locale={locale}>
            <ContactForm
              sourcePage={localizedPath(locale, '/contact')}
              privacyHref={localizedPath(locale, '/legal/privacy-policy')}
              formToken={issueFormToken()}
            />
          </InquiryMessages>
          <div className="mt-8 flex flex-wrap gap-3 border-t border-stone-200 pt-6">
            <a href={`mailto:${settings.email}`} className={buttonClass('outline', 'md')}>
              <Mail aria-hidden="true" className="size-5" />
              {t('emailSales')}
            </a>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('outline', 'md')}
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('chatWhatsapp')}
              </a>
            )}
          </div>
        </section>

        <aside className="space-y-6">
          <section
            className="rounded-2xl bg-brand-900 p-6 text-white"
            aria-labelledby="quick-heading"
          >
            <h2 id="quick-heading" className="text-xl font-bold">
              {t('quickContact')}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div className="relative ps-8">
                <dt className="text-brand-100">
                  <Phone
                    aria-hidden="true"
                    className="absolute start-0 top-0 size-5 text-saffron-500"
                  />
                  {t('exportDepartment')}
                </dt>
                <dd>
                  <a
                    href={telHref(qc.exportPhone)}
                    className="font-semibold hover:underline"
                    dir="ltr"
                  >
                    {qc.exportPhone}
                  </a>
                </dd>
              </div>
              <div className="relative ps-8">
                <dt className="text-brand-100">
                  <Mail
                    aria-hidden="true"
                    className="absolute start-0 top-0 size-5 text-saffron-500"
                  />
                  {t('email')}
                </dt>
                <dd>
                  <a
                    href={`mailto:${qc.infoEmail}`}
                    className="font-semibold break-all hover:underline"
                  >
                    {qc.infoEmail}
                  </a>
                </dd>
              </div>
              {whatsapp && (
                <div className="relative ps-8">
                  <dt className="text-brand-100">
                    <MessageCircle
                      aria-hidden="true"
                      className="absolute start-0 top-0 size-5 text-saffron-500"
                    />
                    {t('whatsapp')}
                  </dt>
                  <dd>
                    <a
                      href={whatsapp}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold hover:underline"
                      dir="ltr"
                    >
                      {qc.whatsappDisplay || `+${settings.whatsapp}`}
                    </a>
                  </dd>
                </div>
              )}
              <div className="relative ps-8">
                <dt className="text-brand-100">
                  <Clock
                    aria-hidden="true"
                    className="absolute start-0 top-0 size-5 text-saffron-500"
                  />
                  {t('responseTime')}
                </dt>
                <dd className="font-semibold">{qc.responseTime}</dd>
                {measured && (
                  <dd className="mt-1 text-brand-100" data-testid="measured-response">
                    {t('medianResponse', { duration: measured.duration })}
                    <span className="block text-xs">
                      {t('medianResponseBasis', { count: measured.count })}
                    </span>
                  </dd>
                )}
              </div>
            </dl>
          </section>

          <section
            className="rounded-2xl border border-stone-200 p-6"
            aria-labelledby="services-heading"
          >
            <h2 id="services-heading" className="text-xl font-bold">
              {t('servicesTitle')}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {(page.services ?? []).map((s) => (
                <li key={s.id ?? s.text} className="flex gap-2">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700"
                  />
                  {s.text}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <section className="bg-stone-50 py-16" aria-labelledby="locations-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="locations-heading" title={t('locationsTitle')} center />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <ul className="grid gap-4">
              {(page.locations ?? []).map((l) => (
                <li
                  key={l.id ?? l.name}
                  className="render-later rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 [--later-height:9rem]"
                >
                  <h3 className="flex items-center gap-2 font-semibold">
                    <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                    {l.name}
                  </h3>
                  <address className="mt-2 text-sm whitespace-pre-line text-stone-700 not-italic">
                    {l.address}
                  </address>
                  <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="sr-only">{t('phone')}</dt>
                      <dd>
                        <a
                          href={telHref(l.phone)}
                          className="text-brand-800 hover:underline"
                          dir="ltr"
                        >
                          {l.phone}
                        </a>
                      </dd>
                    </div>
                    <div>
                      <dt className="sr-only">{t('email')}</dt>
                      <dd>
                        <a
                          href={`mailto:${l.email}`}
                          className="break-all text-brand-800 hover:underline"
                        >
                          {l.email}
                        </a>
                      </dd>
                    </div>
                    <div>
                      <dt className="sr-only">{t('hours')}</dt>
                      <dd className="text-stone-600">{l.hours}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            {head && (
              <div className="render-later [--later-height:24rem]">
                <h3 className="sr-only">{t('mapTitle')}</h3>
                <MapEmbed
                  latitude={head.latitude}
                  longitude={head.longitude}
                  title={`${t('mapTitle')}: ${head.name}`}
                  showLabel={t('showMap')}
                  notice={t('mapNotice')}
                  openLabel={t('openMap')}
                />
              </div>
            )}
          </div>
        </div>
      </section>

      <section
        className="render-later mx-auto max-w-3xl px-4 py-16 sm:px-6 [--later-height:38rem]"
        aria-labelledby="faq-heading"
      >
        <SectionHeading id="faq-heading" title={t('faqTitle')} center />
        <div className="mt-8 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {(page.faq ?? []).map((f) => (
            <details key={f.id ?? f.question} className="group p-5">
              <summary className="cursor-pointer list-none font-semibold marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {f.question}
                  <span
                    aria-hidden="true"
                    className="text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 leading-7 text-stone-700">{f.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: (page.faq ?? []).map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }}
      />
    </>
  )
}
