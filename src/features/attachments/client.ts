// What client components of other features may use of the attachments.
export { AttachmentsInput, chosenAttachments } from './components/attachments-input.client'
export { ATTACHMENTS_FIELD } from './constants'
