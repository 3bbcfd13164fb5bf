export const QUOTE_STORAGE_KEY: string
export const QUOTE_PROBE: string
export const SITE_SCRIPTS: Set<string>
