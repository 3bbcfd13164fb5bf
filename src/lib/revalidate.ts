import { revalidatePath } from 'next/cache'

/**
 * Marks every public page stale after a content change. Pages render lazily, so this is cheap
 * even for a large catalogue. Outside a Next request (seed, CLI, tests) there is nothing to do.
 */
export function revalidateSite(reason: string, context?: { disableRevalidate?: boolean }): void {
  if (context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    if (!String(error).includes('static generation store missing')) {
      console.warn(`revalidate skipped (${reason}): ${String(error)}`)
    }
  }
}
