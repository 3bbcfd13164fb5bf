/**
 * Built-in seed content for the export-news feed.
 *
 * These are evergreen explainer/briefing pieces written for importers. They do not report
 * specific events, quotes or statistics on behalf of the named source; the source is the public
 * institution whose remit covers the topic and is offered as further reading.
 */

export type BuiltinNewsItem = {
  id: string
  category: string
  title: string
  /** At most 160 characters. */
  description: string
  daysAgo: number
  source: string
  sourceUrl: string
  /** Same as sourceUrl: we link to the institution's home page, never to invented deep links. */
  articleUrl: string
  /** 1..9, which of the nine stock illustrations fits the piece. */
  stockImage: number
  /** Clean HTML: h2, h3, p, ul, ol, li, strong, em, a[href] only. */
  fullContent: string
}

export const builtinNews: BuiltinNewsItem[] = [
  {
    id: '1',
    category: 'Export Growth',
    title: "How India's spice exports are organised and what drives demand",
    description:
      'From farm clusters to the Spices Board registration system: a buyer-oriented guide to how Indian spice exports work and why global demand keeps growing.',
    daysAgo: 0,
    source: 'Spices Board India',
    sourceUrl: 'https://www.indianspices.com',
    articleUrl: 'https://www.indianspices.com',
    stockImage: 1,
    fullContent: `<h2>A sector built on regional specialisation</h2>
<p>India is widely recognised as the world's largest producer, consumer and exporter of spices. What makes the sector distinctive for an importer is not only its size but its geography: most spices come from well-defined growing belts, each with its own trading hubs, harvest calendar and quality profile.</p>
<ul>
<li><strong>Black pepper and cardamom</strong> are grown mainly in the hill districts of Kerala, Karnataka and Tamil Nadu. Small cardamom is sold through electronic auctions held at Bodinayakanur and Puttady.</li>
<li><strong>Cumin, coriander and fennel</strong> are winter (rabi) crops of Gujarat and Rajasthan, with Unjha in north Gujarat acting as a key price-discovery market.</li>
<li><strong>Chilli</strong> is concentrated in Andhra Pradesh and Telangana, with Guntur among the largest dried-chilli markets anywhere.</li>
<li><strong>Turmeric</strong> trades through hubs such as Erode in Tamil Nadu, Nizamabad in Telangana and Sangli in Maharashtra.</li>
</ul>
<h2>The institutional framework</h2>
<p>Spice exports are overseen by the <strong>Spices Board India</strong>, a statutory body set up under the Spices Board Act, 1986 and working under the Ministry of Commerce and Industry, with its headquarters in Kochi. The Board promotes exports of the spices listed in its schedule and supports development of cardamom cultivation. Any firm that exports spices must hold a <em>Certificate of Registration as Exporter of Spices</em> (CRES) issued by the Board, which also operates quality evaluation laboratories and runs programmes on post-harvest handling.</p>
<p>For a buyer, this means every legitimate Indian spice shipper can be checked against a registration, and that analytical testing infrastructure exists close to the main producing regions.</p>
<h2>From whole spice to value-added product</h2>
<p>A growing share of Indian spice exports leaves the country after processing rather than as raw commodity. Typical product forms include:</p>
<ol>
<li>Cleaned and sorted whole spices, graded by size, colour and admixture.</li>
<li>Ground spices and blends such as curry powders and masalas.</li>
<li>Steam-sterilised spices for food manufacturers with tight microbiological specifications.</li>
<li>Spice oils and oleoresins used by flavour houses, meat processors and snack makers, a segment in which India is a leading supplier.</li>
</ol>
<h2>What drives demand</h2>
<p>Several long-running trends support international demand for Indian spices:</p>
<ul>
<li><strong>Diaspora and mainstream adoption</strong>: Indian and wider South Asian cuisine is now part of everyday eating in the Gulf, Europe, North America and Southeast Asia.</li>
<li><strong>Clean-label formulation</strong>: manufacturers replacing synthetic colours and flavours turn to paprika-type chillies, turmeric and oleoresins.</li>
<li><strong>Health and wellness interest</strong>: turmeric, ginger and black pepper feature in functional foods and beverages.</li>
<li><strong>Food-service growth</strong>: ready meals and quick-service chains need consistent, specification-driven spice supply.</li>
</ul>
<h3>What importers should ask for</h3>
<p>Given how fragmented farm-level supply is, the most useful questions for a supplier concern lot traceability, the pesticide-residue and aflatoxin testing plan for your destination market, microbial treatment options and the CRES number. Our own <a href="/category/spices">spice range</a> lists product forms and specifications for each item.</p>
<h3>Further reading</h3>
<p>For registration rules, export procedures and background on individual spices, see the official website of the <a href="https://www.indianspices.com">Spices Board India</a>.</p>`,
  },
  {
    id: '2',
    category: 'Market Trends',
    title: 'What buyers should watch in basmati rice pricing',
    description:
      'Crop calendar, varieties, residue compliance, currency and policy: the factors that move basmati prices and how importers can plan purchases around them.',
    daysAgo: 2,
    source: 'APEDA',
    sourceUrl: 'https://apeda.gov.in',
    articleUrl: 'https://apeda.gov.in',
    stockImage: 2,
    fullContent: `<h2>A premium rice with a defined origin</h2>
<p>Basmati is a long-grain aromatic rice grown in the Indo-Gangetic plain of northern India, and it is protected in India as a Geographical Indication. Because supply comes from a limited area and a single main season, basmati prices respond to a fairly predictable set of factors. Understanding them helps importers decide when to contract, how much to cover forward and which specification to choose.</p>
<h2>1. The crop calendar</h2>
<p>Basmati is a <em>kharif</em> crop: it is transplanted during the monsoon and harvested from roughly September to November. New-crop arrivals in the mandis of Punjab, Haryana and western Uttar Pradesh set the tone for the following year. Early signals worth watching include monsoon performance in the growing belt, the area sown to each variety and weather at harvest, when rain can affect grain quality.</p>
<h2>2. Variety and form</h2>
<p>"Basmati" covers a range of varieties with different price levels. Extra-long-grain evolved varieties such as <strong>Pusa Basmati 1121</strong> and <strong>1718</strong> are popular in the Middle East, shorter-duration types such as <strong>Pusa Basmati 1509</strong> reach the market earlier, and traditional varieties such as <strong>Basmati 370</strong> command a niche following. Price also depends on form: raw (white), steamed, and parboiled <em>sella</em> or golden sella rice each have their own markets.</p>
<h2>3. Ageing</h2>
<p>Aged basmati cooks longer and fluffier, and many buyers pay a premium for rice stored for a year or more. Stock-holding costs and the volume of aged rice carried over from earlier crops therefore influence prices, especially in the months before new crop is available.</p>
<h2>4. Residue compliance</h2>
<p>Some destinations, notably the European Union, set very low maximum residue limits for certain fungicides used on paddy. Lots that can be shown to meet these limits, typically through supervised farming programmes and pre-shipment testing, carry a premium over general-market rice. Importers should agree the testing laboratory, the residue panel and the sampling plan in the contract.</p>
<h2>5. Demand, currency and policy</h2>
<ul>
<li><strong>Demand</strong>: Gulf and wider Middle Eastern markets account for a large share of purchases, so their buying cycles, including purchasing ahead of Ramadan, matter.</li>
<li><strong>Currency</strong>: basmati is usually priced in US dollars, so movements in the rupee affect the offers Indian mills can make.</li>
<li><strong>Competition</strong>: Pakistan is the other main basmati origin, and relative prices between the two influence buyer switching.</li>
<li><strong>Policy</strong>: basmati export contracts are registered with APEDA, and the government has at times used instruments such as minimum export prices. Such measures are announced officially and should be monitored.</li>
</ul>
<h3>Practical tips</h3>
<p>Specify variety, grain length, moisture, broken percentage, ageing and residue requirements precisely; consider splitting cover across the harvest period; and ask suppliers for a pre-shipment sample from the actual lot. Our <a href="/category/grains">grains and rice range</a> lists the varieties and forms we offer.</p>
<h3>Further reading</h3>
<p>APEDA, the Agricultural and Processed Food Products Export Development Authority under the Ministry of Commerce and Industry, publishes export procedures and trade information for basmati on the <a href="https://apeda.gov.in">APEDA website</a>.</p>`,
  },
  {
    id: '3',
    category: 'Policy Update',
    title:
      "Understanding India's export policy instruments: IEC, RCMC, CRES and DGFT notifications",
    description:
      'A plain-language guide to the registrations, certificates and official notices behind every Indian agri-food shipment, and what importers should check.',
    daysAgo: 5,
    source: 'DGFT',
    sourceUrl: 'https://www.dgft.gov.in',
    articleUrl: 'https://www.dgft.gov.in',
    stockImage: 3,
    fullContent: `<h2>Why the paperwork matters to buyers</h2>
<p>Every agricultural shipment from India rests on a small set of registrations and official documents. Knowing what they are helps importers verify suppliers, anticipate delays and read policy announcements correctly.</p>
<h2>The core registrations</h2>
<h3>Importer-Exporter Code (IEC)</h3>
<p>The IEC is the basic identifier for any business that imports or exports. It is issued by the <strong>Directorate General of Foreign Trade</strong> (DGFT), which works under the Ministry of Commerce and Industry, and is linked to the company's PAN. Exporters are required to update their IEC details on the DGFT portal every year, so an active, updated IEC is a quick first check of a supplier.</p>
<h3>Registration-cum-Membership Certificate (RCMC)</h3>
<p>An RCMC is issued by the export promotion council or commodity board responsible for a product. For fresh produce, cereals and many processed foods this is <strong>APEDA</strong>; for spices, the <strong>Spices Board India</strong> issues the <em>Certificate of Registration as Exporter of Spices</em> (CRES). Registration gives exporters access to promotion schemes and, for some products, is a condition for shipping at all.</p>
<h2>Policy instruments</h2>
<p>India's <strong>Foreign Trade Policy 2023</strong> came into effect on 1 April 2023 and, unlike earlier five-year policies, has no fixed end date, so it is updated continuously. Changes reach the trade through three kinds of DGFT documents:</p>
<ul>
<li><strong>Notifications</strong> amend the policy itself or the export policy of specific items.</li>
<li><strong>Public notices</strong> change procedures, set out in the Handbook of Procedures.</li>
<li><strong>Trade notices</strong> give clarifications and operational guidance.</li>
</ul>
<p>Each product's export status is defined in the ITC(HS) classification as <em>Free</em>, <em>Restricted</em> (export needs an authorisation), <em>Prohibited</em>, or channelled through a State Trading Enterprise. Agricultural items can move between these categories, or be subject to conditions such as a minimum export price, when the government manages domestic supply. Such changes are published as DGFT notifications, which is why established exporters follow them closely.</p>
<h2>Shipment-level documents</h2>
<ol>
<li><strong>Phytosanitary certificate</strong>: issued for plant products by India's plant quarantine organisation under the Ministry of Agriculture and Farmers Welfare, based on the importing country's requirements.</li>
<li><strong>Certificate of origin</strong>: needed to claim preferential duty under a trade agreement; DGFT runs an electronic platform for issuing these.</li>
<li><strong>Health or quality certificates</strong>: for certain products and markets, certification by the Export Inspection Council or a designated agency is required.</li>
<li><strong>Laboratory reports</strong>: residue, aflatoxin and microbiological analyses as agreed in the contract.</li>
</ol>
<h2>A checklist for importers</h2>
<ul>
<li>Ask for the supplier's IEC and the relevant RCMC or CRES number.</li>
<li>Confirm the export policy status of the product's HS code before contracting.</li>
<li>Agree in advance which certificates your authorities require, and who pays for them.</li>
<li>Build in a clause on how policy changes between contract and shipment will be handled.</li>
</ul>
<p>We maintain these registrations for everything we ship, from staples such as <a href="/product/chana-dal">chana dal</a> to our <a href="/category/processed">processed foods range</a>, and provide document copies on request.</p>
<h3>Further reading</h3>
<p>The Foreign Trade Policy, the Handbook of Procedures and all current notifications are published on the <a href="https://www.dgft.gov.in">DGFT website</a>.</p>`,
  },
  {
    id: '4',
    category: 'Technology',
    title: 'Digital traceability in Indian spice and grain supply chains',
    description:
      'How farm registration, lot coding, lab data and systems such as GrapeNet and TraceNet are changing what Indian exporters can prove about a shipment.',
    daysAgo: 7,
    source: 'APEDA',
    sourceUrl: 'https://apeda.gov.in',
    articleUrl: 'https://apeda.gov.in',
    stockImage: 4,
    fullContent: `<h2>Why traceability has become a buying criterion</h2>
<p>Importers increasingly need to show where a food came from, how it was grown and what it was tested for. Retailer standards, food-safety law in destination markets and consumer interest in origin all push in the same direction. For Indian agriculture, where produce often comes from many smallholdings through several layers of aggregators, this is a real challenge, and digital tools are a large part of the answer.</p>
<h2>Building blocks already in place</h2>
<p>India has experience with government-backed traceability systems. <strong>APEDA</strong> developed <em>GrapeNet</em>, a web-based residue monitoring and traceability system for table grapes exported to the European Union, which links registered farms, spray records, sampling and laboratory results to each consignment. Similar systems were later built for other fresh produce and groundnuts, and <em>TraceNet</em> records the chain of custody for organic products certified under the National Programme for Organic Production (NPOP).</p>
<p>On the domestic side, the <strong>e-NAM</strong> electronic trading platform connects agricultural markets and produces digital records of transactions, and laboratory results increasingly move as electronic reports rather than paper.</p>
<h2>How traceability works in spices and grains</h2>
<p>Spices and grains are harder to trace than grapes because they are dried, stored, blended and milled. Good practice typically includes:</p>
<ol>
<li><strong>Farmer or group registration</strong>, with plot location and crop records, often via farmer producer organisations.</li>
<li><strong>Input records</strong> covering pesticides and fertilisers applied, with dates, to check pre-harvest intervals.</li>
<li><strong>Lot coding at aggregation</strong>, so each bag or batch keeps an identity through cleaning and storage.</li>
<li><strong>Processing records</strong> that link incoming lots to outgoing batches after sorting, grinding, sterilisation or milling.</li>
<li><strong>Test results attached to lots</strong>, including pesticide residues, aflatoxins, heavy metals and microbiology.</li>
<li><strong>Shipment documentation</strong> tying container numbers to production batches.</li>
</ol>
<h2>Newer technologies</h2>
<ul>
<li><strong>QR codes</strong> on consumer packs that open a page with origin and batch information.</li>
<li><strong>Mobile data capture</strong> by field staff, reducing transcription errors at the farm gate.</li>
<li><strong>Satellite imagery and geotagging</strong> to confirm plot location and crop type.</li>
<li><strong>Shared ledgers</strong>, including blockchain pilots, that let several parties write to a common record.</li>
</ul>
<p>Technology alone does not create traceability: the data is only as good as the discipline at each handover point. Buyers should look for systems that are audited and that connect to laboratory evidence.</p>
<h3>Questions to ask a supplier</h3>
<ul>
<li>Can you trace a finished lot back to a defined group of farms or a single aggregation point?</li>
<li>How are lots kept separate during cleaning, grinding and storage?</li>
<li>Which laboratory tests each lot, and is it accredited?</li>
<li>How quickly can you retrieve records if a recall is needed?</li>
</ul>
<p>Batch-level records are available for products in our <a href="/category/spices">spices</a> and <a href="/category/grains">grains</a> ranges.</p>
<h3>Further reading</h3>
<p>Details of GrapeNet, TraceNet and the NPOP are available on the <a href="https://apeda.gov.in">APEDA website</a>.</p>`,
  },
  {
    id: '5',
    category: 'Trade Relations',
    title: "India's trade agreements and what they mean for food importers",
    description:
      'India-UAE CEPA, India-Australia ECTA and other agreements explained: preferential duties, rules of origin and the paperwork importers need to claim them.',
    daysAgo: 10,
    source: 'Ministry of Commerce & Industry',
    sourceUrl: 'https://commerce.gov.in',
    articleUrl: 'https://commerce.gov.in',
    stockImage: 5,
    fullContent: `<h2>A growing network of agreements</h2>
<p>India has trade agreements with several partners, from long-standing arrangements such as the South Asian Free Trade Area (SAFTA), the ASEAN-India trade in goods agreement and comprehensive agreements with Japan and South Korea, to a newer generation concluded from 2022 onward. Two of the newer agreements are particularly relevant for food trade:</p>
<ul>
<li><strong>India-UAE Comprehensive Economic Partnership Agreement (CEPA)</strong>, signed in February 2022 and in force since 1 May 2022.</li>
<li><strong>India-Australia Economic Cooperation and Trade Agreement (ECTA)</strong>, signed in April 2022 and in force since 29 December 2022.</li>
</ul>
<p>India has also signed a Trade and Economic Partnership Agreement with the European Free Trade Association (EFTA) states and continues to negotiate with other partners. Negotiations and implementation are led by the Department of Commerce in the Ministry of Commerce and Industry.</p>
<h2>What an agreement actually changes</h2>
<h3>Tariffs</h3>
<p>Each agreement contains tariff schedules listing, line by line, how the importing country's duty on goods from the partner will change: eliminated immediately, reduced in stages over several years, subject to a quota, or excluded. Sensitive agricultural products are often in the staged or excluded categories, so importers should check the specific HS code rather than assume a product is duty-free.</p>
<h3>Rules of origin</h3>
<p>Preferential duty applies only to goods that qualify as originating in the partner country. For most farm products the test is simple: goods <em>wholly obtained</em>, meaning grown and harvested in India, qualify. For processed foods the rules can require a change of tariff classification or a minimum share of local value, so a blend containing imported ingredients may or may not qualify.</p>
<h3>Certificates of origin</h3>
<p>To claim the preference, the importer normally presents a certificate of origin issued in India under the relevant agreement. Without the correct certificate, the general (most-favoured-nation) duty applies even if the goods would qualify.</p>
<h3>Cooperation on standards</h3>
<p>Modern agreements include chapters on sanitary and phytosanitary measures and technical barriers to trade. These do not override food-safety rules, but they set up channels for regulators to discuss market-access issues and can speed up resolution of problems.</p>
<h2>What this means in practice</h2>
<ol>
<li><strong>Identify the HS code</strong> of each product precisely; preferences are line-specific.</li>
<li><strong>Check the staging category</strong> in the partner's schedule and the year of implementation you are in.</li>
<li><strong>Ask your supplier for the right certificate</strong>, naming the agreement, before shipment.</li>
<li><strong>Keep documents</strong>: customs authorities can verify origin after import.</li>
</ol>
<p>For Gulf buyers, the UAE CEPA sits alongside the UAE's role as a re-export hub, which makes it relevant to fresh produce as well as dry goods. Our <a href="/category/vegetables">vegetables range</a>, along with our other products, can be shipped with the certificate of origin your market requires.</p>
<h3>Further reading</h3>
<p>Agreement texts, tariff schedules and explanatory material are published by the Department of Commerce on the <a href="https://commerce.gov.in">Ministry of Commerce &amp; Industry website</a>.</p>`,
  },
  {
    id: '6',
    category: 'Global Markets',
    title: 'Demand for Indian pulses and millets in global markets',
    description:
      'Why chickpeas, lentils, split dals and millets are finding new buyers abroad, and what importers should know about sourcing them from India.',
    daysAgo: 12,
    source: 'FAO',
    sourceUrl: 'https://www.fao.org',
    articleUrl: 'https://www.fao.org',
    stockImage: 6,
    fullContent: `<h2>Two traditional staples with a modern story</h2>
<p>Pulses and millets have fed South Asia for thousands of years. Today they also fit several global food trends: plant-based protein, gluten-free and whole-grain diets, and interest in crops that need fewer resources. International attention has been reinforced by the United Nations: <strong>2016</strong> was the International Year of Pulses, <strong>10 February</strong> is observed as World Pulses Day, and the UN General Assembly declared <strong>2023 the International Year of Millets</strong> at India's proposal, with the Food and Agriculture Organization (FAO) as the lead agency.</p>
<h2>India's position in pulses</h2>
<p>India is the world's largest producer and consumer of pulses. Because domestic consumption is so large, India is also a major importer of some pulses, and export policy for certain pulses can change with domestic supply. For importers this means Indian pulse exports are strongest in <em>value-added</em> forms and in varieties where India has a clear advantage:</p>
<ul>
<li><strong>Chickpeas</strong>: India's largest pulse crop. Desi chickpea is split and polished into <em>chana dal</em> or milled into <em>besan</em> (gram flour); kabuli chickpeas are also exported.</li>
<li><strong>Split and dehusked dals</strong>: toor (pigeon pea), moong, urad and masoor dals, processed in Indian mills to the textures South Asian cooks expect.</li>
<li><strong>Specialty and ready-to-cook products</strong>: roasted chana, sprouted pulses and dal-based mixes.</li>
</ul>
<h2>Millets: from heritage grain to specialty ingredient</h2>
<p>India is the largest producer of millets, a group that includes pearl millet (bajra), sorghum (jowar), finger millet (ragi) and small millets such as foxtail, little, kodo, proso and barnyard millet. In India they are promoted as <em>Shree Anna</em>. Their appeal abroad rests on several attributes:</p>
<ul>
<li>naturally gluten-free grains with useful fibre and minerals;</li>
<li>tolerance of heat and low rainfall, attractive to buyers with sustainability targets;</li>
<li>versatility in flours, flakes, pasta, snacks and breakfast cereals.</li>
</ul>
<h2>Where demand comes from</h2>
<ol>
<li><strong>South Asian diaspora</strong> in the Gulf, UK, North America and Australia, which buys familiar dals and flours.</li>
<li><strong>Health-food and free-from brands</strong> looking for new protein and grain ingredients.</li>
<li><strong>Food manufacturers</strong> using pulse flours and millet flours in snacks, bakery and plant-based products.</li>
</ol>
<h3>Sourcing considerations</h3>
<ul>
<li>Check the current export policy status for the specific pulse before contracting.</li>
<li>Specify moisture, foreign matter, broken and insect-damage limits, and polishing agents, if any, for dals.</li>
<li>For millets, agree cleaning standards: small grains can carry stones and weed seeds.</li>
<li>Ask for residue and mycotoxin testing appropriate to your market.</li>
</ul>
<p>Explore our <a href="/category/pulses">pulses range</a>, including our <a href="/product/chana-dal">chana dal</a>, for specifications and pack sizes.</p>
<h3>Further reading</h3>
<p>Background on pulses, millets and the international years dedicated to them is available on the <a href="https://www.fao.org">FAO website</a>.</p>`,
  },
  {
    id: '7',
    category: 'World Trade',
    title: 'How WTO SPS rules shape food exports',
    description:
      'The WTO Agreement on Sanitary and Phytosanitary Measures explained for food importers: science, international standards, equivalence and transparency.',
    daysAgo: 15,
    source: 'WTO',
    sourceUrl: 'https://www.wto.org',
    articleUrl: 'https://www.wto.org',
    stockImage: 7,
    fullContent: `<h2>The rulebook behind food-safety requirements</h2>
<p>Every country protects its consumers, animals and plants with food-safety and quarantine rules: pesticide limits, pest-free requirements, treatment protocols and inspection. The <strong>Agreement on the Application of Sanitary and Phytosanitary Measures</strong> (the SPS Agreement), which entered into force with the World Trade Organization on 1 January 1995, sets the framework within which WTO members write these rules. It does not dictate what limits a country must set, but it shapes how those limits are justified and applied.</p>
<h2>Key principles</h2>
<h3>Science and risk assessment</h3>
<p>SPS measures should be based on scientific principles and not maintained without sufficient scientific evidence. A member that goes beyond international standards must be able to justify its measure with a risk assessment. Where evidence is insufficient, provisional measures are allowed while more information is sought.</p>
<h3>International standards</h3>
<p>The Agreement encourages members to base their measures on standards set by three bodies:</p>
<ul>
<li><strong>Codex Alimentarius Commission</strong> for food safety, including pesticide maximum residue limits and contaminant limits;</li>
<li><strong>World Organisation for Animal Health</strong> (WOAH) for animal health;</li>
<li><strong>International Plant Protection Convention</strong> (IPPC) for plant health.</li>
</ul>
<p>Measures that conform to these standards are presumed consistent with the Agreement.</p>
<h3>Equivalence and regionalisation</h3>
<p>Importing members should accept different measures as equivalent if the exporting country shows they achieve the same level of protection. They should also recognise pest- or disease-free areas, so a problem in one region need not block exports from an entire country.</p>
<h3>Transparency</h3>
<p>Members must publish their SPS regulations, notify new or changed measures to the WTO in draft so trading partners can comment, and maintain enquiry points. Concerns can be raised in the WTO SPS Committee as specific trade concerns.</p>
<h2>What this means for Indian food exports</h2>
<p>The SPS framework explains why requirements differ by market, and why exporters must plan for each destination separately:</p>
<ol>
<li><strong>Residue limits vary.</strong> Some markets adopt Codex limits; others set their own, and may apply a low default limit, for example 0.01 mg/kg, where no specific limit exists. Japan's positive list system works similarly.</li>
<li><strong>Contaminant limits vary.</strong> Aflatoxin limits for spices, nuts and cereals differ significantly between markets.</li>
<li><strong>Plant-health protocols</strong> can require specific treatments, registered orchards or pack-houses, and joint inspections for fresh produce.</li>
<li><strong>Notifications give warning.</strong> Draft SPS notifications allow exporters and importers to prepare before a new rule applies.</li>
</ol>
<p>Related issues such as labelling and packaging generally fall under the separate Agreement on Technical Barriers to Trade (TBT).</p>
<h3>Practical advice for importers</h3>
<p>Share your national limits with suppliers at the start, ask for test reports against those limits rather than general certificates, and watch SPS notifications from your own authorities. This matters for everything from our <a href="/category/grains">grains</a> to fresh and dried produce.</p>
<h3>Further reading</h3>
<p>The text of the SPS Agreement, guidance and notification databases are available on the <a href="https://www.wto.org">World Trade Organization website</a>.</p>`,
  },
  {
    id: '8',
    category: 'Climate Impact',
    title: 'Monsoon variability and crop planning: what importers should know',
    description:
      'How the Indian monsoon shapes sowing, harvests and supply of rice, pulses, spices and vegetables, and how buyers can plan around seasonal risk.',
    daysAgo: 18,
    source: 'ICAR',
    sourceUrl: 'https://icar.org.in',
    articleUrl: 'https://icar.org.in',
    stockImage: 8,
    fullContent: `<h2>The season that sets the year</h2>
<p>The southwest monsoon, which normally reaches Kerala around the beginning of June and retreats from September onward, brings roughly three-quarters of India's annual rainfall. Although irrigation has expanded greatly, a large share of Indian farmland is still rain-fed, so the timing, amount and distribution of monsoon rain strongly influence what is planted and harvested. For importers sourcing from India, monsoon watching is a practical part of supply planning.</p>
<h2>How the seasons map onto crops</h2>
<ul>
<li><strong>Kharif (monsoon) season</strong>: sown June-July, harvested from about September. Major crops include rice (including basmati), pigeon pea (toor), moong, urad, soybean, groundnut, cotton and chilli.</li>
<li><strong>Rabi (winter) season</strong>: sown October-December, harvested February-April. Wheat, chickpea (chana), lentils, mustard, cumin and coriander depend on soil moisture and reservoir storage left by the monsoon.</li>
<li><strong>Northeast monsoon</strong>: October-December rains are important for Tamil Nadu and neighbouring coastal areas.</li>
</ul>
<p>A poor monsoon therefore affects not only kharif crops but also the following rabi season.</p>
<h2>What variability looks like</h2>
<p>Total seasonal rainfall is only part of the picture. Equally important are:</p>
<ol>
<li><strong>Onset and progress</strong>: a delayed or stalled monsoon pushes back sowing and can shift farmers toward shorter-duration crops.</li>
<li><strong>Dry spells</strong>: long breaks in July or August stress crops at critical stages.</li>
<li><strong>Extreme rainfall</strong>: intense downpours cause flooding and waterlogging, damaging pulses and vegetables.</li>
<li><strong>Late and unseasonal rain</strong>: rain at harvest can discolour rice, cause sprouting in pulses and lower the quality of drying spices such as chilli and cumin.</li>
</ol>
<p>Large-scale climate drivers such as El Niño and the Indian Ocean Dipole influence monsoon behaviour, and the India Meteorological Department issues seasonal forecasts and district-level agrometeorological advisories.</p>
<h2>How Indian agriculture adapts</h2>
<p>The <strong>Indian Council of Agricultural Research</strong> (ICAR), under the Department of Agricultural Research and Education, leads research on climate resilience. Its work includes the National Innovations in Climate Resilient Agriculture (NICRA) programme, district-level agricultural contingency plans prepared with its Central Research Institute for Dryland Agriculture, and breeding of drought-, flood- and heat-tolerant varieties. Practical measures include shifting sowing dates, using short-duration varieties, water harvesting and crop diversification.</p>
<h2>Planning tips for buyers</h2>
<ul>
<li>Follow seasonal forecasts from April and sowing progress reports from July for the crops you buy.</li>
<li>Treat harvest-time weather as a quality risk, not just a quantity risk, and tighten specifications accordingly.</li>
<li>Spread purchases over the season and consider carrying safety stock of key items.</li>
<li>Discuss alternative growing regions and varieties with your supplier in advance.</li>
</ul>
<p>We track crop conditions across our sourcing areas for our <a href="/category/pulses">pulses</a> and <a href="/category/vegetables">vegetables</a> and share updates with contract customers.</p>
<h3>Further reading</h3>
<p>Research on climate-resilient agriculture and contingency planning is published on the <a href="https://icar.org.in">ICAR website</a>.</p>`,
  },
  {
    id: '9',
    category: 'Sustainability',
    title: 'Water-saving rice cultivation and residue-free farming',
    description:
      'Direct seeding, alternate wetting and drying, straw management and integrated pest management: how Indian growers are making rice and produce more sustainable.',
    daysAgo: 20,
    source: 'ICAR',
    sourceUrl: 'https://icar.org.in',
    articleUrl: 'https://icar.org.in',
    stockImage: 9,
    fullContent: `<h2>Why rice is at the centre of the sustainability debate</h2>
<p>Rice is one of the most water-intensive field crops, and in north-western India, where much of the country's basmati is grown, intensive irrigation has contributed to falling groundwater levels. Burning of paddy straw after harvest is another concern, affecting air quality and soil health. At the same time, export buyers want produce with low pesticide residues. These pressures have pushed research institutions, including the <strong>Indian Council of Agricultural Research</strong> (ICAR) and state agricultural universities, to develop and promote alternatives.</p>
<h2>Saving water in rice</h2>
<h3>Direct seeded rice (DSR)</h3>
<p>Instead of raising nurseries and transplanting into puddled, flooded fields, seed is sown directly into the field. DSR can reduce water and labour requirements, although it needs good weed management and level fields to succeed.</p>
<h3>Alternate wetting and drying (AWD)</h3>
<p>Rather than keeping fields continuously flooded, farmers let the water level fall below the soil surface before re-irrigating. Managed properly, AWD saves irrigation water with little or no yield penalty and also reduces methane emissions from paddy fields.</p>
<h3>Other practices</h3>
<ul>
<li><strong>Laser land levelling</strong>, which spreads water evenly and reduces the amount needed to cover a field.</li>
<li><strong>Short-duration varieties</strong>, such as Pusa Basmati 1509 developed by ICAR's Indian Agricultural Research Institute, which need fewer irrigations.</li>
<li><strong>System of Rice Intensification (SRI)</strong> principles: younger seedlings, wider spacing and intermittent irrigation.</li>
</ul>
<h2>Managing crop residue without burning</h2>
<p>Machines that sow wheat directly into standing paddy stubble, straw choppers and balers allow residue to be retained in the soil or collected for other uses. Microbial decomposer formulations, including one developed at IARI, help break down straw in the field. Retained residue adds organic matter and improves soil moisture over time.</p>
<h2>"Residue-free" in the pesticide sense</h2>
<p>In export trade, "residue-free" usually means produce with pesticide residues below the limits of the destination market, often at or below the limit of quantification. It is achieved through:</p>
<ol>
<li><strong>Integrated pest management</strong>: monitoring pests, using resistant varieties, traps and biological controls, and spraying only when needed.</li>
<li><strong>Choosing approved products</strong> that are permitted in the destination market, not just in India.</li>
<li><strong>Respecting pre-harvest intervals</strong> so residues decline before harvest.</li>
<li><strong>Record-keeping and testing</strong> of every lot before shipment.</li>
</ol>
<p>Residue-free programmes are not the same as organic certification, which follows its own standards, but the two share many practices.</p>
<h3>What buyers can do</h3>
<p>Importers can support these practices by specifying them in contracts, paying premiums for verified lots and agreeing multi-season sourcing so farmers can invest in change. Ask about the practices behind our <a href="/category/grains">rice and grains</a> and our <a href="/category/vegetables">vegetables</a>.</p>
<h3>Further reading</h3>
<p>Research on water-efficient rice production, residue management and integrated pest management is published on the <a href="https://icar.org.in">ICAR website</a>.</p>`,
  },
  {
    id: '10',
    category: 'Innovation',
    title: 'Innovation in processing: steam sterilisation, cryogenic grinding and more',
    description:
      'How modern processing technologies help Indian spice and food exporters meet strict microbiological, flavour and purity specifications.',
    daysAgo: 22,
    source: 'FSSAI',
    sourceUrl: 'https://www.fssai.gov.in',
    articleUrl: 'https://www.fssai.gov.in',
    stockImage: 1,
    fullContent: `<h2>From commodity handling to food manufacturing</h2>
<p>Spices and dried foods are often grown and dried in open conditions, which means they can carry microbes, dust and foreign matter. Industrial buyers such as ready-meal makers, snack producers and seasoning companies need ingredients that are microbiologically safe, consistent and clean. Indian processors have invested in technologies that bridge this gap, operating within the national food-safety framework of the Food Safety and Standards Act, 2006, administered by the <strong>Food Safety and Standards Authority of India</strong> (FSSAI).</p>
<h2>Steam sterilisation</h2>
<p>Steam sterilisation exposes whole or ground spices to saturated steam for a controlled time, followed by drying and cooling. Well-designed systems achieve large reductions in bacteria such as <em>Salmonella</em>, as well as yeasts and moulds, while limiting loss of colour and aroma.</p>
<ul>
<li>It is a <strong>chemical-free</strong> alternative to fumigation with ethylene oxide, which is not permitted for food use in the European Union and several other markets.</li>
<li>Unlike irradiation, steam treatment does not trigger special labelling requirements in the markets that regulate irradiated foods.</li>
<li>Treatment should be validated for each product, since heat-sensitive spices respond differently.</li>
</ul>
<h2>Cryogenic grinding</h2>
<p>Conventional grinding generates heat, which drives off volatile oils, the compounds that give spices their aroma, and can make oily spices gum up the mill. Cryogenic grinding cools the spice, typically with liquid nitrogen, before and during milling. The benefits include:</p>
<ol>
<li>better retention of volatile oils and flavour;</li>
<li>finer and more uniform particle size;</li>
<li>smooth grinding of oil-rich spices such as nutmeg, clove and cardamom;</li>
<li>a reduced risk of oxidation during milling.</li>
</ol>
<h2>Other technologies in Indian processing plants</h2>
<ul>
<li><strong>Optical colour sorters</strong> that remove discoloured grains, stones and foreign seeds from pulses, rice and spices.</li>
<li><strong>Metal detectors and X-ray inspection</strong> on packing lines.</li>
<li><strong>Controlled dehydration</strong>, including vacuum and freeze drying, for vegetables, herbs and fruits.</li>
<li><strong>Retort processing</strong> for shelf-stable ready-to-eat curries and dals.</li>
<li><strong>Oleoresin extraction</strong> that turns spices into standardised flavour and colour concentrates.</li>
</ul>
<h2>Why it matters for buyers</h2>
<p>Processing technology lets an importer specify outcomes rather than hope for them: total plate count, pathogen absence, particle size, volatile oil content and colour value. When comparing suppliers, ask which treatments are used, how they are validated, whether equipment is dedicated to particular allergens or products, and what release testing is done on each batch.</p>
<p>Steam-sterilised and finely ground options are available across our <a href="/category/spices">spice range</a>, and our <a href="/category/processed">processed foods</a> are produced on lines equipped with sorting and metal detection.</p>
<h3>Further reading</h3>
<p>Indian food-safety standards, licensing requirements and regulatory updates are published on the <a href="https://www.fssai.gov.in">FSSAI website</a>.</p>`,
  },
]
