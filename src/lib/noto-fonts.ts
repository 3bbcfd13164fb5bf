import path from 'node:path'

/**
 * The Noto typefaces (SIL Open Font License 1.1) the server draws text with, in PDFs and in
 * pictures, read from the npm packages that ship them as whole TTF/OTF files:
 * @embedpdf/fonts-latin (Noto Sans: Latin, Greek, Cyrillic), @embedpdf/fonts-arabic (Noto Naskh
 * Arabic), @embedpdf/fonts-sc (Noto Sans CJK, Simplified Chinese) and @embedpdf/fonts-jp (Noto
 * Sans CJK, Japanese). Nothing is fetched.
 */
export const notoFiles = {
  latin: {
    pkg: '@embedpdf/fonts-latin',
    family: 'Noto Sans',
    regular: 'NotoSans-Regular.ttf',
    bold: 'NotoSans-Bold.ttf',
  },
  arabic: {
    pkg: '@embedpdf/fonts-arabic',
    family: 'Noto Naskh Arabic',
    regular: 'NotoNaskhArabic-Regular.ttf',
    bold: 'NotoNaskhArabic-Bold.ttf',
  },
  sc: {
    pkg: '@embedpdf/fonts-sc',
    family: 'Noto Sans S Chinese',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  jp: {
    pkg: '@embedpdf/fonts-jp',
    family: 'Noto Sans Japanese',
    regular: 'NotoSansJP-Regular.otf',
    bold: 'NotoSansJP-Bold.otf',
  },
} as const

export type NotoFamily = keyof typeof notoFiles
export type NotoWeight = 'regular' | 'bold'

/** A typeface's file. Read from disk at run time (no bundling): node_modules sits beside the app. */
export const notoFile = (family: NotoFamily, weight: NotoWeight) =>
  path.join(
    process.cwd(),
    'node_modules',
    notoFiles[family].pkg,
    'fonts',
    notoFiles[family][weight],
  )
