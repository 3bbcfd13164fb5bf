import { describe, expect, it } from 'vitest'
import { amountInWords, formatMoney, splitAmount } from './money'

describe('money on proforma invoices', () => {
  it('splits decimal strings exactly, beyond what a double holds', () => {
    expect(splitAmount('12345.5')).toEqual([12345n, 50n])
    expect(splitAmount('9007199254740993.99')).toEqual([9007199254740993n, 99n])
    expect(splitAmount('0.05')).toEqual([0n, 5n])
    for (const bad of ['', '-1', '1.234', '1e5', 'abc', '1,000.00'])
      expect(() => splitAmount(bad), bad).toThrow('Not a money amount')
  })

  it('formats per locale from the string, keeping a unit price’s extra decimals', () => {
    expect(formatMoney('en', 'USD', '9007199254740993.99')).toBe('$9,007,199,254,740,993.99')
    expect(formatMoney('de', 'EUR', '1000000.05')).toBe('1.000.000,05\u00a0€')
    expect(formatMoney('en', 'USD', '3.0955')).toBe('$3.0955')
    expect(formatMoney('en', 'GBP', '3')).toBe('£3.00')
    // No bidi marks: the PDF text engine orders the text, and the fonts have no glyph for them.
    expect(formatMoney('ar', 'USD', '12345.50')).not.toMatch(/[\u200e\u200f\u061c]/)
    expect(() => formatMoney('en', 'USD', '12,00')).toThrow()
  })

  it('spells totals out in each language with the currency’s grammar', () => {
    expect(amountInWords('en', 'USD', '12345.50')).toBe(
      'Twelve thousand three hundred forty-five US dollars and fifty cents',
    )
    expect(amountInWords('en', 'GBP', '21.01')).toBe('Twenty-one pounds sterling and one penny')
    expect(amountInWords('en', 'INR', '1')).toBe('One Indian rupee')
    expect(amountInWords('en', 'USD', '0.99')).toBe('Ninety-nine cents')
    expect(amountInWords('es', 'EUR', '1000000.05')).toBe('Un millón de euros con cinco céntimos')
    expect(amountInWords('es', 'USD', '21')).toBe('Veintiún dólares estadounidenses')
    expect(amountInWords('es', 'GBP', '21.01')).toBe('Veintiuna libras esterlinas con un penique')
    expect(amountInWords('fr', 'GBP', '21')).toBe('Vingt et une livres sterling')
    expect(amountInWords('fr', 'USD', '1000000')).toBe('Un million de dollars américains')
    expect(amountInWords('fr', 'EUR', '2000000')).toBe('Deux millions d’euros')
    expect(amountInWords('de', 'INR', '1')).toBe('Eine Indische Rupie')
    expect(amountInWords('de', 'USD', '1.01')).toBe('Ein US-Dollar und ein Cent')
    expect(amountInWords('ru', 'USD', '1')).toBe('Один доллар США')
    expect(amountInWords('ru', 'USD', '22')).toBe('Двадцать два доллара США')
    expect(amountInWords('ru', 'USD', '11')).toBe('Одиннадцать долларов США')
    expect(amountInWords('ru', 'INR', '21.02')).toBe('Двадцать одна индийская рупия две пайсы')
    expect(amountInWords('ar', 'USD', '1')).toBe('فقط دولار أمريكي واحد لا غير')
    expect(amountInWords('ar', 'AED', '12345.50')).toBe(
      'فقط اثنا عشر ألفاً وثلاثمائة وخمسة وأربعون درهم إماراتي وخمسون فلس لا غير',
    )
    expect(amountInWords('zh', 'USD', '12345.50')).toBe('美元壹万贰仟叁佰肆拾伍圆伍角整')
    expect(amountInWords('zh', 'EUR', '1000000.05')).toBe('欧元壹佰万圆零伍分')
    expect(amountInWords('ja', 'USD', '12345.50')).toBe('一万二千三百四十五米ドル五十セント')
  })
})
