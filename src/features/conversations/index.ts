// Public entry of the conversations feature (server side): an inquiry's messages between the
// buyer and the team, the buyer's link to them, and the posts of the buyer's pages.

export { cleanMessageBody } from './body'
export { MESSAGE_MAX } from './constants'
export { conversationEmailsQueued } from './hooks'
export { conversationPost, type ConversationHttpOptions } from './http'
export {
  accountInquiryPath,
  conversationPath,
  conversationToken,
  inquiryByConversationToken,
} from './link'
export {
  buyerHistory,
  buyerQuotations,
  inquiryThread,
  ownInquiry,
  postBuyerMessage,
  type BuyerEvent,
  type BuyerQuotation,
  type ThreadMessage,
} from './service'
