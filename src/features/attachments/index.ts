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
  attachmentRows,
  AttachmentsNotSaved,
  deleteInquiryAttachments,
  deleteMessageAttachments,
  formatSize,
  inquiryAttachments,
  messageAttachments,
  readAttachmentParts,
  insertAttachmentRows,
  removeAttachmentFiles,
  sanitiseFileName,
  writeAttachmentFiles,
  type AttachmentOwner,
  type AttachmentPart,
  type AttachmentRefusal,
  type AttachmentSummary,
  type WrittenAttachment,
} from './store'
export { serveAttachment, type Asker } from './serve'
