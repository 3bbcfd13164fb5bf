import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allowedMethods } from './request-limits.mjs'
import { ROUTE_EXPORTS, answeredMethods, routeMethods } from './route-methods.mjs'

const appDir = path.resolve(import.meta.dirname, '..', 'src', 'app')
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Every route handler under src/app: its address pattern (route groups left out) and exports. */
function routeFiles() {
  const found: { pattern: string; exported: string[] }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8')
        const exported = new Set<string>()
        for (const m of source.matchAll(
          /export\s+(?:async\s+)?(?:function|const|let|var)\s+([A-Z]+)\b/g,
        ))
          exported.add(m[1])
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g))
          for (const name of m[1].split(',')) {
            const alias = name
              .trim()
              .split(/\s+as\s+/)
              .pop()
            if (alias) exported.add(alias)
          }
        const folders = path
          .relative(appDir, dir)
          .split(path.sep)
          .filter((f) => !/^\(.*\)$/.test(f))
        found.push({
          pattern: `/${folders.join('/')}`,
          exported: [...exported].filter((e) => HTTP_METHODS.includes(e)).sort(),
        })
      }
    }
  }
  walk(appDir)
  return found
}

describe('route methods', () => {
  const files = routeFiles()

  it('finds the route handlers', () => {
    expect(files.map((f) => f.pattern)).toContain('/api/health')
    expect(files.map((f) => f.pattern)).toContain('/.well-known/security.txt')
  })

  it('the table lists every API route handler with exactly the methods it exports', () => {
    const ours = files.filter(
      (f) => f.pattern.startsWith('/api/') && f.pattern !== '/api/[...slug]',
    )
    expect(Object.fromEntries(ours.map((f) => [f.pattern, f.exported]))).toEqual(
      Object.fromEntries(
        Object.entries(ROUTE_EXPORTS).map(([pattern, methods]) => [pattern, [...methods].sort()]),
      ),
    )
  })

  it('Payload’s REST route takes what the server lets through to it', () => {
    const payload = files.find((f) => f.pattern === '/api/[...slug]')
    expect(payload?.exported).toEqual(['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT'])
    expect([...allowedMethods('/api/products', [])].sort()).toEqual(
      answeredMethods(payload!.exported),
    )
  })

  it('route handlers outside /api answer GET only (the server allows GET and HEAD there)', () => {
    for (const file of files.filter((f) => !f.pattern.startsWith('/api/')))
      expect(file.exported, file.pattern).toEqual(['GET'])
  })

  it('a path takes its route’s methods, as Next’s OPTIONS answer lists them', () => {
    expect(routeMethods('/api/health')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(routeMethods('/api/health/')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(routeMethods('/api/inquiry')).toEqual(['OPTIONS', 'POST'])
    expect(routeMethods('/api/account/confirm')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST'])
    expect(routeMethods('/api/newsletter/subscribe')).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST'])
    // Payload's: a collection, a deeper path than our route, a route's parent.
    expect(routeMethods('/api/products')).toBeNull()
    expect(routeMethods('/api/account/confirm/x')).toBeNull()
    expect(routeMethods('/api/account')).toBeNull()
    expect(routeMethods('/api/healthy')).toBeNull()
    expect(allowedMethods('/api/inquiry', [])).toEqual(['OPTIONS', 'POST'])
  })
})
