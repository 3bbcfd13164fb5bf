import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messagesFor } from '@/i18n/server-messages'
import {
  pdfLines,
  pdfStructure,
  pdfText,
  readQrCode,
  structNodes,
  structText,
} from '../helpers/pdf'
import { startTestPayload } from '../helpers/payload'
import { richTextToPlain } from '@/lib/rich-text'

const SITE = 'https://www.bharat-agro.example'
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-'))
process.env.SITE_URL = SITE
process.env.DOCUMENTS_CACHE_DIR = cacheDir

// Loaded once Payload runs on the test database: importing the service loads the CMS config,
// which binds the database named in the environment.
let service: typeof import('@/features/documents/service')
const resolveDocument: (typeof service)['resolveDocument'] = (...args) =>
  service.resolveDocument(...args)
const ensureDocument: (typeof service)['ensureDocument'] = (ref) => service.ensureDocument(ref)
const documentResponse: (typeof service)['documentResponse'] = (ref, req) =>
  service.documentResponse(ref, req)

const SLUG = 'turmeric-lakadong'
/**
 * Layout and fonts do not depend on the database: the costly rendering checks (other scripts,
 * the whole catalogue) run once per CI, on the embedded database; PostgreSQL runs the rest.
 */
const renderingOnce = it.skipIf(Boolean(process.env.DATABASE_URL))

async function generate(...args: Parameters<typeof resolveDocument>) {
  const ref = await resolveDocument(...args)
  if (!ref) throw new Error(`no document ${args.join(' ')}`)
  const result = await ensureDocument(ref)
  return { ref, ...result, pdf: fs.readFileSync(result.file) }
}

/** Words of an Arabic label that survive text extraction (lam-alef ligatures come out reordered). */
const extractableWords = (label: string) =>
  label.split(/\s+/).filter((w) => /[\u0600-\u06ff]/.test(w) && !/ل[اأإآ]/.test(w))

