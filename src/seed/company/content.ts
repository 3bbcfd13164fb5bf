/**
 * Seed content for the company pages: site settings, home, about, quality, contact and policies.
 * Bharat Agro Exports is fictional; every name, address, phone number and email is invented.
 */

/* ------------------------------------------------------------------ types */

export type Stat = { value: string; label: string }
export type TitledText = { title: string; text: string }

export type Address = {
  line1: string
  line2: string
  city: string
  region: string
  postalCode: string
  country: string
}

export type SocialLinks = {
  linkedin: string
  facebook: string
  instagram: string
  youtube: string
  /** Empty string means the link is not set and is hidden. */
  x: string
}

export type SiteSettings = {
  companyName: string
  tagline: string
  phone: string
  email: string
  salesEmail: string
  /** E.164 digits without '+', for wa.me links. */
  whatsapp: string
  address: Address
  social: SocialLinks
  responseTime: string
  /** The one figure of countries served; texts show it where they say {countries}. */
  countriesServed: number
  /** Bank and tax details for proforma invoices: demo values, clearly fake. */
  bank: {
    beneficiary: string
    bankName: string
    accountNumber: string
    swift: string
    ifsc: string
    branchAddress: string
    iec: string
    gstin: string
  }
}

export type HomeTab = {
  label: string
  title: string
  text: string
  points: string[]
  stats?: Stat[]
}

export type Region = {
  name: string
  countries: number
  /** An emoji. */
  flag: string
  volumeMt: number
  growthPercent: number
  /** 3-5 key countries, comma-separated. */
  markets: string
}

export type HomeContent = {
  hero: {
    trustBadge: string
    title: string
    titleHighlight: string
    titleEnd: string
    subtitle: string
    benefits: string[]
    stats: Stat[]
  }
  categories: { title: string; subtitle: string }
  tabs: {
    quality: HomeTab
    logistics: HomeTab & { stats: Stat[] }
    partnerships: HomeTab & { stats: Stat[] }
  }
  globalReach: { title: string; subtitle: string; regions: Region[] }
  standards: { title: string; subtitle: string; items: TitledText[] }
}

export type TimelineEntry = { year: string; title: string; text: string }

export type Leader = {
  name: string
  position: string
  experience: string
  specialization: string
}

export type Facility = {
  name: string
  location: string
  area: string
  capacity?: string
  description: string
  certifications: string[]
}

export type AboutContent = {
  hero: { title: string; subtitle: string; badges: string[] }
  story: { title: string; paragraphs: string[] }
  stats: Stat[]
  mission: { title: string; text: string }
  vision: { title: string; text: string }
  values: TitledText[]
  timeline: TimelineEntry[]
  leaders: Leader[]
  facilities: Facility[]
}

export type QualityStep = { title: string; text: string; checks: string[] }

export type Certification = {
  name: string
  issuer: string
  scope: string
  /**
   * Months from the day the database is seeded to the end of the certificate's validity (the
   * last day of that month; negative: lapsed, shown as "Renewal in progress"), or null when the
   * registration is ongoing. Relative, so that the demo reads true on any day it is seeded.
   */
  validMonths: number | null
  ongoing: boolean
}

export type TestingGroup = { name: string; parameters: string[] }

export type LabEquipment = { name: string; purpose: string }

export type QualityContent = {
  hero: { title: string; subtitle: string; badges: string[] }
  promise: { title: string; text: string; stats: Stat[] }
  process: QualityStep[]
  certifications: Certification[]
  testing: TestingGroup[]
  lab: {
    equipment: LabEquipment[]
    capacity: string
    routineTurnaround: string
    specializedTurnaround: string
    accreditation: string
  }
  compliance: { title: string; items: TitledText[] }
}

export type OfficeLocation = {
  name: string
  address: string
  phone: string
  email: string
  hours: string
  /** 'lat,lng' */
  mapQuery: string
}

export type FaqItem = { question: string; answer: string }

export type ContactContent = {
  hero: { title: string; subtitle: string; badges: string[] }
  quickContact: { exportPhone: string; infoEmail: string; whatsapp: string; responseTime: string }
  services: string[]
  locations: OfficeLocation[]
  faq: FaqItem[]
}

export type PolicySlug = 'privacy-policy' | 'terms-of-use' | 'cookie-policy' | 'shipping-policy'

export type Policy = {
  slug: PolicySlug
  title: string
  /** Markdown-like: '## ' headings, blank-line paragraphs, '- ' list items. */
  body: string
}

/* --------------------------------------------------------- site settings */

export const siteSettings: SiteSettings = {
  companyName: 'Bharat Agro Exports',
  tagline: 'Indian spices, grains and pulses, tested and shipped to specification',
  phone: '+91 22 5555 0100',
  email: 'info@bharatagroexports.example',
  salesEmail: 'sales@bharatagroexports.example',
  whatsapp: '919876543210',
  address: {
    line1: 'Building B, Harbour Line Logistics Park',
    line2: 'Reay Road Industrial Area, Sewri East',
    city: 'Mumbai',
    region: 'Maharashtra',
    postalCode: '400015',
    country: 'India',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/bharat-agro-exports',
    facebook: 'https://www.facebook.com/bharatagroexports',
    instagram: 'https://www.instagram.com/bharatagroexports',
    youtube: 'https://www.youtube.com/@bharatagroexports',
    x: '',
  },
  responseTime: 'Within 24 hours',
  countriesServed: 59,
  bank: {
    beneficiary: 'Bharat Agro Exports (DEMO)',
    bankName: 'Demo Bank of India',
    accountNumber: '000000000000',
    swift: 'DEMOINBBXXX',
    ifsc: 'DEMO0000000',
    branchAddress: 'Demo Branch, 1 Example Road, Fort, Mumbai 400001, India',
    iec: '0000000000',
    gstin: '27AAAAA0000A0Z0',
  },
}

