import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { BlogTopics } from './collections/BlogTopics'
import { Buyers, BuyerTokens, SignInAttempts } from './collections/Buyers'
import { Categories } from './collections/Categories'
import { Certificates } from './collections/Certificates'
import { Emails } from './collections/Emails'
import { Inquiries } from './collections/Inquiries'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Products } from './collections/Products'
import { ScheduledJobs } from './collections/ScheduledJobs'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { outboxEmailAdapter } from './features/email/payload-adapter'
import { AboutPage } from './globals/AboutPage'
import { ContactPage } from './globals/ContactPage'
import { HomePage } from './globals/HomePage'
import { NewsIngestion } from './globals/NewsIngestion'
import { QualityPage } from './globals/QualityPage'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, locales } from './i18n/locales'
import { payloadSecret } from './lib/secret'
import { trustedOrigins } from './lib/site-url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Bharat Agro Exports admin' },
  },
  collections: [
    Users,
    Media,
    Categories,
    Products,
    Pages,
    Certificates,
    Posts,
    BlogTopics,
    News,
    Inquiries,
    Emails,
    Buyers,
    BuyerTokens,
    SignInAttempts,
    ScheduledJobs,
  ],
  globals: [SiteSettings, HomePage, AboutPage, QualityPage, ContactPage, NewsIngestion],
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: l.label, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  email: outboxEmailAdapter,
  secret: payloadSecret(),
  // Staff cookies are only honoured on requests from the site's own origin (CSRF).
  csrf: trustedOrigins(),
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
