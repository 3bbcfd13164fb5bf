import type { LucideIcon } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'

/**
 * The page an emailed link opens (confirm an address, unsubscribe): what the link is for, and a
 * button that does it with a plain form post, so it works without JavaScript. Opening the link
 * changes nothing: mail programs and link scanners open links by themselves, and the action
 * needs the person's click. Without `form` the card only says something (e.g. already done).
 */
export function LinkActionCard({
  icon: Icon,
  title,
  text,
  note,
  form,
}: {
  icon: LucideIcon
  title: string
  text: string
  note?: string
  form?: { action: string; token: string; button: string; extra?: React.ReactNode }
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
        <Icon aria-hidden="true" className="size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-lg break-words text-stone-800">{text}</p>
        {note && <p className="mt-2 text-stone-600">{note}</p>}
        {form && (
          <form method="post" action={form.action} className="mt-8 flex flex-wrap gap-3">
            <input type="hidden" name="token" value={form.token} />
            <button type="submit" className={buttonClass('primary', 'lg')}>
              {form.button}
            </button>
            {form.extra}
          </form>
        )}
      </div>
    </div>
  )
}
