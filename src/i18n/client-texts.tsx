import type { Messages, NestedKeyOf } from 'next-intl'
import { TextsProvider, type TextsTree } from '@/lib/client-texts'
import type { Locale } from './locales'
import { messagesFor } from './server-messages'

/** Per namespace: all of it, or the keys the browser needs (dotted for nested ones; a key of a
 * group of texts brings the whole group). */
export type TextsPick = {
  [N in keyof Messages]?: true | readonly NestedKeyOf<Messages[N]>[]
}

/** The messages of `locale` that `pick` names, nested as in the messages files. */
export function pickMessages(locale: Locale, pick: TextsPick): TextsTree {
  const all = messagesFor(locale) as unknown as TextsTree
  const out: TextsTree = {}
  for (const [namespace, keys] of Object.entries(pick)) {
    if (keys === true) {
      out[namespace] = all[namespace]
      continue
    }
    for (const key of keys ?? []) {
      const path = [namespace, ...key.split('.')]
      let from: string | TextsTree = all
      let to = out
      path.forEach((part, i) => {
        from = (from as TextsTree)[part]
        if (i === path.length - 1) to[part] = from
        else to = (to[part] ??= {}) as TextsTree
      })
    }
  }
  return out
}

/**
 * The one way client components get interface texts: the server wraps them in this, naming
 * only the texts they show (docs/decisions/010-own-client-texts.md); inside, they call
 * `useTranslations` from '@/lib/client-texts'. Providers nest: an inner one adds its texts to
 * the outer one's.
 */
export function ClientTexts({
  locale,
  pick,
  children,
}: {
  locale: Locale
  pick: TextsPick
  children: React.ReactNode
}) {
  return (
    <TextsProvider locale={locale} messages={pickMessages(locale, pick)}>
      {children}
    </TextsProvider>
  )
}
