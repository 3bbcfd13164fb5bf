import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Attachments } from './collections/Attachments'
import { BlogTopics } from './collections/BlogTopics'
import { Buyers, BuyerTokens } from './collections/Buyers'
import { Categories } from './collections/Categories'
import { Certificates } from './collections/Certificates'
import { PolicyFollows } from './collections/PolicyFollows'
import { PolicyUpdates } from './collections/PolicyUpdates'
import { Emails } from './collections/Emails'
import { Inquiries } from './collections/Inquiries'
import { InquiryEvents } from './collections/InquiryEvents'
import { InquiryMessages } from './collections/InquiryMessages'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Products } from './collections/Products'
import { Quotations } from './collections/Quotations'
import { ScheduledJobs } from './collections/ScheduledJobs'
import { Subscribers } from './collections/Subscribers'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { outboxEmailAdapter } from './features/email/payload-adapter'
import { redirects } from './features/redirects/plugin'
import { AboutPage } from './globals/AboutPage'
import { ContactPage } from './globals/ContactPage'
import { HomePage } from './globals/HomePage'
import { NewsIngestion } from './globals/NewsIngestion'
import { QualityPage } from './globals/QualityPage'
import { SalesSettings } from './globals/SalesSettings'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, locales } from './i18n/locales'
import { livePreview } from './lib/live-preview'
import { mediaStorage } from './lib/media-storage'
import { MEDIA_UPLOAD_LIMIT_BYTES } from './lib/body-limits.mjs'
import { QUERY_ERROR, withGlobalQueryGuard, withQueryGuard } from './lib/query-guard'
import { payloadSecret } from './lib/secret'
import { seo } from './plugins/seo'
import { trustedOrigins } from './lib/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload's S3 storage, redirects, SEO and live-preview packages are published one patch behind
// payload (package.json overrides make them use this payload and ui).
// Payload's own version check (development and tests only) would report that on every start;
// src/lib/media-storage.test.ts checks the versions instead.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

export default buildConfig({
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Bharat Agro Exports admin' },
    livePreview,
    components: {
      // A welcome with the common tasks and what is waiting, above Payload's own cards; the
      // team's figures (admin and sales only) below them, with a link to them above.
      beforeDashboard: [
        '@/components/admin/dashboard-header#DashboardHeader',
        '@/features/dashboard/admin/dashboard#TeamFiguresLink',
      ],
      afterDashboard: ['@/features/dashboard/admin/dashboard#TeamDashboard'],
    },
  },
  // The admin's navigation shows the groups in the order they first appear here (then globals):
  // Catalogue, Company pages, Blog & news, Sales, Mail, System.
  collections: [
    Products,
    Categories,
    PolicyUpdates,
    Media,
    Pages,
    Certificates,
    Posts,
    BlogTopics,
    News,
    Inquiries,
    InquiryEvents,
    InquiryMessages,
    Quotations,
    Attachments,
    Buyers,
    BuyerTokens,
    Emails,
    Subscribers,
    PolicyFollows,
    Users,
    ScheduledJobs,
    // Malformed ids and queries are answered with a 400/404, never passed to the database.
  ].map(withQueryGuard),
  globals: [
    SiteSettings,
    HomePage,
    AboutPage,
    QualityPage,
    ContactPage,
    NewsIngestion,
    SalesSettings,
  ].map(withGlobalQueryGuard),
  // No read goes deeper than this, whoever asks (Payload's default is 10): the site reads at
  // depth 0–2 and the admin at 0–1. Anonymous REST reads are held to less (lib/query-guard.ts).
  maxDepth: 3,
  // One uploaded file at most (the server refuses a larger body before it is read).
  upload: { limits: { fileSize: MEDIA_UPLOAD_LIMIT_BYTES } },
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: l.label, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  // Payload's jobs queue carries the scheduled publish and unpublish of drafts (its own
  // schedulePublish task); src/lib/scheduled-publish.ts runs the due jobs in each server.
  jobs: { deleteJobOnComplete: true },
  email: outboxEmailAdapter,
  secret: payloadSecret(),
  // Staff cookies are only honoured on requests from the site's own origin (CSRF).
  csrf: trustedOrigins(),
  db: databaseAdapter(),
  sharp,
  plugins: [mediaStorage(), redirects(), seo()],
  telemetry: false,
  // A malformed query from outside is the sender's mistake, not the server's.
  loggingLevels: { [QUERY_ERROR]: 'info' },
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
