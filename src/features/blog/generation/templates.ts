import type { BlogCategory } from '../constants'
import { clip, shuffle, type Random, type Topic } from './rules'

/** What a writer returns for one topic. */
export type Draft = { excerpt: string; content: string }

export type WriteInput = {
  topic: Topic
  title: string
  category: BlogCategory
  keywords: string[]
  random: Random
}

type Section = { heading: string; body: string[] }

/*
 * Section banks per category. General, durable export guidance only: no figures, prices, dates
 * or claims that would go stale or could not be checked.
 */
const bank: Record<BlogCategory, Section[]> = {
  'Market Insights': [
    {
      heading: 'What moves supply and price',
      body: [
        'Most Indian agricultural commodities are grown by very large numbers of smallholders and pass through regulated wholesale markets before they reach processors and exporters. Arrivals rise sharply after harvest, which is usually when the widest choice of lots is available and prices tend to be softer. In the months before the next crop, stocks are drawn down, the best lots have already been sold and the market reacts quickly to weather and policy news.',
        'The main drivers to watch are:',
        '- **The monsoon** and its spread across growing regions, which decides sowing for the kharif season and soil moisture for the rabi crop.\n- **Domestic demand**, which absorbs most of what India grows and can outbid exporters around festivals.\n- **Government measures** such as export duties, minimum export prices or temporary restrictions, announced by the Directorate General of Foreign Trade.\n- **Competing origins**, whose harvests and currencies shift demand towards or away from India.\n- **Freight and currency**, which change the landed cost even when the origin price is flat.',
      ],
    },
    {
      heading: 'Reading a market without over-reacting',
      body: [
        'Short-term price moves are often driven by sentiment, thin trading or a single large order. Buyers who track a few indicators steadily tend to make calmer decisions than buyers who react to each quotation. Useful habits include comparing offers on the same specification and incoterm, asking suppliers what they see in arrivals and crop condition, and keeping a record of your own purchase prices by month so that you can recognise seasonal patterns in your own data.',
        'When a supplier quotes a very different price from the rest of the market, ask why. The answer may be an older crop, a different grade, a looser moisture or admixture limit, or a shipment date further away.',
      ],
    },
    {
      heading: 'Planning purchases across the year',
      body: [
        'Splitting annual requirements into several contracts spreads price risk and keeps warehouse space under control. Many importers cover part of their needs soon after harvest, when quality and choice are best, and leave the rest open so that they can respond to the next crop outlook.',
        '- Agree the specification, sampling and testing method once, and refer to it in every contract.\n- Fix shipment periods rather than single dates, so that the supplier can plan milling and cleaning.\n- Keep a second approved supplier or origin for critical items.\n- Review open positions whenever a major policy or weather event is reported.',
      ],
    },
  ],
  'Quality & Standards': [
    {
      heading: 'Start with a written specification',
      body: [
        'A specification is the basis of every quality conversation. It should state the product and variety, grade, moisture limit, admixture and foreign matter, physical parameters such as size or broken percentage, and the chemical and microbiological limits that apply in your market. It should also name the sampling plan and the test methods, because two laboratories using different methods can report different results for the same lot.',
      ],
    },
    {
      heading: 'Tests that matter for food imports',
      body: [
        'Importing countries set maximum residue limits for pesticides and limits for contaminants. For spices, grains and pulses, buyers typically ask for:',
        '- **Pesticide residues**, screened by multi-residue methods against the limits of the destination market.\n- **Mycotoxins** such as aflatoxins and ochratoxin A, which depend strongly on drying and storage.\n- **Microbiology**, for example Salmonella, especially for spices and ready-to-eat products.\n- **Physical checks** for moisture, foreign matter, insect damage and extraneous material.\n- **Authenticity checks** where adulteration or colour additions are a known risk.',
        'Ask for results from a laboratory accredited to ISO/IEC 17025 for the tests concerned; in India, the NABL scheme accredits such laboratories.',
      ],
    },
    {
      heading: 'Certificates and what they prove',
      body: [
        "A certificate only covers its scope. A food safety certificate such as ISO 22000, FSSC 22000, BRCGS or a HACCP plan describes how a site manages hazards; it does not guarantee that each lot meets your limits. A certificate of analysis describes one sample of one lot. Organic, Halal or Kosher certificates confirm specific claims and must name the product and site. Check the issuing body, the scope and the validity date, and keep copies with each shipment's records.",
      ],
    },
  ],
  'Export Guidelines': [
    {
      heading: 'The documents that travel with a shipment',
      body: [
        'Requirements differ by destination and product, but most food shipments from India are accompanied by a familiar set of documents:',
        '1. Commercial invoice and packing list, matching the contract and the labels.\n2. Bill of lading or air waybill.\n3. Certificate of origin, and a preferential origin certificate where a trade agreement applies.\n4. Phytosanitary certificate for plant products, issued by the Indian plant protection authority.\n5. Certificate of analysis and, where the destination requires it, a health certificate or official pre-export test.\n6. Fumigation or treatment certificate when wood packaging or the product requires it.',
      ],
    },
    {
      heading: 'Incoterms and responsibilities',
      body: [
        'The incoterm decides who arranges and pays for each step and where risk passes. Under FOB the buyer books the main freight; under CFR and CIF the seller does, and under CIF also buys minimum insurance cover. Whatever the term, agree who pays for inspections, destination charges and any detention of containers, and make sure the contract names the port of loading and the discharge port.',
      ],
    },
    {
      heading: 'Avoiding delays at the border',
      body: [
        'Most clearance delays come from small inconsistencies rather than from the product itself:',
        '- Names, weights and lot numbers that differ between the invoice, the packing list, the labels and the certificates.\n- Missing pre-notification to the destination authority, or a notification filed with wrong details.\n- Labels that do not meet the language or format rules of the destination market.\n- Products subject to increased official controls shipped without the required test results.',
        'A short pre-shipment review of draft documents by the importer or their customs broker catches most of these problems while they are still cheap to fix.',
      ],
    },
  ],
  Sustainability: [
    {
      heading: 'What sustainable sourcing means in practice',
      body: [
        'In smallholder supply chains, sustainability is built field by field. The practices that make the most difference are usually simple: integrated pest management that uses chemical sprays only when needed, training on safe pre-harvest intervals, careful drying and storage to prevent mould, water-wise irrigation, and fair, timely payment to growers. Farmer producer organisations help by pooling training, inputs and traceability records.',
      ],
    },
    {
      heading: 'Traceability from farm to container',
      body: [
        'A sustainability claim is only as strong as the records behind it. Ask how a lot can be traced back to a group of farms, what records are kept at each step, and how mixing of lots is controlled during cleaning and packing.',
        '- Farmer or group registration with location and crop details.\n- Input and spray records for the season.\n- Lot numbers assigned at collection and carried through processing.\n- Test results linked to those lot numbers.',
      ],
    },
    {
      heading: 'Honest claims',
      body: [
        'Buyers increasingly need evidence for what they print on packs and in reports. Prefer specific, verifiable statements, such as a certified scheme or a documented programme with named farmer groups, over broad words like "natural" or "eco-friendly". Be clear about what a smallholder supply chain can and cannot guarantee, and agree how progress will be reported over time.',
      ],
    },
  ],
  'Industry News': [
    {
      heading: 'Where policy changes come from',
      body: [
        "India's export policy for agricultural goods is set mainly through notifications of the Directorate General of Foreign Trade, while bodies such as APEDA and the Spices Board register exporters and run quality programmes, and the food regulator FSSAI sets domestic food standards. Importing countries change their own rules too, for example maximum residue limits, labelling rules or the list of products under increased official controls.",
      ],
    },
    {
      heading: 'What a change means for open contracts',
      body: [
        'When a rule changes, the first questions are practical:',
        '- Does it apply to goods already contracted, already packed or already shipped?\n- Does it change the documents or tests needed at origin or destination?\n- Who carries the extra cost or delay under the contract and the incoterm?\n- Is a substitute grade, product or origin acceptable if supply is restricted?',
        'Keeping a short, dated log of rule changes that affect your products makes these conversations faster and helps when you review contract terms.',
      ],
    },
    {
      heading: 'Staying informed without noise',
      body: [
        'Official sources are slower than headlines but more reliable. Follow the notifications of the relevant authorities, ask your customs broker about changes at your border, and ask suppliers to confirm in writing how a change affects your orders. Treat price forecasts in the press with caution: they are opinions, not commitments.',
      ],
    },
  ],
  'Product Spotlight': [
    {
      heading: 'Know the product before you specify it',
      body: [
        'Many Indian products come in several varieties and forms, and each suits different uses. Before asking for quotations, decide which variety, form (whole, split, cleaned, sortexed, ground or processed), grade and pack size your customers need. Ask for a pre-shipment sample and a typical analysis, and compare it with your current product in your own kitchen or laboratory.',
      ],
    },
    {
      heading: 'Questions to ask a supplier',
      body: [
        '- Which growing regions and seasons does the product come from, and when is new crop available?\n- Which cleaning, grading and sorting steps does it go through, and on what equipment?\n- Which tests are done for each lot, and by which laboratory?\n- What pack sizes, labels and private-label options are possible, and what is the minimum order?\n- How is the product stored before shipment, and how long is its shelf life?',
      ],
    },
    {
      heading: 'Bringing a product to market',
      body: [
        'A new product usually needs a trial shipment before it becomes a regular line. Plan the trial with the same specification, documents and tests you would use for full orders, so that the results are meaningful. Share feedback from your customers with the supplier; small changes in grading, cleaning or packing often make the difference between a trial and a long-term product.',
      ],
    },
  ],
}

