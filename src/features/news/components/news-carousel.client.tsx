'use client'

import { clsx } from 'clsx'
import { ChevronLeft, ChevronRight, Pause, Play, RefreshCw } from 'lucide-react'
import NextLink from '@/components/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'
import { useTranslations } from '@/lib/client-texts'
import { carouselAutoAdvances, carouselPages, NEWS_PAGE_SIZE } from '../constants'
import { NewsImage } from './news-image.client'

export type CarouselItem = {
  id: string | null
  href: string | null
  title: string
  description: string
  category: string
  date: string
  dateTime: string
  readTime: string
  image: string
}

export const AUTO_ADVANCE_MS = 8000

/**
 * "Agricultural News Live": two articles a page, auto-advancing, with arrows, dots and refresh.
 * It holds still while hovered or focused, stops for good with its Pause button (WCAG 2.2.2)
 * and does not move by itself for a visitor who asks for reduced motion.
 */
export function NewsCarousel({ items, lang }: { items: CarouselItem[]; lang?: string }) {
  const t = useTranslations('news')
  const router = useRouter()
  const [page, setPage] = useState(0)
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const [refreshing, startRefresh] = useTransition()
  const [toast, setToast] = useState<string | null>(null)
  const pages = carouselPages(items.length)
  const current = Math.min(page, pages - 1)

  const running = carouselAutoAdvances({ stopped, hovered, focused, pages })

  // Reduced motion stops it, as its Pause button does (Play starts it again).
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const onChange = () => query.matches && setStopped(true)
    onChange()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), AUTO_ADVANCE_MS)
    return () => window.clearInterval(timer)
  }, [running, pages])

  const go = (to: number) => setPage(((to % pages) + pages) % pages)
  const refresh = () => {
    setPage(0)
    startRefresh(() => router.refresh())
  }
  const dot = (n: number) => t('pageDot', { page: n })
  const visible = items.slice(current * NEWS_PAGE_SIZE, current * NEWS_PAGE_SIZE + NEWS_PAGE_SIZE)

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="news-carousel-title"
      className="rounded-xl border border-stone-200 bg-white p-5"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus holds it still, but on Pause/Play, so that Play from the keyboard plays.
      onFocus={(e) => setFocused(e.target !== toggle.current)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setFocused(false)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="news-carousel-title" className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
          {t('carouselTitle')}
        </h3>
        <div className="ms-auto flex items-center gap-1">
          {pages > 1 && (
            <button
              ref={toggle}
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {stopped ? t('play') : t('pause')}
            </button>
          )}
          <button
            type="button"
            onClick={refresh}
            disabled={refreshing}
            className="inline-flex size-9 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 disabled:opacity-50"
            aria-label={t('refresh')}
          >
            <RefreshCw
              aria-hidden="true"
              className={clsx('size-4', refreshing && 'animate-spin')}
            />
          </button>
        </div>
      </div>

      {items.length === 0 ? (
        <div className="mt-6 text-center" role="alert">
          <p className="text-stone-700">{t('loadFailed')}</p>
          <button
            type="button"
            onClick={refresh}
            className="mt-3 rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-stone-50"
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <div aria-live={running ? 'off' : 'polite'} aria-busy={refreshing} className="mt-4">
            <p className="sr-only">{t('pageOf', { page: current + 1, pages })}</p>
            {refreshing ? (
              <p className="py-10 text-center text-sm text-stone-600">{t('loading')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {visible.map((item, i) => (
                  <li
                    key={item.id ?? `missing-${i}`}
                    className="overflow-hidden rounded-lg border border-stone-100"
                    aria-roledescription="slide"
                  >
                    {item.href ? (
                      <NextLink href={item.href} tabIndex={-1} aria-hidden="true">
                        <NewsImage src={item.image} className="aspect-video w-full object-cover" />
                      </NextLink>
                    ) : (
                      <button
                        type="button"
                        className="block w-full"
                        aria-label={t('unavailableTitle')}
                        onClick={() =>
                          setToast(`${t('unavailableTitle')}: ${t('unavailableText')}`)
                        }
                      >
                        <NewsImage src={item.image} className="aspect-video w-full object-cover" />
                      </button>
                    )}
                    <div className="p-3">
                      <p className="text-xs text-stone-600">
                        <span className="font-medium text-brand-800">{item.category}</span> ·{' '}
                        <time dateTime={item.dateTime}>{item.date}</time> · {item.readTime}
                      </p>
                      <p className="mt-1 line-clamp-2 text-sm font-semibold" lang={lang}>
                        {item.href ? (
                          <NextLink href={item.href} className="hover:text-brand-800">
                            {item.title}
                          </NextLink>
                        ) : (
                          item.title
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="mt-4 flex items-center justify-between">
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('previous')}
              className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 hover:bg-stone-50"
            >
              <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
            </button>
            <div className="flex flex-wrap justify-center gap-1.5">
              {Array.from({ length: pages }, (_, n) => (
                <button
                  key={n}
                  type="button"
                  onClick={() => go(n)}
                  aria-label={dot(n + 1)}
                  aria-current={n === current ? 'true' : undefined}
                  className="inline-flex size-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'size-2.5 rounded-full',
                      n === current ? 'bg-brand-700' : 'bg-stone-300',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('next')}
              className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 hover:bg-stone-50"
            >
              <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
            </button>
          </div>
        </>
      )}
      <p role="status" className={clsx('mt-3 text-sm text-red-700', !toast && 'sr-only')}>
        {toast}
      </p>
    </section>
  )
}
