import NextLink from '@/components/link'
import { buttonClass } from '@/components/ui/button'
import { DocumentLink } from '@/features/documents'

type Props = {
  title: string
  text: string
  /** The main action: a page link. */
  action: { href: string; label: string }
  /** The second action: a company document (PDF). */
  document: { href: string; label: string; format: string }
}

/** The closing band of the about and quality pages: a request and a document to download. */
export function DocumentCta({ title, text, action, document }: Props) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-brand-900 p-8 text-white sm:p-12">
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="mt-2 max-w-2xl text-brand-50">{text}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <NextLink href={action.href} className={buttonClass('accent', 'lg')}>
            {action.label}
          </NextLink>
          <DocumentLink
            href={document.href}
            label={document.label}
            format={document.format}
            className={buttonClass('outline', 'lg')}
          />
        </div>
      </div>
    </section>
  )
}
