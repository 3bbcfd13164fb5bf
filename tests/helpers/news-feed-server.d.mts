export function startNewsFeedServer(): Promise<{
  url: string
  feed: (name: string) => string
  close: () => Promise<void>
}>
