// The methods each of our own API route handlers (src/app/api/**/route.ts) exports. Next answers a
// method a route handler lacks with a bare 405 (no Allow header, RFC 9110 §15.5.6 wants one), so
// the server answers it before Next, naming the methods the route takes. Kept by hand, checked
// against the route files' exports by ./route-methods.test.ts (a new route or method fails it).
// Everything else under /api is Payload's REST API (src/app/(payload)/api/[...slug]/route.ts).

/** Route pattern (as its folder under src/app names it) → the HTTP methods its route.ts exports. */
export const ROUTE_EXPORTS = {
  '/api/account/[action]': ['GET', 'POST'],
  '/api/attachment/[id]/[name]': ['GET'],
  '/api/conversation': ['POST'],
  '/api/documents/catalogue': ['GET', 'POST'],
  '/api/health': ['GET'],
  '/api/inquiry': ['POST'],
  '/api/internal/revalidate': ['POST'],
  '/api/news/refresh': ['POST'],
  '/api/newsletter/[action]': ['GET', 'POST'],
  '/api/policy/[action]': ['GET', 'POST'],
  '/api/quotation': ['POST'],
  '/api/ready': ['GET'],
}

/**
 * What the route answers, as Next's own OPTIONS answer lists it: the exported methods, HEAD
 * where there is a GET and OPTIONS (both implemented by Next), sorted.
 * @param {string[]} exported
 */
export function answeredMethods(exported) {
  const methods = new Set([...exported, 'OPTIONS'])
  if (methods.has('GET')) methods.add('HEAD')
  return [...methods].sort()
}

const routes = Object.entries(ROUTE_EXPORTS).map(([pattern, exported]) => ({
  // A [segment] is one path segment, as in Next's routing.
  parts: pattern.split('/'),
  methods: answeredMethods(exported),
}))

/**
 * The methods of our own route handler at this path, or null when the path is not one of ours
 * (a Payload collection, global or endpoint).
 * @param {string} pathname
 */
export function routeMethods(pathname) {
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/')
  const route = routes.find(
    (r) =>
      r.parts.length === parts.length &&
      r.parts.every((part, i) => part === parts[i] || (/^\[\w+\]$/.test(part) && parts[i] !== '')),
  )
  return route ? route.methods : null
}
