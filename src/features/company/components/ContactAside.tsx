import { CheckCircle2, Clock, Mail, MessageCircle, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/tel'
import { EmailText } from '@/components/email-text'
import type { ContactPage, SiteSetting } from '@/payload-types'

type Props = {
  locale: Locale
  page: ContactPage
  settings: SiteSetting
  /** The measured median first answer, when enough inquiries were answered to show it. */
  measured: { duration: string; count: number } | null
}

/** Beside the contact form: the direct ways to reach the export team, and the services. */
export async function ContactAside({ locale, page, settings, measured }: Props) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const { quickContact: qc } = page
  const whatsapp = settings.whatsapp ? `https://wa.me/${settings.whatsapp}` : null
  return (
    <aside className="space-y-6">
      <section className="rounded-2xl bg-brand-900 p-6 text-white" aria-labelledby="quick-heading">
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
              <a href={telHref(qc.exportPhone)} className="font-semibold hover:underline" dir="ltr">
                {qc.exportPhone}
              </a>
            </dd>
          </div>
          <div className="relative ps-8">
            <dt className="text-brand-100">
              <Mail aria-hidden="true" className="absolute start-0 top-0 size-5 text-saffron-500" />
              {t('email')}
            </dt>
            <dd>
              <a href={`mailto:${qc.infoEmail}`} className="font-semibold hover:underline">
                <EmailText address={qc.infoEmail} />
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
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {s.text}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
