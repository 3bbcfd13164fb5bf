import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'

const version = (name: string): string =>
  JSON.parse(fs.readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')).version

describe('Payload package versions', () => {
  // Payload's start-up version check is off (src/payload.config.ts): this test does its work.
  it('every Payload package matches payload, those published a patch behind at most one behind', () => {
    const payload = version('payload')
    const installed = fs
      .readdirSync(path.resolve('node_modules/@payloadcms'))
      .map((name) => [`@payloadcms/${name}`, version(`@payloadcms/${name}`)])
    // Official packages published up to one patch behind payload (package.json overrides them).
    const storage = [
      '@payloadcms/storage-s3',
      '@payloadcms/plugin-cloud-storage',
      '@payloadcms/plugin-redirects',
      '@payloadcms/plugin-seo',
      '@payloadcms/live-preview-react',
      '@payloadcms/live-preview',
    ]
    const mismatched = installed.filter(([n, v]) => !storage.includes(n) && v !== payload)
    expect(mismatched).toEqual([])
    const [major, minor, patch] = payload.split('.').map(Number)
    for (const name of storage) {
      const [a, b, c] = version(name).split('.').map(Number)
      expect([name, a, b], name).toEqual([name, major, minor])
      expect(patch - c, name).toBeGreaterThanOrEqual(0)
      expect(patch - c, name).toBeLessThanOrEqual(1)
    }
  })
})

describe('Content-Security-Policy with MEDIA_BASE_URL', () => {
  const policy = (media?: string) =>
    securityHeaders(media)[0].headers.find((h) => h.key === 'Content-Security-Policy')!.value

  it("allows images from the media address's origin, and only images", () => {
    const csp = policy('https://cdn.example.com/bharat/media/')
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;")
    expect(csp.match(/cdn\.example\.com/g)).toHaveLength(1)
    expect(policy()).toContain("img-src 'self' data: blob:;")
  })
})
