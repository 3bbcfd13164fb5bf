import type { CatalogueTranslation } from '../types'

export const spices: CatalogueTranslation = {}
