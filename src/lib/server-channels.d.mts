import type { AsyncLocalStorage } from 'node:async_hooks'

export function runRequest<T>(context: { id: string }, fn: () => T): T
export function requestStore(): AsyncLocalStorage<{ id: string }>
export function onShutdown(stop: () => Promise<unknown>): void
export function shutdownApp(): Promise<void>
export function publishContact(known: { email: string | null; company?: string | null }): void
export function watchContact(
  listener: (known: { email: string | null; company: string | null }) => void,
): void
export function publishMovedPages(paths: string[]): void
export function watchMovedPages(listener: (paths: string[]) => void): void
