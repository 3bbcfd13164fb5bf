import { BellPlus } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import type { Locale } from '@/i18n/locales'

/**
 * "Follow export-policy updates" on a product page: a plain form post (the page is the same for
 * everyone and cached, so it does not know who is signed in; the endpoint asks visitors without
 * an account to sign in first, and shows the buyer's followed products on /account).
 */
export async function FollowForm({
  locale,
  product,
}: {
  locale: Locale
  product: { id: number; slug: string }
}) {
  const t = await getTranslations({ locale, namespace: 'policy' })
  return (
    <form
      method="post"
      action="/api/policy/follow"
      className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white px-4 py-3"
    >
      <input type="hidden" name="product" value={product.id} />
      <input type="hidden" name="slug" value={product.slug} />
      <input type="hidden" name="locale" value={locale} />
      <p className="min-w-0 flex-1 basis-64 text-sm text-stone-700">{t('followText')}</p>
      <button type="submit" className={buttonClass('outline', 'md')}>
        <BellPlus aria-hidden="true" className="size-4" />
        {t('follow')}
      </button>
    </form>
  )
}
