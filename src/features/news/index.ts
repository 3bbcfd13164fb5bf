// Public entry of the news feature (server side): the home page's carousel and the stock
// pictures the Open Graph cards reuse.

export { LatestNewsCarousel } from './components/LatestNewsCarousel'
export { STOCK_IMAGES } from './constants'
export { newsCategorySlug } from './constants'
