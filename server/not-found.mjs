// "Not found" pages as HTML. Next answers a page that calls notFound() (an unknown product,
// category, post, news item, or any address no route claims) with an empty document
// (./next-internals.mjs, ERROR_DOCUMENT), whose screen exists only in its script payload
// (vercel/next.js#62228): a buyer on a slow phone sees a blank page until the scripts have run,
// and one without JavaScript sees nothing at all. Such an answer is swapped here for the same
// screen rendered as a page (src/app/(site)/[locale]/page-not-found/[kind]), fetched from this
// server with a per-process key, with its scripts taken out (the header's menus and every link
// work without them) and its links set back to the address asked for. The status stays 404.
// Anyone without the key who asks for that page's address gets the plain "page not found".
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml } from '../src/lib/html-document.mjs'
import { ERROR_DOCUMENT } from './next-internals.mjs'

export const SCREEN_SEGMENT = 'page-not-found'
export const KEY_HEADER = 'x-not-found-screen'

/** The interface languages: the message files (messages/{code}.json). */
export function localeCodes(root) {
  return fs
    .readdirSync(path.join(root, 'messages'))
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => f.slice(0, 2))
}

/**
 * Which screen an address gets, as the route segments' not-found files decide: an item of one
 * of the four kinds that have their own texts, else the site's "page not found" (a category's
 * page number past the last page included).
 * @returns {{ locale: string, rest: string, kind: string }}
 */
export function screenFor(pathname, locales, defaultLocale = 'en') {
  const first = pathname.split('/')[1] ?? ''
  const prefixed = first !== defaultLocale && locales.includes(first)
  const locale = prefixed ? first : defaultLocale
  // "/en/…" is redirected to "/…" before a page renders: the rest never starts with it.
  const rest = (prefixed ? pathname.slice(first.length + 1) : pathname) || '/'
  const item = /^\/(category|product|blog|news)\/[^/]+\/?$/.exec(rest)
  return { locale, rest, kind: item ? item[1] : 'page' }
}

/** The screens' own addresses, with or without a language in front. */
export function isScreenPath(pathname, locales) {
  const parts = pathname.split('/')
  const at = locales.includes(parts[1] ?? '') ? 2 : 1
  return parts[at] === SCREEN_SEGMENT
}

/**
 * The screen's page as sent in place of the empty document: without scripts (or their
 * preloads), and with every link to the screen's own address (the language menu's) leading to
 * the address asked for in that language instead.
 */
export function screenHtml(html, { kind, rest }) {
  const own = `/${SCREEN_SEGMENT}/${kind}`
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(new RegExp(`(href="(?:/[a-z]{2})?)${own}(?=")`, 'g'), (_, start) =>
      start === 'href="' || rest !== '/' ? `${start}${escapeHtml(rest)}` : start,
    )
}

/**
 * @param {{ locales: string[], origin: () => string, fetchImpl?: typeof fetch,
 *   timeoutMs?: number, onError?: (error: unknown) => void }} options
 */
export function createNotFoundScreens({
  locales,
  origin,
  fetchImpl = fetch,
  timeoutMs = 5000,
  onError,
}) {
  const key = randomUUID()
  return {
    /** Whether a request may see a screen's own address (only this server's own ones). */
    allowed(req) {
      return req.headers[KEY_HEADER] === key
    },
    /**
     * The page to send instead of `body`, or null to send `body` as it is: only a 404 that is
     * Next's empty document, for a request that is not this server's own.
     * @param {import('node:http').IncomingMessage} req
     * @param {number} status
     * @param {Buffer} body
     * @param {string} pathname
     * @returns {Promise<Buffer | null> | null}
     */
    replacement(req, status, body, pathname) {
      if (status !== 404 || this.allowed(req)) return null
      if (!body.subarray(0, 2048).toString('latin1').includes(ERROR_DOCUMENT)) return null
      const screen = screenFor(pathname, locales)
      const url = `${origin()}/${screen.locale}/${SCREEN_SEGMENT}/${screen.kind}`
      return fetchImpl(url, {
        headers: { [KEY_HEADER]: key, 'accept-encoding': 'identity' },
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (res) => {
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
          return Buffer.from(screenHtml(await res.text(), screen))
        })
        .catch((error) => {
          onError?.(error)
          return null
        })
    },
  }
}
