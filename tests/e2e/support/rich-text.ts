import type { Post } from '@/payload-types'

/** A rich-text value as Payload stores it. */
type RichText = Post['content']
/**
 * Rich-text values (Payload's Lexical JSON) for content the specs write through the REST API,
 * from the markdown-like text the site used before: "## "/"### " headings, blank lines between
 * paragraphs, "- " and "1. " lists, **bold** and [links](url). The site's own conversion
 * (src/fields/rich-text.ts) needs the Payload config; a spec only needs these few shapes.
 */

type Node = Record<string, unknown>

const text = (t: string, format = 0): Node => ({
  type: 'text',
  text: t,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

function inline(line: string): Node[] {
  const out: Node[] = []
  const token = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const m of line.matchAll(token)) {
    if (m.index > last) out.push(text(line.slice(last, m.index)))
    if (m[1]) out.push(text(m[1], 1))
    else
      out.push(
        element('link', [text(m[2])], {
          fields: { linkType: 'custom', url: m[3], newTab: false },
          id: Math.random().toString(16).slice(2, 14).padEnd(12, '0'),
        }),
      )
    last = m.index + m[0].length
  }
  if (last < line.length) out.push(text(line.slice(last)))
  return out
}

export function lexical(markdown: string) {
  const children: Node[] = []
  for (const block of markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '')
    if (!lines.length) continue
    const heading = /^(#{2,3}) (.*)$/.exec(lines[0])
    if (heading && lines.length === 1) {
      children.push(element('heading', inline(heading[2]), { tag: `h${heading[1].length}` }))
    } else if (
      lines.every((l) => /^\s*[-*] /.test(l)) ||
      lines.every((l) => /^\s*\d+\. /.test(l))
    ) {
      const ordered = /^\s*\d+\. /.test(lines[0])
      children.push(
        element(
          'list',
          lines.map((l, i) =>
            element('listitem', inline(l.replace(/^\s*([-*]|\d+\.) /, '')), { value: i + 1 }),
          ),
          { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
        ),
      )
    } else {
      const nodes = lines.flatMap((l, i) => [
        ...(i ? [{ type: 'linebreak', version: 1 }] : []),
        ...inline(l),
      ])
      children.push(element('paragraph', nodes, { textFormat: 0, textStyle: '' }))
    }
  }
  return { root: element('root', children) }
}

/** Paragraphs of literal text: nothing in them is read as markup. */
export function paragraphs(texts: string[]): RichText {
  return {
    root: element(
      'root',
      texts.map((t) => element('paragraph', [text(t)], { textFormat: 0, textStyle: '' })),
    ),
  } as unknown as RichText
}
