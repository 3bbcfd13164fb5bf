import { z } from 'zod'

// In the browser zod would compile its parsers with `new Function`. The pages' script policy
// forbids eval, so the attempt is refused (and reported as a CSP violation): parse without it.
// Forms' schemas import this module first. Servers keep the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true })
