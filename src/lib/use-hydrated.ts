import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/**
 * False in the server's HTML and while the page hydrates, true once its script runs. The page's
 * scripts load after the page itself (server/after-load.mjs), and may never run: until then an
 * island shows what works without them (a plain form, links instead of menu buttons).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer)
}
