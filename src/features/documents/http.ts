import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  })

/** 404 in the visitor's language: an unknown document, or (for a spec sheet) product. */
export function notFoundText(locale: Locale, what: 'document' | 'product' = 'document') {
  return what === 'product'
    ? text(serverTranslator(locale, 'product')('notFoundText'), 404)
    : text(serverTranslator(locale, 'documents')('notFound'), 404)
}

/** 503 when a document could not be generated (retried on the next request). */
export function unavailable(locale: Locale) {
  return text(serverTranslator(locale, 'documents')('unavailable'), 503, { 'Retry-After': '60' })
}
