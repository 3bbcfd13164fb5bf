type Header = { key: string; value: string }

const common: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

export const csp = (scriptSrc: string, imageOrigin = '', frameAncestors = "'none'") =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React writes style attributes (e.g. next/image); styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

/** The origin of MEDIA_BASE_URL (uploads served from a CDN or bucket), or '' when unset or bad. */
function mediaOrigin(mediaBaseUrl: string | undefined): string {
  try {
    return mediaBaseUrl ? new URL(mediaBaseUrl).origin : ''
  } catch {
    return ''
  }
}

/**
 * Security headers for every response, as next.config applies them. The public policy allows
 * no inline script at all: the production server (server/index.mjs) adds the hashes of each
 * page's own framework scripts to script-src as the page leaves, and adds HSTS and
 * upgrade-insecure-requests when SITE_URL is https. Pages served without that server (plain
 * `next start`) render but do not run their scripts. In development (`next dev`) scripts are
 * allowed inline and with eval, as Next's development build needs (its CSP guide); that policy
 * is never built into production. Images may also come from MEDIA_BASE_URL's origin (read at
 * build time).
 */
export function securityHeaders(
  mediaBaseUrl?: string,
  { development = false } = {},
): { source: string; headers: Header[] }[] {
  const media = mediaOrigin(mediaBaseUrl)
  const publicScripts = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'"
  return [
    {
      source: '/:path*',
      headers: [...common, { key: 'Content-Security-Policy', value: csp(publicScripts, media) }],
    },
    ...['/preview/:path*', '/:locale([a-z]{2})/preview/:path*'].map((source) => ({
      // Staff's previews of drafts (signed-in staff only) show inside the admin's live-preview
      // frame, on this site alone; every other page may not be framed at all.
      source,
      headers: [
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Content-Security-Policy', value: csp(publicScripts, media, "'self'") },
      ],
    })),
    {
      // Pictures other sites, messengers and mail clients may show: product photos, generated
      // artwork and Open Graph images.
      source: '/:dir(og|art)/:path*',
      headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
    },
    {
      source: '/api/media/file/:path*',
      headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
    },
    {
      // The CMS admin writes inline scripts (Next's, per render) that no fixed list of hashes
      // covers; it is staff-only, and this looser policy applies to /admin alone. It runs
      // without eval (the e2e test "the admin runs without eval" holds it), so 'unsafe-eval'
      // is not allowed.
      source: '/admin/:path*',
      headers: [
        {
          key: 'Content-Security-Policy',
          value: csp(development ? publicScripts : "'self' 'unsafe-inline'", media),
        },
      ],
    },
  ]
}
