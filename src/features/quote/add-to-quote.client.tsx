'use client'

import { Check } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { PlannerPack } from '@/features/load-planner'
import { addToQuote, useQuoteList } from './store'

/**
 * RFQ / Request Quote: adds the product to the quote list. Without JavaScript it is a link to
 * the contact form with the quote type and product preselected.
 */
export function AddToQuoteButton({
  product,
  href,
  listHref,
  label,
  inListLabel,
  addedText,
  ariaLabel,
  className,
  goToList = false,
  children,
}: {
  product: { slug: string; name: string; packSizes: string[]; packs?: PlannerPack[] }
  href: string
  listHref: string
  label: string
  inListLabel: string
  addedText: string
  ariaLabel?: string
  className: string
  goToList?: boolean
  children?: React.ReactNode
}) {
  const router = useRouter()
  const lines = useQuoteList()
  const [announce, setAnnounce] = useState('')
  const inList = lines?.some((l) => l.slug === product.slug) ?? false
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    e.preventDefault()
    if (!inList) {
      addToQuote(product)
      setAnnounce(addedText)
    }
    if (inList || goToList) router.push(listHref)
  }
  return (
    <>
      <a
        href={inList ? listHref : href}
        onClick={onClick}
        className={className}
        // The name starts with the visible text (WCAG 2.5.3, label in name): "RFQ: Request a
        // quote for Turmeric".
        aria-label={
          inList ? `${inListLabel}: ${product.name}` : ariaLabel && `${label}: ${ariaLabel}`
        }
        data-in-quote={inList || undefined}
      >
        {inList ? <Check aria-hidden="true" className="size-4" /> : children}
        {inList ? inListLabel : label}
      </a>
      <span className="sr-only" aria-live="polite">
        {announce}
      </span>
    </>
  )
}
