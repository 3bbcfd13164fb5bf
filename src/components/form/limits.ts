// Kept apart from ./rules.ts so the forms can read them without loading zod.

/** The longest email address the forms accept (what a mail system can take). */
export const EMAIL_MAX = 254
/** The longest site path a form may name to return to. */
export const SITE_PATH_MAX = 300
