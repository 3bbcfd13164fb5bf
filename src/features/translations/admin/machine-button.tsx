'use client'

import { useState } from 'react'

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string }

/** Asks the server to machine-translate what the document lacks, then reloads the form. */
export function MachineTranslateButton({ collection, id }: { collection: string; id: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })

  async function translate() {
    setState({ kind: 'busy' })
    try {
      const res = await fetch(`/api/${collection}/${encodeURIComponent(id)}/translate`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!res.ok) {
        setState({ kind: 'failed', message: body.error ?? `The server answered ${res.status}.` })
        return
      }
      setState({ kind: 'done', message: body.message ?? 'Done.' })
      // The form shows the saved draft only once it is read again.
      window.setTimeout(() => window.location.reload(), 1500)
    } catch {
      setState({ kind: 'failed', message: 'The server could not be reached. Try again.' })
    }
  }

  return (
    <div>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={state.kind === 'busy'}
        onClick={translate}
      >
        {state.kind === 'busy' ? 'Translating…' : 'Translate missing languages by machine'}
      </button>
      <p role="status" style={{ margin: '0.5rem 0 0', minHeight: '1.25rem' }}>
        {state.kind === 'done' || state.kind === 'failed' ? state.message : ''}
      </p>
    </div>
  )
}
