'use client'

import { useState } from 'react'

/** Makes a draft quotation from the inquiry's lines on the server, then opens it. */
export function CreateQuotationButton({ inquiry }: { inquiry: string }) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })

  async function create() {
    setState({ busy: true })
    try {
      const res = await fetch(`/api/quotations/from-inquiry/${encodeURIComponent(inquiry)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      const body = (await res.json().catch(() => ({}))) as { url?: string; error?: string }
      if (!res.ok || !body.url) {
        setState({ busy: false, error: body.error ?? `The server answered ${res.status}.` })
        return
      }
      window.location.assign(body.url)
    } catch {
      setState({ busy: false, error: 'The server could not be reached. Try again.' })
    }
  }

  return (
    <div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={state.busy}
        onClick={create}
      >
        {state.busy ? 'Creating…' : 'Create quotation'}
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0', minHeight: '1.25rem' }}>
        {state.error ?? ''}
      </p>
    </div>
  )
}
