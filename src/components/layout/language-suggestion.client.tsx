'use client'

import { Globe, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { CHOSEN_COOKIE, rememberLocale } from '@/i18n/locale-cookie'
import { localeCodes, localeDir, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { useLocale, useTranslations } from '@/lib/client-texts'

/** The browser's first preferred language that the site has, if it is not the page's. */
function preferred(current: Locale): Locale | null {
  if (document.cookie.split('; ').some((c) => c.startsWith(`${CHOSEN_COOKIE}=`))) return null
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0] as Locale
    if (localeCodes.includes(code)) return code === current ? null : code
  }
  return null
}

const subscribers = new Set<() => void>()
const subscribe = (fn: () => void) => {
  subscribers.add(fn)
  return () => subscribers.delete(fn)
}

/**
 * A first visit whose browser prefers another of our languages sees a suggestion in that
 * language; nothing redirects by itself. Either answer is remembered. `bars` holds the
 * suggestion for each language, each with its own texts (LanguageSuggestion.tsx).
 */
export function LanguageSuggestionSlot({
  locale,
  bars,
}: {
  locale: Locale
  bars: Record<Locale, React.ReactNode>
}) {
  const suggested = useSyncExternalStore(
    subscribe,
    () => preferred(locale),
    () => null,
  )
  return suggested ? bars[suggested] : null
}

/** The suggestion in its own language (the locale of its texts); `locale` is the page's. */
export function SuggestionBar({ locale }: { locale: Locale }) {
  const suggested = useLocale()
  const t = useTranslations('languageSuggestion')
  const pathname = usePathname()
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = bar.current
    if (!el) return
    // The page gets room at its end for the bar, so the footer's last lines can be scrolled
    // above it, and a focused element is scrolled clear of it. (Added below the content:
    // nothing on the screen moves.)
    const fit = () => {
      const height = `${el.offsetHeight}px`
      document.body.style.paddingBottom = height
      document.documentElement.style.scrollPaddingBottom = height
    }
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(el)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
      document.documentElement.style.scrollPaddingBottom = ''
    }
  }, [])
  const path = pathname.replace(new RegExp(`^/(${localeCodes.join('|')})(?=/|$)`), '') || '/'
  const answer = (code: Locale) => {
    rememberLocale(code)
    subscribers.forEach((fn) => fn())
  }
  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('text')}
      lang={suggested}
      dir={localeDir(suggested)}
      // Fixed at the bottom of the window: it appears after the page's script runs, and a bar
      // pushed in above the header would move the whole page (layout shift). First in the
      // document, so keyboard and screen-reader users still meet it first.
      className="fixed inset-x-0 bottom-0 z-50 border-t border-saffron-200 bg-saffron-50 text-sm text-stone-900 shadow-lg"
      data-testid="language-suggestion"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 sm:px-6">
        <Globe aria-hidden="true" className="size-4 shrink-0 text-saffron-700" />
        <p className="flex-1">{t('text')}</p>
        <a
          href={localizedPath(suggested, path)}
          hrefLang={suggested}
          onClick={() => rememberLocale(suggested)}
          className="rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800"
        >
          {t('switch')}
        </a>
        <button
          type="button"
          onClick={() => answer(locale)}
          className="inline-flex size-8 items-center justify-center rounded-md hover:bg-saffron-100"
          aria-label={t('keep')}
          title={t('keep')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  )
}
