import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import ar from '../../messages/ar.json'
import ru from '../../messages/ru.json'
import { formatText } from './client-texts'

describe('formatText (the browser-side subset of ICU messages)', () => {
  it('fills in arguments and leaves plain text alone', () => {
    expect(formatText('Hello {name}, {n} items', { name: 'Asha', n: 3 }, 'en')).toBe(
      'Hello Asha, 3 items',
    )
    expect(formatText('No arguments at all.', {}, 'en')).toBe('No arguments at all.')
    expect(formatText('Missing {gone}.', {}, 'en')).toBe('Missing .')
  })

  it('chooses plural forms by the language’s own rules, exact values first', () => {
    const msg = en.inquiry.errorSummary
    expect(formatText(msg, { count: 1 }, 'en')).toBe('1 field needs your attention.')
    expect(formatText(msg, { count: 3 }, 'en')).toBe('3 fields need your attention.')
    expect(formatText('{n, plural, =0 {none} one {# one} other {# many}}', { n: 0 }, 'en')).toBe(
      'none',
    )
    // Russian has "few" and "many"; Arabic six forms: each text names its count.
    for (const count of [1, 2, 3, 5, 11, 21, 100]) {
      expect(formatText(ru.inquiry.errorSummary, { count }, 'ru')).toMatch(String(count))
      expect(formatText(ar.inquiry.errorSummary, { count }, 'ar')).not.toMatch(/[{}#]/)
    }
  })
})
