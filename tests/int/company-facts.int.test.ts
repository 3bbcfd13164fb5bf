import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quality } from '@/seed/company/content'
import { pdfText } from '../helpers/pdf'
import { startTestPayload } from '../helpers/payload'

process.env.DOCUMENTS_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'company-facts-'))

// Loaded once Payload runs on the test database (the service loads the CMS config).
let service: typeof import('@/features/documents/service')

async function pdf(kind: 'company-profile' | 'quality-manual', locale: 'en' | 'de' | 'ar') {
  const ref = await service.resolveDocument(kind, locale)
  if (!ref) throw new Error(`no document ${kind}`)
  const { file } = await service.ensureDocument(ref)
  return (await pdfText(fs.readFileSync(file))).replace(/\s+/g, ' ')
}

describe('company facts: certificates held and countries served', () => {
  let payload: Payload
  let close: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, close } = await startTestPayload('company-facts', { seeded: true }))
    service = await import('@/features/documents/service')
  })
  afterAll(async () => {
    await close?.()
  })

  const certificate = async (name: string) => {
    const { docs } = await payload.find({
      collection: 'certificates',
      where: { name: { equals: name } },
      depth: 0,
    })
    return docs[0]
  }

  it('seeds certificates that read true on the day they are seeded, one honestly lapsed', async () => {
    const { docs } = await payload.find({ collection: 'certificates', sort: 'order', depth: 0 })
    expect(docs.map((c) => c.name)).toEqual(quality.certifications.map((c) => c.name))
    expect(docs.map((c) => (c.status ?? '').replace(/\d+/, 'N'))).toEqual([
      'Valid (N days left)',
      'Valid (N days left)',
      'EXPIRED: renew',
      'Valid (N days left)',
      'Ongoing',
      'Valid (N days left)',
    ])
  })

  it('keeps the number of countries in one field of the site settings', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect(settings.countriesServed).toBe(59)
    // Bad input is refused with the field's own message (the REST API answers 400 with it).
    const refusal = async (countriesServed: unknown) => {
      try {
        await payload.updateGlobal({
          slug: 'site-settings',
          data: { countriesServed } as { countriesServed: number },
        })
      } catch (e) {
        return (e as { data?: { errors?: { message: string }[] } }).data?.errors?.[0]?.message
      }
      return 'accepted'
    }
    for (const bad of [0, 12.5, 300])
      expect(await refusal(bad)).toBe('A whole number of countries, from 1 to 250')
    expect((await payload.findGlobal({ slug: 'site-settings' })).countriesServed).toBe(59)
  })

  it('the company profile claims only certificates valid today, and follows their dates', async () => {
    const iso = await certificate('ISO 22000:2018')
    const before = await pdf('company-profile', 'en')
    expect(before).toContain('Certified: ISO 22000:2018')
    expect(before).toContain('Certified: FSSAI License')
    // BRC is lapsed in the seed: neither its badge nor the facility's "BRCGS Food Safety".
    expect(before).not.toContain('BRC')
    expect(before).toContain('59 Countries')
    expect(before).not.toContain('{countries}')

    await payload.update({
      collection: 'certificates',
      id: iso.id,
      data: { validUntil: '2024-01-31' },
    })
    try {
      const after = await pdf('company-profile', 'en')
      expect(after).not.toContain('ISO 22000')
      expect(after).toContain('Certified: FSSAI License')
      const manual = await pdf('quality-manual', 'en')
      expect(manual).not.toContain('Certified: ISO 22000')
      expect(manual).toContain('Certified: HACCP')
    } finally {
      await payload.update({
        collection: 'certificates',
        id: iso.id,
        data: { validUntil: iso.validUntil },
      })
    }
    expect(await pdf('company-profile', 'en')).toContain('Certified: ISO 22000:2018')
  })

  it('states the countries of the settings, in the language of the document', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { countriesServed: 61 } })
    try {
      expect(await pdf('company-profile', 'en')).toContain('61 Countries')
      expect(await pdf('company-profile', 'de')).toContain('61 Länder')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { countriesServed: 59 } })
    }
  })
})
