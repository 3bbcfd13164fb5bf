import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import {
  inlineScripts,
  reactRuntimePieces,
  scriptHash,
  withDirective,
  withScriptSources,
} from './csp.mjs'
import { controlPolicy } from './html-policy.mjs'
import { QUOTE_PROBE } from '../src/lib/inline-scripts.mjs'

const pieces = reactRuntimePieces()
const piece = (start: string) => {
  const found = pieces.find((p) => p.startsWith(start))
  if (!found) throw new Error(`no React runtime piece starting with ${start}`)
  return found
}
const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head></head><body><p>x</p>${scripts.join('')}</body></html>`
const inline = (text: string, attrs = '') => `<script${attrs}>${text}</script>`

describe('script hashes', () => {
  it('hashes as browsers do (the example in MDN’s CSP guide)', () => {
    expect(scriptHash('var inline = 1;')).toBe(
      "'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='",
    )
    // The HTML parser turns CRLF into LF before the script is hashed.
    expect(scriptHash('a();\r\nb();')).toBe(scriptHash('a();\nb();'))
  })

  it('reads React’s streaming runtime from the installed Next.js', () => {
    for (const start of [
      '$RC=',
      '$RB=[];',
      '$RS=',
      '$RX=',
      '$RM=new Map;',
      'requestAnimationFrame(',
    ])
      expect(
        pieces.some((p) => p.startsWith(start) || p.includes(start)),
        start,
      ).toBe(true)
  })

  it('allows Next.js’s and React’s own inline scripts, and nothing else', () => {
    const next = [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\n"])',
      'self.__next_f.push([2,null])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ]
    const react = [
      'requestAnimationFrame(function(){$RT=performance.now()});',
      `${piece('$RB=[];')}$RC("B:0","S:0")`,
      '$RC("B:1","S:1")',
      `${piece('$RX=')}$RX("B:2","digest","a message with ) and \\u003c","")`,
    ]
    const hostile = [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      '(self.__next_f=self.__next_f||[]).push([0]);fetch("//evil")',
      `${piece('$RB=[];')};alert(1)`,
      '$RC("B:0",alert(1))',
      '$RC=function(){alert(1)};$RC("B:0","S:0")',
    ]
    const html = page(
      ...[...next, ...react, ...hostile].map((s) => inline(s)),
      inline('{"@context":"https://schema.org"}', ' type="application/ld+json"'),
      inline('', ' src="/_next/static/chunks/a.js" async=""'),
    )
    const { allowed, refused } = inlineScripts(html, pieces)
    expect(allowed.sort()).toEqual([...next, ...react].map((s) => scriptHash(s)).sort())
    expect(refused).toEqual(hostile.map((s) => s.slice(0, 80)))
  })

  it('allows the site’s own inline scripts as they are, and nothing added to them', () => {
    const html = page(
      inline(QUOTE_PROBE),
      inline(`${QUOTE_PROBE};alert(1)`),
      inline(QUOTE_PROBE.replace('data-items', 'onclick')),
    )
    const { allowed, refused } = inlineScripts(html, pieces)
    expect(allowed).toEqual([scriptHash(QUOTE_PROBE)])
    expect(refused).toHaveLength(2)
  })

  it('hashes the response bytes the same way as the decoded text', () => {
    const text = 'self.__next_f.push([1,"भारत — مرحبا"])'
    const fromText = inlineScripts(page(inline(text)), pieces).allowed
    const fromBytes = inlineScripts(Buffer.from(page(inline(text))), pieces).allowed
    expect(fromBytes).toEqual(fromText)
    expect(fromText).toEqual([scriptHash(text)])
  })
})

describe('policy text', () => {
  it('adds sources to script-src and never keeps unsafe-inline there', () => {
    expect(
      withScriptSources(
        "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'",
        ["'sha256-a'", "'sha256-b'"],
      ),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'")
    expect(withScriptSources("default-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'",
    )
  })

  it('adds a directive once', () => {
    const p = withDirective("default-src 'self'", 'upgrade-insecure-requests')
    expect(p).toBe("default-src 'self'; upgrade-insecure-requests")
    expect(withDirective(p, 'upgrade-insecure-requests')).toBe(p)
  })
})

describe('response policy', () => {
  const script = 'self.__next_f.push([1,"hello"])'
  const strict = "default-src 'self'; script-src 'self'; object-src 'none'"
  // A stand-in for Next.js writing a response the ways it does: streamed chunks after
  // flushHeaders, writeHead with headers, a 304.
  const server = http.createServer((req, res) => {
    controlPolicy(res, { hashScripts: req.url !== '/admin', upgradeInsecure: true, pieces })
    res.setHeader('content-security-policy', strict)
    if (req.url === '/304') {
      res.statusCode = 304
      return res.end()
    }
    if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"a":')
      return setTimeout(() => res.end('1}'), 10)
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.flushHeaders()
    res.write(`<html><body>${inline(script)}`)
    setTimeout(() => res.end(`${inline('alert(1)')}</body></html>`), 10)
  })
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('holds a streamed page until it is complete, then allows its framework scripts', async () => {
    const res = await fetch(`${await listening}/page`)
    const body = await res.text()
    expect(body).toContain('alert(1)')
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash(script)}; object-src 'none'; upgrade-insecure-requests`,
    )
  })

  it('passes other responses through, and keeps the admin’s policy', async () => {
    for (const p of ['/json', '/admin']) {
      const res = await fetch(`${await listening}${p}`)
      await res.text()
      expect(res.headers.get('content-security-policy')).toBe(
        `${strict}; upgrade-insecure-requests`,
      )
    }
  })

  it('sends no policy with a 304, so the stored page keeps the one with its hashes', async () => {
    const res = await fetch(`${await listening}/304`)
    expect(res.status).toBe(304)
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})
