'use client'

import { useId, useState } from 'react'
import { MESSAGE_MAX } from '../constants'

export type AdminMessage = {
  id: number
  author: 'buyer' | 'staff'
  by: string
  body: string
  createdAt: string
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso)) + ' UTC'

/**
 * The thread and the reply box. The box is not part of the inquiry's form (saving the inquiry
 * does not send it): "Send reply" posts to /api/inquiry-messages/reply/:id and adds the sent
 * message to the thread.
 */
export function ConversationBox({
  inquiry,
  initial,
  closed,
  buyer,
}: {
  inquiry: string
  initial: AdminMessage[]
  closed: string | null
  buyer: string
}) {
  const [messages, setMessages] = useState(initial)
  const [text, setText] = useState('')
  const [state, setState] = useState<{ busy: boolean; message?: string; error?: boolean }>({
    busy: false,
  })
  const field = useId()

  async function send() {
    if (!text.trim()) {
      setState({ busy: false, message: 'Write a message first.', error: true })
      return
    }
    setState({ busy: true, message: 'Sending…' })
    try {
      const res = await fetch(`/api/inquiry-messages/reply/${encodeURIComponent(inquiry)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: text }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        doc?: AdminMessage
        error?: string
        message?: string
      }
      if (!res.ok || !body.doc) {
        setState({
          busy: false,
          message: body.error ?? `The server answered ${res.status}.`,
          error: true,
        })
        return
      }
      setMessages((list) => [...list, body.doc!])
      setText('')
      setState({ busy: false, message: body.message })
    } catch {
      setState({ busy: false, message: 'The server could not be reached. Try again.', error: true })
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }} data-inquiry-conversation>
      <div className="field-label">Conversation</div>
      {messages.length === 0 ? (
        <p style={{ margin: '0.25rem 0', color: 'var(--theme-elevation-600)' }}>
          No messages yet. A reply is emailed to {buyer}.
        </p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-thread>
          {messages.map((m) => (
            <li
              key={m.id}
              data-author={m.author}
              style={{
                margin: '0.5rem 0',
                padding: '0.6rem 0.8rem',
                borderRadius: 'var(--style-radius-s, 4px)',
                border: '1px solid var(--theme-elevation-150)',
                background:
                  m.author === 'staff' ? 'var(--theme-elevation-50)' : 'var(--theme-elevation-0)',
              }}
            >
              <div style={{ fontSize: '0.85em', color: 'var(--theme-elevation-600)' }}>
                <strong style={{ color: 'var(--theme-text)' }}>{m.by}</strong> ·{' '}
                <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              </div>
              <div dir="auto" style={{ whiteSpace: 'pre-wrap', marginTop: '0.25rem' }}>
                {m.body}
              </div>
            </li>
          ))}
        </ol>
      )}
      {closed ? (
        <p style={{ margin: '0.5rem 0' }}>
          This inquiry is marked {closed === 'spam' ? 'Spam' : 'Withdrawn'}: its conversation is
          closed.
        </p>
      ) : (
        <div style={{ marginTop: '0.75rem' }}>
          <label htmlFor={field} className="field-label">
            Reply to the buyer
          </label>
          <textarea
            id={field}
            rows={5}
            maxLength={MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{
              width: '100%',
              padding: '0.5rem',
              font: 'inherit',
              border: '1px solid var(--theme-elevation-150)',
              borderRadius: 'var(--style-radius-s, 4px)',
              background: 'var(--theme-input-bg, var(--theme-elevation-0))',
              color: 'var(--theme-text)',
            }}
            aria-describedby={`${field}-hint`}
          />
          <p
            id={`${field}-hint`}
            style={{ margin: '0.25rem 0', color: 'var(--theme-elevation-600)' }}
          >
            Plain text, up to {MESSAGE_MAX.toLocaleString('en')} characters. Emailed to {buyer} in
            the inquiry&apos;s language, with a link to answer.
          </p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-small"
            style={{ margin: 0 }}
            disabled={state.busy}
            onClick={send}
          >
            {state.busy ? 'Sending…' : 'Send reply'}
          </button>
          <p
            role={state.error ? 'alert' : 'status'}
            style={{ margin: '0.5rem 0 0', minHeight: '1.25rem' }}
          >
            {state.message ?? ''}
          </p>
        </div>
      )}
    </div>
  )
}
