import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/server-messages'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { renderCatalogue } from './catalogue'
import { renderCompanyProfile } from './company-profile'
import {
  catalogueFingerprint,
  loadCatalogue,
  loadCompanyProfile,
  loadQualityManual,
  loadSpecSheet,
  pageUrl,
} from './data'
import { preloadFaces } from './fonts'
import { renderQualityManual } from './quality-manual'
import { renderSpecSheet } from './spec-sheet'
import type { DocumentKind } from './urls'
import { singleton } from '@/lib/singleton.mjs'

/** Bump when the layout changes, so documents made by older code are made again. */
const LAYOUT_VERSION = 2
/** Documents generated at the same time in one process; more wait their turn. */
const MAX_CONCURRENT = 2

/** A document as it is now: what identifies its content, and how to make it. */
export type DocumentRef = {
  kind: DocumentKind
  locale: Locale
  /** Cache name: one file per name and content version. */
  name: string
  /** Hash of everything the file shows: it changes whenever the content does. */
  key: string
  /** Download file name. */
  fileName: string
  revised: string
  build: (progress: (share: number) => void) => Promise<Buffer>
}

export type DocumentStatus =
  { state: 'ready'; size: number } | { state: 'preparing'; progress: number } | { state: 'missing' }

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/** What every document also depends on: the code that draws it, the build and the texts. */
function codeVersion(locale: Locale): unknown {
  return [LAYOUT_VERSION, buildId(), hash(messagesFor(locale))]
}

let cachedBuildId: string | undefined
function buildId(): string {
  if (cachedBuildId === undefined) {
    try {
      cachedBuildId = fs
        .readFileSync(
          path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID'),
          'utf8',
        )
        .trim()
    } catch {
      cachedBuildId = 'development'
    }
  }
  return cachedBuildId
}

const company = 'bharat-agro-exports'

/**
 * The current version of a document, or null when there is no such document (an unknown
 * product). Reads what the document shows (the catalogue only its fingerprint), not the file.
 */
export async function resolveDocument(
  kind: DocumentKind,
  locale: Locale,
  slug?: string,
): Promise<DocumentRef | null> {
  const base = { kind, locale }
  switch (kind) {
    case 'spec-sheet': {
      const data = slug ? await loadSpecSheet(slug, locale) : null
      if (!data) return null
      return {
        ...base,
        name: `spec-sheet-${data.product.slug}`,
        key: hash([codeVersion(locale), data]),
        fileName: `${company}-${data.product.slug}-specification-${locale}.pdf`,
        revised: data.revised,
        build: () => renderSpecSheet(data),
      }
    }
    case 'catalogue': {
      const fingerprint = await catalogueFingerprint(locale)
      const dates = [fingerprint.products[1], fingerprint.categories[1], fingerprint.settings]
      return {
        ...base,
        name: 'catalogue',
        key: hash([codeVersion(locale), fingerprint, pageUrl(locale, '/')]),
        fileName: `${company}-product-catalogue-${locale}.pdf`,
        revised: dates.map(String).sort().at(-1) || new Date(0).toISOString(),
        build: async (progress) => renderCatalogue(await loadCatalogue(locale), progress),
      }
    }
    case 'company-profile': {
      const data = await loadCompanyProfile(locale)
      return {
        ...base,
        name: 'company-profile',
        key: hash([codeVersion(locale), data]),
        fileName: `${company}-company-profile-${locale}.pdf`,
        revised: data.revised,
        build: () => renderCompanyProfile(data),
      }
    }
    case 'quality-manual': {
      const data = await loadQualityManual(locale)
      return {
        ...base,
        name: 'quality-manual',
        key: hash([codeVersion(locale), data]),
        fileName: `${company}-quality-manual-${locale}.pdf`,
        revised: data.revised,
        build: () => renderQualityManual(data),
      }
    }
  }
}

const cacheDir = () =>
  path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().DOCUMENTS_CACHE_DIR)
const fileOf = (ref: DocumentRef) =>
  path.join(cacheDir(), ref.locale, `${ref.name}.${ref.key.slice(0, 20)}.pdf`)

