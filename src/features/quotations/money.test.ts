import { describe, expect, it } from 'vitest'
import {
  formatMoney,
  isPositive,
  lineAmount,
  normalizePrice,
  normalizeQuantity,
  parseDecimal,
  sumAmounts,
} from './money'

describe('decimal-safe money', () => {
  it('adds without floating-point error', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30')
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00')
    expect(sumAmounts([])).toBe('0.00')
  })

  it('multiplies quantity by unit price exactly', () => {
    expect(lineAmount('3', '33.33')).toBe('99.99')
    expect(lineAmount('1.1', '1.1')).toBe('1.21')
    expect(lineAmount('25', '1250')).toBe('31250.00')
    expect(lineAmount(2, '0.1')).toBe('0.20')
  })

  it('rounds each line to 2 places, half up', () => {
    expect(lineAmount('1', '0.005')).toBe('0.01')
    expect(lineAmount('1', '0.0049')).toBe('0.00')
    expect((1.005).toFixed(2)).toBe('1.00') // what floating point makes of it
    expect(lineAmount('1', '1.005')).toBe('1.01')
    expect(lineAmount('3', '0.335')).toBe('1.01') // 1.005
    expect(lineAmount('0.5', '0.01')).toBe('0.01') // 0.005 → 0.01
    expect(lineAmount('0.001', '0.0001')).toBe('0.00')
    expect(lineAmount('2.5', '10.125')).toBe('25.31') // 25.3125
    expect(lineAmount('2.5', '10.126')).toBe('25.32') // 25.315 → 25.32
  })

  it('keeps large totals exact', () => {
    expect(lineAmount('123456789012.345', '987654321098.7654')).toBe('121932631137021120742264.86')
    expect(lineAmount('999999999999.999', '999999999999.9999')).toBe('999999999999998900000000.00')
    expect(sumAmounts(['999999999999999.99', '0.01'])).toBe('1000000000000000.00')
    expect(sumAmounts(['9007199254740993.01', '0.00'])).toBe('9007199254740993.01')
  })

  it('refuses what is not a non-negative decimal', () => {
    for (const bad of ['', 'abc', '-1', '1e3', '1,5', '1.23456', '1234567890123', NaN, -2, 1e21])
      expect(parseDecimal(bad, 4), String(bad)).toBeNull()
    expect(lineAmount('x', '1')).toBeNull()
    expect(lineAmount('1', '1.00001')).toBeNull()
    expect(() => sumAmounts(['1.005'])).toThrow()
  })

  it('stores prices with at least 2 places and quantities without trailing zeros', () => {
    expect(normalizePrice('12.5')).toBe('12.50')
    expect(normalizePrice('12')).toBe('12.00')
    expect(normalizePrice('12.1230')).toBe('12.123')
    expect(normalizeQuantity('2.500')).toBe('2.5')
    expect(normalizeQuantity('100')).toBe('100')
    expect(normalizeQuantity('0.000')).toBe('0')
    expect(isPositive('0.00')).toBe(false)
    expect(isPositive('0.0001')).toBe(true)
  })

  it('formats money per locale from the string, without losing digits', () => {
    expect(formatMoney('12345.50', 'USD', 'en')).toBe('$12,345.50')
    expect(formatMoney('12345.50', 'EUR', 'de')).toBe('12.345,50\u00a0€')
    expect(formatMoney('12345.50', 'EUR', 'fr')).toMatch(/^12\s345,50\s€$/)
    expect(formatMoney('9007199254740993.01', 'USD', 'en')).toBe('$9,007,199,254,740,993.01')
    expect(formatMoney('0.125', 'GBP', 'en')).toBe('£0.125')
    expect(formatMoney('1500.00', 'INR', 'en')).toBe('₹1,500.00')
    expect(formatMoney('1500.00', 'AED', 'ar')).toContain('د.إ')
    expect(formatMoney('1500.00', 'JPY', 'ja')).toMatch(/1,500/)
  })
})
