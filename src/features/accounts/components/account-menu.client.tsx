'use client'

import { clsx } from 'clsx'
import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import NextLink from '@/components/link'
import { useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button'
import { useTranslations } from '@/lib/client-texts'
import { useToast } from '@/components/ui/toast.client'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { setSessionState, useSession } from './session-store.client'

/** A link or button of the top bar: 24px to aim at, without making the 28px bar taller. */
const barItem = '-my-1 rounded px-2 py-1 font-medium whitespace-nowrap'

/**
 * The header's account corner: Sign In and Get Started for visitors; a placeholder while the
 * session loads; the buyer's first name with My account and Sign Out once signed in. `bar` is
 * drawn for the header's dark top bar, `menu` for the phone menu.
 */
export function AccountMenu({ locale, variant }: { locale: Locale; variant: 'bar' | 'menu' }) {
  const h = useTranslations('header')
  const t = useTranslations('auth')
  const session = useSession()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const { show } = useToast()

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      const inside = ref.current?.contains(document.activeElement)
      setOpen(false)
      if (inside) button.current?.focus()
    }
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  async function signOut() {
    setBusy(true)
    try {
      const res = await fetch('/api/account/signout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ locale }),
      })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      setOpen(false)
      setSessionState({ status: 'anonymous', signedOut: true })
      if (/\/account(\/|$)/.test(window.location.pathname)) {
        window.location.assign(localizedPath(locale, '/auth?status=signed-out'))
        return
      }
      show({ title: t('toast.signedOut'), description: t('toast.signedOutText') })
    } catch {
      show({ title: t('toast.failed'), description: t('messages.failed'), destructive: true })
    } finally {
      setBusy(false)
    }
  }

  const auth = localizedPath(locale, '/auth')
  const bar = variant === 'bar'

  if (session.status === 'loading')
    return (
      <span
        data-testid="account-placeholder"
        aria-busy="true"
        className={clsx(
          'inline-block animate-pulse rounded-md',
          bar ? 'h-4 w-32 bg-white/25' : 'h-11 w-full bg-stone-200',
        )}
      >
        <span className="sr-only">{t('menu.loading')}</span>
      </span>
    )

  if (session.status === 'anonymous')
    return (
      <>
        {bar ? (
          <>
            <NextLink href={auth} className={clsx(barItem, 'hover:underline')}>
              {h('signIn')}
            </NextLink>
            <NextLink
              href={auth}
              className={clsx(barItem, 'bg-white font-semibold text-brand-900 hover:bg-brand-50')}
            >
              {h('getStarted')}
            </NextLink>
          </>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <NextLink href={auth} className={buttonClass('outline', 'md')}>
              {h('signIn')}
            </NextLink>
            <NextLink href={auth} className={buttonClass('secondary', 'md')}>
              {h('getStarted')}
            </NextLink>
          </div>
        )}
      </>
    )

  if (!bar)
    return (
      <div className="grid grid-cols-2 gap-2">
        <NextLink href={localizedPath(locale, '/account')} className={buttonClass('outline', 'md')}>
          <UserRound aria-hidden="true" className="size-4" />
          {session.buyer.name}
        </NextLink>
        <button
          type="button"
          onClick={signOut}
          disabled={busy}
          className={buttonClass('secondary', 'md')}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {busy ? t('menu.signingOut') : t('menu.signOut')}
        </button>
      </div>
    )

  return (
    <div ref={ref} className="relative flex">
      <button
        ref={button}
        type="button"
        data-testid="account-menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('menu.account', { name: session.buyer.name })}
        onClick={() => setOpen((o) => !o)}
        className={clsx(barItem, 'inline-flex max-w-44 items-center gap-1.5 hover:bg-white/10')}
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{session.buyer.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-2 w-48 rounded-md border border-stone-200 bg-white p-1 text-sm text-stone-800 shadow-lg"
      >
        <li>
          <NextLink
            href={localizedPath(locale, '/account')}
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-brand-50"
          >
            <UserRound aria-hidden="true" className="size-4" />
            {t('menu.myAccount')}
          </NextLink>
        </li>
        <li>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="flex w-full items-center gap-2 rounded px-3 py-2 text-start text-sm hover:bg-brand-50 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {busy ? t('menu.signingOut') : t('menu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  )
}
