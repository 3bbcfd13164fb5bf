// Public entry of the site feature (server side): the contact address, shared page metadata.

export { contactEmail, rememberContactEmail } from './contact-email'
export { ogImagePath } from './og-image'
export { socialMetadata } from './page-meta'
export { readMedia } from './queries'
export {
  categoryMetaTexts,
  productMetaTexts,
  shareImage,
  withSeoFields,
  type MetaTexts,
  type SeoFields,
} from './seo'
