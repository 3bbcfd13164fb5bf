export function startNewsFeedServer(): Promise<{
  url: string
  requests: string[]
  feed: (name: string) => string
  close: () => Promise<void>
}>
