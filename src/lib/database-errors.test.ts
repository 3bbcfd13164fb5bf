import net from 'node:net'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors'

/** The error a real call rejects with. */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((r) => probe.close(r))
  return port
}

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL server that refuses connections, also wrapped as Drizzle does', async () => {
    const port = await closedPort()
    const refused = await failure(async () => {
      const pool = new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 })
      try {
        await pool.query('SELECT 1')
      } finally {
        await pool.end()
      }
    })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    )
  })

  it('recognises a server that drops the connection and one that never completes it', async () => {
    const server = net.createServer((socket) => socket.destroy())
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    const { port } = server.address() as net.AddressInfo
    try {
      const dropped = await failure(() =>
        new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 }).connect(),
      )
      expect(isDatabaseUnavailable(dropped)).toBe(true)
    } finally {
      await new Promise((r) => server.close(r))
    }
    const silent = net.createServer(() => {})
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()))
    try {
      const timedOut = await failure(async () => {
        const pool = new pg.Pool({
          host: '127.0.0.1',
          port: (silent.address() as net.AddressInfo).port,
          connectionTimeoutMillis: 300,
        })
        try {
          await pool.query('SELECT 1')
        } finally {
          await pool.end()
        }
      })
      expect(isDatabaseUnavailable(timedOut)).toBe(true)
    } finally {
      silent.close()
    }
  })

  it('does not take a query error for an outage (SQLite constraint and syntax errors)', async () => {
    const db = createClient({ url: ':memory:' })
    await db.execute('CREATE TABLE t (id integer PRIMARY KEY)')
    await db.execute('INSERT INTO t (id) VALUES (1)')
    const duplicate = await failure(() => db.execute('INSERT INTO t (id) VALUES (1)'))
    expect(duplicate).toMatchObject({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) })
    expect(isDatabaseUnavailable(duplicate)).toBe(false)
    expect(isDatabaseUnavailable(await failure(() => db.execute('SELEC 1')))).toBe(false)
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    db.close()
  })
})
