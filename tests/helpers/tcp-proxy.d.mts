export function startTcpProxy(
  target: { host?: string; port: number },
  options?: { port?: number },
): Promise<{
  port: number
  readonly accepted: number
  readonly open: number
  drop: () => void
  refuse: () => Promise<void>
  resume: () => Promise<void>
  close: () => Promise<void>
}>
