export function createTestDatabase(prefix?: string): Promise<{
  env: Record<string, string>
  label: string
  drop: () => Promise<void>
}>
export function dropRunDatabases(run: string): Promise<void>
