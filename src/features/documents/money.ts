import { toCardinal as ar } from 'n2words/ar-SA'
import { toCardinal as de } from 'n2words/de-DE'
import { toCardinal as en } from 'n2words/en-US'
import { toCardinal as es } from 'n2words/es-ES'
import { toCardinal as fr } from 'n2words/fr-FR'
import { toCardinal as ja } from 'n2words/ja-JP'
import { toCardinal as ru } from 'n2words/ru-RU'
import { toCurrency as zhCurrency } from 'n2words/zh-Hans-CN'
import type { Locale } from '@/i18n/locales'

export const currencies = ['USD', 'EUR', 'GBP', 'AED', 'INR'] as const
export type Currency = (typeof currencies)[number]

/** A decimal amount as a string: digits, an optional point and decimals ('12345.50'). */
const DECIMAL = /^\d{1,18}(\.\d{1,2})?$/

/**
 * Splits a non-negative decimal string into its whole units and hundredths, exactly (no
 * floating point): '12345.5' → [12345n, 50n].
 */
export function splitAmount(amount: string): [bigint, bigint] {
  const value = amount.trim()
  if (!DECIMAL.test(value)) throw new Error(`Not a money amount: ${amount}`)
  const [whole, fraction = ''] = value.split('.')
  return [BigInt(whole), BigInt(fraction.padEnd(2, '0'))]
}

/**
 * Bidi control marks that Intl puts around numbers and currency signs (LRM, RLM, ALM, embeddings,
 * isolates). The PDF text engine orders text itself, and the fonts have no glyph for them.
 */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g

/**
 * A decimal number in the locale's way (grouping, decimal sign, digits), from its string: Intl
 * keeps the string's precision (no rounding through a float).
 */
export function formatDecimal(locale: Locale, value: string, fractionDigits?: number): string {
  const opts: Intl.NumberFormatOptions =
    fractionDigits === undefined
      ? { maximumFractionDigits: 20 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return new Intl.NumberFormat(locale, opts)
    .format(value as unknown as number)
    .replace(BIDI_MARKS, '')
}

/**
 * An amount of money in the locale's way, with the currency's symbol or code: at least the
 * currency's two decimals, and every decimal the amount has (unit prices may have more).
 */
export function formatMoney(
  locale: Locale,
  currency: Currency,
  amount: string,
  { bidiMarks = false }: { bidiMarks?: boolean } = {},
): string {
  const value = amount.trim()
  if (!/^\d{1,18}(\.\d{1,6})?$/.test(value)) throw new Error(`Not a money amount: ${amount}`)
  const decimals = value.split('.')[1]?.length ?? 0
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, decimals),
  }).format(value as unknown as number)
  // Kept for HTML and email text, where the marks hold a sign beside its number in Arabic.
  return bidiMarks ? text : text.replace(BIDI_MARKS, '')
}

/**
 * Names of a currency and of its hundredth in one language: singular and plural (Russian: the
 * forms for 1, 2–4 and 5+), and the grammatical gender the number agrees with.
 */
type Names = { one: string; few?: string; many: string; feminine?: boolean }
type CurrencyWords = { major: Names; minor: Names }

