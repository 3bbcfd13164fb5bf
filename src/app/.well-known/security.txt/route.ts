import { localeCodes } from '@/i18n/locales'
import { contactEmail, loadContactEmail } from '@/features/site/contact-email'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/site-url'

// The contact address and the expiry date are read on each request.
export const dynamic = 'force-dynamic'

const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. The contact is the
 * address the site names everywhere else (site settings → email, else SALES_EMAIL); the file says it expires a
 * year from the day it is read, so it never goes stale while the site runs.
 */
export async function GET() {
  // The settings as they are now (a failure keeps the last address known).
  await loadContactEmail(await getPayloadClient())
  const expires = new Date(Date.now() + YEAR_MS)
  expires.setUTCHours(0, 0, 0, 0)
  const body = [
    `Contact: mailto:${contactEmail()}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${localeCodes.join(', ')}`,
    `Canonical: ${siteUrl()}/.well-known/security.txt`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
}
