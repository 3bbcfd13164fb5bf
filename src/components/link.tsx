import type { AnchorHTMLAttributes } from 'react'

/**
 * The site's links: plain anchors, so a page's links cost no JavaScript. Next's client router
 * (next/link) adds JavaScript to every page and fetches pages' data ahead of clicks; here every
 * click loads the next page whole, which the server answers from its page cache in a few
 * milliseconds, and a buyer on a slow, metered connection downloads only what they open.
 */
export default function Link({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />
}
