'use client'

import { Paperclip } from 'lucide-react'
import { useTranslations } from '@/lib/client-texts'
import { ATTACHMENTS_FIELD, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../constants'
import { ATTACHMENT_ACCEPT } from '../sniff'

/**
 * The inquiry forms' optional "Attach files" input (several files; the form posts
 * multipart/form-data, with or without JavaScript). The server checks each file's content
 * (src/features/attachments/sniff.ts); `accept` only narrows the browser's file picker.
 */
export function AttachmentsInput({
  id,
  error,
  className,
}: {
  id: string
  error?: string
  className?: string
}) {
  const t = useTranslations('inquiry')
  const hint = `${id}-hint`
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1 flex items-center gap-1.5 text-sm font-medium text-stone-800"
      >
        <Paperclip aria-hidden="true" className="size-4 text-stone-600" />
        {t('attachments.label')}
        <span className="font-normal text-stone-600">({t('optional')})</span>
      </label>
      <input
        id={id}
        name={ATTACHMENTS_FIELD}
        data-field={ATTACHMENTS_FIELD}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={error ? `${hint} ${id}-error` : hint}
        aria-invalid={error ? true : undefined}
        className="block w-full max-w-full min-w-0 rounded-md border border-stone-300 bg-white text-sm text-stone-800 file:me-3 file:h-11 file:cursor-pointer file:border-0 file:border-e file:border-stone-300 file:bg-stone-100 file:px-4 file:font-medium file:text-stone-800 hover:file:bg-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <p id={hint} className="mt-1 text-sm text-stone-600">
        {t('attachments.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The files chosen in a form's attachments input, and the first reason the browser can already
 * see to refuse them (too many, one too large), as `inquiry.errors.<code>` with its values.
 */
export function chosenAttachments(form: HTMLFormElement): {
  files: File[]
  error: { code: string; values?: Record<string, number> } | null
} {
  const input = form.elements.namedItem(ATTACHMENTS_FIELD)
  const files = input instanceof HTMLInputElement && input.files ? Array.from(input.files) : []
  if (files.length > MAX_ATTACHMENTS)
    return { files, error: { code: 'attachmentsTooMany', values: { max: MAX_ATTACHMENTS } } }
  if (files.some((f) => f.size > MAX_ATTACHMENT_BYTES))
    return {
      files,
      error: {
        code: 'attachmentTooLarge',
        values: { max: MAX_ATTACHMENT_BYTES / (1024 * 1024) },
      },
    }
  return { files, error: null }
}
