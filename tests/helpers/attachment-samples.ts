/**
 * Real small files of each kind a buyer may attach, made in the test (no fixtures on disk), and
 * files that must be refused. XLSX and DOCX are real Office Open XML packages, zipped with fflate
 * (already installed with pdfkit), which a spreadsheet or word processor opens.
 */
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { strToU8, zipSync } from 'fflate'

type Bytes = Uint8Array<ArrayBuffer>
const bytesOf = (b: Uint8Array): Bytes => new Uint8Array(b)

export async function samplePdf(text = 'Specification sheet'): Promise<Bytes> {
  const doc = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))
  doc.fontSize(18).text(text)
  doc.end()
  await done
  return bytesOf(Buffer.concat(chunks))
}

const image = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } })
export const samplePng = async () => bytesOf(await image().png().toBuffer())
export const sampleJpeg = async () => bytesOf(await image().jpeg().toBuffer())

const contentTypes = (main: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${type}"/></Types>`
const rels = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`
const OFFICE_DOC =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'

export function sampleDocx(text = 'Packing list'): Bytes {
  return bytesOf(
    zipSync({
      '[Content_Types].xml': strToU8(
        contentTypes(
          'word/document.xml',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
      ),
      '_rels/.rels': strToU8(rels('word/document.xml', OFFICE_DOC)),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  )
}

export function sampleXlsx(): Bytes {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
  return bytesOf(
    zipSync({
      '[Content_Types].xml': strToU8(
        contentTypes(
          'xl/workbook.xml',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        ).replace(
          '</Types>',
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        ),
      ),
      '_rels/.rels': strToU8(rels('xl/workbook.xml', OFFICE_DOC)),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${ns}" xmlns:r="${r}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(rels('worksheets/sheet1.xml', `${r}/worksheet`)),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Turmeric</t></is></c></row></sheetData></worksheet>`,
      ),
    }),
  )
}

/** A ZIP that is neither: a text file and a folder. */
export const sampleZip = () =>
  bytesOf(zipSync({ 'notes.txt': strToU8('hello'), 'docs/readme.md': strToU8('# x') }))

/** The start of a Windows executable ("MZ", the DOS stub's text), to be renamed .pdf. */
export function sampleExe(): Bytes {
  const bytes = Buffer.alloc(512)
  bytes.write('MZ', 0, 'latin1')
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  return bytesOf(bytes)
}
