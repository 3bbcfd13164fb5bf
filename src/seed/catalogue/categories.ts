import type { CategoryId } from './types'

export type SeedCategory = {
  slug: CategoryId
  name: string
  description: string
  displayCount: string
  icon: 'flame' | 'wheat' | 'bean' | 'droplet' | 'carrot' | 'package'
  /** Slugs of the four products named on the home card. */
  popular: [string, string, string, string]
}

export const seedCategories: SeedCategory[] = [
  {
    slug: 'spices',
    name: 'Spices',
    description:
      'Whole and ground Indian spices, machine-cleaned and steam-sterilised on request, tested for colour, volatile oil and residues before they ship.',
    displayCount: '200+',
    icon: 'flame',
    popular: ['turmeric-lakadong', 'red-chilli-teja', 'cumin-seeds', 'coriander-seeds'],
  },
  {
    slug: 'grains',
    name: 'Cereals & Grains',
    description:
      'Basmati and non-basmati rice, wheat, maize and millets from India’s main growing belts, milled and sorted to the grade in your contract.',
    displayCount: '150+',
    icon: 'wheat',
    popular: ['basmati-1121', 'sona-masoori-rice', 'wheat-sharbati', 'pearl-millet-bajra'],
  },
  {
    slug: 'pulses',
    name: 'Pulses & Lentils',
    description:
      'Split and whole pulses — chana, moong, toor, urad, masoor and chickpeas — Sortex-cleaned, polished or unpolished, packed for retail or bulk.',
    displayCount: '120+',
    icon: 'bean',
    popular: ['chana-dal', 'moong-dal', 'toor-dal', 'urad-dal'],
  },
  {
    slug: 'oilseeds',
    name: 'Oil Seeds',
    description:
      'Sesame, groundnut, sunflower, mustard and niger seeds for crushing, bakery and confectionery, with oil content and purity certified per lot.',
    displayCount: '80+',
    icon: 'droplet',
    popular: ['sesame-seeds-white', 'groundnut-kernels-bold', 'sunflower-seeds', 'mustard-seeds'],
  },
  {
    slug: 'vegetables',
    name: 'Fresh Vegetables',
    description:
      'Onions, potatoes, ginger, garlic and seasonal vegetables, graded at pack houses and shipped in ventilated or reefer containers.',
    displayCount: '60+',
    icon: 'carrot',
    popular: ['red-onion-nashik', 'potato-fresh', 'ginger-fresh', 'garlic-fresh'],
  },
  {
    slug: 'processed',
    name: 'Processed Foods',
    description:
      'Spice blends, pickles, chutneys, pastes, flours and dehydrated vegetables made in FSSC 22000 plants, in retail or food-service packs and private label.',
    displayCount: '100+',
    icon: 'package',
    popular: ['garam-masala', 'mango-pickle', 'mint-chutney', 'ginger-garlic-paste'],
  },
]
