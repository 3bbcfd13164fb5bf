'use client'

import { clsx } from 'clsx'
import { ChevronDown, Globe, Menu, Search, X } from 'lucide-react'
import NextLink from '@/components/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from '@/lib/client-texts'
import { useHydrated } from '@/lib/use-hydrated'
import { buttonClass } from '@/components/ui/button'
import { AccountMenu } from '@/features/accounts/client'
import { QuoteLink } from '@/features/quote/client'
import { rememberLocale } from '@/i18n/locale-cookie'
import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { Flag } from '@/components/flag'

type Props = {
  locale: Locale
  companyName: string
  categories: { slug: string; name: string }[]
  topBar: React.ReactNode
}

// The phone menu and the language list: their ids are also the #targets that open them before
// the script runs.
const MENU_ID = 'site-menu'
const LANGUAGES_ID = 'site-languages'

// false while the server renders and the page hydrates, true once the header's script runs.

/** Strips a locale prefix: /es/about → /about. */
function basePath(pathname: string): string {
  const parts = pathname.split('/')
  if (locales.some((l) => l.code === parts[1])) parts.splice(1, 1)
  return parts.join('/') || '/'
}

/**
 * Closes an open menu on Escape or a click outside `ref`. Escape pressed inside `ref` (the menu or
 * its button) also puts the focus back on the button that opened it, where the keyboard left off.
 */
function useDismiss(
  open: boolean,
  close: () => void,
  ref: React.RefObject<HTMLElement | null>,
  button: React.RefObject<HTMLElement | null>,
  { outside = true }: { outside?: boolean } = {},
) {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const active = document.activeElement
      const inside = active === button.current || ref.current?.contains(active)
      close()
      if (inside) button.current?.focus()
    }
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close()
    }
    document.addEventListener('keydown', onKey)
    if (outside) document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open, close, ref, button, outside])
}

/** Dims past 50px of scroll and hides when scrolling down past 100px; scroll up or hover restores. */
function useScrollState() {
  const [state, setState] = useState<'top' | 'dimmed' | 'hidden'>('top')
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      const down = y > last
      last = y
      if (y <= 50) setState('top')
      else if (down && y > 100) setState('hidden')
      else setState('dimmed')
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return [state, setState] as const
}

