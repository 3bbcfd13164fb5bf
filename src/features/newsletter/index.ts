// Public entry of the newsletter feature (server side): the sign-up block of the site's footer.

export { NewsletterBlock } from './components/NewsletterBlock'
