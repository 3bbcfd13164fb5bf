/** The public origin, for canonical URLs and feeds. */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
}

/**
 * Origins whose requests may use a staff cookie (Payload's CSRF allowlist): the site's own, and
 * for a local address both spellings of it (localhost and 127.0.0.1).
 */
export function trustedOrigins(): string[] {
  const url = new URL(siteUrl())
  const origins = [url.origin]
  const local = ['localhost', '127.0.0.1']
  if (local.includes(url.hostname))
    for (const host of local)
      origins.push(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
  return [...new Set(origins)]
}
