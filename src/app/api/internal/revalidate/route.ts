import { revalidatePath } from 'next/cache'
import { isRevalidateToken } from '@/lib/background-revalidate'

/** Revalidation asked for by this process's background jobs (see background-revalidate.ts). */
export function POST(req: Request) {
  if (!isRevalidateToken(req.headers.get('x-revalidate-token')))
    return new Response('Not found', { status: 404 })
  revalidatePath('/', 'layout')
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
