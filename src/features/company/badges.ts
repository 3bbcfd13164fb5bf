import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { getHeldCertificates } from './queries'

/** "Certified: {name}" for each certificate valid today, in the language of the page. */
export async function certificateBadges(locale: Locale) {
  const [t, held] = await Promise.all([
    getTranslations({ locale, namespace: 'facts' }),
    getHeldCertificates(locale),
  ])
  return held.map((c) => ({
    id: `certificate-${c.id}`,
    text: t('certifiedBadge', { name: c.name }),
  }))
}
