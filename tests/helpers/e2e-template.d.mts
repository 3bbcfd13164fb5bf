export function seededTemplate(env: NodeJS.ProcessEnv): Promise<string | undefined>
export function dropSeededTemplate(): Promise<void>
