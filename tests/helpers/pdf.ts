import jsQR from 'jsqr'
import { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs'

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

type DrawnGlyph = { unicode?: string; originalCharCode?: number; isInFont?: boolean } | number

/**
 * Missing glyphs, two ways, on each page: the glyphs drawn (pdf.js's operator list, what a
 * viewer paints) that are the font's .notdef (code 0 in PDFKit's subsets) or not in the font,
 * and the text items of the text layer under which the page, rendered to pixels, shows no ink
 * (text that extraction finds but the reader does not see). Both lists should be empty.
 */
export async function glyphCheck(pdf: Buffer | Uint8Array): Promise<{
  pages: number
  glyphs: number
  missing: string[]
  unpainted: string[]
}> {
  const doc = await open(pdf)
  const missing: string[] = []
  const unpainted: string[] = []
  let glyphs = 0
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const ops = await page.getOperatorList()
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return
      for (const g of ops.argsArray[i][0] as DrawnGlyph[]) {
        if (typeof g === 'number' || !g) continue
        glyphs++
        // (pdf.js counts a space, which has no outline, as not in the font.)
        if (g.originalCharCode === 0 || (g.isInFont === false && g.unicode?.trim()))
          missing.push(`page ${n}: ${JSON.stringify(g.unicode)}`)
      }
    })
    const scale = 2
    const viewport = page.getViewport({ scale })
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }
    }
    const { canvas, context } = factory.create(viewport.width, viewport.height)
    await page.render({ canvasContext: context, viewport, canvas }).promise
    const image = context.getImageData(0, 0, viewport.width, viewport.height)
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      let dark = 0
      for (let y = Math.max(0, Math.floor(y0)); y < Math.min(image.height, Math.ceil(y1)); y++)
        for (let x = Math.max(0, Math.floor(x0)); x < Math.min(image.width, Math.ceil(x1)); x++) {
          const o = (y * image.width + x) * 4
          const [r, g, b] = [image.data[o], image.data[o + 1], image.data[o + 2]]
          // Anything that is not the page's white (text in any colour on white or a tint).
          if (Math.abs(r - g) + Math.abs(g - b) > 40 || r + g + b < 600) dark++
        }
      return dark
    }
    const content = await page.getTextContent()
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue
      const [, , , , x, y] = Util.transform(viewport.transform, item.transform)
      const h = item.height * scale
      const w = item.width * scale
      if (ink(x, y - h, x + w, y + h * 0.3) < Math.min(4, item.str.trim().length))
        unpainted.push(`page ${n}: ${item.str}`)
    }
    page.cleanup()
  }
  const pages = doc.numPages
  await doc.destroy()
  return { pages, glyphs, missing, unpainted }
}
