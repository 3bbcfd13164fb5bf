import { renderToStaticMarkup } from 'react-dom/server'
import { jsx } from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { useTranslations } from '@/lib/client-texts'
import { ClientTexts, pickMessages } from './client-texts'

describe('the texts handed to client components', () => {
  it('are only the keys named, nested as in the messages files', () => {
    const picked = pickMessages('de', {
      header: ['home', 'search'],
      auth: ['menu.signOut'],
      languageSuggestion: true,
    })
    expect(picked).toEqual({
      header: { home: de.header.home, search: de.header.search },
      auth: { menu: { signOut: de.auth.menu.signOut } },
      languageSuggestion: de.languageSuggestion,
    })
  })

  it('reach a client component through nested providers, inner adding to outer', () => {
    function Island() {
      const h = useTranslations('header')
      const n = useTranslations('news')
      return `${h('home')}|${n('pageOf', { page: 2, pages: 5 })}`
    }
    const html = renderToStaticMarkup(
      jsx(ClientTexts, {
        locale: 'en',
        pick: { header: ['home'] },
        children: jsx(ClientTexts, {
          locale: 'en',
          pick: { news: ['pageOf'] },
          children: jsx(Island, {}),
        }),
      }),
    )
    expect(html).toBe(`${en.header.home}|Page 2 of 5`)
  })
})
