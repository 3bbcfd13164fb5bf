import type { CatalogueTranslation } from '../types'

export const oilseeds: CatalogueTranslation = {}
