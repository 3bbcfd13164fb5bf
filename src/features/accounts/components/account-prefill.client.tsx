'use client'

import { useEffect, useRef } from 'react'
import { useSession, type SessionBuyer } from './session-store.client'

const fieldsFrom = (b: SessionBuyer): Record<string, string> => ({
  name: [b.firstName, b.lastName].filter(Boolean).join(' '),
  email: b.email,
  company: b.company,
  country: b.country,
  phone: b.phone,
})

/**
 * Placed inside an inquiry form: once the signed-in buyer is known, fills the form's empty
 * contact fields (name, email, company, country, phone) from the account. Renders nothing.
 */
export function AccountPrefill() {
  const ref = useRef<HTMLSpanElement>(null)
  const session = useSession()
  useEffect(() => {
    if (session.status !== 'signed-in') return
    const form = ref.current?.closest('form')
    if (!form) return
    for (const [name, value] of Object.entries(fieldsFrom(session.buyer))) {
      const input = form.elements.namedItem(name)
      if (value && input instanceof HTMLInputElement && !input.value) input.value = value
    }
  }, [session])
  return <span ref={ref} hidden />
}
