'use client'

import { useId, useRef, useState } from 'react'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '@/features/attachments/client'
import { MESSAGE_MAX } from '../constants'
import type { AdminFile } from '../endpoints'
import { staffTime } from '@/lib/staff-time'

export type AdminMessage = {
  id: number
  author: 'buyer' | 'staff'
  by: string
  body: string
  createdAt: string
  files: AdminFile[]
}

const when = staffTime

/**
 * The thread (each message with its files, downloaded through the staff link) and the reply
 * box. The box is not part of the inquiry's form (saving the inquiry does not send it): "Send
 * reply" posts the text and any chosen files (multipart) to /api/inquiry-messages/reply/:id and
 * adds the sent message to the thread.
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
  const filesInput = useRef<HTMLInputElement>(null)

  async function send() {
    if (!text.trim()) {
      setState({ busy: false, message: 'Write a message first.', error: true })
      return
    }
    const chosen = Array.from(filesInput.current?.files ?? [])
    if (chosen.length > MAX_ATTACHMENTS) {
      setState({ busy: false, message: `At most ${MAX_ATTACHMENTS} files.`, error: true })
      return
    }
    const big = chosen.find((f) => f.size > MAX_ATTACHMENT_BYTES)
    if (big) {
      setState({
        busy: false,
        message: `Each file can be at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB: ${big.name}.`,
        error: true,
      })
      return
    }
    setState({ busy: true, message: 'Sending…' })
    try {
      const form = new FormData()
      form.set('body', text)
      for (const file of chosen) form.append(ATTACHMENTS_FIELD, file)
      const res = await fetch(`/api/inquiry-messages/reply/${encodeURIComponent(inquiry)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
        body: form,
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
      if (filesInput.current) filesInput.current.value = ''
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
              {m.files.length > 0 && (
                <ul
                  style={{ listStyle: 'none', margin: '0.4rem 0 0', padding: 0 }}
                  aria-label="Attached files"
                  data-message-files
                >
                  {m.files.map((file) => (
                    <li key={file.id} style={{ fontSize: '0.9em' }}>
                      📎{' '}
                      <a href={file.href} download={file.name} dir="auto">
                        {file.name}
                      </a>{' '}
                      <span style={{ color: 'var(--theme-elevation-600)' }}>{file.size}</span>
                    </li>
                  ))}
                </ul>
              )}
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
          <label htmlFor={`${field}-files`} className="field-label">
            Attach files (optional)
          </label>
          <input
            id={`${field}-files`}
            ref={filesInput}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-describedby={`${field}-files-hint`}
            style={{ display: 'block', margin: '0.25rem 0' }}
          />
          <p
            id={`${field}-files-hint`}
            style={{ margin: '0.25rem 0 0.75rem', color: 'var(--theme-elevation-600)' }}
          >
            PDF, JPEG, PNG, XLSX or DOCX, up to {MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB each, at
            most {MAX_ATTACHMENTS} files. The email names them; the buyer downloads them from the
            conversation&apos;s page.
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
