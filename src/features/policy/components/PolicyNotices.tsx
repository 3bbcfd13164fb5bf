import { Landmark } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { categoryPolicyNotices, type PolicyNotice } from '../queries'

export const policyDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

const SLOT = '\u0000'

/**
 * The translated sentence with the summary isolated (<bdi>): a summary still in English inside
 * an Arabic sentence keeps its own direction, and its brackets and numbers their places.
 */
function Notice({ text, summary }: { text: string; summary: string }) {
  const [before, after = ''] = text.split(SLOT)
  return (
    <>
      {before}
      <bdi>{summary}</bdi>
      {after}
    </>
  )
}

/**
 * "Export policy: …, effective …" with the official source, above a product's or category's
 * content. Nothing when no current update affects it. Not part of any JSON-LD.
 */
export async function PolicyNotices({
  locale,
  notices,
  className,
}: {
  locale: Locale
  notices: PolicyNotice[]
  className?: string
}) {
  if (!notices.length) return null
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'policy' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  return (
    <section aria-label={t('noticesLabel')} className={className} data-testid="policy-notices">
      <ul className="grid gap-2">
        {notices.map((n) => (
          <li
            key={n.id}
            className="flex gap-3 rounded-lg border border-saffron-500 bg-saffron-50 px-4 py-3 text-sm text-stone-900"
          >
            <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
            <p>
              <Notice
                text={t('notice', { summary: SLOT, date: policyDate(locale, n.effectiveDate) })}
                summary={n.summary}
              />{' '}
              <a
                href={n.sourceUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-brand-800 underline hover:no-underline"
              >
                {t('source')}
                <span className="sr-only"> {tc('opensInNewTab')}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The notices above a category's products, on each of its pages: the export-policy updates
 * affecting any of the category's products, each once.
 */
export async function CategoryPolicyNotices({ slug, locale }: { slug: string; locale: Locale }) {
  const notices = await categoryPolicyNotices(slug, locale)
  return <PolicyNotices locale={locale} notices={notices} className="mb-8" />
}
