import type { CollectionAfterChangeHook } from 'payload'
import { revalidateAfterChange } from '@/lib/hooks'
import type { PolicyUpdate } from '@/payload-types'
import { kickPolicyAlerts } from './notify'

/**
 * After a policy update is saved: the public pages are refreshed when it is or was published
 * (a proposal changes nothing public), and a new publication emails its followers.
 */
export const afterPolicyChange: CollectionAfterChangeHook<PolicyUpdate> = async (args) => {
  const { doc, previousDoc, req } = args
  const wasPublic = previousDoc?.status === 'published'
  if (doc.status === 'published' || wasPublic) await revalidateAfterChange(args)
  if (doc.status === 'published' && !doc.notifiedAt && !args.context?.disableAlerts)
    kickPolicyAlerts(req.payload)
  return doc
}
