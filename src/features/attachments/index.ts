// Buyers' attached files: checked by content, stored privately, served to the owner and staff.
export {
  ATTACHMENTS_FIELD,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type AttachmentErrorCode,
} from './constants'
export { ATTACHMENT_ACCEPT, checkAttachment, sniffAttachment } from './sniff'
export {
  attachmentHref,
  deleteInquiryAttachments,
  deleteMessageAttachments,
  formatSize,
  inquiryAttachments,
  messageAttachments,
  readAttachmentParts,
  sanitiseFileName,
  saveAttachments,
  type AttachmentPart,
  type AttachmentRefusal,
  type AttachmentSummary,
} from './store'
export { serveAttachment, type Asker } from './serve'
