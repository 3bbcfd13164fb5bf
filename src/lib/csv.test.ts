import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Acme "Foods", LLC')).toBe('"Acme ""Foods"", LLC"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(42)).toBe('"42"')
  })

  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'defuses a formula: %s',
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true)
    },
  )

  it('keeps line breaks inside a cell and ends rows with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['line 1\nline 2', 'x']])
    expect(csv).toBe('\uFEFF"a","b"\r\n"line 1\nline 2","x"\r\n')
  })
})
