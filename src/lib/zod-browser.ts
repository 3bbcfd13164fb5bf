import { z } from 'zod/mini'

// In the browser zod would compile its parsers with `new Function`. The pages' script policy
// forbids eval, so the attempt is refused (and reported as a CSP violation): parse without it.
// Forms' schemas import this module first (zod's settings are shared by its classic and mini
// forms). Servers keep the faster compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true })