/* ------------------------------------------------------------------ home */

export const home: HomeContent = {
  hero: {
    trustBadge: 'APEDA and Spices Board registered exporter since 1999',
    title: 'Indian spices, grains and pulses,',
    titleHighlight: 'tested and shipped',
    titleEnd: 'to your specification',
    subtitle:
      'We buy in India’s main growing regions, clean and process in our own plant in Gujarat, and load from Nhava Sheva and Mundra with the full export file. One supplier and one quality record for every shipment.',
    benefits: [
      'Pre-shipment samples and a Certificate of Analysis for every lot',
      'In-house NABL-accredited lab for residues, mycotoxins and microbiology',
      'Private label and custom packing, from 25 kg bags to retail packs',
    ],
    stats: [
      { value: '25+', label: 'Years (since 1999)' },
      { value: '{countries}', label: 'Countries served' },
      { value: '500+', label: 'Global clients' },
      { value: '88K MT', label: 'Exported' },
    ],
  },
  categories: {
    title: 'What We Export',
    subtitle:
      'Six product groups, each bought from the regions that grow it best and packed to the rules of your market.',
  },
  tabs: {
    quality: {
      label: 'Quality',
      title: 'Quality you can verify, lot by lot',
      text: 'Every consignment is tested before it leaves India, and the results travel with it. Our laboratory checks what your market regulates, from pesticide residues against EU MRLs to aflatoxins and Salmonella, so nothing is left to chance at the port of entry.',
      points: [
        'Documented food safety controls at every processing step',
        'Multi-residue pesticide screening by GC-MS/MS and LC-MS/MS',
        'Steam sterilisation for spices and seeds on request',
        'Reference sample of every lot retained for 12 months',
      ],
    },
    logistics: {
      label: 'Logistics',
      title: 'On time, with the paperwork right',
      text: 'Our Mumbai export hub handles container stuffing, carrier bookings and documentation. We plan loading around your vessel cut-off and send drafts of every document before shipment, so clearance at your end is routine.',
      points: [
        'FOB, CFR and CIF quotes from Nhava Sheva and Mundra',
        'Reefer containers for fresh vegetables and sensitive products',
        'Stuffing photos, seal numbers and tracking shared with you',
        'Phytosanitary, origin and health certificates arranged in-house',
      ],
      stats: [
        { value: '15-20 days', label: 'Average transit time' },
        { value: '99.8%', label: 'On-time shipments' },
        { value: '4,000+', label: 'Containers shipped' },
      ],
    },
    partnerships: {
      label: 'Partnerships',
      title: 'Long-term supply, not one-off trades',
      text: 'Most of our business comes from importers who have bought from us for years. Where crops allow we hold prices across a season, reserve stock for regular buyers and share crop and price outlooks before the market moves.',
      points: [
        'Annual and seasonal supply contracts',
        'A named account manager for each buyer',
        'Crop reports from our sourcing teams in the field',
        'Joint product development for private-label ranges',
      ],
      stats: [
        { value: '8+ years', label: 'Average client relationship' },
        { value: '25%', label: 'Annual growth' },
        { value: '70%', label: 'Business from repeat buyers' },
      ],
    },
  },
  globalReach: {
    title: 'Global Reach, Local Trust',
    subtitle:
      'Regular shipments to importers, distributors, food manufacturers and retail chains in {countries} countries across six regions.',
    regions: [
      {
        name: 'North America',
        countries: 8,
        flag: '🇺🇸',
        volumeMt: 14500,
        growthPercent: 12,
        markets: 'United States, Canada, Mexico, Trinidad and Tobago',
      },
      {
        name: 'Europe',
        countries: 15,
        flag: '🇪🇺',
        volumeMt: 19000,
        growthPercent: 9,
        markets: 'United Kingdom, Germany, Netherlands, Spain, Poland',
      },
      {
        name: 'Middle East',
        countries: 12,
        flag: '🇦🇪',
        volumeMt: 26500,
        growthPercent: 18,
        markets: 'United Arab Emirates, Saudi Arabia, Oman, Qatar, Kuwait',
      },
      {
        name: 'Asia Pacific',
        countries: 10,
        flag: '🇸🇬',
        volumeMt: 15000,
        growthPercent: 15,
        markets: 'Malaysia, Singapore, Australia, Japan, Vietnam',
      },
      {
        name: 'Africa',
        countries: 8,
        flag: '🇿🇦',
        volumeMt: 8500,
        growthPercent: 22,
        markets: 'South Africa, Kenya, Egypt, Nigeria',
      },
      {
        name: 'South America',
        countries: 6,
        flag: '🇧🇷',
        volumeMt: 4500,
        growthPercent: 11,
        markets: 'Brazil, Chile, Colombia, Peru',
      },
    ],
  },
  standards: {
    title: 'Certifications & Registrations',
    subtitle:
      'The standards and registrations that apply to food exports from India. The quality page lists the certificates we hold today and how long each is valid.',
    items: [
      {
        title: 'APEDA',
        text: 'The Agricultural and Processed Food Products Export Development Authority, under India’s Ministry of Commerce and Industry, registers exporters of scheduled farm and processed food products. Its Registration-cum-Membership Certificate (RCMC) is needed to export grains, pulses, fresh vegetables and processed foods.',
      },
      {
        title: 'FSSAI',
        text: 'The Food Safety and Standards Authority of India licenses food businesses under the Food Safety and Standards Act, 2006. Indian law requires food exporters to hold a central licence.',
      },
      {
        title: 'ISO 22000',
        text: 'The international standard for food safety management systems. It combines HACCP principles with prerequisite programmes and management-system requirements, and is audited by an accredited third-party certification body.',
      },
      {
        title: 'HACCP',
        text: 'Hazard Analysis and Critical Control Points, the preventive system set out by the Codex Alimentarius. It identifies biological, chemical and physical hazards and controls them at defined points with monitored limits and records.',
      },
      {
        title: 'Spices Board',
        text: 'Spices Board India, a statutory body under the Ministry of Commerce and Industry, registers spice exporters. Its Certificate of Registration as Exporter of Spices (CRES) is required to export spices from India.',
      },
      {
        title: 'BRC',
        text: 'The BRCGS Global Standard for Food Safety is a GFSI-benchmarked certification scheme for food manufacturers, audited by approved certification bodies. Many UK and European retailers require it of their suppliers.',
      },
      {
        title: 'Organic',
        text: 'India’s National Programme for Organic Production (NPOP), run by APEDA, sets the rules under which accredited certification bodies certify organic produce. Markets with their own organic rules require their own certification.',
      },
      {
        title: 'Halal',
        text: 'Halal certification confirms that ingredients, processing and handling meet Islamic dietary requirements, with no prohibited substances or cross-contact. It is issued by a recognised Halal certification body and is expected by buyers in the Gulf and Southeast Asia.',
      },
    ],
  },
}

