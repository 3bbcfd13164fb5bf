// Public entry of the catalogue feature (server side).

export { categoryPagePath } from './category-path'
export { withDefaults, type CatalogueProduct } from './defaults'
export { PRODUCTS_PER_PAGE } from './pagination'
export { artKinds, categoryIds, type ArtKind, type CategoryId } from './constants'
export { productDefaults } from './defaults'
export { CategoryGrid } from './components/CategoryGrid'
export { getCategories } from './queries'
