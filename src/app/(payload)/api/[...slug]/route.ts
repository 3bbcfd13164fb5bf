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

export const GET = jsonParams(REST_GET(config))
export const POST = jsonParams(REST_POST(config))
export const DELETE = jsonParams(REST_DELETE(config))
export const PATCH = jsonParams(REST_PATCH(config))
export const PUT = jsonParams(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
