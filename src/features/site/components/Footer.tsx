import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import { NewsletterBlock } from '@/features/newsletter'
import { getHeldCertificates } from '@/features/company'
import { getNavCategories, getSiteSettings } from '../queries'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { telHref } from '@/lib/tel'
import { SocialIcon, socialNames } from '@/components/layout/social-icons'

export const policySlugs = [
  ['privacy-policy', 'privacy'],
  ['terms-of-use', 'terms'],
  ['cookie-policy', 'cookies'],
  ['shipping-policy', 'shipping'],
] as const

export async function Footer({ locale }: { locale: Locale }) {
  const [t, th, tf, settings, categories, certificates] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'facts' }),
    getSiteSettings(locale),
    getNavCategories(locale),
    getHeldCertificates(locale),
  ])
  const href = (path: string) => localizedPath(locale, path)
  const quick = [
    ['/', th('home')],
    ['/about', th('about')],
    ['/quality', t('quality')],
    ['/categories', t('allProducts')],
    ['/blog', th('blog')],
    ['/articles', th('news')],
    ['/contact', th('contact')],
  ] as const
  const social = Object.entries(settings.social ?? {}).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && entry[1].length > 0 && entry[0] in socialNames,
  )
  const headingClass = 'text-sm font-semibold tracking-wide text-white uppercase'
  const linkClass = 'text-sm text-stone-300 hover:text-white hover:underline'
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <NewsletterBlock locale={locale} source="footer" tone="dark" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="mt-3 max-w-sm text-sm leading-6">
            {t('about', { count: settings.countriesServed })}
          </p>
          {certificates.length > 0 && (
            <p className="mt-3 max-w-sm text-sm leading-6">
              <NextLink className={linkClass} href={href('/quality')}>
                {tf('heldCertificates')}
              </NextLink>
              : {certificates.map((c) => c.name).join(' · ')}
            </p>
          )}
          <address className="mt-4 space-y-1 text-sm not-italic">
            <p>
              {[settings.address.line1, settings.address.line2].filter(Boolean).join(', ')}
              <br />
              {[settings.address.city, settings.address.region, settings.address.postalCode]
                .filter(Boolean)
                .join(', ')}
              , {settings.address.country}
            </p>
            <p>
              <a className={linkClass} href={telHref(settings.phone)} dir="ltr">
                {settings.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
          </address>
          {social.length > 0 && (
            <div className="mt-5">
              <p className="sr-only">{t('followUs')}</p>
              <ul className="flex gap-3">
                {social.map(([name, url]) => (
                  <li key={name}>
                    <a
                      href={url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-stone-200 hover:bg-brand-700 hover:text-white"
                    >
                      <SocialIcon name={name} />
                      <span className="sr-only">{socialNames[name]}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={headingClass}>
            {t('quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2">
            {quick.map(([path, label]) => (
              <li key={path}>
                <NextLink className={linkClass} href={href(path)}>
                  {label}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            {t('categories')}
          </h2>
          <ul className="mt-4 space-y-2">
            {categories.map((c) => (
              <li key={c.slug}>
                <NextLink className={linkClass} href={href(`/category/${c.slug}`)}>
                  {c.name}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {t('legal')}
          </h2>
          <ul className="mt-4 space-y-2">
            {policySlugs.map(([slug, key]) => (
              <li key={slug}>
                <NextLink className={linkClass} href={href(`/legal/${slug}`)}>
                  {t(key)}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-stone-400 sm:px-6">
          {t('rights', { year: new Date().getFullYear(), company: settings.companyName })}
        </p>
      </div>
    </footer>
  )
}
