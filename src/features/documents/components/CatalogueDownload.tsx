import { ClientTexts, type TextsPick } from '@/i18n/client-texts'
import type { Locale } from '@/i18n/locales'
import { CatalogueDownloadButton } from './catalogue-download.client'

/** The texts the download button shows in the browser. */
const texts = {
  documents: ['downloadCatalog', 'pdf', 'fileSize'],
  catalogue: ['preparing', 'progressLabel', 'willDownload', 'started', 'failed', 'firstTime'],
} as const satisfies TextsPick

/** "Download Product Catalog" with its progress (catalogue-download.client.tsx). */
export function CatalogueDownload(props: {
  locale: Locale
  pdfUrl: string
  statusUrl: string
  className: string
}) {
  return (
    <ClientTexts locale={props.locale} pick={texts}>
      <CatalogueDownloadButton {...props} />
    </ClientTexts>
  )
}
