import type { CatalogueTranslation } from '../types'

export const processed: CatalogueTranslation = {}