/* ----------------------------------------------------------------- about */

export const about: AboutContent = {
  hero: {
    title: 'About Bharat Agro Exports',
    subtitle:
      'A Mumbai export house that began as a spice trading business in 1995 and now supplies importers in {countries} countries from its own sourcing, processing and testing operations.',
    badges: ['Est. 1995', '{countries} Countries', '10,000+ MT Annual Capacity'],
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      'Bharat Agro Exports started in 1995 as a small spice trading office in Mumbai, buying turmeric, chillies and black pepper for domestic processors. In 1999 we shipped our first container abroad, whole spices for an importer in Dubai, and exporting has been the core of the business ever since.',
      'As buyers asked for more products and tighter specifications, we moved closer to the source. A sourcing office in Chandigarh put us in direct contact with basmati, wheat and pulse growers in Punjab and Haryana. Our processing plant in Vapi, Gujarat gave us control over cleaning, grinding, sterilisation and packing. Our own laboratory followed, because we wanted to test every lot before a buyer’s laboratory did.',
      'Today we supply more than 500 importers, distributors and food manufacturers with spices, grains, pulses, oil seeds, fresh vegetables and processed foods. The company is still family-led, and the rule is the one we started with: tell the buyer exactly what they are getting, then ship exactly that.',
    ],
  },
  stats: [
    { value: '25+', label: 'Years of exporting' },
    { value: '{countries}', label: 'Export countries' },
    { value: '500+', label: 'Global clients' },
    { value: '10K+ MT', label: 'Annual capacity' },
  ],
  mission: {
    title: 'Our Mission',
    text: 'To supply overseas buyers with Indian farm products that meet their specification and their market’s regulations on every shipment, while paying growers fairly and building supply chains that last.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the Indian supplier importers call first for traceable, tested agricultural products, known for consistency from one crop year to the next and for straight dealing with buyers and farmers alike.',
  },
  values: [
    {
      title: 'Quality Excellence',
      text: 'We test before we ship, document what we find and reject lots that miss the specification, even when that costs us the sale.',
    },
    {
      title: 'Customer Focus',
      text: 'Every buyer has a named account manager who knows their specifications, their market’s rules and their delivery calendar.',
    },
    {
      title: 'Innovation',
      text: 'We invest in steam sterilisation, residue testing and lot traceability so we can meet tighter limits before they become law.',
    },
    {
      title: 'Sustainability',
      text: 'We work with farmer groups on responsible crop protection, cut water and energy use at our plant, and use recyclable packing wherever buyers allow.',
    },
  ],
  timeline: [
    {
      year: '1995',
      title: 'Founded in Mumbai',
      text: 'Started as a spice trading house supplying turmeric, chillies and black pepper to domestic processors.',
    },
    {
      year: '1999',
      title: 'First export shipment',
      text: 'Registered with APEDA and the Spices Board and shipped our first container of whole spices to the UAE.',
    },
    {
      year: '2004',
      title: 'Sourcing office in Chandigarh',
      text: 'Opened a procurement base in the north to buy basmati rice, wheat and pulses directly from growers and mandis in Punjab and Haryana.',
    },
    {
      year: '2009',
      title: 'Vapi plant commissioned',
      text: 'Opened our processing facility in Gujarat with cleaning, grinding and packing lines for spices and seeds.',
    },
    {
      year: '2014',
      title: 'Food safety system and in-house laboratory',
      text: 'Set up a documented food safety management system and a laboratory for chemical and microbiological testing.',
    },
    {
      year: '2018',
      title: 'Laboratory accreditation',
      text: 'Gained NABL accreditation for the laboratory, and made our first shipments to South America.',
    },
    {
      year: '2023',
      title: 'Capacity doubled to 10,000 MT',
      text: 'Added steam sterilisation and a second grinding line, taking annual processing capacity to 10,000 MT.',
    },
  ],
  leaders: [
    {
      name: 'Vikram Sethi',
      position: 'Managing Director',
      experience: '28 years',
      specialization: 'Export strategy, spice trading and key buyer relationships',
    },
    {
      name: 'Dr. Meera Kulkarni',
      position: 'Head of Quality & Laboratory',
      experience: '19 years',
      specialization: 'Food safety systems, residue analysis and regulatory compliance',
    },
    {
      name: 'Harpreet Singh Gill',
      position: 'Director, Sourcing',
      experience: '22 years',
      specialization: 'Grain and pulse procurement, farmer programmes in Punjab and Haryana',
    },
  ],
  facilities: [
    {
      name: 'Gujarat Processing Plant',
      location: 'Vapi, Gujarat',
      area: '50,000 sq ft',
      capacity: '10,000 MT/year',
      description:
        'Our main processing site, with pre-cleaning, destoning, optical sorting, grinding, steam sterilisation and packing lines for spices, seeds and pulses. The NABL-accredited laboratory is on the same site, so lots are sampled, tested and released without leaving the plant.',
      certifications: ['ISO 22000:2018', 'HACCP', 'BRCGS Food Safety', 'FSSAI Central Licence'],
    },
    {
      name: 'Mumbai Export Hub',
      location: 'Sewri, Mumbai, Maharashtra',
      area: '25,000 sq ft',
      capacity: 'Up to 150 containers/month',
      description:
        'Head office and consolidation warehouse, about an hour by road from Nhava Sheva. The hub handles final inspection, container stuffing, export documentation and buyer visits, and holds buffer stock of fast-moving lines for regular customers.',
      certifications: [
        'ISO 22000:2018',
        'FSSAI Central Licence',
        'APEDA RCMC',
        'Spices Board CRES',
      ],
    },
    {
      name: 'Punjab Sourcing Center',
      location: 'Chandigarh (serving Punjab & Haryana)',
      area: '15,000 sq ft',
      capacity: 'Storage for 3,000 MT',
      description:
        'Procurement office with a sampling room and dry storage, working with farmer groups and mandis across Punjab and Haryana. Basmati rice, wheat and pulses are graded and checked for moisture and admixture here before they move to milling partners or to port.',
      certifications: ['ISO 22000:2018', 'FSSAI Licence'],
    },
  ],
}

