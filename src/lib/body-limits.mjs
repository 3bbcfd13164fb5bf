// Request body limits, shared by the production server (server/index.mjs, which refuses a larger
// body with a 413 before anything reads it) and the Payload config (the upload's own limit).

/** JSON, form posts and anything else that is not an upload: 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** One file uploaded to the media collection (photos, certificate and catalogue PDFs): 20 MiB. */
export const MEDIA_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024

/** A multipart upload's body: the file plus its form fields and boundaries. */
export const MEDIA_BODY_LIMIT_BYTES = MEDIA_UPLOAD_LIMIT_BYTES + 256 * 1024
