import type { LocaleCatalogue } from '../types'
import { grains } from './grains'
import { oilseeds } from './oilseeds'
import { posts } from './posts'
import { processed } from './processed'
import { pulses } from './pulses'
import { spices } from './spices'
import { vegetables } from './vegetables'

export const ar: LocaleCatalogue = {
  products: { ...spices, ...grains, ...pulses, ...oilseeds, ...vegetables, ...processed },
  posts,
  keptAsIs: [],
}
