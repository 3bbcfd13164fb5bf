import NextLink from '@/components/link'
import { Fragment } from 'react'

/**
 * The site's former renderer (src/lib/markdown.tsx before texts became rich text), kept for
 * tests/int/rich-text.int.test.ts: converted texts must read as they did.
 *
 * Renders the site's markdown-like text as React elements: "## "/"### " headings, "- " and "1. "
 * lists, **bold**, *emphasis* and [links](url). Raw HTML is shown as text, never rendered.
 */
export function Markdown({
  text,
  className,
  lang,
}: {
  text: string
  className?: string
  lang?: string
}) {
  const blocks = text.replace(/\r\n/g, '\n').split(/\n{2,}/)
  return (
    <div className={className} lang={lang}>
      {blocks.map((block, i) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '')
        if (lines.length === 0) return null
        const first = lines[0]
        if (/^### /.test(first)) return <h3 key={i}>{inline(first.slice(4))}</h3>
        if (/^## /.test(first)) return <h2 key={i}>{inline(first.slice(3))}</h2>
        if (lines.every((l) => /^\s*[-*] /.test(l)))
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*[-*] /, ''))}</li>
              ))}
            </ul>
          )
        if (lines.every((l) => /^\s*\d+\. /.test(l)))
          return (
            <ol key={i}>
              {lines.map((l, j) => (
                <li key={j}>{inline(l.replace(/^\s*\d+\. /, ''))}</li>
              ))}
            </ol>
          )
        return (
          <p key={i}>
            {lines.map((l, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {inline(l)}
              </Fragment>
            ))}
          </p>
        )
      })}
    </div>
  )
}

const token = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function safeHref(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href
  if (/^https?:\/\//i.test(href) || /^mailto:/i.test(href)) return href
  return null
}

function inline(text: string): React.ReactNode[] {
  const out: React.ReactNode[] = []
  let last = 0
  let k = 0
  for (const m of text.matchAll(token)) {
    if (m.index > last) out.push(text.slice(last, m.index))
    if (m[1]) out.push(<strong key={k++}>{m[1]}</strong>)
    else if (m[2]) out.push(<em key={k++}>{m[2]}</em>)
    else {
      const href = safeHref(m[4])
      if (!href) out.push(m[3])
      else if (href.startsWith('/'))
        out.push(
          <NextLink key={k++} href={href}>
            {m[3]}
          </NextLink>,
        )
      else
        out.push(
          <a key={k++} href={href} rel="noopener noreferrer">
            {m[3]}
          </a>,
        )
    }
    last = m.index + m[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}
