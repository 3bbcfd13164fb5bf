import { grains } from './grains'
import { oilseeds } from './oilseeds'
import { processed } from './processed'
import { pulses } from './pulses'
import { spices } from './spices'
import type { SeedProduct } from './types'
import { vegetables } from './vegetables'

export { seedCategories } from './categories'

/** The whole seed catalogue, in display order within each category. */
export const seedProducts: SeedProduct[] = [
  ...spices,
  ...grains,
  ...pulses,
  ...oilseeds,
  ...vegetables,
  ...processed,
]
