// A local stand-in for news feeds: serves tests/fixtures/news/*.xml, plus /hang (never
// answers), /error (HTTP 500) for the failure cases. Used by integration tests and by
// scripts/serve-test.mjs (the end-to-end server's NEWS_FEEDS points here).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const fixtures = path.resolve(import.meta.dirname, '..', 'fixtures', 'news')

export async function startNewsFeedServer() {
  const hanging = new Set()
  /** The path of every request, in order (a test can count how often a feed was fetched). */
  const requests = []
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0].replace(/^\//, '')
    requests.push(name)
    if (name === 'hang') {
      hanging.add(res)
      return
    }
    if (name === 'error') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
      return
    }
    const file = path.join(fixtures, path.basename(name))
    if (!name.endsWith('.xml') || !fs.existsSync(file)) {
      res.writeHead(404).end('Not found')
      return
    }
    const type = name.startsWith('atom') ? 'application/atom+xml' : 'application/rss+xml'
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(fs.readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    requests,
    feed: (name) => `${url}/${name}`,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
