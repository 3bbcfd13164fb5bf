import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { defaultLocale } from '@/i18n/locales'

/**
 * Required in English; another language may leave it empty and then shows the English. For the
 * texts inside a list: each language's entry is its own value, and Payload's `required` would
 * ask for every entry in every language before a translated name could be saved.
 */
export const requiredInEnglish: TextFieldSingleValidation = (value, options) =>
  text(value, {
    ...options,
    required: !options.req?.locale || options.req.locale === defaultLocale,
  })
