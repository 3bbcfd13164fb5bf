import { BellRing, CheckCircle2 } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/lib/payload'
import { followedProducts } from '../follows'

/**
 * The account page's list of followed products, each with an Unfollow button (a plain form
 * post); `status` is the outcome of the Follow or Unfollow just posted.
 */
export async function FollowedProducts({
  locale,
  buyer,
  status,
}: {
  locale: Locale
  buyer: number
  status?: string
}) {
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'policy' }),
    followedProducts(await getPayloadClient(), buyer, locale),
  ])
  const done = status === 'followed' || status === 'unfollowed' ? status : null
  return (
    <section
      id="followed-products"
      aria-labelledby="followed-heading"
      className="scroll-mt-24"
      data-testid="followed-products"
    >
      <h2
        id="followed-heading"
        className="flex items-center gap-2 text-xl font-semibold text-stone-900"
      >
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t('followedTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{t('followedIntro')}</p>
      {done && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          {t(done === 'followed' ? 'statusFollowed' : 'statusUnfollowed')}
        </p>
      )}
      {products.length === 0 ? (
        <p className="text-sm text-stone-700">{t('followedNone')}</p>
      ) : (
        <ul className="grid gap-2">
          {products.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 bg-white px-3 py-2"
            >
              <NextLink
                href={localizedPath(locale, `/product/${p.slug}`)}
                className="font-medium text-brand-800 underline hover:no-underline"
              >
                {p.name}
              </NextLink>
              <form method="post" action="/api/policy/unfollow">
                <input type="hidden" name="product" value={p.id} />
                <input type="hidden" name="locale" value={locale} />
                <button
                  type="submit"
                  className={buttonClass('outline', 'sm')}
                  aria-label={t('unfollowLabel', { product: p.name })}
                >
                  {t('unfollow')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
