export type StoredObject = { body: Buffer; type: string; etag: string; modified: Date }
export function startS3Server(options: {
  buckets: string[]
  accessKeyId?: string
  secretAccessKey?: string
  publicRead?: string[]
}): Promise<{
  url: string
  credentials: { accessKeyId: string; secretAccessKey: string }
  objects: (bucket: string) => Map<string, StoredObject>
  log: { method: string; bucket: string; key: string; signed: boolean }[]
  close: () => Promise<void>
}>
