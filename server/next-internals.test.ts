// Each marker of ./next-internals.mjs against the installed Next.js and React: their own
// constants where they export them, their own code where they write the marker. The same
// markers are checked on the built site's pages by tests/e2e/next-internals.e2e.ts.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reactRuntimePieces } from './csp.mjs'
import {
  ASSET_PREFIX,
  CACHE_STATE_HEADER,
  CACHE_TAGS_HEADER,
  ERROR_DOCUMENT,
  PAYLOAD_SCRIPT,
  REACT_RUNTIME,
  ROUTE_CACHE_DIR,
  ROUTER_HEADERS,
  TURBOPACK_BOOTSTRAP,
  installedVersions,
  reactDomServerBuilds,
  singleLocation,
  testedWith,
  versionWarning,
} from './next-internals.mjs'

const root = path.resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)
const nextDist = path.join(path.dirname(require.resolve('next/package.json')), 'dist')
const source = (file: string) => fs.readFileSync(path.join(nextDist, file), 'utf8')

describe('the version guard', () => {
  it('is quiet on the versions the markers were tested on', () => {
    expect(versionWarning({ ...testedWith })).toBeNull()
  })

  it('names each package whose installed version differs, and what to do', () => {
    const warning = versionWarning({ next: '16.9.0', react: testedWith.react })
    expect(warning).toContain(`next 16.9.0 (tested: ${testedWith.next})`)
    expect(warning).not.toContain('react ')
    expect(warning).toContain('update testedWith')
  })

  it('reads the installed versions, which are the tested ones', () => {
    // Failing after an upgrade: run this file and tests/e2e/next-internals.e2e.ts, fix the
    // markers, then set testedWith to these versions.
    expect(installedVersions(root)).toEqual(testedWith)
  })
})

describe("Next's markers", () => {
  it('the empty error document is the one Next renders', () => {
    const id = /id="([^"]+)"/.exec(ERROR_DOCUMENT)?.[1]
    expect(id).toBeTruthy()
    expect(source('server/app-render/app-render.js')).toContain(`id: '${id}'`)
  })

  it('the RSC payload scripts are written as PAYLOAD_SCRIPT reads them', () => {
    const writers = [
      source('server/app-render/use-flight-response.js'),
      source('server/app-render/stream-ops.node.js'),
    ].join('\n')
    for (const start of ['(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push(']) {
      expect(writers).toContain(start)
      const script = `${start}[1,"x"])`
      expect(PAYLOAD_SCRIPT.exec(script)?.[2]).toBe('[1,"x"]')
    }
  })

  it("Turbopack's chunk bootstrap is written as TURBOPACK_BOOTSTRAP reads it", () => {
    const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files')
    const params = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] }
    const script = getTurbopackChunkGroupBootstrap({ '/': params }, 'TURBOPACK', ['/'])
    const match = TURBOPACK_BOOTSTRAP.exec(script)
    expect(match?.[1]).toBe('"TURBOPACK"')
    expect(JSON.parse(match![2])).toEqual(params)
  })

  it("the headers are Next's own", () => {
    const headers = require('next/dist/client/components/app-router-headers')
    expect(new Set(ROUTER_HEADERS)).toEqual(
      new Set([
        headers.RSC_HEADER,
        headers.NEXT_ROUTER_STATE_TREE_HEADER,
        headers.NEXT_ROUTER_PREFETCH_HEADER,
        headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
        headers.ACTION_HEADER,
        headers.NEXT_URL,
      ]),
    )
    expect(CACHE_TAGS_HEADER).toBe(require('next/dist/lib/constants').NEXT_CACHE_TAGS_HEADER)
    expect(source('server/next-server.js')).toContain(`getHeader('${CACHE_STATE_HEADER}')`)
  })

  it("the rendered-page cache directory is Next's", () => {
    const { ROUTE_CACHE_DIRECTORY } = require('next/dist/server/lib/route-cache-key')
    expect(ROUTE_CACHE_DIR).toBe(path.join('server', ROUTE_CACHE_DIRECTORY))
  })

  it("the asset prefix is Next's", () => {
    expect(source('shared/lib/constants.js')).toMatch(/['"]\/_next\//)
    expect(ASSET_PREFIX).toBe('/_next/')
  })
})

describe("React's streaming runtime", () => {
  it('is found in the react-dom server builds that Next ships', () => {
    expect(reactDomServerBuilds().length).toBeGreaterThan(0)
    const pieces = reactRuntimePieces()
    // Completing a boundary, revealing a segment, an error.
    for (const name of ['$RC=', '$RS=', '$RX='])
      expect(
        pieces.some((p) => p.includes(name)),
        name,
      ).toBe(true)
    expect(pieces.every((p) => REACT_RUNTIME.start.test(p))).toBe(true)
    expect(REACT_RUNTIME.call.test('$RC("B:0","S:0")')).toBe(true)
  })
})

describe('a redirect stored by Next as it renders', () => {
  it('sends its Location once, and leaves different addresses alone', async () => {
    const { ServerResponse, IncomingMessage } = await import('node:http')
    const { Socket } = await import('node:net')
    const response = () => new ServerResponse(new IncomingMessage(new Socket()))
    const twice = response()
    twice.setHeader('location', '/product/new')
    twice.appendHeader('location', '/product/new')
    singleLocation(twice)
    expect(twice.getHeader('location')).toBe('/product/new')
    const different = response()
    different.setHeader('location', ['/a', '/b'])
    singleLocation(different)
    expect(different.getHeader('location')).toEqual(['/a', '/b'])
  })
})
