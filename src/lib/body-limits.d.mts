export const BODY_LIMIT_BYTES: number
export const MEDIA_UPLOAD_LIMIT_BYTES: number
export const MEDIA_BODY_LIMIT_BYTES: number
export const ATTACHMENT_FILES_BYTES: number
export const INQUIRY_BODY_LIMIT_BYTES: number
