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
  // Sugar readings: a figure with the °Brix unit, written the same in Arabic spec sheets.
  keptAsIs: ['4-5 °Brix', '12-14 °Brix', '45-55 °Brix', '55-60 °Brix', '65-70 °Brix'],
}
