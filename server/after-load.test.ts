import { describe, expect, it } from 'vitest'
import { deferChunks, deferPayload, LOADER, PLACEHOLDER_TYPE } from './after-load.mjs'
import { inlineScripts, reactRuntimePieces, scriptHash } from './csp.mjs'

const head = (...tags: string[]) =>
  `<!DOCTYPE html><html><head>${tags.join('')}</head><body><h1>Turmeric</h1></body></html>`
const chunk = (name: string, extra = '') =>
  `<script src="/_next/static/chunks/${name}.js" async=""${extra}></script>`

describe('framework scripts after load', () => {
  it('turns each async chunk into a placeholder that keeps its address and integrity', () => {
    const out = deferChunks(
      head(
        chunk('a', ' integrity="sha256-AAA="'),
        `<script src="/_next/static/chunks/b.js" integrity="sha256-BBB=" async=""></script>`,
        chunk('c'),
      ),
    )
    expect(out).not.toMatch(/<script[^>]*\ssrc=/)
    expect(out).toContain(
      `<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/a.js" data-integrity="sha256-AAA="></script>`,
    )
    expect(out).toContain(
      `<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/b.js" data-integrity="sha256-BBB="></script>`,
    )
    expect(out).toContain(
      `<script type="${PLACEHOLDER_TYPE}" data-src="/_next/static/chunks/c.js"></script>`,
    )
    // One loader, the last thing in the body.
    expect(out.split(LOADER).length).toBe(2)
    expect(out.endsWith(`<script>${LOADER}</script></body></html>`)).toBe(true)
    expect(out).toContain('<h1>Turmeric</h1>')
  })

  it('removes the chunks’ preload hints and keeps every other link', () => {
    const out = deferChunks(
      head(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
        '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>',
        '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>',
        chunk('a'),
      ),
    )
    expect(out).not.toContain('as="script"')
    expect(out).toContain('as="font"')
    expect(out).toContain('rel="stylesheet"')
  })

  it('leaves the nomodule polyfill, other scripts and data blocks alone', () => {
    const kept = [
      '<script src="/_next/static/chunks/poly.js" integrity="sha256-P=" noModule=""></script>',
      '<script src="/_next/static/chunks/sync.js"></script>',
      '<script src="https://example.com/x.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
    ]
    const out = deferChunks(head(...kept, chunk('a')))
    for (const tag of kept) expect(out).toContain(tag)
  })

  it('returns a page without framework chunks unchanged (no loader)', () => {
    const page = head('<script src="/_next/static/chunks/poly.js" noModule=""></script>')
    expect(deferChunks(page)).toBe(page)
    expect(deferChunks('{"ok":true}')).toBe('{"ok":true}')
  })

  it('adds the loader at the end when the page has no </body>', () => {
    expect(deferChunks(chunk('a'))).toMatch(new RegExp(`</script><script>.+</script>$`))
  })

  it('the loader is allowed by the script policy and placeholders need no hash', () => {
    const { allowed, refused } = inlineScripts(deferChunks(head(chunk('a'))), reactRuntimePieces())
    expect(refused).toEqual([])
    expect(allowed).toEqual([scriptHash(LOADER)])
  })

  it('turns the RSC payload into JSON data blocks, in order, that need no hash', () => {
    const payload = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
      '<script>self.__next_f.push([1,"a:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003c/script>كركم\\"}]\\n"])</script>',
      '<script>self.__next_f.push([2,null])</script>',
    ]
    const out = deferChunks(head(chunk('a'), ...payload))
    const blocks = [...out.matchAll(/<script type="application\/json" data-rsc>(.*?)<\/script>/g)]
    expect(blocks.map((b) => JSON.parse(b[1]))).toEqual([
      [0],
      [1, '1:"$Sreact.fragment"\n'],
      [1, 'a:["$","p",null,{"children":"</script>كركم"}]\n'],
      [2, null],
    ])
    expect(out).not.toContain('__next_f.push')
    const { allowed, refused } = inlineScripts(out, reactRuntimePieces())
    expect(refused).toEqual([])
    expect(allowed).toEqual([scriptHash(LOADER)])
  })

  it('keeps every payload script as it is when one of them is not the JSON Next writes', () => {
    const page = head(
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"x"+"y"])</script>',
    )
    expect(deferPayload(page)).toBe(page)
    // A page without the loader keeps its payload scripts too (nothing would hand them over).
    const still = head('<script>self.__next_f.push([1,"x"])</script>')
    expect(deferChunks(still)).toBe(still)
  })
})
