import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * Runs `fn` with ATTACHMENTS_DIR where no file can be written: a folder inside a regular file
 * (permissions would not do: the tests may run as root, who ignores them). Read at each write
 * (src/features/attachments/storage-dir.ts), so the change applies at once.
 */
export async function withUnwritableAttachmentsDir<T>(fn: () => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `not-a-folder-${process.pid}-${Date.now()}`)
  await fs.writeFile(file, 'a file, not a folder')
  const saved = process.env.ATTACHMENTS_DIR
  process.env.ATTACHMENTS_DIR = path.join(file, 'attachments')
  try {
    return await fn()
  } finally {
    process.env.ATTACHMENTS_DIR = saved
    await fs.rm(file, { force: true })
  }
}
