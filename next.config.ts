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
  // `npm test` type-checks the whole project (tsc) before it builds; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return securityHeaders(process.env.SITE_URL)
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