export function HeaderClient({ locale, companyName, categories, topBar }: Props) {
  const t = useTranslations('header')
  const pathname = usePathname() ?? '/'
  const current = basePath(pathname)
  const href = (path: string) => localizedPath(locale, path)
  const [scroll, setScroll] = useScrollState()
  const [menuOpen, setMenuOpen] = useState(false)
  const [catsOpen, setCatsOpen] = useState(false)
  const [langOpen, setLangOpen] = useState(false)
  const catsRef = useRef<HTMLDivElement>(null)
  const langRef = useRef<HTMLDivElement>(null)
  const menuRef = useRef<HTMLElement>(null)
  const catsButton = useRef<HTMLButtonElement>(null)
  const langButton = useRef<HTMLButtonElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const ids = { cats: useId(), lang: LANGUAGES_ID, menu: MENU_ID }
  // Until this script runs (a slow phone, or none at all) the toggles are links: the phone menu
  // and the language list open as the address's #target (CSS :target), Categories leads to the
  // categories page. Once hydrated they are buttons; a menu opened before stays open.
  const hydrated = useHydrated()
  useEffect(() => {
    const target = window.location.hash.slice(1)
    /* eslint-disable react-hooks/set-state-in-effect -- read once from the address after
       hydration: the server cannot know it, and the menu must not close under the finger */
    if (target === MENU_ID) setMenuOpen(true)
    if (target === LANGUAGES_ID) setLangOpen(true)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])
  const beforeScript = !hydrated && 'hidden target:block'
  useDismiss(catsOpen, () => setCatsOpen(false), catsRef, catsButton)
  useDismiss(langOpen, () => setLangOpen(false), langRef, langButton)
  // The phone menu spans the width under the bar: only Escape closes it, not a tap beside it.
  useDismiss(menuOpen, () => setMenuOpen(false), menuRef, menuButton, { outside: false })

  // Close every menu after navigation (state adjusted during render, as React recommends).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setMenuOpen(false)
    setCatsOpen(false)
    setLangOpen(false)
  }

  const links = [
    { path: '/', label: t('home') },
    { path: '/about', label: t('about') },
    { path: '/blog', label: t('blog') },
    { path: '/articles', label: t('news') },
    { path: '/contact', label: t('contact') },
  ]
  const isActive = (path: string) =>
    path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`)

  return (
    <header
      data-scroll={scroll}
      onMouseEnter={() => scroll !== 'top' && setScroll('dimmed')}
      onFocusCapture={() => scroll === 'hidden' && setScroll('dimmed')}
      className={clsx(
        'sticky top-0 z-40 border-b border-stone-200 transition-[transform,background-color,opacity] duration-300',
        scroll === 'top' ? 'bg-white' : 'bg-white/90 shadow-sm backdrop-blur',
        scroll === 'hidden' && '-translate-y-full',
      )}
    >
      {topBar}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <NextLink
          href={href('/')}
          className="flex min-w-0 items-center gap-2 font-bold text-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
            <circle cx="16" cy="16" r="15" fill="#166534" />
            <path d="M16 7c5 3 7 8 5 14-4-1-7-5-5-14z" fill="#fbbf24" />
            <path d="M16 7c-5 3-7 8-5 14 4-1 7-5 5-14z" fill="#86efac" />
            <path d="M16 12v14" stroke="#fff" strokeWidth="1.6" />
          </svg>
          {/* Beside the full navigation of a 1024px window only the mark shows; the name is read. */}
          <span className="text-base leading-tight whitespace-nowrap lg:max-xl:sr-only xl:text-lg">
            {companyName}
          </span>
        </NextLink>

        <nav aria-label={t('mainNavigation')} className="hidden lg:ms-2 lg:block xl:ms-4">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {links.slice(0, 2).map((l) => (
              <li key={l.path}>
                <NavLink href={href(l.path)} active={isActive(l.path)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <div ref={catsRef} className="relative">
                <Toggle
                  hydrated={hydrated}
                  buttonRef={catsButton}
                  href={href('/categories')}
                  aria-expanded={catsOpen}
                  aria-controls={ids.cats}
                  onClick={() => setCatsOpen((o) => !o)}
                  className={clsx(
                    'inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap hover:bg-stone-100 xl:px-3',
                    current.startsWith('/categor') ? 'text-brand-800' : 'text-stone-700',
                  )}
                >
                  {t('categories')}
                  <ChevronDown aria-hidden="true" className="size-4" />
                </Toggle>
                <ul
                  id={ids.cats}
                  hidden={!catsOpen}
                  className="absolute start-0 top-full z-50 mt-1 w-60 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
                >
                  {categories.map((c) => (
                    <li key={c.slug}>
                      <NextLink
                        href={href(`/category/${c.slug}`)}
                        className="block rounded px-3 py-2 text-sm text-stone-800 hover:bg-brand-50"
                      >
                        {c.name}
                      </NextLink>
                    </li>
                  ))}
                  <li className="mt-1 border-t border-stone-100 pt-1">
                    <NextLink
                      href={href('/categories')}
                      className="block rounded px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
                    >
                      {t('allCategories')}
                    </NextLink>
                  </li>
                </ul>
              </div>
            </li>
            {links.slice(2).map((l) => (
              <li key={l.path}>
                <NavLink href={href(l.path)} active={isActive(l.path)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2">
          {/* A magnifier-sized box that opens over the navigation while it has the focus or a
              query, wide enough for its placeholder in every language (CSS only). */}
          <form action={href('/search')} role="search" className="relative hidden size-9 lg:block">
            <label>
              <span className="sr-only">{t('search')}</span>
              <input
                type="search"
                name="q"
                placeholder={t('searchPlaceholder')}
                className="absolute end-0 top-0 h-9 w-9 cursor-pointer rounded-md border border-transparent bg-transparent px-0 text-sm transition-[width] duration-200 placeholder:text-transparent hover:bg-stone-100 focus:z-20 focus:w-80 focus:cursor-text focus:border-stone-300 focus:bg-white focus:ps-3 focus:pe-9 focus:shadow-lg focus:placeholder:text-stone-500 [&:not(:placeholder-shown)]:z-20 [&:not(:placeholder-shown)]:w-80 [&:not(:placeholder-shown)]:border-stone-300 [&:not(:placeholder-shown)]:bg-white [&:not(:placeholder-shown)]:ps-3 [&:not(:placeholder-shown)]:pe-9"
              />
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute end-2.5 top-2.5 z-20 size-4 text-stone-700"
              />
            </label>
          </form>
          <div ref={langRef} className="relative">
            <Toggle
              hydrated={hydrated}
              buttonRef={langButton}
              href={`#${ids.lang}`}
              aria-expanded={langOpen}
              aria-controls={ids.lang}
              aria-label={t('chooseLanguage')}
              onClick={() => setLangOpen((o) => !o)}
              className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm whitespace-nowrap text-stone-700 hover:bg-stone-100"
            >
              <Globe aria-hidden="true" className="size-4" />
              <span className="max-xl:sr-only">
                {locales.find((l) => l.code === locale)?.label}
              </span>
            </Toggle>
            <ul
              id={ids.lang}
              hidden={hydrated ? !langOpen : undefined}
              className={clsx(
                'absolute end-0 top-full z-50 mt-1 w-44 rounded-md border border-stone-200 bg-white p-1 shadow-lg',
                beforeScript,
              )}
            >
              {locales.map((l) => (
                <li key={l.code}>
                  <a
                    href={localizedPath(l.code, current)}
                    onClick={() => rememberLocale(l.code)}
                    hrefLang={l.code}
                    lang={l.code}
                    aria-current={l.code === locale ? 'true' : undefined}
                    className={clsx(
                      'flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-brand-50',
                      l.code === locale && 'font-semibold text-brand-800',
                    )}
                  >
                    <Flag emoji={l.flag} className="h-3 w-4" />
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <QuoteLink href={href('/quote')} label={t('quoteList')} />
          <NextLink
            href={href('/catalogue')}
            className={buttonClass('accent', 'sm', 'whitespace-nowrap max-md:hidden')}
          >
            {t('getCatalog')}
          </NextLink>
          <Toggle
            hydrated={hydrated}
            buttonRef={menuButton}
            href={`#${ids.menu}`}
            className="inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={ids.menu}
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Toggle>
        </div>
      </div>

      <nav
        ref={menuRef}
        id={ids.menu}
        aria-label={t('mobileNavigation')}
        hidden={hydrated ? !menuOpen : undefined}
        className={clsx(
          'max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-6 lg:hidden',
          beforeScript,
        )}
      >
        <form action={href('/search')} role="search" className="py-3">
          <label className="relative block">
            <span className="sr-only">{t('search')}</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-2 top-3 size-4 text-stone-500"
            />
            <input
              type="search"
              name="q"
              placeholder={t('searchPlaceholder')}
              className="h-10 w-full rounded-md border border-stone-300 ps-8 pe-2 text-base"
            />
          </label>
        </form>
        <ul className="space-y-1">
          {links.map((l) => (
            <li key={l.path}>
              <NavLink href={href(l.path)} active={isActive(l.path)} block>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {t('categories')}
        </p>
        <ul className="mt-1 grid grid-cols-2 gap-1">
          {categories.map((c) => (
            <li key={c.slug}>
              <NavLink
                href={href(`/category/${c.slug}`)}
                active={current === `/category/${c.slug}`}
                block
              >
                {c.name}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 grid gap-2">
          <NextLink href={href('/catalogue')} className={buttonClass('accent', 'md')}>
            {t('getCatalog')}
          </NextLink>
          <NextLink href={href('/contact?type=quote')} className={buttonClass('primary', 'md')}>
            {t('requestQuote')}
          </NextLink>
          <AccountMenu locale={locale} variant="menu" />
        </div>
      </nav>
    </header>
  )
}

/**
 * A menu's toggle: a button once the header's script runs, before that a link (`href`) that
 * works without it.
 */
function Toggle({
  hydrated,
  buttonRef,
  href,
  onClick,
  'aria-expanded': expanded,
  'aria-controls': controls,
  ...rest
}: {
  hydrated: boolean
  buttonRef: React.RefObject<HTMLButtonElement | null>
  href: string
  onClick: () => void
  'aria-expanded': boolean
  'aria-controls': string
  'aria-label'?: string
  className: string
  children: React.ReactNode
}) {
  if (!hydrated) return <a href={href} {...rest} />
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      {...rest}
    />
  )
}

function NavLink({
  href,
  active,
  block,
  children,
}: {
  href: string
  active: boolean
  block?: boolean
  children: React.ReactNode
}) {
  return (
    <NextLink
      href={href}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'rounded-md px-3 py-2 text-sm font-medium hover:bg-stone-100',
        block ? 'block text-base' : 'inline-block whitespace-nowrap lg:max-xl:px-2',
        active ? 'text-brand-800' : 'text-stone-700',
      )}
    >
      {children}
    </NextLink>
  )
}
