'use client'

import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { localizedPath } from '@/i18n/paths'
import { useNotFoundTexts } from './not-found-texts.client'

/** A "not found" screen of one kind (texts from the layout: not-found-texts.client.tsx). */
export function NotFoundScreen({
  kind,
  backPath = '/',
}: {
  kind: 'category' | 'product' | 'blog' | 'news'
  /** Where the link leads; its text is the kind's own, or "Return Home". */
  backPath?: string
}) {
  const { locale, screens, returnHome } = useNotFoundTexts()
  const texts = screens[kind]
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="mt-3 text-stone-600">{texts.text}</p>
      <NextLink
        href={localizedPath(locale, backPath)}
        className={buttonClass('primary', 'lg', 'mt-8')}
      >
        {texts.back ?? returnHome}
      </NextLink>
    </div>
  )
}

/** The site's own "page not found". */
export function PageNotFound() {
  const { locale, page } = useNotFoundTexts()
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-brand-700">{page.code}</p>
      <h1 className="mt-4 text-2xl font-semibold">{page.title}</h1>
      <p className="mt-2 text-stone-600">{page.text}</p>
      <NextLink href={localizedPath(locale, '/')} className={buttonClass('primary', 'lg', 'mt-8')}>
        {page.returnHome}
      </NextLink>
    </div>
  )
}
