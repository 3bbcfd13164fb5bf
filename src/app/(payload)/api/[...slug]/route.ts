import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import { getPayloadClient } from '@/lib/payload'
import { anonymousReadProblem } from '@/lib/query-guard'
import { oneAtATime, sessionWriteKey } from '@/lib/session-writes'

type Handler = ReturnType<typeof REST_GET>

/**
 * Payload reads `where` and `data` query parameters as JSON and answered text that is not JSON
 * with a 500; such a request gets a 400. (Other malformed queries: src/lib/query-guard.ts.)
 */
function jsonParams(handler: Handler): Handler {
  return (request, context) => {
    const params = new URL(request.url).searchParams
    for (const key of ['where', 'data']) {
      const value = params.get(key)
      if (!value) continue
      try {
        JSON.parse(value)
      } catch {
        return Promise.resolve(
          Response.json({ errors: [{ message: `"${key}" must be JSON.` }] }, { status: 400 }),
        )
      }
    }
    return handler(request, context)
  }
}

/**
 * What an anonymous visitor may ask for (depth, limit, paging, all languages at once: src/lib/query-guard.ts), judged on
 * the request's own query, once, at the door: the reads Payload, its plugins and our hooks make
 * within the request use arguments of their own (a storage plugin's lookup without paging,
 * finding the signed-in user) and are not the visitor's to choose. Only a request that asks for
 * more is authenticated here, to let staff through.
 */
function anonymousLimits(handler: Handler): Handler {
  return async (request, context) => {
    const params = new URL(request.url).searchParams
    const problem = anonymousReadProblem({
      depth: params.get('depth') ?? undefined,
      limit: params.get('limit') ?? undefined,
      locale: params.get('locale') ?? undefined,
      pagination: params.get('pagination') === 'false' ? false : undefined,
    })
    if (problem) {
      const payload = await getPayloadClient()
      const { user } = await payload.auth({ headers: request.headers })
      if (!user) return Response.json({ errors: [{ message: problem }] }, { status: 400 })
    }
    return handler(request, context)
  }
}

/** Sign-ins, sign-outs and token refreshes one at a time (src/lib/session-writes.ts). */
function sessionWritesInTurn(handler: Handler): Handler {
  return (request, context) => {
    const key = sessionWriteKey(request.method, new URL(request.url).pathname)
    return key ? oneAtATime(key, () => handler(request, context)) : handler(request, context)
  }
}

const guarded = (handler: Handler) => jsonParams(anonymousLimits(sessionWritesInTurn(handler)))

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
