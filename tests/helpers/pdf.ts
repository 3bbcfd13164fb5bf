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
