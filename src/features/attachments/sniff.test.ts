import { describe, expect, it } from 'vitest'
import {
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleXlsx,
  sampleZip,
} from '../../../tests/helpers/attachment-samples'
import { MAX_ATTACHMENT_BYTES } from './constants'
import { checkAttachment, sniffAttachment, zipEntryNames } from './sniff'
import { readAttachmentParts, sanitiseFileName } from './store'

describe('attachments: what a file is, by its content', () => {
  it('knows the five kinds from real files', async () => {
    expect(sniffAttachment(await samplePdf())).toBe('pdf')
    expect(sniffAttachment(await sampleJpeg())).toBe('jpeg')
    expect(sniffAttachment(await samplePng())).toBe('png')
    expect(sniffAttachment(sampleXlsx())).toBe('xlsx')
    expect(sniffAttachment(sampleDocx())).toBe('docx')
  })

  it('reads the ZIP central directory, not the names of the files', () => {
    expect(zipEntryNames(sampleDocx())).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ])
    expect(zipEntryNames(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull()
  })

  it('refuses anything else: an executable, a plain ZIP, text, a truncated Office file', () => {
    expect(sniffAttachment(sampleExe())).toBeNull()
    expect(sniffAttachment(sampleZip())).toBeNull()
    expect(sniffAttachment(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull()
    const docx = sampleDocx()
    expect(sniffAttachment(docx.subarray(0, docx.length - 30))).toBeNull()
    // A ZIP whose entry is only named like a document part, in a folder of its own.
    expect(sniffAttachment(sampleZip())).toBeNull()
  })

  it('refuses a file that starts as a PDF but does not end as one (as Payload would)', async () => {
    const pdf = await samplePdf()
    expect(sniffAttachment(pdf.subarray(0, pdf.length - 1100))).toBeNull()
    const headerOnly = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n')
    expect(sniffAttachment(headerOnly)).toBeNull()
  })

  it('refuses an empty file and one of 10 MB + 1 byte; takes exactly 10 MB', async () => {
    expect(checkAttachment(new Uint8Array())).toEqual({ ok: false, code: 'attachmentEmpty' })
    const pdf = await samplePdf()
    // A PDF grown to the limit: its header first, its trailer last.
    const big = new Uint8Array(MAX_ATTACHMENT_BYTES + 1)
    big.set(pdf)
    big.set(pdf.subarray(pdf.length - 1024), big.length - 1024)
    expect(checkAttachment(big)).toEqual({ ok: false, code: 'attachmentTooLarge' })
    const limit = big.slice(0, MAX_ATTACHMENT_BYTES)
    limit.set(pdf.subarray(pdf.length - 1024), limit.length - 1024)
    expect(checkAttachment(limit)).toEqual({
      ok: true,
      kind: 'pdf',
    })
  })
})

describe('attachments: reading a post', () => {
  it('checks every file; the name does not decide, and an empty input is skipped', async () => {
    const form = new FormData()
    form.append('attachments', new File([await samplePdf()], 'spec.pdf'))
    form.append('attachments', new File([sampleExe()], 'invoice.pdf', { type: 'application/pdf' }))
    form.append('attachments', new File([], ''))
    form.append('attachments', new File([sampleXlsx()], 'prices.XLSX'))
    const { files, errors } = await readAttachmentParts(form)
    expect(files.map((f) => [f.name, f.kind])).toEqual([
      ['spec.pdf', 'pdf'],
      ['prices.XLSX', 'xlsx'],
    ])
    expect(errors).toEqual([{ code: 'attachmentType', name: 'invoice.pdf' }])
  })

  it('refuses more than five files, and one over 10 MB without reading it', async () => {
    const png = await samplePng()
    const six = Array.from({ length: 6 }, (_, i) => new File([png], `p${i}.png`))
    expect((await readAttachmentParts(six)).errors).toEqual([{ code: 'attachmentsTooMany' }])
    const big = new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'big.pdf')
    expect((await readAttachmentParts([big])).errors).toEqual([
      { code: 'attachmentTooLarge', name: 'big.pdf' },
    ])
  })

  it('makes names safe and true to the content', () => {
    expect(sanitiseFileName('C:\\fakepath\\..\\report.pdf', 'pdf')).toBe('report.pdf')
    expect(sanitiseFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf')
    expect(sanitiseFileName('photo.JPEG', 'jpeg')).toBe('photo.JPEG')
    expect(sanitiseFileName('setup.exe', 'pdf')).toBe('setup.exe.pdf')
    expect(sanitiseFileName('evil\u202Egpj.exe', 'png')).toBe('evilgpj.exe.png')
    expect(sanitiseFileName('  \u0000. ', 'docx')).toBe('attachment.docx')
    expect(sanitiseFileName('قائمة الأسعار.xlsx', 'xlsx')).toBe('قائمة الأسعار.xlsx')
    const long = sanitiseFileName(`${'a'.repeat(300)}.pdf`, 'pdf')
    expect(long).toHaveLength(120)
    expect(long.endsWith('.pdf')).toBe(true)
  })
})
