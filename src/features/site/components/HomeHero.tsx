import { CheckCircle2, ShieldCheck } from 'lucide-react'
import { clsx } from 'clsx'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { ResponsivePicture } from '@/components/picture'
import { buttonClass } from '@/components/ui/button'
import { Badges, StatGrid } from '@/features/company'
import { categoryIds, type CategoryId } from '@/features/catalogue'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { Picture } from '@/lib/picture'
import type { HomePage } from '@/payload-types'

/** A transparent pixel: what a phone's hero tiles load instead of the artwork. */
const EMPTY_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** The home page's opening: headline, benefits, the two main actions and key figures. */
export async function HomeHero({
  locale,
  hero,
  picture,
  categories = [],
  certificates = [],
}: {
  locale: Locale
  hero: HomePage['hero']
  /** Shown as their generated artwork when staff have not chosen a hero picture. */
  categories?: { slug: string; name: string }[]
  /** "Certified: …" for each certificate valid today (`certificateBadges`). */
  certificates?: { id: string; text: string }[]
  /** Staff's hero picture: beside the text on wide screens, under it on phones. */
  picture?: Picture | null
}) {
  const [t, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'facts' }),
  ])
  // Chinese and Japanese write the headline's three parts without spaces between them.
  const gap = locale === 'zh' || locale === 'ja' ? '' : ' '
  const drawn = picture ? [] : categories.filter((c) => categoryIds.includes(c.slug as CategoryId))
  const aside = Boolean(picture) || drawn.length > 0
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div
        className={clsx(
          'mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24',
          aside && 'grid items-center gap-10 lg:grid-cols-[3fr_2fr]',
        )}
      >
        <div>
          {hero.trustBadge && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
              <ShieldCheck aria-hidden="true" className="size-4" />
              {hero.trustBadge}
            </p>
          )}
          {certificates.length > 0 && (
            <div role="group" aria-label={tf('heldCertificates')} className="mt-3">
              <Badges items={certificates} />
            </div>
          )}
          <h1 className="mt-6 max-w-4xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.title}
            {gap}
            <span className="text-saffron-600">{hero.titleHighlight}</span>
            {gap}
            {hero.titleEnd}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-stone-700">{hero.subtitle}</p>
          <ul className="mt-6 space-y-2">
            {(hero.benefits ?? []).map((b) => (
              <li key={b.id ?? b.text} className="flex items-start gap-2 text-stone-800">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-brand-700"
                />
                {b.text}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <NextLink
              href={localizedPath(locale, '/categories')}
              className={buttonClass('primary', 'lg')}
            >
              {t('exploreProducts')}
            </NextLink>
            <NextLink
              href={localizedPath(locale, '/contact?type=quote')}
              className={buttonClass('outline', 'lg')}
            >
              {t('requestQuote')}
            </NextLink>
          </div>
          <StatGrid stats={hero.stats ?? []} className="mt-12 max-w-3xl" />
        </div>
        {picture && (
          <ResponsivePicture
            picture={picture}
            sizes="(min-width: 1280px) 477px, (min-width: 1024px) 40vw, 100vw"
            priority
            className="aspect-[4/3] w-full rounded-2xl bg-brand-100 object-cover shadow-sm"
          />
        )}
        {drawn.length > 0 && (
          // Wide screens only: on a phone the categories follow the hero anyway, and the
          // pictures are not even fetched there.
          <ul className="hidden grid-cols-2 gap-3 lg:grid">
            {drawn.slice(0, 6).map((c) => (
              <li key={c.slug}>
                <NextLink
                  href={localizedPath(locale, `/category/${c.slug}`)}
                  className="group relative block overflow-hidden rounded-xl shadow-sm ring-1 ring-brand-100"
                >
                  {/* Only wide screens fetch the artwork: a phone takes the empty picture. */}
                  <picture>
                    <source media="(min-width: 1024px)" srcSet={`/art/c/${c.slug}/800.webp`} />
                    <img
                      src={EMPTY_PICTURE}
                      alt=""
                      width={800}
                      height={250}
                      loading="lazy"
                      decoding="async"
                      // The banners draw on their right-hand part.
                      className="aspect-[7/5] w-full object-cover object-right transition-transform group-hover:scale-105 motion-reduce:transition-none"
                    />
                  </picture>
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pt-6 pb-2 text-sm font-semibold text-white">
                    {c.name}
                  </span>
                </NextLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
