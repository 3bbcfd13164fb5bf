import { AlertCircle, type LucideIcon } from 'lucide-react'
import type { Payload } from 'payload'
import { firstParam } from '@/components/listing/listing'
import { buttonClass } from '@/components/ui/button'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/lib/payload'

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
  error = false,
}: {
  icon: LucideIcon
  title: string
  text: string
  note?: string
  form?: { action: string; token: string; button: string; extra?: React.ReactNode }
  /** In red: the link does not work. */
  error?: boolean
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <div
        className={
          error
            ? 'rounded-2xl bg-red-50 p-8 ring-1 ring-red-200'
            : 'rounded-2xl bg-white p-8 ring-1 ring-stone-200'
        }
      >
        <Icon
          aria-hidden="true"
          className={`size-10 ${error ? 'text-red-700' : 'text-brand-700'}`}
        />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
        <p
          className={
            error ? 'mt-2 text-lg text-stone-800' : 'mt-2 text-lg break-words text-stone-800'
          }
        >
          {text}
        </p>
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

/**
 * The page an emailed link with a token opens: the token of the address (its first value, cut
 * to 200 characters) looked up with `find`. A lookup that fails is logged with `failure` and
 * counts as finding nothing; finding nothing shows `invalid` as an error card. What it finds,
 * `children` shows (usually a LinkActionCard whose form posts the token).
 */
export async function TokenActionPage<T>({
  query,
  find,
  failure,
  invalid,
  children,
}: {
  query: Record<string, string | string[] | undefined>
  find: (payload: Payload, token: string) => Promise<T | null>
  failure: string
  invalid: { title: string; text: string }
  children: (found: T, token: string) => React.ReactNode
}) {
  const token = firstParam(query.token).slice(0, 200)
  let found: T | null = null
  if (token)
    try {
      found = await find(await getPayloadClient(), token)
    } catch (error) {
      logger.warn({ error: String(error) }, failure)
    }
  if (found === null) return <LinkActionCard icon={AlertCircle} error {...invalid} />
  return children(found, token)
}
