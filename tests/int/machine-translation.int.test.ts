import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translateMissing } from '@/features/translations/machine'
import { markdownToRichText } from '@/fields/rich-text'
import type { LlmConfig } from '@/lib/llm'
import { richTextToPlain } from '@/lib/rich-text'
import { paragraphs } from '../e2e/support/rich-text'
import { startTestPayload } from '../helpers/payload'

/**
 * Machine translation of a product's missing languages (src/features/translations/machine.ts)
 * through a local stand-in of an OpenAI-compatible API, which "translates" a text by putting the
 * language code in front of it, or answers with one text too few when told to.
 */
type StandIn = {
  url: string
  plan: ('ok' | 'short')[]
  asked: string[]
  close: () => Promise<void>
}

async function startStandIn(): Promise<StandIn> {
  const plan: StandIn['plan'] = []
  const asked: string[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = JSON.parse(raw)
      const user = JSON.parse(
        body.messages.find((m: { role: string }) => m.role === 'user').content,
      )
      const code = /\((\w+)\)$/.exec(user.language)![1]
      asked.push(code)
      let texts = (user.texts as string[]).map((t) => `[${code}] ${t}`)
      if (plan.shift() === 'short') texts = texts.slice(1)
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: JSON.stringify({ texts }) } }],
        }),
      )
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    plan,
    asked,
    close: () => new Promise((r) => server.close(() => r())),
  }
}

let payload: Payload
let close: () => Promise<void>
let llm: StandIn
let config: LlmConfig
let category: number

beforeAll(async () => {
  ;({ payload, close } = await startTestPayload('machine'))
  llm = await startStandIn()
  config = { url: llm.url, model: 'test-model', timeoutMs: 3000 }
  const created = await payload.create({
    collection: 'categories',
    data: {
      name: 'Spices',
      slug: 'spices',
      displayCount: '20+',
      icon: 'flame',
      order: 1,
      _status: 'published',
      description: paragraphs(['Whole and ground spices.']),
    },
  })
  category = created.id
})

afterAll(async () => {
  await llm?.close()
  await close?.()
})

async function englishProduct(slug: string) {
  const product = await payload.create({
    collection: 'products',
    data: {
      name: 'Cumin Seeds',
      slug,
      category,
      _status: 'published',
      packSizes: ['25 kg bag'],
      description: await markdownToRichText(
        payload.config,
        '## Origin\n\nMachine cleaned cumin from Gujarat.',
      ),
      specifications: [{ key: 'Purity', value: '99.5%' }],
      qualityParameters: [{ parameter: 'Moisture', specification: 'Max 9%', method: 'ISO 939' }],
    },
  })
  return product.id
}

describe('machine translation', () => {
  it('fills only what a language lacks, as a draft marked machine translated', async () => {
    const id = await englishProduct('cumin-seeds')
    // A person wrote the German name: it stays.
    await payload.update({
      collection: 'products',
      id,
      locale: 'de',
      data: { name: 'Kreuzkümmel', _status: 'published' },
    })

    const done = (await translateMissing(payload, 'products', id, config))!
    expect(done.map((d) => d.locale).sort()).toEqual(['ar', 'de', 'es', 'fr', 'ja', 'ru', 'zh'])
    // Name, pack size, the description's heading and paragraph, a specification's label and value,
    // a quality parameter's name and specification: 8 texts, 7 in German.
    expect(done.find((d) => d.locale === 'es')!.texts).toBe(8)
    expect(done.find((d) => d.locale === 'de')!.texts).toBe(7)

    const de = await payload.findByID({
      collection: 'products',
      id,
      locale: 'de',
      draft: true,
      fallbackLocale: false,
    })
    expect(de.name).toBe('Kreuzkümmel')
    expect(de.machineTranslated).toBe(true)
    expect(de.packSizes).toEqual(['[de] 25 kg bag'])
    expect(richTextToPlain(de.description)).toContain('[de] Origin')
    expect(richTextToPlain(de.description)).toContain('[de] Machine cleaned cumin from Gujarat.')
    // The heading is still a heading.
    expect(JSON.stringify(de.description)).toContain('"tag":"h2"')
    expect(de.specifications?.[0]).toMatchObject({ key: '[de] Purity', value: '[de] 99.5%' })
    expect(de.qualityParameters?.[0]).toMatchObject({
      parameter: '[de] Moisture',
      specification: '[de] Max 9%',
      method: 'ISO 939',
    })
    const ja = await payload.findByID({ collection: 'products', id, locale: 'ja', draft: true })
    expect(ja.name).toBe('[ja] Cumin Seeds')

    // English is untouched, and the public site still shows the published version.
    const en = await payload.findByID({ collection: 'products', id, locale: 'en', draft: true })
    expect(en.name).toBe('Cumin Seeds')
    expect(en.machineTranslated).toBeFalsy()
    const published = await payload.findByID({
      collection: 'products',
      id,
      locale: 'ja',
      fallbackLocale: false,
      overrideAccess: false,
    })
    expect(published.name ?? null).toBeNull()

    // Nothing is missing any more: no second request.
    const asked = llm.asked.length
    expect(await translateMissing(payload, 'products', id, config)).toEqual([])
    expect(llm.asked.length).toBe(asked)
  })

  it('answers null for a document that is not there, without asking the service', async () => {
    const asked = llm.asked.length
    expect(await translateMissing(payload, 'products', 987654, config)).toBeNull()
    expect(llm.asked.length).toBe(asked)
  })

  it('saves nothing for a language whose answer does not match the texts sent', async () => {
    const id = await englishProduct('cumin-powder')
    llm.plan.push('short')
    await expect(translateMissing(payload, 'products', id, config, ['fr'])).rejects.toThrow(
      /does not give back the 8 texts sent/,
    )
    const fr = await payload.findByID({
      collection: 'products',
      id,
      locale: 'fr',
      draft: true,
      fallbackLocale: false,
    })
    expect(fr.name ?? null).toBeNull()
    expect(fr.machineTranslated).toBeFalsy()
  })
})