type Job = { promise: Promise<number>; progress: number }
type Jobs = { jobs: Map<string, Job>; waiting: (() => void)[]; running: number }
// One set of running jobs per process (Next bundles route handlers separately).
const state = singleton<Jobs>('documents.jobs', () => ({
  jobs: new Map(),
  waiting: [],
  running: 0,
}))

async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (state.running >= MAX_CONCURRENT) await new Promise<void>((r) => state.waiting.push(r))
  state.running++
  try {
    return await fn()
  } finally {
    state.running--
    state.waiting.shift()?.()
  }
}

async function generate(ref: DocumentRef, file: string, job: Job): Promise<number> {
  return slot(async () => {
    const started = performance.now()
    await preloadFaces(ref.locale)
    const body = await ref.build((share) => {
      job.progress = Math.min(0.99, share)
    })
    await fsp.mkdir(path.dirname(file), { recursive: true })
    // Written under a unique name, then renamed: a reader never sees half a file.
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await fsp.writeFile(tmp, body)
    await fsp.rename(tmp, file)
    // Older versions of the same document are of no more use.
    const dir = path.dirname(file)
    for (const other of await fsp.readdir(dir)) {
      if (
        other.startsWith(`${ref.name}.`) &&
        other.endsWith('.pdf') &&
        path.join(dir, other) !== file
      )
        await fsp.rm(path.join(dir, other), { force: true })
    }
    logger.info(
      {
        document: ref.name,
        locale: ref.locale,
        bytes: body.length,
        ms: Math.round(performance.now() - started),
      },
      'document generated',
    )
    return body.length
  })
}

/** The running generation of this version, started now unless one already is. */
function runningJob(ref: DocumentRef, file: string): Job {
  let running = state.jobs.get(file)
  if (!running) {
    const created: Job = { promise: Promise.resolve(0), progress: 0 }
    created.promise = generate(ref, file, created).finally(() => state.jobs.delete(file))
    state.jobs.set(file, created)
    running = created
  }
  return running
}

/**
 * The document's file, generated first if this version is not on disk yet. Requests for a
 * document that is being generated wait for that one generation.
 */
export async function ensureDocument(
  ref: DocumentRef,
): Promise<{ file: string; size: number; generated: boolean }> {
  const file = fileOf(ref)
  if (!state.jobs.has(file)) {
    try {
      const st = await fsp.stat(file)
      return { file, size: st.size, generated: false }
    } catch {}
  }
  const size = await runningJob(ref, file).promise
  return { file, size, generated: true }
}

/** Whether the current version is on disk, being generated (and how far), or neither. */
export async function documentStatus(ref: DocumentRef): Promise<DocumentStatus> {
  const file = fileOf(ref)
  const job = state.jobs.get(file)
  if (job) return { state: 'preparing', progress: job.progress }
  try {
    return { state: 'ready', size: (await fsp.stat(file)).size }
  } catch {
    return { state: 'missing' }
  }
}

/** Starts generating the document in the background unless it is ready or under way. */
export async function prepareDocument(ref: DocumentRef): Promise<DocumentStatus> {
  const status = await documentStatus(ref)
  if (status.state !== 'missing') return status
  const running = runningJob(ref, fileOf(ref))
  running.promise.catch((error) =>
    logger.error(
      { document: ref.name, locale: ref.locale, error: String(error) },
      'document failed',
    ),
  )
  return { state: 'preparing', progress: running.progress }
}

/** The HTTP answer for a document: the PDF, or 304 when the client's copy is current. */
export async function documentResponse(ref: DocumentRef, request: Request): Promise<Response> {
  const etag = `"${ref.key.slice(0, 32)}"`
  const headers = {
    ETag: etag,
    'Last-Modified': new Date(ref.revised).toUTCString(),
    // Shared caches may keep it, but must ask again each time: an edit shows at once.
    'Cache-Control': 'public, max-age=0, must-revalidate',
  }
  const match = request.headers.get('if-none-match')
  if (match && match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag))
    return new Response(null, { status: 304, headers })
  const { file, size } = await ensureDocument(ref)
  const body = await fsp.readFile(/*turbopackIgnore: true*/ file)
  return new Response(new Uint8Array(body), {
    headers: {
      ...headers,
      'Content-Type': 'application/pdf',
      'Content-Length': String(size),
      'Content-Disposition': `attachment; filename="${ref.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
