// Public entry of the generated artwork: original SVG drawings of products, categories, news and
// posts (./drawings.ts), served as WebP by the /art routes (./render.ts) and drawn into the Open
// Graph pictures.

export { blogImage, categoryBanner, newsStockImage, productArt } from './drawings'
export { parseArtFile, svgToWebp, webpResponse } from './render'
export {
  ART_VERSION,
  blogTopic,
  blogTopicKey,
  NEWS_PICTURES,
  newsPicture,
  newsPictures,
} from './topics'