/* --------------------------------------------------------------- quality */

export const quality: QualityContent = {
  hero: {
    title: 'Quality Assurance',
    subtitle:
      'From the farm gate to the sealed container, every lot is checked, tested and recorded against your specification and the rules of your market.',
    badges: ['NABL-Accredited Lab', 'Tested in-house'],
  },
  promise: {
    title: 'Our Quality Promise',
    text: 'Quality control starts with the farmer and ends when the container is sealed. Each stage has defined checks, a named person responsible and records that let us trace any lot back to the farms it came from. We test to the limits of the destination market, not only to Indian standards.',
    stats: [
      { value: '{certificates}', label: 'Valid certificates' },
      { value: '50+', label: 'Parameters' },
      { value: '99.8%', label: 'First-time approval' },
      { value: '24/7', label: 'Monitoring' },
    ],
  },
  process: [
    {
      title: 'Farmer Selection',
      text: 'We buy from registered farmer groups and established traders in proven growing regions. Our field staff visit during the season to advise on approved crop protection and harvest timing.',
      checks: [
        'Farm registration with mapped plots',
        'Spray records and pre-harvest intervals reviewed',
        'Pre-harvest residue screening for high-risk crops',
      ],
    },
    {
      title: 'Raw Material Testing',
      text: 'Every incoming lot is sampled on arrival and held in quarantine until test results clear it for processing.',
      checks: [
        'Moisture, extraneous matter and visual grading',
        'Rapid aflatoxin screening for chillies, nuts and grains',
        'Lot codes that link every bag to its supplier',
      ],
    },
    {
      title: 'Processing Controls',
      text: 'Cleaning, sorting, grinding and sterilisation run under HACCP plans, with critical control points monitored and recorded on every shift.',
      checks: [
        'Magnets and metal detectors on every line',
        'Steam sterilisation time and temperature logged',
        'Line clearance and allergen checks between products',
      ],
    },
    {
      title: 'Final Inspection',
      text: 'Finished lots are sampled to a fixed plan and tested against the buyer’s specification and the destination’s legal limits before release.',
      checks: [
        'Full chemical and microbiological profile',
        'Pesticide residues checked against destination MRLs',
        'Certificate of Analysis issued for each lot',
      ],
    },
    {
      title: 'Logistics Quality',
      text: 'Protection continues through storage, container stuffing and transit, so the goods arrive in the condition they left.',
      checks: [
        'Container cleanliness and odour inspection',
        'Liners and desiccants against condensation',
        'Photos and seal numbers recorded at stuffing',
      ],
    },
  ],
  certifications: [
    {
      name: 'ISO 22000:2018',
      issuer: 'NABCB-accredited certification body',
      scope:
        'Food safety management system for sourcing, processing, storage and export of spices, grains, pulses and seeds',
      validMonths: 26,
      ongoing: false,
    },
    {
      name: 'HACCP',
      issuer: 'NABCB-accredited certification body',
      scope: 'Hazard analysis and critical control point plans for all processing lines at Vapi',
      validMonths: 14,
      ongoing: false,
    },
    {
      name: 'BRC Global Standards',
      issuer: 'BRCGS-approved certification body',
      scope:
        'Global Standard for Food Safety: cleaning, grinding, steam sterilisation and packing of spices and seeds',
      validMonths: -2,
      ongoing: false,
    },
    {
      name: 'APEDA Registration',
      issuer: 'APEDA, Ministry of Commerce and Industry, Government of India',
      scope:
        'Registration-cum-Membership Certificate (RCMC) for export of scheduled agricultural and processed food products',
      validMonths: 30,
      ongoing: false,
    },
    {
      name: 'Spices Board Certification',
      issuer: 'Spices Board India, Ministry of Commerce and Industry',
      scope: 'Certificate of Registration as Exporter of Spices (CRES)',
      validMonths: null,
      ongoing: true,
    },
    {
      name: 'FSSAI License',
      issuer: 'Food Safety and Standards Authority of India',
      scope: 'Central licence for manufacturing, storage and export of food products',
      validMonths: 20,
      ongoing: false,
    },
  ],
  testing: [
    {
      name: 'Physical',
      parameters: [
        'Moisture content (ISO 939, distillation; oven method for grains)',
        'Extraneous and foreign matter (ISO 927)',
        'Particle size by sieve analysis against the buyer’s mesh specification',
        'Extractable colour for chillies and paprika (ASTA 20.1)',
        'Grain length, broken and chalky grains for rice (image-based grain analysis)',
        'Bulk density, admixture and damaged or discoloured grains',
      ],
    },
    {
      name: 'Chemical',
      parameters: [
        'Volatile oil (ISO 6571, hydrodistillation)',
        'Total ash and acid-insoluble ash (ISO 928, ISO 930)',
        'Curcumin in turmeric (ISO 5566; HPLC)',
        'Piperine in black pepper (ISO 5564)',
        'Pungency and capsaicinoids by HPLC (ASTA 21.3)',
        'Aflatoxins B1, B2, G1, G2 and ochratoxin A by HPLC-FLD after immunoaffinity clean-up',
        'Sudan dyes and other illegal colourants by LC-MS/MS',
      ],
    },
    {
      name: 'Microbiological',
      parameters: [
        'Total plate count (ISO 4833-1)',
        'Yeasts and moulds (ISO 21527-2)',
        'Salmonella, detection in 25 g (ISO 6579-1)',
        'E. coli (ISO 16649-2)',
        'Coliforms (ISO 4832)',
        'Bacillus cereus (ISO 7932)',
        'Coagulase-positive staphylococci (ISO 6888-1)',
      ],
    },
    {
      name: 'Residue Analysis',
      parameters: [
        'Multi-residue pesticide screen of 400+ compounds (QuEChERS, EN 15662; GC-MS/MS and LC-MS/MS)',
        'Ethylene oxide and 2-chloroethanol by GC-MS/MS',
        'Heavy metals: lead, cadmium, arsenic and mercury by ICP-MS',
        'Polycyclic aromatic hydrocarbons (PAH4) by GC-MS',
        'Pyrrolizidine alkaloids in cumin and dried herbs by LC-MS/MS',
        'Dithiocarbamates (as CS2) by headspace GC-MS',
      ],
    },
  ],
  lab: {
    equipment: [
      {
        name: 'HPLC with PDA and fluorescence detectors',
        purpose: 'Curcumin, piperine and capsaicinoids; aflatoxins and ochratoxin A',
      },
      {
        name: 'GC-MS/MS (triple quadrupole)',
        purpose: 'GC-amenable pesticide residues, ethylene oxide and 2-chloroethanol',
      },
      {
        name: 'LC-MS/MS (triple quadrupole)',
        purpose: 'Polar pesticides, Sudan dyes and pyrrolizidine alkaloids',
      },
      {
        name: 'ICP-MS with AAS backup',
        purpose: 'Lead, cadmium, arsenic, mercury and other trace elements',
      },
      {
        name: 'Halogen moisture analyser',
        purpose: 'Rapid moisture checks at intake and during processing',
      },
      {
        name: 'UV-Vis spectrophotometer',
        purpose: 'Colour value, curcumin and piperine by the ISO spectrophotometric methods',
      },
      {
        name: 'Soxhlet extraction unit',
        purpose: 'Oil content of oil seeds and non-volatile ether extract of spices',
      },
      {
        name: 'Kjeldahl digestion and distillation system',
        purpose: 'Protein content of pulses, grains and oil seed meals',
      },
      {
        name: 'Laminar air flow cabinet and autoclave',
        purpose: 'Aseptic handling, media preparation and sterilisation for microbiology',
      },
      {
        name: 'Image-based grain analyser',
        purpose: 'Grain length, breakage, chalkiness and colour defects in rice and pulses',
      },
    ],
    capacity: '200+ samples per day',
    routineTurnaround: '24-48 hours',
    specializedTurnaround: '3-5 days',
    accreditation: 'NABL accredited',
  },
  compliance: {
    title: 'Regulatory Compliance',
    items: [
      {
        title: 'Food Safety',
        text: 'Our food safety system follows HACCP principles; the certificates it holds today are listed above, each with its validity. Our facilities are registered with the US FDA, and we give importers the supplier records they need for the US Foreign Supplier Verification Program and EU traceability rules under Regulation (EC) No 178/2002.',
      },
      {
        title: 'Residue Limits',
        text: 'We test against the limit that applies where the goods will be sold: EU maximum residue levels under Regulation (EC) No 396/2005, US EPA tolerances in 40 CFR Part 180, and Codex Alimentarius MRLs for markets that adopt them. Where no specific limit exists we apply the market’s default, such as 0.01 mg/kg in the EU.',
      },
      {
        title: 'Documentation',
        text: 'Each shipment carries the documents its destination requires: a phytosanitary certificate from India’s Plant Quarantine Organisation, a Certificate of Analysis from our laboratory, a certificate of origin (preferential where a trade agreement applies) and a health certificate where the importing country asks for one. Drafts are shared for approval before loading.',
      },
    ],
  },
}

