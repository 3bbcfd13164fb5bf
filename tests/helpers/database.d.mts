export function createTestDatabase(
  prefix?: string,
  options?: { migrated?: boolean; template?: string },
): Promise<{
  env: Record<string, string>
  label: string
  dir?: string
  drop: () => Promise<void>
}>
export function dropRunDatabases(run: string): Promise<void>
