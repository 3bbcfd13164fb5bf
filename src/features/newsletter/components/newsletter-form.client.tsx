'use client'

import { clsx } from 'clsx'
import { CheckCircle2, Loader2, Mail } from 'lucide-react'
import { useId, useState, useSyncExternalStore } from 'react'
import { buttonClass } from '@/components/ui/button'
import { useTranslations } from '@/lib/client-texts'

type Message = { kind: 'success' | 'error'; title: string; text: string; field?: boolean }

const noSubscription = () => () => {}

/**
 * The sign-up form. Without JavaScript it is a plain form post answered by the result page; with
 * it, the answer shows in place (announced by screen readers) and the button waits meanwhile.
 */
export function NewsletterForm({
  locale,
  source,
  tone,
}: {
  locale: string
  source: 'articles' | 'footer'
  tone: 'light' | 'dark'
}) {
  const t = useTranslations('newsletter')
  const id = useId()
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)
  const inputId = `${id}-email`
  const messageId = `${id}-message`

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const data = new FormData(form)
    const email = String(data.get('email') ?? '').trim()
    if (!email || !email.includes('@')) {
      setMessage({ kind: 'error', title: t('errors.emailInvalid'), text: '', field: true })
      form.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email,
          locale,
          source,
          website: String(data.get('website') ?? ''),
        }),
      })
      const body = (await res.json()) as {
        ok: boolean
        title: string
        description: string
        fields?: Record<string, { message: string }>
      }
      const fieldMessage = body.fields?.email?.message
      if (body.ok) {
        setMessage({ kind: 'success', title: body.title, text: body.description })
        form.reset()
      } else if (fieldMessage) {
        setMessage({ kind: 'error', title: fieldMessage, text: '', field: true })
        form.querySelector<HTMLInputElement>('input[name="email"]')?.focus()
      } else setMessage({ kind: 'error', title: body.title, text: body.description })
    } catch {
      setMessage({ kind: 'error', title: t('result.failedTitle'), text: t('result.failedText') })
    } finally {
      setBusy(false)
    }
  }

  const fieldError = message?.kind === 'error' && message.field
  return (
    <form
      action="/api/newsletter/subscribe"
      method="post"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-busy={busy}
      className="relative"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" value={source} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute start-0 top-0 h-px w-px overflow-hidden opacity-0 [clip-path:inset(50%)]"
      >
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <label
        htmlFor={inputId}
        className={clsx(
          'mb-1 block text-sm font-medium',
          tone === 'dark' ? 'text-stone-200' : 'text-stone-800',
        )}
      >
        {t('emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* An address reads left to right, on Arabic pages too: icon, padding and text agree. */}
        <div dir="ltr" className="relative min-w-0 flex-1">
          <Mail
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-3 size-5 text-stone-500"
          />
          <input
            id={inputId}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            placeholder={t('emailPlaceholder')}
            aria-invalid={fieldError || undefined}
            aria-describedby={message ? messageId : undefined}
            className="block h-11 w-full rounded-md border border-stone-300 bg-white ps-10 pe-3 text-start text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-700 aria-invalid:border-red-700"
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className={buttonClass(tone === 'dark' ? 'accent' : 'primary', 'md', 'h-11 shrink-0')}
        >
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      <div id={messageId} aria-live="polite" aria-atomic="true" className="mt-3 min-h-6 text-sm">
        {message && (
          <p
            className={clsx(
              'flex items-start gap-2',
              message.kind === 'success'
                ? tone === 'dark'
                  ? 'text-brand-100'
                  : 'text-brand-800'
                : tone === 'dark'
                  ? 'text-red-200'
                  : 'text-red-700',
            )}
          >
            {message.kind === 'success' && (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              <strong className="font-semibold">{message.title}</strong>
              {message.text && <> {message.text}</>}
            </span>
          </p>
        )}
      </div>
    </form>
  )
}
