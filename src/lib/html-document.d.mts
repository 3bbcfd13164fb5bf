export function escapeHtml(value: string): string
export function textDirection(locale: string): 'ltr' | 'rtl'
export function htmlDocument(options: {
  lang: string
  dir?: 'ltr' | 'rtl'
  title?: string
  viewport?: boolean
  head?: string
  bodyStyle?: string
  body: string
}): string