/* --------------------------------------------------------------- contact */

export const contact: ContactContent = {
  hero: {
    title: 'Contact Our Export Team',
    subtitle:
      'Tell us the product, quantity and destination port, and we will come back with specifications, a quotation and sample options.',
    badges: ['24/7 Support', '{countries} Countries Served', 'Quick Response'],
  },
  quickContact: {
    exportPhone: '+91 22 5555 0123',
    infoEmail: 'info@bharatagroexports.example',
    whatsapp: '+91 98765 43210',
    responseTime: 'Within 24 hours',
  },
  services: [
    'Product Sourcing & Quality Assurance',
    'Custom Packaging & Private Labeling',
    'Documentation & Compliance Support',
    'Logistics & Shipping Coordination',
    'Market Intelligence & Pricing',
    'After-sales Support & Claims Handling',
  ],
  locations: [
    {
      name: 'Head Office & Export Hub',
      address:
        'Building B, Harbour Line Logistics Park, Reay Road Industrial Area, Sewri East, Mumbai, Maharashtra 400015, India',
      phone: '+91 22 5555 0100',
      email: 'info@bharatagroexports.example',
      hours: 'Mon-Sat 9:00 AM-6:00 PM IST',
      mapQuery: '18.9986,72.8589',
    },
    {
      name: 'Processing Facility',
      address:
        'Plot C-27, Phase II, GIDC Industrial Estate, Vapi, Valsad District, Gujarat 396195, India',
      phone: '+91 260 555 5410',
      email: 'vapi@bharatagroexports.example',
      hours: 'Mon-Sat 8:00 AM-5:00 PM IST',
      mapQuery: '20.3654,72.9215',
    },
    {
      name: 'Sourcing Office',
      address: 'SCO 118, Grain Market, Sector 26, Chandigarh 160019, India',
      phone: '+91 172 555 5620',
      email: 'sourcing@bharatagroexports.example',
      hours: 'Mon-Sat 9:00 AM-6:00 PM IST',
      mapQuery: '30.7275,76.8055',
    },
  ],
  faq: [
    {
      question: 'What are your minimum order quantities?',
      answer:
        'Our standard minimums are 500 kg for spices and 1 MT each for rice and pulses. For new customers we can arrange smaller trial orders, so you can check quality and packing before committing to full containers. Oil seeds, fresh vegetables and processed foods have their own minimums, shown on each product page.',
    },
    {
      question: 'Which certificates and documents do you provide?',
      answer:
        'Shipments come with a Certificate of Analysis, a Phytosanitary Certificate and a Certificate of Origin, and we supply an MSDS on request. We also provide market-specific documents such as health, fumigation, organic and Halal certificates, depending on the product and destination.',
    },
    {
      question: 'How do you ensure consistent quality?',
      answer:
        'Our processing runs under HACCP plans within our documented food safety management system. Each lot is tested at several stages: raw material on arrival, in-process checks and a full analysis of the finished goods before release. We send pre-shipment samples for your approval, and the shipment matches the approved sample.',
    },
    {
      question: 'What payment terms do you accept?',
      answer:
        'We accept Letter of Credit at sight, TT in advance (or a part advance with the balance against documents) and Cash Against Documents (CAD). Terms are flexible depending on order value and how long we have worked together.',
    },
    {
      question: 'What are your typical lead times?',
      answer:
        'Standard products in standard packing are usually ready to load 10-15 days after order confirmation. Custom grinding, blending or sterilisation takes 15-25 days, and private-label orders with newly printed packaging 25-35 days. Fresh vegetables ship within 3-7 days, subject to harvest and reefer availability.',
    },
    {
      question: 'Do you offer private label packaging?',
      answer:
        'Yes. We pack under your brand in pouches, jars and cartons as well as bulk bags, with labels that meet your market’s rules on ingredients, allergens, nutrition and origin. Send us your artwork or we can help adapt it; allow 25-35 days for the first order while packaging is printed.',
    },
    {
      question: 'Can I get samples before ordering?',
      answer:
        'Yes. We send 100-500 g samples per product by courier, usually within 3-5 working days, with the specification sheet and a recent Certificate of Analysis. Samples are free; for most destinations the buyer covers the courier cost, which we credit against the first order.',
    },
  ],
}

