'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * On a preview page in the admin's live preview: renders the page again from the server each
 * time the admin saves or autosaves the draft. Only the preview pages load it.
 */
export function PreviewRefresh() {
  const router = useRouter()
  const hydrated = useHydrated()
  const refresh = useCallback(() => router.refresh(), [router])
  if (!hydrated) return null
  return <RefreshRouteOnSave refresh={refresh} serverURL={window.location.origin} />
}
