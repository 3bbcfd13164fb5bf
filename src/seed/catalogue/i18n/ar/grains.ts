import type { CatalogueTranslation } from '../types'

export const grains: CatalogueTranslation = {}
