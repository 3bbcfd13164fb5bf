import type { CatalogueTranslation } from '../types'

export const pulses: CatalogueTranslation = {}