/* -------------------------------------------------------------- policies */

const privacyPolicy = `## Who we are

Bharat Agro Exports (“we”, “us”) is an agricultural export company with its head office at Building B, Harbour Line Logistics Park, Sewri East, Mumbai 400015, India. This policy explains what personal data we collect through this website, why we collect it and how you can control it. It applies to visitors, to buyers who send inquiries and to holders of buyer accounts.

## What we collect

We collect only what we need to answer trade inquiries and serve our buyers:

- Inquiry details: your name, company, email address, phone number, country and the message you send, including any products, quantities or specifications you mention.
- Consent record: the date and time you accepted this policy when you submitted a form, so we can show when and how consent was given.
- Buyer account data: if we open an account for you, your login email, a hashed password, company details, delivery and billing information, and your quote and order history.
- Technical data: server logs recording IP address, browser type and the pages requested, kept for security and troubleshooting and never used to profile you.

We do not use advertising or analytics cookies. The few cookies we set are described in our Cookie Policy.

## How we use it

- To answer your inquiry, prepare quotations and send samples.
- To run your buyer account and process orders, including export documents that name the consignee and notify party.
- To meet our obligations under Indian customs, foreign trade, tax and food safety law.
- To keep the website secure and stop misuse of our forms.

We send product updates or crop reports only if you ask for them, and every such message includes a way to unsubscribe.

## Legal basis

We process personal data with your consent when you submit an inquiry, to take steps you request before a contract and to perform that contract, to comply with legal obligations, and in our legitimate interest in running a secure business website. We handle data in line with India’s Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023 as its provisions take effect. Where the EU or UK General Data Protection Regulation applies to our dealings with you, you have the rights it provides.

## Who we share it with

We do not sell personal data. We share it only where needed to do business with you:

- Freight forwarders, shipping lines, customs brokers, inspection agencies and insurers handling your shipment.
- Government authorities that issue export documents, such as phytosanitary certificates and certificates of origin.
- Our hosting, email and IT providers, under contracts that require confidentiality and security.

Some of these parties are outside India. When we transfer data abroad, we take reasonable steps to keep it protected.

## How long we keep it

- Inquiries that do not lead to business: up to three years after our last exchange.
- Buyer account data: while the account is active and for two years after it is closed.
- Contracts, invoices and shipping records: as long as Indian tax and company law require, normally eight years.
- Server logs: up to 90 days.

## Your rights

You can ask us to confirm what data we hold about you, to correct it, to delete it where we are not required to keep it, or to withdraw consent for further processing. Withdrawing consent does not affect processing carried out before you withdrew it. You may also complain to the data protection authority where you live.

To make a request, email privacy@bharatagroexports.example. Our grievance officer for data protection matters can be reached at the same address. We reply within 30 days and may first ask you to verify your identity.

## Security

Only staff who need inquiries and account data can access them. Passwords are stored hashed and data travels over encrypted connections. No system is completely secure, so please tell us promptly if you think your account has been compromised.

## Changes

We update this policy when our practices change and show the revision date on this page. We notify account holders of significant changes by email.
`

