import { getTranslations } from 'next-intl/server'
import { RichText } from '@/components/rich-text'
import { SectionHeading } from '@/features/company/components/blocks'
import type { Locale } from '@/i18n/locales'
import { JsonLd } from '@/lib/json-ld'
import { richTextToPlain } from '@/lib/rich-text'
import type { ContactPage } from '@/payload-types'

/** The frequent questions, open one at a time, and their schema.org FAQPage. */
export async function ContactFaq({ locale, faq }: { locale: Locale; faq: ContactPage['faq'] }) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  return (
    <>
      <section
        className="render-later mx-auto max-w-3xl px-4 py-16 sm:px-6 [--later-height:38rem]"
        aria-labelledby="faq-heading"
      >
        <SectionHeading id="faq-heading" title={t('faqTitle')} center />
        <div className="mt-8 divide-y divide-stone-200 rounded-xl border border-stone-200">
          {(faq ?? []).map((f) => (
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
              <RichText
                data={f.answer}
                locale={locale}
                className="prose-compact mt-3 leading-7 text-stone-700"
              />
            </details>
          ))}
        </div>
      </section>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: (faq ?? []).map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: richTextToPlain(f.answer) },
          })),
        }}
      />
    </>
  )
}
