import { ClientTexts } from '@/i18n/client-texts'
import { localeCodes, type Locale } from '@/i18n/locales'
import { LanguageSuggestionSlot, SuggestionBar } from './language-suggestion.client'

/**
 * The suggestion to switch language, ready in each language: the browser picks the one it
 * prefers (language-suggestion.client.tsx).
 */
export function LanguageSuggestion({ locale }: { locale: Locale }) {
  const bars = Object.fromEntries(
    localeCodes.map((code) => [
      code,
      <ClientTexts key={code} locale={code} pick={{ languageSuggestion: true }}>
        <SuggestionBar locale={locale} />
      </ClientTexts>,
    ]),
  ) as Record<Locale, React.ReactNode>
  return <LanguageSuggestionSlot locale={locale} bars={bars} />
}
