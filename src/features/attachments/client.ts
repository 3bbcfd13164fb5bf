// What client components of other features may use of the attachments.
export { AttachmentsInput, chosenAttachments } from './components/attachments-input.client'
export { ATTACHMENTS_FIELD, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './constants'
export { ATTACHMENT_ACCEPT } from './sniff'
