import { Bean, Carrot, Droplet, Flame, Package, Wheat } from 'lucide-react'
import NextLink from '@/components/link'
import { getTranslations } from 'next-intl/server'
import type { Category, Product } from '@/payload-types'
import { ResponsivePicture } from '@/components/picture'
import { buttonClass } from '@/components/ui/button'
import { mediaPicture } from '@/lib/picture'
import { englishContentAttrs, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { richTextToPlain } from '@/lib/rich-text'

const icons = {
  flame: Flame,
  wheat: Wheat,
  bean: Bean,
  droplet: Droplet,
  carrot: Carrot,
  package: Package,
}

/** Category cards: name, description, count, icon, banner picture and popular products. */
export async function CategoryGrid({
  categories,
  locale,
  countText,
  headingLevel = 3,
}: {
  categories: (Category & { productCount?: number; translatedPopular?: Set<number | string> })[]
  locale: Locale
  /** Home shows the marketing count ("200+"); the index shows the real number. */
  countText: 'display' | 'actual'
  /** 2 where the grid sits right under the page's h1. */
  headingLevel?: 2 | 3
}) {
  const Heading = `h${headingLevel}` as const
  const t = await getTranslations({ locale, namespace: 'categories' })
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((c) => {
        const Icon = icons[c.icon as keyof typeof icons] ?? Package
        // Decorative: the card's heading names the category.
        const uploaded = mediaPicture(c.banner)
        const banner = uploaded && { ...uploaded, alt: '' }
        const popular = (c.popular ?? []).filter(
          (p): p is Product => typeof p === 'object' && p !== null,
        )
        return (
          <li key={c.slug} className="render-later flex [--later-height:29rem]">
            <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              <div className="relative h-36 bg-brand-900">
                {banner ? (
                  <ResponsivePicture
                    picture={banner}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="size-full object-cover"
                  />
                ) : (
                  // eslint-disable-next-line @next/next/no-img-element -- generated banner from our own route
                  <img
                    src={`/art/c/${c.slug}/800.webp`}
                    alt=""
                    width={800}
                    height={250}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
                <span className="absolute start-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="absolute end-4 bottom-4 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900">
                  {countText === 'display'
                    ? c.displayCount
                    : t('productCount', { count: c.productCount ?? 0 })}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-5">
                <Heading className="text-xl font-semibold">{c.name}</Heading>
                <p className="mt-2 text-sm leading-6 text-stone-600">
                  {richTextToPlain(c.description)}
                </p>
                {popular.length > 0 && (
                  <>
                    <p className="mt-4 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                      {t('popular')}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {popular.map((p) => (
                        <li
                          key={p.slug}
                          {...englishContentAttrs(locale, c.translatedPopular?.has(p.id))}
                        >
                          <NextLink
                            href={localizedPath(locale, `/product/${p.slug}`)}
                            className="inline-block rounded-full border border-stone-200 px-3 py-1 text-sm text-stone-800 hover:border-brand-600 hover:text-brand-800"
                          >
                            {p.name}
                          </NextLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <NextLink
                  href={localizedPath(locale, `/category/${c.slug}`)}
                  className={buttonClass('secondary', 'md', 'mt-5 self-start')}
                >
                  {t('explore', { name: c.name })}
                </NextLink>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
