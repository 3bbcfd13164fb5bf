import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { singleton } from '@/lib/singleton.mjs'

/**
 * Password hashing with scrypt at OWASP's recommended cost (Password Storage Cheat Sheet:
 * N=2^17, r=8, p=1, so 128 MiB per hash). The stored string
 * names its parameters, so raising them later rehashes old passwords at their next sign-in.
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const

const PREFIX = 'scrypt'

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 32 * 1024 * 1024,
  }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, SCRYPT.keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

// At most two hashes at a time: each takes 128 MiB and a core; more would only queue in libuv
// and starve file and DNS work that shares its thread pool.
const slots = singleton('accounts.scrypt-slots', () => ({
  free: 2,
  waiting: [] as (() => void)[],
}))

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--
  else await new Promise<void>((resolve) => slots.waiting.push(resolve))
  try {
    return await fn()
  } finally {
    const next = slots.waiting.shift()
    if (next) next()
    else slots.free++
  }
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength)
  const key = await limited(() => derive(password, salt, SCRYPT))
  return [
    PREFIX,
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

function parse(stored: string) {
  const [prefix, N, r, p, salt, key] = stored.split('$')
  if (prefix !== PREFIX || !salt || !key) return null
  return {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  }
}

/** Whether `password` matches the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await limited(() => derive(password, parsed.salt, parsed))
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/** A stored hash made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return !parsed || parsed.N < SCRYPT.N || parsed.r < SCRYPT.r || parsed.p < SCRYPT.p
}

/**
 * A hash no password matches, made once: an unknown email is checked against it, so a sign-in
 * takes as long whether or not the address has an account.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'))
  return decoy
}
