'use client'

import { ClipboardList } from 'lucide-react'
import NextLink from '@/components/link'
import { useQuoteList } from './store'

/** Header link to the quote list, with the number of products in it (shown once there are any). */
export function QuoteLink({ href, label }: { href: string; label: string }) {
  const lines = useQuoteList()
  const count = lines?.length ?? 0
  if (count === 0) return null
  return (
    <NextLink
      href={href}
      className="relative inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
      data-testid="quote-link"
    >
      <ClipboardList aria-hidden="true" className="size-5" />
      <span className="sr-only 2xl:not-sr-only">{label}</span>
      <span
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-saffron-600 px-1.5 text-xs font-bold text-white"
        data-testid="quote-count"
      >
        {count}
        <span className="sr-only">.</span>
      </span>
    </NextLink>
  )
}
