import jsQR from 'jsqr'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

type Item = { str: string; x: number; y: number }

async function open(pdf: Buffer | Uint8Array) {
  return getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise
}

/**
 * The text of each page as lines (pdf.js text extraction, the way a reader's copy-paste or a
 * search engine sees it): items on one baseline joined left to right.
 */
export async function pdfLines(pdf: Buffer | Uint8Array): Promise<string[][]> {
  const doc = await open(pdf)
  const pages: string[][] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const items: Item[] = []
    for (const it of content.items)
      if ('str' in it && it.str.trim())
        items.push({ str: it.str, x: it.transform[4], y: Math.round(it.transform[5]) })
    const rows = new Map<number, Item[]>()
    for (const it of items) {
      const key = [...rows.keys()].find((y) => Math.abs(y - it.y) <= 2) ?? it.y
      rows.set(key, [...(rows.get(key) ?? []), it])
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, row]) =>
          row
            .sort((a, b) => a.x - b.x)
            .map((i) => i.str)
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
    )
    page.cleanup()
  }
  await doc.destroy()
  return pages
}

/** All the text of a PDF, one line per line. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfLines(pdf)).map((p) => p.join('\n')).join('\n')
}

/** Renders a page (1-based) as pixels, as a viewer or printer would, and reads a QR code on it. */
export async function readQrCode(pdf: Buffer | Uint8Array, pageNumber = 1): Promise<string | null> {
  const doc = await open(pdf)
  const page = await doc.getPage(pageNumber)
  const viewport = page.getViewport({ scale: 2 })
  // pdf.js draws through @napi-rs/canvas in Node (its optional dependency).
  const factory = doc.canvasFactory as {
    create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }
  }
  const { canvas, context } = factory.create(viewport.width, viewport.height)
  await page.render({ canvasContext: context, viewport, canvas }).promise
  const image = context.getImageData(0, 0, viewport.width, viewport.height)
  await doc.destroy()
  return jsQR(image.data, image.width, image.height)?.data ?? null
}

/** A node of a PDF's structure (tags) as pdf.js reads it, with the text of its own content. */
export type StructNode = { role: string; alt?: string; text: string; children: StructNode[] }

type RawNode = {
  role?: string
  alt?: string
  type?: string
  id?: string
  children?: RawNode[]
}

/**
 * The tagged structure of each page, as a screen reader gets it: pdf.js's structure tree with
 * each element's text gathered from the marked content it owns, and the text drawn outside any
 * structure element that is not marked as an artifact either (`untagged`: should be empty).
 */
export async function pdfStructure(pdf: Buffer | Uint8Array): Promise<{
  marked: boolean
  pages: { tree: StructNode; untagged: string[]; artifacts: string[] }[]
}> {
  const doc = await open(pdf)
  const markInfo = (await doc.getMarkInfo()) as { Marked?: boolean } | null
  const pages = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent({ includeMarkedContent: true })
    const byId = new Map<string, string>()
    const untagged: string[] = []
    const artifacts: string[] = []
    const stack: { tag: string; id?: string }[] = []
    for (const item of content.items as Array<
      { str: string } | { type: string; tag?: string; id?: string }
    >) {
      if ('str' in item) {
        if (!item.str.trim()) continue
        const id = [...stack].reverse().find((m) => m.id)?.id
        if (id) byId.set(id, `${byId.get(id) ?? ''}${item.str}`)
        else if (stack.some((m) => m.tag === 'Artifact')) artifacts.push(item.str)
        else untagged.push(item.str)
      } else if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') {
        stack.push({ tag: item.tag ?? '', id: item.id })
      } else if (item.type === 'endMarkedContent') stack.pop()
    }
    const convert = (node: RawNode): StructNode => {
      const kids = node.children ?? []
      return {
        role: node.role ?? '',
        ...(node.alt ? { alt: node.alt } : {}),
        text: kids
          .filter((k) => k.type === 'content' && k.id)
          .map((k) => byId.get(k.id!) ?? '')
          .join(''),
        children: kids.filter((k) => k.role).map(convert),
      }
    }
    const raw = (await page.getStructTree()) as RawNode | null
    pages.push({
      tree: raw ? convert(raw) : { role: 'Root', text: '', children: [] },
      untagged,
      artifacts,
    })
    page.cleanup()
  }
  await doc.destroy()
  return { marked: Boolean(markInfo?.Marked), pages }
}

/** Every node of a structure tree, depth first (reading order). */
export function structNodes(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(structNodes)]
}

/** A node's text with that of everything inside it. */
export function structText(node: StructNode): string {
  return node.text + node.children.map(structText).join('')
}
