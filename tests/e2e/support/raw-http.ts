import net from 'node:net'
import zlib from 'node:zlib'

export type RawAnswer = {
  status: number
  headers: Record<string, string>
  /** How the body's end was known. */
  framing: 'content-length' | 'chunked' | 'none'
  /** The body as sent (still compressed). */
  raw: Buffer
  /** The body decoded (gzip, br or none). */
  text: string
}

/**
 * One HTTP/1.1 connection, read by hand: each answer must say where it ends (Content-Length
 * or chunked), or the next request on the connection could not be told from it. A client like
 * fetch hides a badly framed answer (it reads until the connection closes).
 */
export class RawConnection {
  private buffer = Buffer.alloc(0)
  private wake: (() => void) | null = null
  closed = false

  private constructor(private socket: net.Socket) {
    socket.on('data', (d) => {
      this.buffer = Buffer.concat([this.buffer, d])
      this.wake?.()
    })
    socket.on('close', () => {
      this.closed = true
      this.wake?.()
    })
    socket.on('error', () => undefined)
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  close() {
    this.socket.destroy()
  }

  /** Sends a request with the given headers (Host is added). */
  send(method: string, path: string, headers: Record<string, string> = {}) {
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${this.host()}`]
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
    this.socket.write(`${lines.join('\r\n')}\r\n\r\n`)
  }

  private host() {
    return `${this.socket.remoteAddress}:${this.socket.remotePort}`
  }

  /** Waits until `take` can cut something off the buffer (it returns null until then). */
  private async until<T>(what: string, take: () => T | null, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const value = take()
      if (value !== null) return value
      if (this.closed) throw new Error(`connection closed before ${what}`)
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise<void>((resolve) => {
        this.wake = resolve
        setTimeout(resolve, 500)
      })
    }
  }

  private bytes(n: number, what: string): Promise<Buffer> {
    return this.until(what, () => {
      if (this.buffer.length < n) return null
      const out = this.buffer.subarray(0, n)
      this.buffer = this.buffer.subarray(n)
      return out
    })
  }

  private line(what: string): Promise<string> {
    return this.until(what, () => {
      const end = this.buffer.indexOf('\r\n')
      if (end < 0) return null
      const out = this.buffer.subarray(0, end).toString('latin1')
      this.buffer = this.buffer.subarray(end + 2)
      return out
    })
  }

  /** Reads one whole answer; throws if it has no framing (it would end only with the connection). */
  async answer(method = 'GET'): Promise<RawAnswer> {
    const statusLine = await this.line('the status line')
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1])
    if (!status) throw new Error(`not a status line: ${statusLine}`)
    const headers: Record<string, string> = {}
    for (;;) {
      const line = await this.line('a header')
      if (line === '') break
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
    }
    let framing: RawAnswer['framing'] = 'none'
    let raw: Buffer = Buffer.alloc(0)
    const bodiless = method === 'HEAD' || status === 204 || status === 304 || status < 200
    if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) {
      framing = 'chunked'
      const parts: Buffer[] = []
      for (;;) {
        const size = parseInt((await this.line('a chunk size')).split(';')[0], 16)
        if (Number.isNaN(size)) throw new Error('malformed chunk size')
        if (size === 0) {
          while ((await this.line('the trailer')) !== '');
          break
        }
        parts.push(await this.bytes(size, 'a chunk'))
        if ((await this.line('the end of a chunk')) !== '') throw new Error('malformed chunk')
      }
      raw = Buffer.concat(parts)
    } else if (headers['content-length'] !== undefined) {
      framing = 'content-length'
      if (!bodiless) raw = await this.bytes(Number(headers['content-length']), 'the body')
    } else if (!bodiless) {
      throw new Error(
        `HTTP ${status} with neither Content-Length nor chunked encoding (connection: ${headers.connection})`,
      )
    }
    const encoding = headers['content-encoding']
    const decoded =
      encoding === 'gzip'
        ? zlib.gunzipSync(raw)
        : encoding === 'br'
          ? zlib.brotliDecompressSync(raw)
          : raw
    return { status, headers, framing, raw, text: decoded.toString('utf8') }
  }
}