const termsOfUse = `## Acceptance

These terms govern your use of the Bharat Agro Exports website, including the product catalogue, inquiry forms and buyer accounts. By using the site you accept them. If you use the site on behalf of a company, you confirm that you are authorised to do so.

## Purpose of the site

This website is a business-to-business channel for importers, distributors, food manufacturers and other trade buyers. It is not a consumer shop, and we do not sell to individuals for personal use through it.

## Product information and quotations

Descriptions, specifications, images, HS codes, pack sizes and minimum order quantities on this site are given in good faith as guidance. Agricultural products vary with crop year, origin and season, so specifications are fixed only in a written quotation or proforma invoice.

The site does not offer goods at a price. A quotation from us is an invitation to negotiate, valid for the period stated on it. A binding contract exists only when both parties have signed a sales contract or accepted a proforma invoice, and that document, with the agreed Incoterms 2020 rule, governs the sale. If these terms conflict with a signed sales contract, the contract prevails.

## Buyer accounts

We may open accounts for verified buyers so they can follow quotes, orders and documents. You are responsible for keeping your login details confidential and for activity under your account. Tell us at once at info@bharatagroexports.example if you suspect unauthorised use. We may suspend or close accounts that are inactive, were opened with false information or are used in breach of these terms.

## Acceptable use

You agree not to:

- submit false or misleading information, or another person’s details without their permission, through our forms;
- try to access accounts, systems or parts of the site you are not authorised to use;
- scrape, copy or republish the catalogue in bulk, or run automated tools that put unreasonable load on the site;
- upload malicious code or use the site for any unlawful purpose, including breaching export control or sanctions rules.

## Intellectual property

The text, photographs, artwork, logos and design of this site belong to Bharat Agro Exports or are used under licence. You may view and print pages to evaluate us as a supplier. Any other reproduction needs our written permission. Buyers who order private-label products keep full ownership of their own brands and artwork.

## Third-party links

Links to certification bodies, government portals and other sites are provided for convenience. We do not control those sites and are not responsible for their content or availability.

## Liability

We work to keep the site accurate and available, but we do not guarantee that it will be free of errors or interruptions. To the extent the law allows, we are not liable for indirect or consequential loss arising from use of the website, including loss of profit or business opportunity. Our liability for goods we supply is governed by the relevant sales contract, not by these terms. Nothing in these terms limits liability that cannot be excluded by law.

## Governing law

These terms are governed by the laws of India. Disputes about the website are subject to the exclusive jurisdiction of the courts at Mumbai, Maharashtra. Disputes under a sales contract are resolved as that contract provides.

## Changes and contact

We may revise these terms from time to time; the version on this page applies from the date it is published. Questions about these terms can be sent to info@bharatagroexports.example.
`

