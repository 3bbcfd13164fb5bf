export function singleton<T>(key: string, create: () => T): T
