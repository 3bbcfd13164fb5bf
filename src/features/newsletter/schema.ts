import { z } from 'zod'
import { email } from '@/components/form/rules'
import { subscriberSources } from './constants'

/**
 * The sign-up form: one address. Error messages are keys of `newsletter.errors`, shown in the
 * visitor's language on either side.
 */
export const subscribeSchema = z.object({
  email: email('emailInvalid'),
  source: z.enum(subscriberSources).catch('footer'),
})
export type Subscribe = z.infer<typeof subscribeSchema>
