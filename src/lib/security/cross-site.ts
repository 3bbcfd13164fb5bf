/**
 * Cross-site request forgery: did a browser send this request from another site? Browsers say
 * where a request comes from (Sec-Fetch-Site, Origin); a request that says nothing (a
 * non-browser client, an old browser) is not refused here. `trustedOrigins` are accepted
 * besides the request's own host.
 */
export function crossSite(request: Request, trustedOrigins: string[]): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (trustedOrigins.includes(origin)) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return !host || new URL(origin).host !== host
  } catch {
    return true
  }
}
