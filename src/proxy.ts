import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but the CMS, the API, Next internals and files with an extension.
  matcher: ['/((?!api/|api$|admin|_next|_vercel|art/|.*\\..*).*)'],
}
