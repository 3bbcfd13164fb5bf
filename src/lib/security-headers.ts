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
]

const csp = (scriptSrc: string, extra = '') =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    extra,
  ]
    .filter(Boolean)
    .join('; ')

/**
 * Security headers for every response. HSTS only when the site is served over https
 * (SITE_URL at build time), so local http runs are not pinned to https.
 */
export function securityHeaders(siteUrl: string | undefined) {
  const https = Boolean(siteUrl?.startsWith('https://'))
  const hsts: Header[] = https
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
    : []
  return [
    {
      source: '/:path*',
      headers: [
        ...common,
        ...hsts,
        {
          key: 'Content-Security-Policy',
          value: csp("'self' 'unsafe-inline'", https ? 'upgrade-insecure-requests' : ''),
        },
      ],
    },
    {
      // The CMS admin bundles code that needs eval; it is staff-only and scoped to /admin.
      source: '/admin/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: csp("'self' 'unsafe-inline' 'unsafe-eval'") },
      ],
    },
  ]
}
