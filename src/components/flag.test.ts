import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { home } from '@/seed/company/content'
import { flagCode, SHIPPED } from './flag'

const shipped = (code: string) =>
  fs.existsSync(path.join(__dirname, '../../public/flags', `${code}.svg`))

describe('flags', () => {
  it('reads the country code a flag emoji spells', () => {
    expect(flagCode('🇺🇸')).toBe('us')
    expect(flagCode(' 🇪🇺 ')).toBe('eu')
    expect(flagCode('🇸🇦')).toBe('sa')
  })

  it('is not fooled by letters, half a flag or other emoji', () => {
    for (const text of ['US', 'us', '🇺', '🇺🇸🇬🇧', '🌍', '', '🏳️‍🌈']) expect(flagCode(text)).toBeNull()
  })

  it('ships a picture for every flag of the languages and of the home page’s regions', () => {
    const flags = [...locales.map((l) => l.flag), ...home.globalReach.regions.map((r) => r.flag)]
    expect(flags.length).toBe(14)
    for (const flag of flags) {
      const code = flagCode(flag)
      expect(code, flag).not.toBeNull()
      expect(shipped(code!), `${flag} → public/flags/${code}.svg`).toBe(true)
    }
    // The list the component trusts is the folder's contents, no more, no less.
    const files = fs
      .readdirSync(path.join(__dirname, '../../public/flags'))
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.replace(/\.svg$/, ''))
    expect(new Set(files)).toEqual(SHIPPED)
    // The licence of the pictures travels with them.
    expect(fs.readFileSync(path.join(__dirname, '../../public/flags/LICENSE.txt'), 'utf8')).toMatch(
      /MIT License/,
    )
  })
})