const cookiePolicy = `## Our approach

This site uses only the cookies it needs to work. We do not use advertising cookies, analytics, tracking pixels, social media trackers or any tool that follows you across other websites. Because every cookie we set is strictly necessary, we do not ask for consent to them; each is set only when you use the feature it supports.

## What a cookie is

A cookie is a small text file that a website stores in your browser. It lets the site remember information between pages, such as the language you chose or that you are signed in. Where we use similar browser storage, such as local storage, this policy covers it in the same way.

## Cookies we use

- Session cookie: set when a buyer signs in. It keeps you signed in as you move between pages and protects account actions against forgery. It is deleted when you sign out or expires after a period of inactivity. It is marked secure and HTTP-only, so scripts on the page cannot read it.
- Language preference: remembers the site language you chose, so pages open in that language on your next visit. It holds only a language code and lasts up to one year.
- Quote list: remembers the products you add to a quote request before you submit it, so the list survives while you browse the catalogue or come back later. It holds product references and quantities, not personal details, and is cleared when you submit the request or empty the list.

None of these cookies contains your name, email address or payment details, and none is shared with third parties.

## Third-party services

If you follow a link from our site to a map, video or social media profile, the service you open applies its own cookie policy. We recommend reading it before you accept its cookies.

## Managing cookies

You can block or delete cookies in your browser settings. Most browsers let you remove cookies for a single site, block all cookies or clear them when you close the browser. If you block the cookies described above, you can still browse the catalogue and read every page, but you will not be able to stay signed in, the site may fall back to its default language and your quote list will not be kept between visits.

## Server logs

Separately from cookies, our servers keep short-lived technical logs (IP address, browser type, pages requested and time) to keep the site secure and diagnose faults. These logs are not used for profiling or marketing and are deleted within 90 days. Our Privacy Policy explains how we handle them.

## Changes

If we ever introduce a cookie that is not strictly necessary, for example for analytics, we will update this policy first and ask for your consent before setting it.

## Contact

Questions about cookies or your personal data can be sent to privacy@bharatagroexports.example.
`

const shippingPolicy = `## Scope

This policy explains how Bharat Agro Exports ships export orders. It describes our standard practice; the sales contract or proforma invoice for each order sets the binding terms, including price basis, delivery period and payment.

## Incoterms and price basis

We quote under Incoterms 2020. Most sea shipments are FOB Nhava Sheva or Mundra, or CFR and CIF to the buyer’s port of discharge. We offer FCA and CPT for air consignments and, by arrangement, delivered terms to selected destinations. The agreed rule decides where risk passes from us to the buyer and who pays freight and insurance.

## Ports of loading

- Nhava Sheva (Jawaharlal Nehru Port), Navi Mumbai: most containerised shipments of spices, grains, pulses and processed foods.
- Mundra, Gujarat: containers stuffed at our Vapi processing facility, and grain and pulse orders from north and west India.
- Mumbai international airport: air freight for samples, urgent trial orders and fresh vegetables.

## Lead times

Lead time runs from receipt of the advance payment or a workable letter of credit, and final approval of specifications, labels and artwork.

- Standard products in standard packing: 10-15 days to loading.
- Custom grinding, blending or sterilisation: 15-25 days.
- Private-label orders with newly printed packaging: 25-35 days, because packaging is produced for each order.
- Fresh vegetables: 3-7 days, subject to harvest and reefer availability.

Peak season, short crops or port congestion can lengthen these times. We tell you as soon as a delay becomes likely.

## Containers and packing

Orders normally ship in 20-foot or 40-foot dry containers, with reefer containers for fresh produce and temperature-sensitive goods. Typical packing is multi-wall paper bags, PP woven bags with food-grade liners, jute bags for some whole spices and grains, or cartons for retail packs. Containers are inspected for cleanliness and odour before stuffing, lined with kraft paper where needed, fitted with desiccants against condensation and photographed at each stage. We fumigate when the destination country or the buyer requires it.

## Transit times

Indicative port-to-port sea transit from western India: Gulf ports 4-8 days; Red Sea and East Africa 10-18 days; Southeast Asia and Australia 12-25 days; Europe and the UK 20-30 days; US East Coast 28-40 days; South America 35-45 days. Shipping lines set the schedules, and route changes can affect them.

## Documentation

Each shipment travels with a commercial invoice, packing list, bill of lading or air waybill, Certificate of Analysis and certificate of origin. Depending on product and destination we also provide a phytosanitary certificate, health certificate, fumigation certificate, organic transaction certificate, Halal certificate or other documents the importing country requires. We send drafts for your approval before shipment; originals go by courier or through the banks under a letter of credit.

## Pre-shipment inspection

Every lot is tested in our laboratory before loading, and a reference sample is kept for at least 12 months. Buyers may appoint an independent inspection agency to draw samples or supervise loading at their own cost; we arrange access and timing.

## Insurance

Under CIF and CIP terms we arrange marine cargo insurance for 110% of the invoice value on Institute Cargo Clauses (A), unless agreed otherwise. Under other terms the buyer insures the goods from the point where risk passes.

## Claims

Please inspect the goods on arrival. Notify quality or quantity claims in writing within 15 days of discharge at the destination port, with photographs, lot numbers and, where the loss is significant, an independent survey report. We compare the claim against our retained sample and respond within 7 working days. Where we arranged the insurance, we handle transit damage claims with the insurer on your behalf.

## Events beyond our control

We are not responsible for delays caused by events outside our reasonable control, such as weather affecting harvests, port closures, vessel rollovers, strikes or changes in government export rules. We will keep you informed and work with you on alternatives.

## Contact

For shipping questions, contact our logistics desk at logistics@bharatagroexports.example or +91 22 5555 0140.
`

export const policies: Policy[] = [
  { slug: 'privacy-policy', title: 'Privacy Policy', body: privacyPolicy },
  { slug: 'terms-of-use', title: 'Terms of Use', body: termsOfUse },
  { slug: 'cookie-policy', title: 'Cookie Policy', body: cookiePolicy },
  { slug: 'shipping-policy', title: 'Shipping Policy', body: shippingPolicy },
]