const checklist = [
  'Agree a written specification, sampling plan and test methods before the first order.',
  'Ask for a pre-shipment sample and a certificate of analysis from an accredited laboratory.',
  'Check the scope and validity of every certificate the supplier shares.',
  'Confirm the documents required by your destination and review drafts before shipment.',
  'Fix the incoterm, shipment period, ports and who pays for inspections in the contract.',
  'Keep lot numbers consistent across invoices, labels, certificates and test reports.',
  'Review open contracts whenever export or import rules change.',
]

const defaultAudience: Record<BlogCategory, string> = {
  'Market Insights':
    'importers, traders and purchasing managers who buy Indian agricultural products',
  'Quality & Standards':
    'quality assurance and procurement teams at importers and food manufacturers',
  'Export Guidelines': 'importers, customs brokers and logistics coordinators',
  Sustainability: 'sourcing and sustainability managers at food companies',
  'Industry News': 'buyers and traders who follow Indian agricultural trade',
  'Product Spotlight': 'importers, distributors and product developers',
}

function render(sections: Section[]): string {
  return sections.map((s) => [`## ${s.heading}`, ...s.body].join('\n\n')).join('\n\n')
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s
}

/**
 * The offline writer: a complete post from the section bank of the category, a checklist and
 * next steps, in the site's markdown-like syntax. Several hundred words, no invented figures.
 */