describe('generated documents', () => {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('documents', { seeded: true }))
    service = await import('@/features/documents/service')
  })
  afterAll(async () => {
    await close?.()
    fs.rmSync(cacheDir, { recursive: true, force: true })
  })

  it('spec sheet in English: HS code, every quality parameter with its test method, QR code to the page', async () => {
    const { pdf, ref } = await generate('spec-sheet', 'en', SLUG)
    const text = await pdfText(pdf)
    expect(text).toContain('Turmeric (Lakadong)')
    expect(text).toContain('Product Specification Sheet')
    expect(text).toMatch(/HS Code\s[\s\S]*09103020/)
    const [first] = await pdfLines(pdf)
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: SLUG } },
    })
    const product = docs[0]
    expect(product.qualityParameters?.length).toBeGreaterThan(5)
    for (const q of product.qualityParameters ?? []) {
      expect(text).toContain(q.parameter)
      expect(text).toContain(q.method.split(' (')[0])
    }
    expect(text).toContain('Test Method')
    expect(text).toContain('Kolkata')
    expect(text).toContain('Revision date:')
    expect(first.join('\n')).toMatch(/Page 1 of \d/)
    expect(text).toContain(`${SITE}/product/${SLUG}`)
    expect(await readQrCode(pdf)).toBe(`${SITE}/product/${SLUG}`)
    expect(ref.fileName).toBe(`bharat-agro-exports-${SLUG}-specification-en.pdf`)
  })

  renderingOnce(
    'spec sheet is tagged: headings, a table with header cells, the QR code as a figure, in reading order',
    async () => {
      const { pdf } = await generate('spec-sheet', 'en', SLUG)
      // No empty structure elements (the running header and footer, artifacts, make none). PDFKit
      // writes each element's dictionary uncompressed: type, parent, kids.
      const raw = pdf.toString('latin1')
      const elements = raw.match(/\/S \/\w+\n\/P \d+ 0 R\n\/K /g) ?? []
      expect(elements.length).toBeGreaterThan(50)
      expect(raw.match(/\/S \/\w+\n\/P \d+ 0 R\n\/K \[\]/g) ?? []).toEqual([])
      const { marked, pages } = await pdfStructure(pdf)
      expect(marked).toBe(true)
      // Every piece of text is either content in the structure or a marked artifact.
      for (const page of pages) expect(page.untagged).toEqual([])
      // The running footer is an artifact, outside what a screen reader reads as the document.
      expect(pages[0].artifacts.join(' ')).toMatch(/Page 1 of \d/)
      const nodes = pages.flatMap((p) => structNodes(p.tree))
      const texts = nodes.map((n) => `${n.role}: ${structText(n)}`)
      expect(texts).toContain('H1: Turmeric (Lakadong)')
      expect(texts).toContain('H2: Quality Parameters')
      expect(texts.some((t) => /^Document: /.test(t))).toBe(true)
      expect(texts.join('\n')).not.toMatch(/Page 1 of/)
      const h1 = texts.indexOf('H1: Turmeric (Lakadong)')
      const figure = nodes.findIndex((n) => n.role === 'Figure')
      expect(nodes[figure].alt).toBe(`Scan for the latest version: ${SITE}/product/${SLUG}`)
      expect(figure).toBeGreaterThan(h1)
      // The quality table: a header row of TH cells, then rows of TD cells.
      const quality = nodes.find(
        (n) =>
          n.role === 'Table' &&
          n.children[0]?.children.some((c) => structText(c) === 'Test Method'),
      )!
      expect(quality.children[0].children.map((c) => c.role)).toEqual(['TH', 'TH', 'TH'])
      expect(quality.children[1].role).toBe('TR')
      expect(quality.children[1].children.map((c) => c.role)).toEqual(['TD', 'TD', 'TD'])
      // Label–value lists are tables whose labels head their rows.
      const terms = nodes.find(
        (n) => n.role === 'TR' && structText(n.children[0] ?? n) === 'Port of Loading',
      )!
      expect(terms.children.map((c) => c.role)).toEqual(['TH', 'TD'])
      expect(structText(terms.children[1])).toBe('Kolkata')
      // The link to the latest version: a Link element around its text.
      const link = nodes.find((n) => n.role === 'Link' && structText(n).includes(SITE))
      expect(link).toBeDefined()
    },
  )

  renderingOnce(
    'spec sheet in Arabic: Arabic labels, the same data, QR code to the Arabic page',
    async () => {
      const { pdf } = await generate('spec-sheet', 'ar', SLUG)
      const text = await pdfText(pdf)
      const ar = messagesFor('ar')
      for (const label of [ar.product.tabQuality, ar.product.testMethod, ar.documents.specSheet])
        for (const word of extractableWords(label)) expect(text).toContain(word)
      expect(text).toMatch(/[\u0600-\u06ff]{4,}/)
      expect(text).toContain('09103020')
      expect(text).toContain('ASTA 18.0')
      expect(await readQrCode(pdf)).toBe(`${SITE}/ar/product/${SLUG}`)
    },
  )

  renderingOnce('spec sheet in Chinese and Russian: their labels in embedded fonts', async () => {
    const zh = await generate('spec-sheet', 'zh', SLUG)
    const zhText = await pdfText(zh.pdf)
    expect(zhText).toContain(messagesFor('zh').product.tabQuality)
    expect(zhText).toContain(messagesFor('zh').documents.specSheet)
    expect(zhText).toContain('09103020')
    expect(await readQrCode(zh.pdf)).toBe(`${SITE}/zh/product/${SLUG}`)
    const ru = await generate('spec-sheet', 'ru', SLUG)
    expect(await pdfText(ru.pdf)).toContain(messagesFor('ru').product.testMethod)
  })

  it('an unknown product has no spec sheet', async () => {
    expect(await resolveDocument('spec-sheet', 'en', 'no-such-product')).toBeNull()
    expect(await resolveDocument('spec-sheet', 'en', '../../etc/passwd')).toBeNull()
  })

  it('answers with a PDF download, and 304 for a current copy', async () => {
    const ref = (await resolveDocument('spec-sheet', 'en', SLUG))!
    const res = await documentResponse(ref, new Request('http://x/'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bharat-agro-exports-${SLUG}-specification-en.pdf"`,
    )
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
    const again = await documentResponse(
      ref,
      new Request('http://x/', { headers: { 'If-None-Match': res.headers.get('etag')! } }),
    )
    expect(again.status).toBe(304)
  })

  it('is kept, made again after the product changes, and made once for concurrent requests', async () => {
    const first = await generate('spec-sheet', 'en', 'cumin-seeds')
    const second = await generate('spec-sheet', 'en', 'cumin-seeds')
    expect(first.generated).toBe(true)
    expect(second.generated).toBe(false)
    expect(second.ref.key).toBe(first.ref.key)

    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: 'cumin-seeds' } },
    })
    await payload.update({
      collection: 'products',
      id: docs[0].id,
      data: { moq: '2 MT (one pallet)' },
    })
    const ref = (await resolveDocument('spec-sheet', 'en', 'cumin-seeds'))!
    expect(ref.key).not.toBe(first.ref.key)
    let builds = 0
    const counted = { ...ref, build: (p: (s: number) => void) => (builds++, ref.build(p)) }
    const [a, b] = await Promise.all([ensureDocument(counted), ensureDocument(counted)])
    expect(builds).toBe(1)
    expect(a.file).toBe(b.file)
    expect(await pdfText(fs.readFileSync(a.file))).toContain('2 MT (one pallet)')
    // The older version is gone; no half-written files are left.
    const files = fs.readdirSync(path.join(cacheDir, 'en')).filter((f) => f.includes('cumin-seeds'))
    expect(files).toEqual([path.basename(a.file)])
  })

  renderingOnce(
    'catalogue: contents with page numbers, every category and product, progress reported',
    async () => {
      const ref = (await resolveDocument('catalogue', 'en'))!
      const shares: number[] = []
      const started = performance.now()
      const pdf = await ref.build((s) => shares.push(s))
      console.log(
        `catalogue (en): ${Math.round(performance.now() - started)} ms, ${pdf.length} bytes`,
      )
      expect(shares.length).toBe(131)
      expect(shares.at(-1)).toBe(1)
      const pages = await pdfLines(pdf)
      expect(pages.length).toBeGreaterThan(20)
      expect(pages[0].join('\n')).toContain('131 products in 6 categories')
      expect(pages[1]).toContain('Contents')
      // Every page is numbered in order, the contents (written last) included.
      pages.forEach((lines, i) =>
        expect(lines.join('\n')).toMatch(new RegExp(`Page ${i + 1}$`, 'm')),
      )

      const categories = await payload.find({
        collection: 'categories',
        sort: 'order',
        locale: 'en',
      })
      const contents = pages.slice(1, 5).flat()
      for (const c of categories.docs) {
        // The page whose text opens with the category's description is where the contents point.
        const page = pages.findIndex(
          (lines, i) =>
            i > 0 &&
            lines.some((l) => l === c.name) &&
            lines.join(' ').includes(richTextToPlain(c.description).slice(0, 40)),
        )
        expect(page, c.name).toBeGreaterThan(0)
        expect(contents, c.name).toContain(`${c.name} ${page + 1}`)
      }
      const all = pages.flat().join('\n')
      const products = await payload.find({ collection: 'products', limit: 0, pagination: false })
      expect(products.docs).toHaveLength(131)
      for (const p of products.docs) expect(all).toContain(p.name)
      expect(all).toContain('ASTA 18.0')

      // Tagged: the contents are read after the cover although written last, as a TOC of
      // linked entries; categories are H2, products H3.
      const { pages: tagged } = await pdfStructure(pdf)
      for (const page of tagged) expect(page.untagged).toEqual([])
      const roles = tagged.flatMap((p) => structNodes(p.tree))
      // (pdf.js gives each page the part of the structure it holds: the TOC once per page.)
      const entries = roles.filter((n) => n.role === 'TOC').flatMap((n) => n.children)
      expect(entries).toHaveLength(categories.docs.length + 131)
      expect(entries.every((e) => e.role === 'TOCI' && e.children[0].role === 'Link')).toBe(true)
      expect(structText(entries[0])).toMatch(new RegExp(`^${categories.docs[0].name}\\d+$`))
      const headings = roles.filter((n) => /^H\d$/.test(n.role))
      expect(headings.find((h) => structText(h) === categories.docs[0].name)?.role).toBe('H2')
      expect(headings.find((h) => structText(h) === 'Turmeric (Lakadong)')?.role).toBe('H3')
    },
  )

  it('catalogue fingerprint changes when a product changes', async () => {
    const before = (await resolveDocument('catalogue', 'en'))!
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: SLUG } },
    })
    await payload.update({
      collection: 'products',
      id: docs[0].id,
      data: { leadTime: '2-3 weeks' },
    })
    const after = (await resolveDocument('catalogue', 'en'))!
    expect(after.key).not.toBe(before.key)
    expect((await resolveDocument('catalogue', 'en'))!.key).toBe(after.key)
  })

  it('company profile and quality manual show the CMS content of their pages', async () => {
    const about = await payload.findGlobal({ slug: 'about-page', locale: 'en' })
    const profile = await pdfText((await generate('company-profile', 'en')).pdf)
    expect(profile).toContain('Company Profile')
    expect(profile).toContain(about.story.title)
    expect(profile).toContain(about.leaders![0].name)
    expect(profile).toContain(about.facilities![0].name)
    expect(profile).toContain(about.timeline![0].title)

    const quality = await payload.findGlobal({ slug: 'quality-page', locale: 'en' })
    const manualPdf = (await generate('quality-manual', 'en')).pdf
    const manual = await pdfText(manualPdf)
    // Tagged too: the checks of each process step are a list, every text in the structure.
    const tagged = await pdfStructure(manualPdf)
    for (const page of tagged.pages) expect(page.untagged).toEqual([])
    const lists = tagged.pages.flatMap((p) => structNodes(p.tree)).filter((n) => n.role === 'L')
    expect(lists.length).toBeGreaterThan(0)
    expect(lists[0].children.map((c) => c.role)).toContain('LI')
    expect(lists[0].children[0].children[0].role).toBe('LBody')
    expect(manual).toContain('Quality Manual')
    expect(manual).toContain(quality.promise.title)
    // Table cells wrap: each equipment name's first words are on one line.
    for (const e of quality.lab.equipment ?? [])
      expect(manual).toContain(e.name.split(' ').slice(0, 3).join(' '))
    const certs = await payload.find({ collection: 'certificates', locale: 'en' })
    expect(certs.docs.length).toBeGreaterThan(3)
    for (const c of certs.docs) expect(manual).toContain(c.name.split(' ').slice(0, 2).join(' '))
    // Validity as on the quality page: computed from the dates, never an expired one as valid.
    expect(manual).toContain('Ongoing')
    expect(manual).toContain('Valid until')
    expect(manual).toContain('Renewal in')

    // Staff edit the about page: the next download shows the new text.
    await payload.updateGlobal({
      slug: 'about-page',
      locale: 'en',
      data: { story: { title: 'Three generations of spice traders', text: about.story.text } },
    })
    const edited = await generate('company-profile', 'en')
    expect(edited.generated).toBe(true)
    expect(await pdfText(edited.pdf)).toContain('Three generations of spice traders')
  })
})
