/** One attached file: at most 10 MiB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024
/** Files one post may carry. */
export const MAX_ATTACHMENTS = 5
/** The form field the files are posted in. */
export const ATTACHMENTS_FIELD = 'attachments'
/** Longest original file name kept (characters). */
export const ATTACHMENT_NAME_MAX = 120

/** Who attached a file: the buyer (request form, their messages) or staff (their messages). */
export const attachmentSides = ['buyer', 'staff'] as const
export type AttachmentSide = (typeof attachmentSides)[number]

/** Why a file is refused; each has a text `inquiry.errors.<code>` in every language. */
export type AttachmentErrorCode =
  'attachmentType' | 'attachmentTooLarge' | 'attachmentEmpty' | 'attachmentsTooMany'
