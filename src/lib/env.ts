import { z } from 'zod'

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    })

const port = z.coerce.number().int().min(1).max(65535)

/** Every environment variable the app reads. `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  SITE_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/$/, '')),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  // At least 2: start-up holds one connection for its lock while migrating on another.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  DATABASE_POOL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DATABASE_POOL_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SQLITE_FILE: z.string().min(1).default('data/site.db'),
  PAYLOAD_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Bharat Agro Exports <no-reply@bharatagroexports.example>'),
  SALES_EMAIL: z.string().email().default('sales@bharatagroexports.example'),
  MAIL_OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  OUTBOX_WORKER: z.enum(['true', 'false']).default('true'),
  INQUIRY_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  INQUIRY_RATE_PER_DAY: z.coerce.number().int().min(0).default(50),
  INQUIRY_RATE_NETWORK_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  INQUIRY_RATE_NETWORK_PER_DAY: z.coerce.number().int().min(0).default(200),
  INQUIRY_ACKS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(3),
  INQUIRY_REMINDERS: z.enum(['true', 'false']).default('true'),
  POLICY_ALERTS: z.enum(['true', 'false']).default('true'),
  AUTH_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  AUTH_RATE_PER_DAY: z.coerce.number().int().min(0).default(200),
  STAFF_LOGIN_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(100),
  BUYER_SIGNIN_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(100),
  AUTH_EMAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(0).default(5),
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  NEWSLETTER_RATE_PER_DAY: z.coerce.number().int().min(0).default(30),
  NEWSLETTER_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(3),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]*$/, 'may use letters, digits and _ . : - only')
    .default(''),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl(['https://', 'http://']),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.\/-]*$/, 'may use letters, digits and _ . / - only')
    .transform((v) => v.replace(/^\/+|\/+$/g, ''))
    .default(''),
  MEDIA_BASE_URL: optionalUrl(['https://', 'http://']).transform((v) => v?.replace(/\/+$/, '')),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  NEWS_FEEDS: z.string().trim().optional(),
  NEWS_SEARCH_URL: optionalUrl(['https://', 'http://']),
  NEWS_SEARCH_KEY: z.string().trim().optional(),
  NEWS_WORKER: z.enum(['true', 'false']).default('true'),
  NEWS_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  NEWS_MAX_ITEMS: z.coerce.number().int().min(10).max(1000).default(100),
  DOCUMENTS_CACHE_DIR: z.string().min(1).default('data/cache/documents'),
  /** Buyers' attached files (private; never under public/ nor in the media bucket). */
  ATTACHMENTS_DIR: z.string().trim().min(1).default('data/attachments'),
  BLOG_GENERATION: z.enum(['true', 'false']).default('true'),
  BLOG_LLM_URL: optionalUrl(['https://', 'http://']),
  BLOG_LLM_API_KEY: z.string().optional(),
  BLOG_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  BLOG_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  BLOG_SEARCH_URL: optionalUrl(['https://', 'http://']),
  BLOG_SEARCH_API_KEY: z.string().optional(),
  BLOG_IMAGE_URL: optionalUrl(['https://', 'http://']),
  BLOG_IMAGE_API_KEY: z.string().optional(),
  BLOG_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Read by the production server (server/index.mjs); checked here with the rest at start.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
})

export type Env = z.infer<typeof envSchema>

/** Parses an environment; returns one line per bad variable instead of throwing. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; errors: string[] } {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => [k, source[k] === '' ? undefined : source[k]]),
  )
  const result = envSchema.safeParse(cleaned)
  if (result.success) return { ok: true, env: result.data }
  return {
    ok: false,
    errors: result.error.issues.map(
      (i) => `Invalid environment variable ${i.path.join('.')}: ${i.message}`,
    ),
  }
}

/**
 * Some variables, checked like the whole environment (empty = unset), for code that runs before
 * the server checks everything (the Payload config). Throws one line naming a bad variable.
 */
export function pickEnv<K extends keyof Env>(
  names: readonly K[],
  source: Record<string, string | undefined> = process.env,
): Pick<Env, K> {
  const out: Record<string, unknown> = {}
  for (const name of names) {
    const value = source[name] === '' ? undefined : source[name]
    const result = envSchema.shape[name].safeParse(value)
    if (!result.success)
      throw new Error(`Invalid environment variable ${name}: ${result.error.issues[0].message}`)
    out[name] = result.data
  }
  return out as unknown as Pick<Env, K>
}

let cached: Env | undefined

/** The validated environment of this process. Throws with one clear line on a bad value. */
export function env(): Env {
  if (cached) return cached
  const parsed = parseEnv(process.env)
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'))
  cached = parsed.env
  return cached
}