const names: Record<Locale, Record<Currency, CurrencyWords>> = {
  en: {
    USD: { major: { one: 'US dollar', many: 'US dollars' }, minor: { one: 'cent', many: 'cents' } },
    EUR: { major: { one: 'euro', many: 'euros' }, minor: { one: 'cent', many: 'cents' } },
    GBP: {
      major: { one: 'pound sterling', many: 'pounds sterling' },
      minor: { one: 'penny', many: 'pence' },
    },
    AED: {
      major: { one: 'UAE dirham', many: 'UAE dirhams' },
      minor: { one: 'fils', many: 'fils' },
    },
    INR: {
      major: { one: 'Indian rupee', many: 'Indian rupees' },
      minor: { one: 'paisa', many: 'paise' },
    },
  },
  es: {
    USD: {
      major: { one: 'dólar estadounidense', many: 'dólares estadounidenses' },
      minor: { one: 'centavo', many: 'centavos' },
    },
    EUR: { major: { one: 'euro', many: 'euros' }, minor: { one: 'céntimo', many: 'céntimos' } },
    GBP: {
      major: { one: 'libra esterlina', many: 'libras esterlinas', feminine: true },
      minor: { one: 'penique', many: 'peniques' },
    },
    AED: {
      major: { one: 'dírham de los EAU', many: 'dírhams de los EAU' },
      minor: { one: 'fils', many: 'fils' },
    },
    INR: {
      major: { one: 'rupia india', many: 'rupias indias', feminine: true },
      minor: { one: 'paisa', many: 'paisas', feminine: true },
    },
  },
  fr: {
    USD: {
      major: { one: 'dollar américain', many: 'dollars américains' },
      minor: { one: 'cent', many: 'cents' },
    },
    EUR: { major: { one: 'euro', many: 'euros' }, minor: { one: 'centime', many: 'centimes' } },
    GBP: {
      major: { one: 'livre sterling', many: 'livres sterling', feminine: true },
      minor: { one: 'penny', many: 'pence' },
    },
    AED: {
      major: { one: 'dirham des Émirats', many: 'dirhams des Émirats' },
      minor: { one: 'fils', many: 'fils' },
    },
    INR: {
      major: { one: 'roupie indienne', many: 'roupies indiennes', feminine: true },
      minor: { one: 'paisa', many: 'paise' },
    },
  },
  de: {
    USD: { major: { one: 'US-Dollar', many: 'US-Dollar' }, minor: { one: 'Cent', many: 'Cent' } },
    EUR: { major: { one: 'Euro', many: 'Euro' }, minor: { one: 'Cent', many: 'Cent' } },
    GBP: {
      major: { one: 'Pfund Sterling', many: 'Pfund Sterling' },
      minor: { one: 'Penny', many: 'Pence' },
    },
    AED: {
      major: { one: 'VAE-Dirham', many: 'VAE-Dirham' },
      minor: { one: 'Fils', many: 'Fils' },
    },
    INR: {
      major: { one: 'Indische Rupie', many: 'Indische Rupien', feminine: true },
      minor: { one: 'Paisa', many: 'Paise' },
    },
  },
  ru: {
    USD: {
      major: { one: 'доллар США', few: 'доллара США', many: 'долларов США' },
      minor: { one: 'цент', few: 'цента', many: 'центов' },
    },
    EUR: {
      major: { one: 'евро', few: 'евро', many: 'евро' },
      minor: { one: 'евроцент', few: 'евроцента', many: 'евроцентов' },
    },
    GBP: {
      major: { one: 'фунт стерлингов', few: 'фунта стерлингов', many: 'фунтов стерлингов' },
      minor: { one: 'пенни', few: 'пенса', many: 'пенсов' },
    },
    AED: {
      major: { one: 'дирхам ОАЭ', few: 'дирхама ОАЭ', many: 'дирхамов ОАЭ' },
      minor: { one: 'филс', few: 'филса', many: 'филсов' },
    },
    INR: {
      major: {
        one: 'индийская рупия',
        few: 'индийские рупии',
        many: 'индийских рупий',
        feminine: true,
      },
      minor: { one: 'пайса', few: 'пайсы', many: 'пайс', feminine: true },
    },
  },
  // Arabic, Chinese and Japanese name the currency once; the number needs no agreement there.
  ar: {
    USD: {
      major: { one: 'دولار أمريكي', many: 'دولار أمريكي' },
      minor: { one: 'سنت', many: 'سنت' },
    },
    EUR: { major: { one: 'يورو', many: 'يورو' }, minor: { one: 'سنت', many: 'سنت' } },
    GBP: {
      major: { one: 'جنيه إسترليني', many: 'جنيه إسترليني' },
      minor: { one: 'بنس', many: 'بنس' },
    },
    AED: {
      major: { one: 'درهم إماراتي', many: 'درهم إماراتي' },
      minor: { one: 'فلس', many: 'فلس' },
    },
    INR: {
      major: { one: 'روبية هندية', many: 'روبية هندية', feminine: true },
      minor: { one: 'بيسة', many: 'بيسة', feminine: true },
    },
  },
  zh: {
    USD: { major: { one: '美元', many: '美元' }, minor: { one: '', many: '' } },
    EUR: { major: { one: '欧元', many: '欧元' }, minor: { one: '', many: '' } },
    GBP: { major: { one: '英镑', many: '英镑' }, minor: { one: '', many: '' } },
    AED: { major: { one: '阿联酋迪拉姆', many: '阿联酋迪拉姆' }, minor: { one: '', many: '' } },
    INR: { major: { one: '印度卢比', many: '印度卢比' }, minor: { one: '', many: '' } },
  },
  ja: {
    USD: { major: { one: '米ドル', many: '米ドル' }, minor: { one: 'セント', many: 'セント' } },
    EUR: { major: { one: 'ユーロ', many: 'ユーロ' }, minor: { one: 'セント', many: 'セント' } },
    GBP: { major: { one: '英ポンド', many: '英ポンド' }, minor: { one: 'ペンス', many: 'ペンス' } },
    AED: {
      major: { one: 'UAEディルハム', many: 'UAEディルハム' },
      minor: { one: 'フィルス', many: 'フィルス' },
    },
    INR: {
      major: { one: 'インド・ルピー', many: 'インド・ルピー' },
      minor: { one: 'パイサ', many: 'パイサ' },
    },
  },
}

