// Public entry of the blog feature (server side): the slug of a post's category, for the
// Open Graph cards.

export { categorySlug } from './constants'
