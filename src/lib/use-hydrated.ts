import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False in the server's HTML and while the page hydrates, true once its script runs. The page's
 * scripts may run late on a slow phone, or never: until then an island shows what works
 * without them (a plain form, links instead of menu buttons).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer)
}
