import type { CatalogueTranslation } from '../types'

export const vegetables: CatalogueTranslation = {}
