export function freePort(): Promise<number>

export type AppServer = {
  url: string
  port: number
  pid: number
  readonly running: boolean
  output: () => string
  rss: () => number
  collectGarbage: () => Promise<NodeJS.MemoryUsage>
  kill: () => Promise<void>
  stop: (graceMs?: number) => Promise<void>
}

export function startAppServer(options: {
  env: Record<string, string | undefined>
  port?: number
  timeoutMs?: number
  echoErrors?: boolean
  inspectable?: boolean
}): Promise<AppServer>
