// The client's address, settled here before Next sees a request: Next hands the socket's address
// on as X-Forwarded-For only when the request has none, so without this a client could name any
// address it liked and step around every per-address limit (src/lib/rate-limit.ts reads it).
import { isIP } from 'node:net'

const plain = (address) => String(address ?? '').replace(/^::ffff:(?=\d+\.)/, '')

/**
 * The address of the client: the socket's own with no trusted proxy in front (`trustedHops` 0),
 * else the entry the outermost of `trustedHops` proxies appended to X-Forwarded-For (each proxy
 * appends the address it saw; the socket's address is the nearest proxy's). Entries the client
 * wrote itself sit further left and are never read.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const socket = plain(socketAddress)
  if (!trustedHops) return socket
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => plain(s.trim()))
    .filter(Boolean)
  const chain = [...listed, socket]
  const entry = chain[Math.max(0, chain.length - 1 - trustedHops)]
  // Not an address (a misconfigured proxy): the socket's, which is at least true.
  return isIP(entry) ? entry : socket
}

/**
 * Replaces what the request says about its client with the one address above:
 * X-Forwarded-For is set to it, X-Real-IP and Forwarded (which nothing here reads, but a client
 * could set) are removed.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} trustedHops
 */
export function settleClientAddress(req, trustedHops) {
  req.headers['x-forwarded-for'] = clientAddress(
    req.headers['x-forwarded-for'],
    req.socket.remoteAddress,
    trustedHops,
  )
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
}
