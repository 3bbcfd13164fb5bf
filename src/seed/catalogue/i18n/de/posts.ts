import type { PostTranslation } from '../types'

export const posts: Record<string, PostTranslation> = {}
