import type { LocaleCatalogue } from '../types'
import { grains } from './grains'
import { oilseeds } from './oilseeds'
import { posts } from './posts'
import { processed } from './processed'
import { pulses } from './pulses'
import { spices } from './spices'
import { vegetables } from './vegetables'

export const zh: LocaleCatalogue = {
  products: { ...spices, ...grains, ...pulses, ...oilseeds, ...vegetables, ...processed },
  posts,
  keptAsIs: [
    '12-14 °Brix',
    '4-5 °Brix',
    '45-55 °Brix',
    '55-60 °Brix',
    '65-70 °Brix',
    'Agrifound Dark Red',
    'Arka Anamika',
    'Arka Bahar',
    'Arka Harit',
    'Arka Rakshak',
    'Arka Samrat',
    'Bhima Shubhra',
    'Bhima Shweta',
    'Bhima Super',
    'Bhu Krishna',
    'Bhu Sona',
    'IISR Varada',
    'Kashi Kranti',
    'Kufri Jyoti',
    'Kufri Pukhraj',
    'Lady Rosetta',
    'New Kuroda',
    'Phule Safed',
    'Pusa Do Mausami',
    'Pusa Jwala',
    'Pusa Naveen',
    'Pusa Sharad',
    'Pusa Snowball K-1',
  ],
}
