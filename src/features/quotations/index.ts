// Public entry of the quotations feature (server side): what the buyer's pages elsewhere (the
// account's inquiry page) need to show a quotation and take the buyer's answer.

export { answerQuotation, lapsed, viewQuotation, type AnswerOutcome } from './answer'
export { quotationStatusLabels, type QuotationStatus } from './constants'
export { formatDay, inquiryLocale, salespersonEmail } from './emails'
export { REASON_MAX } from './http'
export { quotationPath, quotationToken } from './link'
export { formatMoney } from './money'
