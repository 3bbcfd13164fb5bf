// Request body limits, shared by the production server (server/index.mjs, which refuses a larger
// body with a 413 before anything reads it) and the Payload config (the upload's own limit).

/** JSON, form posts and anything else that is not an upload: 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** One file uploaded to the media collection (photos, certificate and catalogue PDFs): 20 MiB. */
export const MEDIA_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024

/** A multipart upload's body: the file plus its form fields and boundaries. */
export const MEDIA_BODY_LIMIT_BYTES = MEDIA_UPLOAD_LIMIT_BYTES + 256 * 1024

/**
 * The files an inquiry form may carry (src/features/attachments: 5 files of at most 10 MiB) with
 * their parts' headers: what a multipart post to /api/inquiry may add to its text fields.
 */
export const ATTACHMENT_FILES_BYTES = 5 * 10 * 1024 * 1024 + 64 * 1024

/** A multipart post to /api/inquiry: its text fields and the attached files. */
export const INQUIRY_BODY_LIMIT_BYTES = BODY_LIMIT_BYTES + ATTACHMENT_FILES_BYTES
