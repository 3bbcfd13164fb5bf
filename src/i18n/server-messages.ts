import { createTranslator } from 'next-intl'
import ar from '../../messages/ar.json'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import es from '../../messages/es.json'
import fr from '../../messages/fr.json'
import ja from '../../messages/ja.json'
import ru from '../../messages/ru.json'
import zh from '../../messages/zh.json'
import type { Locale } from './locales'

const all = { en, es, fr, de, zh, ja, ar, ru } as const

/**
 * Interface texts outside a page render (route handlers, emails, jobs): the locale's messages
 * with English as the fallback, as pages get them.
 */
export function messagesFor(locale: Locale): typeof en {
  return locale === 'en' ? en : ({ ...en, ...all[locale] } as typeof en)
}

const translators = new Map<string, unknown>()

/** A translator per locale and namespace, kept: compiling messages is the costly part. */
export function serverTranslator<N extends keyof typeof en>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`
  let t = translators.get(key) as ReturnType<typeof make<N>> | undefined
  if (!t) {
    t = make(locale, namespace)
    translators.set(key, t)
  }
  return t
}

function make<N extends keyof typeof en>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace })
}
