import type { Locale } from '@/i18n/locales'

export const documentKinds = [
  'spec-sheet',
  'catalogue',
  'company-profile',
  'quality-manual',
] as const
export type DocumentKind = (typeof documentKinds)[number]

/**
 * Where a generated PDF is served: /documents/{locale}/{kind}.pdf, and for a product's spec
 * sheet /documents/{locale}/spec-sheet/{slug}.pdf. Outside the page routes (a file name with an
 * extension), so the language is always in the path.
 */
export function documentPath(locale: Locale, kind: DocumentKind, slug?: string): string {
  return kind === 'spec-sheet'
    ? `/documents/${locale}/spec-sheet/${slug}.pdf`
    : `/documents/${locale}/${kind}.pdf`
}

/** The catalogue's preparation status (GET) and start (POST), for the catalogue page. */
export const catalogueStatusPath = (locale: Locale) => `/api/documents/catalogue?locale=${locale}`

/** "1.4 MB", "240 kB" in the visitor's language. */
export function formatFileSize(locale: Locale, bytes: number): string {
  const mb = bytes >= 1_000_000
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, bytes / 1_000))
}

/** "PDF", "JPEG", "PNG" … from a MIME type. */
export function fileFormat(mimeType: string | null | undefined): string {
  if (!mimeType) return ''
  if (mimeType === 'application/pdf') return 'PDF'
  return (mimeType.split('/')[1] ?? '').replace(/^svg\+xml$/, 'svg').toUpperCase()
}
