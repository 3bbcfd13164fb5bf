import { Mail, MessageCircle } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { InquiryMessages, issueFormToken } from '@/features/inquiries'
import { ContactForm } from '@/features/inquiries/client'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SiteSetting } from '@/payload-types'

/** The contact page's inquiry form, with the e-mail and WhatsApp ways under it. */
export async function ContactFormSection({
  locale,
  settings,
}: {
  locale: Locale
  settings: SiteSetting
}) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const whatsapp = settings.whatsapp ? `https://wa.me/${settings.whatsapp}` : null
  return (
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
  )
}
