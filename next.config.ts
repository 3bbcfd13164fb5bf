import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  productionBrowserSourceMaps: false,
  images: { formats: ['image/avif', 'image/webp'] },
  serverExternalPackages: ['sharp'],
  // Title and meta tags always in <head>: Next otherwise streams them into <body> for browsers
  // when a page's metadata resolves after its first bytes (invalid HTML, and late for sharing).
  htmlLimitedBots: /.*/,
  // `npm test` type-checks the whole project (tsc) before it builds; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return securityHeaders(process.env.SITE_URL)
  },
}

const withCms = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const cmsHeaders = withCms.headers

export default {
  ...withCms,
  // Payload asks every page for the colour-scheme client hint with Critical-CH, which makes
  // Chromium send the first request of a visit twice: a round trip a buyer far away pays on
  // every first page. Only the admin uses the hint.
  async headers() {
    const rules = (await cmsHeaders?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
