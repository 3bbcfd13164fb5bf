'use client'

import { useEffect, useSyncExternalStore } from 'react'
import { SIGNED_IN_HINT_COOKIE } from '../constants'
import { singleton } from '@/lib/singleton.mjs'

/** What the browser knows about the signed-in buyer (from /api/account/session). */
export type SessionBuyer = {
  /** The first name, or the part of the email before the @. */
  name: string
  firstName: string
  lastName: string
  email: string
  company: string
  country: string
  phone: string
}

export type SessionState =
  | { status: 'anonymous'; signedOut?: boolean }
  | { status: 'loading' }
  | { status: 'signed-in'; buyer: SessionBuyer }

// One session request per page, shared by the desktop bar and the mobile menu.
const store = singleton<SessionStore>('accounts.session', () => ({
  state: { status: 'anonymous' },
  started: false,
  listeners: new Set(),
}))
type SessionStore = {
  state: SessionState
  started: boolean
  listeners: Set<() => void>
}

export function setSessionState(state: SessionState) {
  store.state = state
  for (const l of store.listeners) l()
}

const hasHint = () =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))

/** Reads the session once: only when the "signed in" hint cookie says there may be one. */
function load() {
  if (store.started) return
  store.started = true
  if (!hasHint()) return
  setSessionState({ status: 'loading' })
  fetch('/api/account/session', { headers: { accept: 'application/json' }, cache: 'no-store' })
    .then((r) => r.json())
    .then((body: { buyer: Omit<SessionBuyer, 'name'> | null }) => {
      const b = body.buyer
      setSessionState(
        b
          ? { status: 'signed-in', buyer: { ...b, name: b.firstName || b.email.split('@')[0] } }
          : { status: 'anonymous' },
      )
    })
    .catch(() => setSessionState({ status: 'anonymous' }))
}

const anonymous: SessionState = { status: 'anonymous' }
export function useSession(): SessionState {
  useEffect(load, [])
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener)
      return () => store.listeners.delete(listener)
    },
    () => store.state,
    () => anonymous,
  )
}