/** The form of a noun after the number `n`: Russian has three, the others two. */
function form(n: bigint, noun: Names): string {
  if (n === 1n) return noun.one
  if (!noun.few) return noun.many
  const last = n % 10n
  const lastTwo = n % 100n
  if (lastTwo >= 11n && lastTwo <= 14n) return noun.many
  if (last === 1n) return noun.one
  if (last >= 2n && last <= 4n) return noun.few
  return noun.many
}

/** "un million", "dos millones": French and Spanish put "de" between them and the noun. */
const endsInMillions = (words: string) =>
  /(millions?|milliards?|millón|millones|billón|billones)$/.test(words)

/** A number in words agreeing with its noun, followed by the noun. */
function counted(locale: Locale, n: bigint, noun: Names): string {
  const feminine = Boolean(noun.feminine)
  switch (locale) {
    case 'en':
      return `${en(n)} ${form(n, noun)}`
    case 'de': {
      // "eins" alone counts nothing: "ein US-Dollar", "eine Rupie", "einundzwanzig …" unchanged.
      const words = de(n).replace(/eins$/, feminine ? 'eine' : 'ein')
      return `${words} ${form(n, noun)}`
    }
    case 'fr': {
      let words = fr(n)
      if (feminine) words = words.replace(/\bun$/, 'une')
      const name = form(n, noun)
      if (!endsInMillions(words)) return `${words} ${name}`
      // "un million de dollars", "deux millions d’euros"
      return /^[aeiouéh]/i.test(name) ? `${words} d’${name}` : `${words} de ${name}`
    }
    case 'es': {
      let words = es(n, { gender: feminine ? 'feminine' : 'masculine' })
      // Before a masculine noun "uno" is "un" and "veintiuno" "veintiún".
      if (!feminine) words = words.replace(/veintiuno$/, 'veintiún').replace(/\buno$/, 'un')
      return `${words}${endsInMillions(words) ? ' de' : ''} ${form(n, noun)}`
    }
    case 'ru':
      return `${ru(n, { gender: feminine ? 'feminine' : 'masculine' })} ${form(n, noun)}`
    case 'ar': {
      const words = ar(n, { gender: feminine ? 'feminine' : 'masculine' })
      // One follows its noun as an adjective: "دولار أمريكي واحد".
      return n === 1n ? `${noun.one} ${words}` : `${words} ${noun.one}`
    }
    case 'ja':
      return `${ja(n)}${noun.one}`
    case 'zh':
      return noun.one
  }
}

/**
 * An amount of money in words, in a language, from its decimal string: "Twelve thousand three
 * hundred forty-five US dollars and fifty cents". Chinese uses the financial numerals of
 * cheques and invoices (壹贰叁…, 圆角分); Arabic the "فقط … لا غير" frame of invoices.
 */
export function amountInWords(locale: Locale, currency: Currency, amount: string): string {
  const [whole, cents] = splitAmount(amount)
  const { major, minor } = names[locale][currency]
  if (locale === 'zh') return `${major.one}${zhCurrency(amount.trim())}`
  const parts: string[] = []
  if (whole > 0n || cents === 0n) parts.push(counted(locale, whole, major))
  if (cents > 0n) parts.push(counted(locale, cents, minor))
  const joined = {
    en: parts.join(' and '),
    es: parts.join(' con '),
    fr: parts.join(' et '),
    de: parts.join(' und '),
    ru: parts.join(' '),
    ar: parts.join(' و'),
    ja: parts.join(''),
  }[locale]
  if (locale === 'ar') return `فقط ${joined} لا غير`
  return joined.charAt(0).toUpperCase() + joined.slice(1)
}
