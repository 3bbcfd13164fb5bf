import type { LocaleCatalogue } from '../types'
import { grains } from './grains'
import { oilseeds } from './oilseeds'
import { posts } from './posts'
import { processed } from './processed'
import { pulses } from './pulses'
import { spices } from './spices'
import { vegetables } from './vegetables'

export const de: LocaleCatalogue = {
  products: { ...spices, ...grains, ...pulses, ...oilseeds, ...vegetables, ...processed },
  posts,
  keptAsIs: [
    'Alleppey Green',
    'Andhra Pradesh (Guntur), Karnataka (Byadgi)',
    'Andhra Pradesh (Guntur, Kurnool), Telangana (Khammam)',
    'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam, Warangal)',
    'Badadana',
    'Badami',
    'Chennai',
    'Chotadana',
    'Cochin',
    'Cochin (Kerala)',
    'Curcumin',
    'Dabbi',
    'Eagle',
    'Gujarat (Unjha)',
    'Gujarat (Unjha, Banaskantha, Surendranagar), Rajasthan (Jodhpur, Barmer, Jalore)',
    'Gujarat (Unjha, Patan, Banaskantha, Mehsana), Rajasthan (Nagaur, Sirohi)',
    'Himachal',
    'Kaddi',
    'Karnataka (Haveri, Dharwad, Ballari)',
    'Kerala (Idukki: Vandanmedu, Kumily), Tamil Nadu (Bodinayakanur), Karnataka (Kodagu)',
    'Kerala (Kannur, Kozhikode, Wayanad)',
    'Kerala (Kottayam, Idukki, Pathanamthitta), Tamil Nadu (Kanyakumari, Nilgiris)',
    'Kerala (Thrissur, Ernakulam, Idukki)',
    'Kerala (Thrissur, Ernakulam, Kottayam, Idukki)',
    'Kerala (Wayanad, Idukki), Karnataka (Kodagu, Chikkamagaluru, Hassan)',
    'Kerala (Wayanad, Idukki, Ernakulam), Karnataka (Kodagu, Shivamogga)',
    'Kolkata',
    'Lakadong',
    'Malabar Garbled (MG1)',
    'Mundra',
    'New Mangalore',
    'Nhava Sheva (JNPT)',
    'Ochratoxin A',
    'Rajapuri',
    'Rajasthan (Chittorgarh, Jhalawar), Gujarat (Saurashtra), Madhya Pradesh (Neemuch)',
    'Rajasthan (Kota, Ramganj Mandi), Madhya Pradesh (Guna)',
    'Rajasthan (Nagaur, Chittorgarh, Kota), Madhya Pradesh (Neemuch, Mandsaur), Gujarat',
    'Rajasthan (Ramganj Mandi, Kota, Baran), Madhya Pradesh (Guna, Neemuch), Gujarat',
    'Salem',
    'Scooter',
    'Shahi Jeera (Bunium persicum)',
    'Sikkim Badadana',
    'Sortex',
    'Sowa',
    'Standard',
    'Tamil Nadu (Erode, Salem), Maharashtra (Sangli)',
    'Tamil Nadu (Salem, Erode, Dharmapuri), Maharashtra (Sangli)',
    'Teja (S17)',
    'TGEB (Tellicherry Garbled Extra Bold)',
  ],
}
