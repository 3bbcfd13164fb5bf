'use client'

import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { formatFileSize } from '../urls'
import type { Locale } from '@/i18n/locales'
import { useTranslations } from '@/lib/client-texts'

type Status =
  | { state: 'unknown' }
  | { state: 'ready'; size: number }
  | { state: 'preparing'; progress: number }
  | { state: 'failed' }

const POLL_MS = 800

/**
 * "Download Product Catalog". Without JavaScript it is a plain link to the PDF (the server
 * answers once the file is ready; the note says the first one takes a while). With JavaScript
 * the page asks the server to prepare the file as soon as it opens and shows the progress; a
 * press before the file is ready starts the download when it is.
 */
export function CatalogueDownloadButton({
  locale,
  pdfUrl,
  statusUrl,
  className,
}: {
  locale: Locale
  pdfUrl: string
  statusUrl: string
  className: string
}) {
  const t = useTranslations('catalogue')
  const td = useTranslations('documents')
  const [status, setStatus] = useState<Status>({ state: 'unknown' })
  const [wanted, setWanted] = useState(false)
  const [started, setStarted] = useState(false)
  const wantedRef = useRef(false)

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async (method: 'GET' | 'POST') => {
      try {
        const res = await fetch(statusUrl, { method, cache: 'no-store' })
        const body = (await res.json()) as { state: string; size?: number; progress?: number }
        if (stopped) return
        if (body.state === 'ready' && body.size) {
          setStatus({ state: 'ready', size: body.size })
          if (wantedRef.current) {
            wantedRef.current = false
            setStarted(true)
            window.location.assign(pdfUrl)
          }
        } else if (body.state === 'preparing') {
          setStatus({ state: 'preparing', progress: body.progress ?? 0 })
          timer = setTimeout(() => void ask('GET'), POLL_MS)
        } else if (body.state === 'missing') {
          // Finished and gone (replaced by a newer version) or never started: start it.
          timer = setTimeout(() => void ask('POST'), POLL_MS)
        } else setStatus({ state: 'failed' })
      } catch {
        if (!stopped) setStatus({ state: 'failed' })
      }
    }
    void ask('POST')
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [statusUrl, pdfUrl])

  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (status.state === 'ready' || status.state === 'failed') return
    // Not ready yet: the download starts when the file is.
    e.preventDefault()
    wantedRef.current = true
    setWanted(true)
  }

  const percent = status.state === 'preparing' ? Math.round(status.progress * 100) : 0
  const format =
    status.state === 'ready'
      ? td('fileSize', { format: td('pdf'), size: formatFileSize(locale, status.size) })
      : td('pdf')
  return (
    <div>
      <a
        href={pdfUrl}
        download
        type="application/pdf"
        onClick={onClick}
        aria-describedby="catalogue-status"
        className={className}
      >
        <Download aria-hidden="true" className="size-5" />
        {td('downloadCatalog')}
        <span className="rounded bg-black/10 px-1.5 py-0.5 text-xs font-semibold">{format}</span>
      </a>
      {/* Every state in one grid cell: it keeps the room of the tallest (the sizers, invisible,
          hold the longest texts), so nothing below moves as the state changes (layout shift). */}
      <div className="mt-4 grid text-sm text-stone-700 [&>*]:col-start-1 [&>*]:row-start-1">
        <Sizer
          lines={[`${t('preparing', { percent: 100 })} ${t('willDownload')}`, t('firstTime')]}
        />
        <Sizer lines={[t('failed'), t('firstTime')]} />
        <div id="catalogue-status" className="space-y-2">
          <div className={status.state === 'preparing' ? undefined : 'invisible'}>
            <progress
              max={100}
              value={percent}
              aria-label={t('progressLabel')}
              className="block h-2 w-full max-w-sm accent-brand-700"
            />
          </div>
          {/* At least a line high, so the note below stays put when a status appears. */}
          <p role="status" className="min-h-5">
            {status.state === 'preparing'
              ? t('preparing', { percent })
              : status.state === 'failed'
                ? t('failed')
                : started
                  ? t('started')
                  : ''}
            {status.state === 'preparing' && wanted ? ` ${t('willDownload')}` : ''}
          </p>
          <p className={status.state === 'ready' ? 'invisible' : 'text-stone-600'}>
            {t('firstTime')}
          </p>
        </div>
      </div>
    </div>
  )
}

/**
 * Invisible lines as tall as a state of the status can be. The texts are drawn from a data
 * attribute (CSS generated content), so they are neither read out nor found as text on the page.
 */
function Sizer({ lines }: { lines: string[] }) {
  return (
    <div aria-hidden="true" className="invisible space-y-2">
      {/* The progress bar's row. */}
      <div className="h-2" />
      {lines.map((line, i) => (
        <p key={i} data-size={line} className="after:content-[attr(data-size)]" />
      ))}
    </div>
  )
}
