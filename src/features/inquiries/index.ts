// Public entry of the inquiries feature (server side): the forms' texts and time token, and the
// reference a buyer quotes.

export { InquiryMessages } from './components/InquiryMessages'
export { inquiryReference } from './emails'
export { issueFormToken } from './form-token'
export { recordInquiryEvent, staffUserId, type InquiryEventInput } from './history'
export {
  inquiryStatuses,
  inquiryStatusLabels,
  type InquiryEventKind,
  type InquiryStatus,
} from './constants'
