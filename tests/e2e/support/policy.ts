import { createHash } from 'node:crypto'

/** A Content-Security-Policy as directive → sources. */
export function parsePolicy(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const directive of (header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources)
  }
  return map
}

/**
 * The CSP hash source of every inline script a browser would run in this HTML (no src; no type,
 * or a JavaScript type), computed here independently of the server's code.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs) || !text) continue
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1].toLowerCase() ?? ''
    if (!['', 'text/javascript', 'application/javascript', 'module'].includes(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
