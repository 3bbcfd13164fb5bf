import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, SCRYPT, verifyPassword } from './password'

describe('password hashing (scrypt, OWASP cost)', () => {
  it('stores scrypt with N=2^17, r=8, p=1, a 16-byte salt and never the password', async () => {
    const hash = await hashPassword('cardamom-green-8')
    const [name, N, r, p, salt, key] = hash.split('$')
    expect([name, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 17, 8, 1])
    expect(Buffer.from(salt, 'base64url')).toHaveLength(SCRYPT.saltLength)
    expect(Buffer.from(key, 'base64url')).toHaveLength(SCRYPT.keyLength)
    expect(hash).not.toContain('cardamom')
    expect(await hashPassword('cardamom-green-8')).not.toBe(hash)
  })

  it('verifies the right password only (Unicode normalised)', async () => {
    const hash = await hashPassword('Kaffee-Grün')
    expect(await verifyPassword('Kaffee-Grün', hash)).toBe(true)
    expect(await verifyPassword('Kaffee-Gru\u0308n', hash)).toBe(true)
    expect(await verifyPassword('kaffee-grün', hash)).toBe(false)
    expect(await verifyPassword('Kaffee-Grün', 'not-a-hash')).toBe(false)
  })

  it('marks hashes made with a lower cost for rehashing', () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA$a2V5')).toBe(true)
    expect(needsRehash(`scrypt$${2 ** 17}$8$1$c2FsdA$a2V5`)).toBe(false)
    expect(needsRehash('$2b$10$bcrypt')).toBe(true)
  })
})
