// A TCP proxy for fault tests: listens on 127.0.0.1 and forwards every connection to a target
// (e.g. the PostgreSQL server), so a test can take the database away from a running server
// without stopping the database itself, which other work on the machine uses.
//
//   refuse()  the port closes and every open connection is cut: what a stopped database or a
//             closed port looks like to the app (ECONNREFUSED, connection terminated).
//   drop()    open connections are cut; new ones are still forwarded.
//   resume()  listens again on the same port and forwards as before.
import net from 'node:net'

/**
 * @param {{ host?: string, port: number }} target
 * @param {{ port?: number }} [options] the port to listen on (default: a free one)
 */
export async function startTcpProxy(target, options = {}) {
  const sockets = new Set()
  let accepted = 0
  const server = net.createServer((client) => {
    accepted++
    const upstream = net.connect(target.port, target.host ?? '127.0.0.1')
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      // A cut connection is expected here; the other side sees it close.
      socket.on('error', () => {})
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  })
  const listen = (port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve(server.address().port)
      })
    })
  const port = await listen(options.port ?? 0)

  function drop() {
    for (const socket of sockets) socket.destroy()
  }

  return {
    port,
    /** Connections accepted since the start (the app's pool reconnecting shows here). */
    get accepted() {
      return accepted
    },
    /** Connections open now (both sides of each counted once). */
    get open() {
      return sockets.size / 2
    },
    drop,
    /** Stops listening and cuts every connection. */
    async refuse() {
      if (!server.listening) return
      const closed = new Promise((resolve) => server.close(resolve))
      drop()
      await closed
    },
    /** Listens again on the same port. */
    async resume() {
      if (!server.listening) await listen(port)
    },
    async close() {
      if (server.listening) {
        const closed = new Promise((resolve) => server.close(resolve))
        drop()
        await closed
      } else drop()
    },
  }
}
