'use client'

import type {
  Locale,
  MessageKeys,
  Messages,
  NamespaceKeys,
  NestedKeyOf,
  NestedValueOf,
} from 'next-intl'
import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react'

/**
 * Interface texts in the browser: the one way client components get them. The server hands over
 * only the texts an island shows (ClientTexts in src/i18n/client-texts.tsx); this formats them
 * with the ICU subset our messages use: `{name}`, `{count, plural, =0 {…} one {# …} other {# …}}`
 * and `<tag>…</tag>` in `t.rich`. next-intl's client formatter would do the same with more
 * JavaScript per page (decision 010); plural rules come from the browser's own Intl.
 *
 * The API is next-intl's (useTranslations, useLocale, t.has, t.rich), so a component reads the
 * same either way.
 */

/** Messages as the server hands them over: a part of the messages files. */
export type TextsTree = { [key: string]: string | TextsTree }
type Tree = TextsTree
/** A namespace of the messages (src/i18n/app-config.d.ts), and the keys of texts in it. */
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>
type KeyOf<N extends Namespace> = MessageKeys<
  NestedValueOf<Messages, N>,
  NestedKeyOf<NestedValueOf<Messages, N>>
>
type Value = string | number | null | undefined
type Values = Record<string, Value>
type RichValues = Record<string, Value | ((chunks: ReactNode) => ReactNode)>

function merge(a: Tree, b: Tree): Tree {
  const out = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const old = out[key]
    out[key] = typeof old === 'object' && typeof value === 'object' ? merge(old, value) : value
  }
  return out
}

const Texts = createContext<{ locale: Locale; messages: Tree } | null>(null)

export function TextsProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Tree
  children: ReactNode
}) {
  // A provider inside another (a form's texts within the layout's) adds to the outer texts.
  const outer = useContext(Texts)
  const value = useMemo(
    () => ({
      locale,
      messages: outer && outer.locale === locale ? merge(outer.messages, messages) : messages,
    }),
    [locale, messages, outer],
  )
  return <Texts.Provider value={value}>{children}</Texts.Provider>
}

function useTexts() {
  const texts = useContext(Texts)
  if (!texts) throw new Error('Interface texts are used outside a TextsProvider')
  return texts
}

export function useLocale(): Locale {
  return useTexts().locale
}

function lookup(messages: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = messages
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The top-level `{…}` groups of `text`, in order: the text before each (since the previous
 * group), the group's inside, and where the text after the last group starts.
 */
function groups(text: string): { parts: { before: string; inside: string }[]; rest: number } {
  const parts: { before: string; inside: string }[] = []
  let i = 0
  for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', i)) {
    let depth = 0
    let end = -1
    for (let j = open; j < text.length && end < 0; j++) {
      if (text[j] === '{') depth++
      else if (text[j] === '}' && --depth === 0) end = j
    }
    if (end < 0) break
    parts.push({ before: text.slice(i, open), inside: text.slice(open + 1, end) })
    i = end + 1
  }
  return { parts, rest: i }
}

function plural(options: string, n: number, locale: string): string {
  const forms = new Map(groups(options).parts.map((g) => [g.before.trim(), g.inside]))
  const chosen =
    forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(locale).select(n)) ?? forms.get('other')
  return (chosen ?? '').replaceAll('#', new Intl.NumberFormat(locale).format(n))
}

/** `message` with its arguments filled in. */
export function formatText(message: string, values: Values, locale: string): string {
  const { parts, rest } = groups(message)
  let out = ''
  for (const { before, inside } of parts) {
    const [name, kind, ...options] = inside.split(',')
    const value = values[name.trim()]
    out += before
    if (kind?.trim() === 'plural')
      out += formatText(plural(options.join(','), Number(value ?? 0), locale), values, locale)
    else out += value === null || value === undefined ? '' : String(value)
  }
  return out + message.slice(rest)
}

/** `<tag>chunks</tag>` in a formatted text, each given to its function. */
function richText(text: string, tags: RichValues): ReactNode {
  const parts: ReactNode[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/gs
  let last = 0
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index))
    const render = tags[match[1]]
    parts.push(
      typeof render === 'function' ? (
        <Fragment key={parts.length}>{render(match[2])}</Fragment>
      ) : (
        match[2]
      ),
    )
    last = match.index + match[0].length
  }
  parts.push(text.slice(last))
  return parts
}

/** next-intl's `t`: a text by key, and `t.has` and `t.rich`. */
function translator(locale: string, messages: Tree, namespace: string) {
  const message = (key: string) => lookup(messages, `${namespace}.${key}`)
  const t = (key: string, values: Values = {}) => {
    const text = message(key)
    if (text !== undefined) return formatText(text, values, locale)
    // A key the server's ClientTexts pick left out: shown as the key, reported to the console
    // (the browser tests fail on it, tests/e2e/support/test.ts).
    console.error(`Missing interface text ${namespace}.${key}`)
    return `${namespace}.${key}`
  }
  const rich = (key: string, values: RichValues = {}) => {
    const plain = Object.fromEntries(
      Object.entries(values).filter(([, v]) => typeof v !== 'function'),
    ) as Values
    return richText(t(key, plain), values)
  }
  return Object.assign(t, { has: (key: string) => message(key) !== undefined, rich })
}

type Translator<K extends string> = ((key: K, values?: Values) => string) & {
  has: (key: K) => boolean
  rich: (key: K, values?: RichValues) => ReactNode
}

/** next-intl's `useTranslations`, with namespace and keys checked against the same messages. */
export function useTranslations<N extends Namespace>(namespace: N): Translator<KeyOf<N>> {
  const { locale, messages } = useTexts()
  return useMemo(() => translator(locale, messages, namespace), [locale, messages, namespace])
}
