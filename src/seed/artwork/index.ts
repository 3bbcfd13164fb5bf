// TEMPORARY: the artwork moved to src/features/artwork; remove once src/app/og imports it from there.
export { blogImage, newsStockImage, productArt } from '@/features/artwork'
