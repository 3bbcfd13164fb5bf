import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { setImmediate as nextTurn } from 'node:timers/promises'
import * as fontkit from 'fontkit'
import type { Locale } from '@/i18n/locales'
import { notoFile, type NotoFamily, type NotoWeight } from '@/lib/noto-fonts'

/**
 * The typefaces embedded in generated PDFs, all Noto (src/lib/noto-fonts.ts). PDFKit embeds only
 * the glyphs a document uses.
 */
type Family = NotoFamily
export type Weight = NotoWeight

/** One typeface: its name in a document, its bytes, and the parsed font for glyph look-ups. */
export type Face = { name: string; data: Buffer; font: fontkit.Font }

const loaded = new Map<string, Face>()

const fileOf = notoFile

function face(family: Family, weight: Weight): Face {
  const name = `${family}-${weight}`
  let f = loaded.get(name)
  if (!f) {
    const data = fs.readFileSync(fileOf(family, weight))
    f = { name, data, font: fontkit.create(data) as fontkit.Font }
    loaded.set(name, f)
  }
  return f
}

/**
 * Reads the faces a locale's documents need, without blocking the server for long: each file
 * is read asynchronously and parsed in its own turn of the event loop. (They are kept.)
 */
export async function preloadFaces(locale: Locale): Promise<void> {
  const families: Family[] = ['latin']
  if (locale === 'ar') families.push('arabic')
  if (locale === 'zh') families.push('sc')
  if (locale === 'ja') families.push('jp')
  for (const family of families)
    for (const weight of ['regular', 'bold'] as const) {
      const name = `${family}-${weight}`
      if (loaded.has(name)) continue
      const data = await fsp.readFile(fileOf(family, weight))
      await nextTurn()
      if (!loaded.has(name))
        loaded.set(name, { name, data, font: fontkit.create(data) as fontkit.Font })
    }
}

/**
 * The faces a locale's documents use, in order of preference per character: Noto Sans for
 * Latin and Cyrillic (product data is English in every language), Noto Naskh Arabic, then CJK.
 * Chinese and Japanese each use their own CJK variant, so shared ideographs take the forms
 * readers of each language expect. A face is read from disk the first time a text needs one of
 * its characters: an English sheet never opens the 8 MB CJK file.
 */
export function facesFor(locale: Locale, weight: Weight): Face[] {
  const chain: Family[] = ['latin', 'arabic', locale === 'ja' ? 'jp' : 'sc']
  return chain.map((family) => {
    let real: Face | undefined
    const get = () => (real ??= face(family, weight))
    return {
      name: `${family}-${weight}`,
      get data() {
        return get().data
      },
      get font() {
        return get().font
      },
    }
  })
}
