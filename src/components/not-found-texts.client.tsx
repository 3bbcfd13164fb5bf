'use client'

import { createContext, useContext } from 'react'
import type { Locale } from '@/i18n/locales'

/**
 * The texts of the "not found" screens, in the page's language, handed down by the layout.
 * A not-found boundary gets no params, and Next renders it with every page of its segment; a
 * server component there that asked next-intl for the locale would read the request headers
 * and make every page dynamic, and next-intl in a client component would add its message
 * formatting to every page's JavaScript. Plain strings in a context cost neither.
 */
export type NotFoundTexts = {
  locale: Locale
  page: { code: string; title: string; text: string; returnHome: string }
  returnHome: string
  screens: Record<
    'category' | 'product' | 'blog' | 'news',
    { title: string; text: string; back?: string }
  >
}

const Texts = createContext<NotFoundTexts | null>(null)

export function NotFoundTextsProvider({
  value,
  children,
}: {
  value: NotFoundTexts
  children: React.ReactNode
}) {
  return <Texts.Provider value={value}>{children}</Texts.Provider>
}

export function useNotFoundTexts(): NotFoundTexts {
  const texts = useContext(Texts)
  if (!texts) throw new Error('useNotFoundTexts outside the site layout')
  return texts
}
