import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** The site's configuration; `development` for `next dev` (its script policy). */
function siteConfig(development: boolean) {
  const baseConfig: NextConfig = {
    poweredByHeader: false,
    // No source maps are built for browsers, so none is served (tests/e2e/server.e2e.ts).
    productionBrowserSourceMaps: false,
    // The production server (server/index.mjs) compresses after it has hashed a page's scripts.
    compress: false,
    // integrity="sha256-…" on every script tag the pages load.
    experimental: { sri: { algorithm: 'sha256' } },
    images: { formats: ['image/avif', 'image/webp'] },
    // Loaded from node_modules at run time: PDFKit and fontkit read their data files from disk.
    serverExternalPackages: ['sharp', 'pdfkit', 'fontkit', 'linebreak', 'qrcode', 'bidi-js'],
    // Title and meta tags always in <head>: Next otherwise streams them into <body> for browsers
    // when a page's metadata resolves after its first bytes (invalid HTML, and late for sharing).
    htmlLimitedBots: /.*/,
    // `npm test` type-checks the whole project (tsc) before it builds; the build does not repeat it.
    typescript: { ignoreBuildErrors: true },
    async headers() {
      return securityHeaders(process.env.MEDIA_BASE_URL, { development })
    },
  }

  const withCms = withPayload(withNextIntl(baseConfig), { devBundleServerPackages: false })
  const cmsHeaders = withCms.headers

  const config = {
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
  return config
}

/**
 * With REDIS_URL, the running server keeps rendered pages in Redis, shared by every instance,
 * with revalidations shared too (src/lib/next-cache-handler.mjs); Next's own in-memory copy is
 * off (the handler keeps one it can check against Redis). Read when the server starts, so the
 * same build runs with or without Redis. The build itself keeps Next's default cache.
 */
export default function nextConfig(phase: string): NextConfig {
  const config = siteConfig(phase === PHASE_DEVELOPMENT_SERVER)
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return config
  return {
    ...config,
    cacheHandler: path.resolve(process.cwd(), 'src/lib/next-cache-handler.mjs'),
    cacheMaxMemorySize: 0,
  }
}
