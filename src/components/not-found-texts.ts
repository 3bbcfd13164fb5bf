import type { TextsPick } from '@/i18n/client-texts'

/**
 * The texts of the "not found" screens, given by the site layout. A not-found boundary gets no
 * params, and Next renders it with every page of its segment; a server component there that
 * asked next-intl for the locale would read the request headers and make every page dynamic.
 */
export const notFoundTexts = {
  notFound: ['code', 'title', 'text', 'returnHome'],
  common: ['returnHome'],
  category: ['notFoundTitle', 'notFoundText'],
  product: ['notFoundTitle', 'notFoundText'],
  blog: ['notFoundTitle', 'notFoundText', 'backToBlog'],
  news: ['notFoundTitle', 'notFoundText', 'backToHome'],
} as const satisfies TextsPick
