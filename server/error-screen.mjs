// "Something went wrong" pages as HTML, in the visitor's language. When a page cannot be
// rendered (the database out of reach for a page that is not in the cache yet, such as a
// search or a filtered list; or a fault in the code), Next answers 500 with an empty document
// (./next-internals.mjs, ERROR_DOCUMENT), whose screen exists only in its scripts: a
// blank page on a slow phone until they run, and for good without them; then its own English
// "Application error" with a digest. Such an answer is swapped here for a page of our own,
// built from the message files alone, so that it needs neither the database nor the scripts:
// the site's mark and name, what happened, "Try again" (the same address) and "Return to
// Home", and the contact address to write to meanwhile. The status stays as Next set it.
import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml, htmlDocument } from '../src/lib/html-document.mjs'
import { ERROR_DOCUMENT } from './next-internals.mjs'
import { screenFor } from './not-found.mjs'

/**
 * The texts of the screen for each language, from messages/{code}.json (namespace
 * "serverError", and "Return to Home" from "notFound").
 * @returns {Record<string, { metaTitle: string, title: string, text: string, email: string,
 *   retry: string, returnHome: string }>}
 */
export function loadErrorTexts(root, locales) {
  return Object.fromEntries(
    locales.map((code) => {
      const m = JSON.parse(fs.readFileSync(path.join(root, 'messages', `${code}.json`), 'utf8'))
      return [code, { ...m.serverError, returnHome: m.notFound.returnHome }]
    }),
  )
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:Inter,'Segoe UI',system-ui,-apple-system,sans-serif;color:#1c1917;background:#fff;line-height:1.5}
header{border-bottom:1px solid #e7e5e4;padding:12px 16px}header a{display:inline-flex;align-items:center;gap:8px;color:#166534;font-weight:700;font-size:18px;text-decoration:none}
main{max-width:40rem;margin:0 auto;padding:48px 16px 64px}.code{margin:0;color:#b45309;font-weight:700;font-size:14px;letter-spacing:.08em}
h1{margin:8px 0 16px;font-size:30px;line-height:1.2}p{margin:0 0 12px;font-size:17px;color:#44403c}a{color:#166534}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:28px}.actions a{display:inline-flex;align-items:center;min-height:44px;padding:8px 20px;border-radius:6px;font-weight:600;text-decoration:none;border:1px solid #d6d3d1;color:#1c1917}
.actions a.primary{background:#15803d;border-color:#15803d;color:#fff}a:focus-visible{outline:3px solid #b45309;outline-offset:2px}`

/**
 * The screen's HTML.
 * @param {{ locale: string, texts: ReturnType<typeof loadErrorTexts>[string], status: number,
 *   again: string, email?: string | null, company?: string | null }} options
 */
export function errorScreenHtml({ locale, texts, status, again, email, company }) {
  const home = locale === 'en' ? '/' : `/${locale}`
  const mail = email
    ? `<p>${escapeHtml(texts.email)
        .split('{email}')
        .join(`<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`)}</p>`
    : ''
  const name = company ? escapeHtml(company) : ''
  return htmlDocument({
    lang: locale,
    title: company ? `${texts.metaTitle} | ${company}` : texts.metaTitle,
    head:
      '<meta name="robots" content="noindex">' +
      `<link rel="icon" href="/icon.svg" type="image/svg+xml"><style>${STYLE}</style>`,
    body:
      `<header><a href="${home}"${name ? '' : ` aria-label="${escapeHtml(texts.returnHome)}"`}>` +
      `<img src="/icon.svg" alt="" width="32" height="32">${name}</a></header>` +
      `<main><p class="code">${status}</p><h1>${escapeHtml(texts.title)}</h1>` +
      `<p>${escapeHtml(texts.text)}</p>${mail}<p class="actions">` +
      `<a class="primary" href="${escapeHtml(again)}">${escapeHtml(texts.retry)}</a>` +
      `<a href="${home}">${escapeHtml(texts.returnHome)}</a></p></main>`,
  })
}

/**
 * @param {{ root: string, locales: string[], contact: () => { email?: string | null,
 *   company?: string | null } }} options
 */
export function createErrorScreens({ root, locales, contact }) {
  const texts = loadErrorTexts(root, locales)
  return {
    /**
     * The page to send instead of `body`, or null to send `body` as it is: only Next's empty
     * error document with a 5xx status.
     * @param {number} status
     * @param {Buffer} body
     * @param {string} url the address asked for (path and query)
     * @returns {Promise<Buffer> | null}
     */
    replacement(status, body, url) {
      if (status < 500 || status > 599) return null
      if (!body.subarray(0, 2048).toString('latin1').includes(ERROR_DOCUMENT)) return null
      const pathname = url.split('?')[0] || '/'
      const { locale } = screenFor(pathname, locales)
      const html = errorScreenHtml({
        locale,
        texts: texts[locale],
        status,
        again: url,
        ...contact(),
      })
      return Promise.resolve(Buffer.from(html, 'utf8'))
    },
  }
}
