// Public entry of the quote list for client components (the header, the product cards).

export { AddToQuoteButton } from './add-to-quote.client'
export { QuoteLink } from './quote-link.client'
