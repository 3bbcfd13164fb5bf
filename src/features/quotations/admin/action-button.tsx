'use client'

import { useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

/** One workflow step on a quotation (send, revise): posts, then opens what it returns. */
export function QuotationActionButton({
  id,
  action,
  label,
  busyLabel,
  confirm,
}: {
  id: string
  action: 'send' | 'revise'
  label: string
  busyLabel: string
  confirm?: string
}) {
  const [state, setState] = useState<{ busy: boolean; message?: string }>({ busy: false })
  // The server sends and revises the quotation as saved: unsaved edits would not go with it.
  const unsaved = useFormModified()

  async function run() {
    if (confirm && !window.confirm(confirm)) return
    setState({ busy: true })
    try {
      const res = await fetch(`/api/quotations/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      const body = (await res.json().catch(() => ({}))) as {
        url?: string
        error?: string
        message?: string
      }
      if (!res.ok || !body.url) {
        setState({ busy: false, message: body.error ?? `The server answered ${res.status}.` })
        return
      }
      setState({ busy: true, message: body.message })
      window.setTimeout(() => window.location.assign(body.url!), 800)
    } catch {
      setState({ busy: false, message: 'The server could not be reached. Try again.' })
    }
  }

  return (
    <div>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        style={{ margin: 0 }}
        disabled={state.busy || unsaved}
        aria-describedby={`quotation-${action}-status`}
        onClick={run}
      >
        {state.busy ? busyLabel : label}
      </button>
      <p
        id={`quotation-${action}-status`}
        role="status"
        style={{ margin: '0.5rem 0 0', minHeight: '1.25rem' }}
      >
        {unsaved && !state.busy ? 'Save your changes first.' : (state.message ?? '')}
      </p>
    </div>
  )
}
