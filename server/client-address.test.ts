import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.mjs'

describe('clientAddress', () => {
  it('with no trusted proxy, is the socket address whatever the request says', () => {
    expect(clientAddress(undefined, '203.0.113.5', 0)).toBe('203.0.113.5')
    expect(clientAddress('1.2.3.4', '203.0.113.5', 0)).toBe('203.0.113.5')
    expect(clientAddress('1.2.3.4, 5.6.7.8', '::ffff:203.0.113.5', 0)).toBe('203.0.113.5')
    expect(clientAddress(undefined, '2001:db8::5', 0)).toBe('2001:db8::5')
  })

  it('with trusted proxies, is the entry the outermost one appended', () => {
    // client 198.51.100.7 → proxy 10.0.0.2 → this server; the client wrote "1.2.3.4" itself.
    expect(clientAddress('1.2.3.4, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddress(['1.2.3.4', '198.51.100.7, 10.0.0.3'], '10.0.0.2', 2)).toBe('198.51.100.7')
    // Fewer entries than proxies: the farthest one known.
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7')
    // Without the header the request came straight to the socket.
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2')
  })

  it('never hands on something that is not an address', () => {
    expect(clientAddress('not-an-ip', '10.0.0.2', 1)).toBe('10.0.0.2')
  })
})
