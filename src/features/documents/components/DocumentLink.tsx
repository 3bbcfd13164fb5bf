import { Download } from 'lucide-react'

/**
 * A download link for a file: a real link (works without JavaScript, from the keyboard and in
 * screen readers), its label followed by the file's format (and size when known), e.g.
 * "Download Specs PDF".
 */
export function DocumentLink({
  href,
  label,
  format,
  mimeType = 'application/pdf',
  className,
  iconClassName = 'size-5',
  children,
}: {
  href: string
  label: string
  /** "PDF", or "PDF, 1.2 MB". */
  format: string
  mimeType?: string
  className?: string
  iconClassName?: string
  children?: React.ReactNode
}) {
  return (
    <a href={href} download type={mimeType} className={className}>
      <Download aria-hidden="true" className={iconClassName} />
      {label}
      {children}
      <span className="rounded bg-black/10 px-1.5 py-0.5 text-xs font-semibold">{format}</span>
    </a>
  )
}