export function writeFromTemplates({ topic, category, keywords, random }: WriteInput): Draft {
  const subject = topic.topic.trim().replace(/[.\s]+$/, '')
  const audience = topic.targetAudience?.trim() || defaultAudience[category]
  const focus = keywords
    .slice(0, 3)
    .map((k) => k.toLowerCase())
    .join(', ')
  const intro = [
    `This article looks at ${lowerFirst(subject)}. It is written for ${lowerFirst(audience)}, and sets out what to look at, which checks and documents matter, and how to plan purchases so that quality, timing and cost stay under control.`,
    `Topics covered include ${focus || 'sourcing, quality and shipping'}. The guidance is general: rules and market conditions change, so confirm current requirements with your customs broker, the authority in your market and your supplier before you commit to a contract.`,
  ]
  const own = bank[category]
  const others = shuffle(
    (Object.keys(bank) as BlogCategory[]).filter((c) => c !== category),
    random,
  )
  const sections = [...own, bank[others[0]][Math.floor(random() * bank[others[0]].length)]]
  const steps = shuffle(checklist, random).slice(0, 5)
  const content = [
    ...intro,
    render(sections),
    '## A short checklist for buyers',
    steps.map((s, i) => `${i + 1}. ${s}`).join('\n'),
    '## Next steps',
    'If you are planning purchases in this area, [send us an inquiry](/contact) with the products, quantities, destination and specification you need. Our [quality page](/quality) describes the testing and certifications behind our shipments, and we are glad to share samples and typical analyses before you order.',
  ].join('\n\n')
  const excerpt = clip(
    `A practical guide to ${lowerFirst(subject)} for ${lowerFirst(audience)}: what to check, which documents matter and how to plan purchases.`,
    300,
  )
  return { excerpt, content }
}
