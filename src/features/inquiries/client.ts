// Public entry of the inquiries feature for client components (the quote list's form).

export { incoterms, limits, quantityUnits, type QuantityUnit } from './constants'
export {
  ContactDetails,
  Honeypot,
  PlainPostFields,
  useInquirySubmit,
  type SubmitResult,
} from './components/inquiry-form-kit.client'

/** The quote request's schema, loaded when the form is first submitted (zod stays out of the page load). */
export const loadQuoteSchema = () => import('./schema').then((m) => m.quoteRequestSchema)
export { ContactForm } from './components/contact-form.client'
export { ProductInquiryForm } from './components/product-inquiry-form.client'
