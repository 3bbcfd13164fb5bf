import { Paperclip } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { buttonClass } from '@/components/ui/button'
import { attachmentHref, formatSize } from '@/features/attachments'
import { AttachmentsInput } from '@/features/attachments/client'
import { ClientTexts } from '@/i18n/client-texts'
import type { Locale } from '@/i18n/locales'
import { MESSAGE_MAX } from '../constants'
import type { ThreadMessage } from '../service'

const inputClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-700'

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/**
 * The messages of an inquiry, oldest first, each with its files (download links: the signed-in
 * buyer's, or under the emailed link one carrying its token), and the form to write one, with
 * optional files: a plain multipart form post to /api/conversation (it works without
 * JavaScript), back to the page with "sent" once taken. `target`: the emailed link's token, or
 * the signed-in buyer's inquiry.
 */
export async function Thread({
  locale,
  messages,
  target,
  closed,
  sent,
}: {
  locale: Locale
  messages: ThreadMessage[]
  target: { token: string } | { inquiry: number }
  closed: boolean
  sent: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'conversation' })
  const token = 'token' in target ? target.token : undefined
  return (
    <section aria-labelledby="thread-heading" id="thread" className="scroll-mt-24">
      <h2 id="thread-heading" className="text-xl font-semibold text-stone-900">
        {t('thread.title')}
      </h2>
      {sent && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-brand-50 p-3 text-stone-900 ring-1 ring-brand-200"
        >
          {t('sent')}
        </p>
      )}
      {messages.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('thread.empty')}</p>
      ) : (
        <ol className="mt-4 grid gap-3" data-thread>
          {messages.map((m) => (
            <li
              key={m.id}
              data-author={m.author}
              className={
                m.author === 'buyer'
                  ? 'ms-6 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200 sm:ms-16'
                  : 'me-6 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:me-16'
              }
            >
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-stone-600">
                <span className="font-semibold text-stone-900">
                  {m.author === 'buyer'
                    ? t('thread.you')
                    : m.staffName
                      ? t('thread.staff', { name: m.staffName })
                      : t('thread.team')}
                </span>
                <time dateTime={m.createdAt}>{when(locale, m.createdAt)}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-line text-stone-900" dir="auto">
                {m.body}
              </p>
              {m.files.length > 0 && (
                <ul
                  className="mt-3 grid gap-1 border-t border-stone-200 pt-2 text-sm"
                  aria-label={t('thread.files')}
                  data-message-files
                >
                  {m.files.map((file) => (
                    <li key={file.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                      <Paperclip
                        aria-hidden="true"
                        className="size-4 shrink-0 self-center text-stone-600"
                      />
                      <a
                        href={attachmentHref(file, token)}
                        download={file.name}
                        dir="auto"
                        className="min-w-0 break-all text-brand-800 underline underline-offset-2"
                      >
                        {file.name}
                      </a>
                      <span className="text-stone-600">{formatSize(file.size, locale)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      {closed ? (
        <p className="mt-6 rounded-lg bg-stone-100 p-3 text-stone-800">{t('closed')}</p>
      ) : (
        <form
          method="post"
          action="/api/conversation"
          encType="multipart/form-data"
          className="mt-6"
          data-reply-form
        >
          <input type="hidden" name="action" value="reply" />
          <input type="hidden" name="locale" value={locale} />
          {'token' in target ? (
            <input type="hidden" name="token" value={target.token} />
          ) : (
            <input type="hidden" name="inquiry" value={target.inquiry} />
          )}
          <label htmlFor="reply-body" className="block font-medium text-stone-900">
            {t('form.label')}
          </label>
          <textarea
            id="reply-body"
            name="body"
            rows={5}
            required
            maxLength={MESSAGE_MAX}
            aria-describedby="reply-hint"
            dir="auto"
            className={`mt-1 ${inputClass}`}
          />
          <p id="reply-hint" className="mt-1 text-sm text-stone-600">
            {t('form.hint', { max: MESSAGE_MAX })}
          </p>
          <ClientTexts locale={locale} pick={{ inquiry: ['attachments', 'optional'] }}>
            <AttachmentsInput id="reply-attachments" className="mt-4" />
          </ClientTexts>
          <button type="submit" className={buttonClass('primary', 'lg', 'mt-3')}>
            {t('form.send')}
          </button>
        </form>
      )}
    </section>
  )
}
