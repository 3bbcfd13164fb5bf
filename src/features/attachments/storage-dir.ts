import path from 'node:path'
import { pickEnv } from '@/lib/env'

/** The folder of attached files (ATTACHMENTS_DIR, relative to the working directory). */
export function attachmentsDir(source: Record<string, string | undefined> = process.env): string {
  return path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    pickEnv(['ATTACHMENTS_DIR'], source).ATTACHMENTS_DIR,
  )
}
