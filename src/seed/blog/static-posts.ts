/**
 * Static seed posts for the "Agricultural Export Authority Hub" blog.
 * Content uses a small markdown-like syntax: '## ' / '### ' headings, blank-line paragraphs,
 * '- ' bullets, '1. ' numbered lists, **bold** and [text](url) links. No raw HTML.
 */

export type SeedPost = {
  id: string
  title: string
  excerpt: string
  content: string
  category:
    | 'Market Insights'
    | 'Quality & Standards'
    | 'Export Guidelines'
    | 'Sustainability'
    | 'Industry News'
    | 'Product Spotlight'
  author: string
  date: string
  featured: boolean
  tags: string[]
  seoTitle: string
  seoDescription: string
}

const cropCalendarGuide = `For an importer, the price on a supplier's offer sheet is only a snapshot. Behind it sits a farming calendar that decides when fresh stock reaches Indian wholesale markets, how much of it there is, and how much room a supplier has to hold a price over the coming months. Buyers who understand that calendar tend to get better quality, steadier supply and fewer unpleasant surprises than buyers who only react to quotations.

This guide explains how India's cropping seasons work, when the main export spices and grains are harvested, what tends to move prices between harvests, and how to structure purchase contracts around those patterns. The dates given are typical windows. Exact timing shifts by a few weeks from year to year depending on the monsoon, temperatures and region.

## Why the calendar matters to buyers

Most Indian agricultural commodities are grown by very large numbers of smallholders and traded through regulated wholesale markets, known as mandis, before they reach processors and exporters. When a crop is harvested, arrivals at these markets rise sharply. That is normally when fresh material is most plentiful, when the widest choice of grades is available and when prices tend to be softer. Months later the same commodity is drawn from warehouses and cold stores, the best lots have already been sold, and the market becomes much more sensitive to news about the next crop.

In practice, the calendar affects three things that matter to an importer:

- **Quality and choice.** New-crop material offers the best colour, aroma and volatile oil in spices, and the widest selection of lots to test and approve.
- **Price.** Harvest-time selling pressure often gives buyers their best opportunity to fix prices, while the lean months before the next harvest are usually the most volatile.
- **Risk.** If a crop is damaged by drought, excess rain or an unseasonal cold spell, the effect is felt for a full year until the next harvest, so early information is valuable.

## India's main cropping seasons

Indian agriculture is organised around the south-west monsoon, which normally reaches the Kerala coast around the beginning of June and withdraws from the north-west of the country by about October. The trade speaks of two main seasons and a shorter third one.

### Kharif: the monsoon season

Kharif crops are sown with the arrival of the monsoon rains in June and July and harvested from about September to November. Rice, including basmati, is the best-known kharif crop, alongside maize, soybean, groundnut, cotton, sesame in many regions, and pulses such as pigeon pea (tur or arhar), green gram (moong) and black gram (urad). Because kharif yields depend heavily on the timing and distribution of rainfall, the progress of the monsoon is watched closely by everyone in the trade.

### Rabi: the winter season

Rabi crops are sown after the monsoon, from about October to December, and harvested from late winter into spring, roughly February to April. They rely on residual soil moisture, irrigation and winter rain. Wheat, chickpea (chana), lentil (masoor), mustard and most of India's seed spices, including cumin, coriander, fennel and fenugreek, are rabi crops. They are vulnerable to warm spells while grain and seed are filling, to unseasonal rain close to harvest and, in the case of seed spices, to frost and fungal disease.

### Zaid and perennial crops

A short summer season, called zaid, sits between rabi and kharif and is used mainly for vegetables, melons and some pulses such as summer moong. Plantation spices such as black pepper, cardamom and ginger follow their own cycles in the southern and north-eastern states.

## Harvest windows for key export spices

Each spice has its own rhythm, and each is concentrated in a handful of producing regions with their own trading hubs.

- **Turmeric** is harvested mainly from January to March, after which it is boiled, dried and polished. Major trading centres include Erode in Tamil Nadu, Nizamabad in Telangana and Sangli in Maharashtra. Speciality types such as Lakadong turmeric from the hills of Meghalaya are valued for their high curcumin content; see our [Lakadong turmeric](/product/turmeric-lakadong) for specifications. Because turmeric is planted around the start of the monsoon, the area sown for the following year is already visible by mid-year.
- **Cumin** is a rabi crop grown mainly in Gujarat and Rajasthan and harvested from about February to April. Unjha in north Gujarat is the best-known market. Cumin is sensitive to cold waves, unseasonal rain and disease around flowering, and its price can move sharply within a single season.
- **Dried red chilli** is harvested from about January to April, with Andhra Pradesh, Telangana and Karnataka among the leading producers and Guntur as the largest trading centre. Extensive cold storage allows chilli to be supplied throughout the year, but prices are still set by the size of the new crop and the stocks carried over from the previous one. Varieties such as Teja, Sannam and Byadgi differ markedly in pungency and colour, so specify the variety, not just "red chilli".
- **Coriander, fennel and fenugreek** follow a rabi pattern similar to cumin, with harvest from about February to April, mainly in Rajasthan, Gujarat and Madhya Pradesh.
- **Black pepper** is harvested in Kerala and Karnataka roughly between December and March, while **small cardamom** is picked in several rounds over the second half of the year and into the winter, with auctions running through much of the year.
- **Ginger** is typically lifted from about December onwards, and dry ginger is processed in the months that follow.

You can check current availability of these items in our [spices catalogue](/category/spices).

## Grains, pulses and oilseeds

### Basmati rice

Basmati is a kharif crop grown in the Indo-Gangetic plains, mainly in Punjab, Haryana and western Uttar Pradesh, with smaller areas in Jammu, Himachal Pradesh, Uttarakhand and Delhi. Transplanting takes place in June and July, and harvesting runs from about October to December. Earlier-maturing varieties such as Pusa 1509 arrive first, and extra-long-grain varieties such as Pusa 1121 and the traditional types follow.

Many buyers, particularly in the Middle East, prefer aged basmati, stored as paddy or rice for several months to a year or more. Ageing lowers moisture and improves the elongation and separation of the grains on cooking. This means the new crop harvested in the autumn is often not what an importer actually receives until the following year, and the price of aged stock reflects the cost of holding it. Our [1121 basmati](/product/basmati-1121) page describes the grades and ageing options we offer.

### Non-basmati rice

Non-basmati rice is grown in both kharif and rabi seasons across different states, which gives a more continuous supply. It is also the part of the rice trade most exposed to government export policy, because non-basmati rice is central to India's domestic food security programmes.

### Pulses

Chickpea and lentil are rabi crops harvested from about February to April, while pigeon pea, moong and urad are mainly kharif crops harvested between about September and January. India is the world's largest producer and consumer of pulses and also a major importer, so export availability of dals depends on domestic supply, import flows and government stock policy as much as on the local harvest.

### Oilseeds

Groundnut and soybean are principally kharif crops harvested in October and November, although groundnut also has a smaller rabi and summer crop. Sesame is grown in both the kharif and summer seasons in different regions, and mustard is a rabi crop harvested from about February to April. Oilseed prices are strongly linked to international vegetable oil markets, which adds a global dimension to the local calendar.

## What moves prices between harvests

Harvest timing sets the broad pattern, but many other forces push prices up or down within it.

### Weather at every stage

The seasonal monsoon forecast issued by the India Meteorological Department in April, the actual onset in June, and the distribution of rain through July and August shape expectations for kharif crops. For rabi crops, the key risks are high temperatures during grain and seed development, unseasonal rain at harvest and cold waves. Weather risk is never fully priced in until the crop is in the warehouse.

### Sowing area and farmer decisions

Farmers choose between competing crops based partly on the previous year's returns. A year of high cumin prices often brings more land into cumin the next season, while a disappointing turmeric price can reduce planting. Government figures on sown area, released as each season progresses, are among the earliest indications of the size of the next crop.

### Arrivals and stocks

Daily arrivals in the main mandis and the level of stocks in cold stores and warehouses are followed closely by traders. A slow pace of arrivals early in the season can signal a smaller crop, or it can mean that farmers are holding back in the expectation of higher prices. Reading the difference is part of a supplier's job.

### Government policy

The Indian government announces Minimum Support Prices for many crops, procures large volumes of rice and wheat for public distribution, and can adjust export policy quickly when domestic prices rise. Recent examples include restrictions on wheat exports in 2022, restrictions on non-basmati white rice exports and a minimum export price for basmati in 2023, and curbs on onion exports. A policy change can alter availability and prices overnight, so contracts should deal with it explicitly.

### Currency, freight and global markets

Most export contracts are priced in US dollars, while farmers and traders are paid in rupees, so movements in the exchange rate feed directly into offers. Ocean freight rates and routing disruptions, such as the diversions around the Cape of Good Hope that many carriers began in late 2023, affect landed cost and transit time. Supply from competing origins, such as Pakistan for basmati or Syria, Turkey and other producers for cumin, also influences international prices.

### Domestic demand

India consumes most of what it produces. Demand rises ahead of major festivals, particularly in the run-up to Diwali in October or November, and during the wedding season. Strong domestic buying can tighten export availability even in a reasonable crop year.

## Planning contracts around the calendar

Understanding the calendar is only useful if it changes how you buy. The following approach works well for most importers.

1. **Map your annual requirement against harvest windows.** For each product, note when new-crop material becomes available and when the lean period falls. Aim to cover a meaningful share of your annual needs during or soon after harvest, when quality choice is greatest.
2. **Split coverage into tranches.** Rather than buying a full year's volume at one price, fix part of it at harvest and book the rest in stages. This reduces the risk of having committed everything at the wrong moment.
3. **Agree specifications before price.** Moisture, purity, admixture, colour value, pungency, curcumin, grain length and residue compliance should be written into the contract, together with the test method and the laboratory whose result decides a dispute.
4. **Specify new crop or old crop.** For spices, new-crop material is generally preferred. For basmati, state the required age and whether you want raw, steam or sella (parboiled) rice.
5. **Use shipment windows, not single dates.** A monthly or fortnightly window with a defined quantity tolerance gives both sides flexibility around vessel schedules and processing capacity.
6. **Address policy risk.** Include clear clauses on what happens if export restrictions, minimum export prices or new duties are introduced after the contract is signed.
7. **Approve samples early.** Ask for pre-shipment samples from the actual lot and keep sealed reference samples, so that any quality question can be settled quickly.

## Signals worth watching

Importers do not need to follow every market report, but a few sources give early warning of change:

- The monsoon forecast and weekly rainfall reports from June to September.
- Government sown-area figures and advance crop estimates.
- Arrivals and prices in key markets such as Unjha, Erode, Nizamabad and Guntur.
- Spice futures on India's commodity exchanges, particularly for turmeric, cumin and coriander, which reflect domestic sentiment even if you never trade them.
- Notifications from the Directorate General of Foreign Trade (DGFT), which announces changes to export policy.
- Freight indices and carrier announcements on your main routes.

## Working with your supplier

A good exporter should be able to tell you where each crop stands in its cycle, how this year's harvest compares with a normal year, and when it makes sense to book. At Bharat Agro Exports we share crop updates with our regular buyers throughout the season and help them plan coverage around harvest windows. If you would like a sourcing plan for the coming year, [contact our team](/contact) with your products, volumes and destination ports.`

const foodSafetyGuide = `Spices are among the food categories most frequently flagged at European and American borders, and because India is the world's largest producer and exporter of spices, Indian consignments are tested more often than those from almost any other origin. For an importer, a consignment that fails at the border means more than a lost shipment. It can bring destruction or re-export costs, tighter inspection of future shipments, customer recalls and damage to a brand that took years to build.

This article summarises the main food-safety requirements that Indian spices must meet in the European Union and the United States, how the industry has responded to recent problems, and what an importer should ask of a supplier. It is a practical overview rather than legal advice. Limits change, so always check the current consolidated text of the regulations before contracting.

## Who sets the rules

In the European Union, food safety rests on the General Food Law, Regulation (EC) No 178/2002, which makes the business placing food on the market responsible for its safety. Specific limits are set in separate regulations on pesticide residues, contaminants and microbiological criteria, and border controls are organised under the Official Controls Regulation, (EU) 2017/625. Member states share alerts about non-compliant products through the Rapid Alert System for Food and Feed (RASFF), and these notifications are public.

In the United States, the Food and Drug Administration (FDA) enforces food safety under the Federal Food, Drug, and Cosmetic Act and the Food Safety Modernization Act (FSMA). Pesticide tolerances are set by the Environmental Protection Agency (EPA) and published in Title 40 of the Code of Federal Regulations, Part 180. Importers must comply with the Foreign Supplier Verification Program (FSVP) rule, which requires them to verify that their foreign suppliers produce food to US safety standards.

## Pesticide residues

### The EU framework

Maximum residue levels (MRLs) for pesticides in the EU are set under Regulation (EC) No 396/2005. Spices form their own product group, with MRLs set for each active substance. Where no specific MRL exists, a default limit of 0.01 mg/kg applies, and for many substances the limit for spices sits at or close to the lowest level that laboratories can reliably quantify. In practice, a pesticide that is registered and widely used in India may be unacceptable in any measurable amount in Europe.

MRLs are amended several times a year, often downwards when an active substance loses its EU approval. A product that complied last season may not comply this season, so both exporter and importer need a routine for tracking changes.

### The US framework

In the United States, a residue is permitted only if the EPA has established a tolerance for that pesticide on that commodity, or an exemption applies. If there is no tolerance, any detectable residue makes the food adulterated under federal law. US tolerances are not always stricter or looser than EU MRLs; they are simply different, so a shipment that passes in one market may fail in the other. The FDA also uses import alerts, including one dedicated to pesticide residues, to detain products from firms with a history of violations without physical examination.

### Controlling residues at source

Because spices are grown by large numbers of small farmers, residue control starts with procurement. Responsible exporters work with farmer groups on approved pesticide lists and pre-harvest intervals, screen raw material before purchase, segregate lots by test result, and use cleaning and processing steps that can reduce, but never reliably remove, residues. For EU-bound consignments, selecting compliant raw material from the outset is far more dependable than hoping that processing will bring a lot below the limit.

## Ethylene oxide: what happened and what changed

Ethylene oxide (ETO) is a gas that has been used in several countries to reduce microbial contamination in spices and other dry ingredients. It is not approved for use on food in the European Union, and the EU MRL for spices, defined as the sum of ethylene oxide and its reaction product 2-chloroethanol expressed as ethylene oxide, is set at a very low level close to the limit of quantification.

In September 2020, authorities in Belgium reported ethylene oxide in sesame seeds from India. Further testing across Europe found residues in many more consignments and, over the following months, in a wide range of processed foods made with affected ingredients, leading to some of the largest food recalls the EU had seen. The EU placed sesame seeds from India under increased border checks, and member states agreed a strict line that products containing an ingredient with ETO above its MRL had to be withdrawn, regardless of the final concentration in the finished food.

The United States takes a different approach. The EPA permits ethylene oxide treatment of spices and sets tolerances for both ETO and 2-chloroethanol. This difference is one reason why exporters cannot assume that a process acceptable for one market is acceptable for another.

Indian regulators and exporters responded on several fronts. Additional pre-export testing was introduced for EU-bound sesame, laboratories invested in methods able to measure ETO and 2-chloroethanol at very low levels, and many processors abandoned ETO entirely in favour of steam sterilisation for every market. For an importer, the key protections are straightforward: state in the contract that the product has not been treated with ETO, require a test for ETO and 2-chloroethanol from an accredited laboratory on every lot destined for the EU, and confirm how the supplier controls microbial load instead.

## Mycotoxins: aflatoxins and ochratoxin A

Aflatoxins and ochratoxin A (OTA) are toxins produced by moulds that can grow on crops when drying or storage conditions are poor. Chilli, nutmeg, ginger, turmeric and black pepper are among the spices most often affected, together with groundnuts, some tree nuts and cereals.

In the EU, maximum levels for contaminants are now set by Commission Regulation (EU) 2023/915, which replaced the long-standing Regulation (EC) No 1881/2006 in May 2023. For the main spices covered, including chilli and paprika, pepper, nutmeg, ginger and turmeric, the limits are 5 µg/kg for aflatoxin B1 and 10 µg/kg for the sum of aflatoxins B1, B2, G1 and G2. For OTA, a limit of 15 µg/kg applies to dried spices in general, with a higher limit of 20 µg/kg for Capsicum species such as chilli and paprika.

In the United States, the FDA applies an action level of 20 µg/kg (20 parts per billion) for total aflatoxins in most human foods, and products above it can be refused entry or removed from the market.

Prevention works far better than trying to test the problem away. Good practice includes drying quickly to a safe moisture level, drying on clean tarpaulins or raised platforms rather than bare earth, sorting out mouldy and damaged material, and storing in dry, ventilated warehouses. Because mycotoxins are unevenly spread through a lot, concentrated in a small number of pods, kernels or pieces, sampling matters enormously, as discussed below.

## Salmonella and microbiological safety

Spices are often added to foods that receive no further cooking, so pathogens such as Salmonella are a serious concern. EU authorities treat Salmonella in spices as making a product unsafe, and RASFF notifications for Salmonella in spices and herbs appear regularly. In the United States, the FDA maintains an import alert for foods contaminated with Salmonella, and its preventive controls framework treats Salmonella as a hazard that must be controlled in spices.

Contamination usually happens at the farm or during drying, from soil, water, birds, rodents and handling. Good agricultural and hygiene practices reduce it, but for most raw spices a validated microbial reduction step is needed to achieve consistent results.

### Steam sterilisation and other treatments

Steam sterilisation has become the preferred treatment for spices destined for Europe and is widely used for the US market as well. The product is exposed to saturated or superheated steam, often under controlled pressure or vacuum, for a short time, and is then dried and cooled. A well-designed process achieves a large and validated reduction in microbial counts, usually expressed as a log reduction of a target organism, while limiting the loss of volatile oil and colour.

When evaluating a supplier's process, ask for:

- Evidence that the process has been validated for the specific product, for example with surrogate organisms.
- Batch records showing that each run met its critical time and temperature parameters.
- Post-treatment results for Salmonella, total plate count, Enterobacteriaceae, yeasts and moulds, and any other organisms in your specification.
- Controls that prevent recontamination between sterilisation and packing, such as segregated high-care packing areas.

Irradiation is another option permitted for dried spices in some markets, but in the EU it requires an approved facility and labelling, and many European buyers do not accept it.

## Testing methods and laboratories

A test result is only as good as the method and laboratory behind it. Reputable exporters use laboratories accredited to ISO/IEC 17025, in India usually by the National Accreditation Board for Testing and Calibration Laboratories (NABL), with the specific test included in the scope of accreditation. Common approaches include:

- **Pesticide residues:** multi-residue screening using QuEChERS-type extraction followed by LC-MS/MS and GC-MS/MS, covering several hundred active substances. Spices are difficult matrices, so check that the laboratory has validated its methods on spices rather than only on fruit and vegetables.
- **Ethylene oxide:** GC-MS/MS analysis for ETO and 2-chloroethanol, with the result reported as the sum expressed as ETO, in line with the EU residue definition.
- **Aflatoxins and OTA:** immunoaffinity column clean-up followed by HPLC with fluorescence detection, as in established AOAC and ISO or EN methods, or validated LC-MS/MS multi-mycotoxin methods.
- **Salmonella:** ISO 6579-1, or the method in the FDA's Bacteriological Analytical Manual for US shipments.
- **Physical and chemical quality:** ASTA analytical methods and cleanliness specifications, ISO methods for moisture and volatile oil, and curcumin or colour value where relevant.
- **Adulteration:** screening for illegal dyes such as Sudan dyes in chilli products, and for lead and other contaminants in turmeric.

In Europe, many buyers also reference the European Spice Association's Quality Minima Document, which sets out commonly accepted quality parameters. In the United States, the FDA's defect action levels and ASTA's cleanliness specifications set expectations for extraneous matter.

## Sampling and pre-shipment testing

Sampling is where many disputes begin. For pesticide residues, a composite sample from a well-blended lot is usually representative. For mycotoxins it is not: contamination sits in a few units, so a reliable result needs many incremental samples drawn from across the lot and combined into a large aggregate sample, which is then ground and mixed before a test portion is taken. EU official sampling rules for mycotoxins follow this principle, and a pre-shipment sampling plan should do the same.

A sound pre-shipment protocol includes:

1. Defining the lot: one production batch, processed and packed under the same conditions, with a unique lot code printed on every bag or carton.
2. Sampling after final processing and packing, not from raw material, so the result reflects what is actually shipped.
3. Drawing samples through an independent inspection company or under the buyer's supervision, with sealed duplicate samples kept by both parties.
4. Testing at an accredited laboratory against the destination market's limits and any stricter customer limits.
5. Releasing the lot for shipment only after results have been received and reviewed.

### The certificate of analysis

A certificate of analysis (CoA) should identify the laboratory and its accreditation, the lot number matching the shipping documents, the sampling date and who drew the sample, each parameter tested, the method used, the limit of quantification, the result and the applicable limit. A CoA that lists results without methods or quantification limits, or that refers to a lot number you cannot trace to the invoice, offers much less protection than it appears to.

## Where APEDA and the Spices Board fit in

In India, spice exports are overseen by the Spices Board, a statutory body under the Ministry of Commerce and Industry. Every spice exporter must hold a Certificate of Registration as Exporter of Spices (CRES) from the Board. The Spices Board runs quality evaluation laboratories in major producing and port cities and, for certain combinations of product and destination where problems have arisen, requires mandatory pre-shipment sampling and testing before export is allowed. The products and destinations covered have changed over time as issues emerged and were resolved.

Rice, groundnuts, fresh produce and many processed foods fall under the Agricultural and Processed Food Products Export Development Authority (APEDA), which operates traceability and residue monitoring systems for some fresh produce bound for Europe and specific export procedures for products such as groundnuts.

On the EU side, Implementing Regulation (EU) 2019/1793 lists certain products from certain countries for increased official controls at the border and, in some cases, requires an official certificate with sampling and analysis results from the authorities of the exporting country. Indian products have appeared on this list at various times, so check the current version before each season.

Government testing is a valuable safety net, but it does not replace your own verification. Under EU law and the US FSVP rule alike, responsibility for safety rests with the business placing the product on the market.

## A checklist for importers

- Tell your supplier the destination market and any customer-specific limits before raw material is procured.
- Require residue testing against the relevant MRLs or tolerances, including ETO and 2-chloroethanol for the EU.
- Specify microbiological limits and the microbial reduction method, and ask for validation evidence.
- Agree the sampling method, the laboratory and how disagreements will be resolved.
- Check that every CoA matches the lot, the invoice and the packing list.
- Keep sealed reference samples of every lot until the product has been sold and consumed.

Quality documentation for each of our spices, including our [Lakadong turmeric](/product/turmeric-lakadong), is available on request, and our [spices catalogue](/category/spices) shows the steam-sterilised grades we supply. To discuss the requirements of your market, [speak to our quality team](/contact).`

const importGuide = `Importing agricultural products from India is straightforward once you know the sequence, but every shipment brings together a supplier, a freight forwarder, a shipping line, banks, inspection agencies and regulators in two countries. Most problems in first-time imports come not from the product itself but from a missing document, an unclear specification or a misunderstanding about who pays for what.

This guide walks through the process from first inquiry to customs clearance at destination, following the steps we use with our own buyers. Rules differ between importing countries, so treat it as a framework and confirm local requirements with your customs broker or food authority.

## Step 1: Define what you need

Before contacting suppliers, write down the essentials:

- Product and grade, including key quality parameters such as moisture, purity, grain length, colour or pungency.
- Quantity per shipment and per year, and whether you need full container loads.
- Packing: bag type and size, private label or neutral packing, and the labelling rules of your market.
- Destination port and preferred shipment period.
- Regulatory requirements in your country: import permits, product registration, pesticide and contaminant limits, and certifications such as organic or halal.

A clear requirement sheet lets suppliers quote accurately and makes offers from different exporters comparable.

## Step 2: Send inquiries and check suppliers

When you approach exporters, ask for their registrations as well as their prices. An established Indian agricultural exporter will normally have:

- An Importer-Exporter Code (IEC) issued by the Directorate General of Foreign Trade (DGFT).
- Registration with the relevant export promotion body, such as APEDA for rice, pulses, processed foods and fresh produce, or the Spices Board for spices.
- A food business licence from the Food Safety and Standards Authority of India (FSSAI).
- If you import into the United States, a valid FDA food facility registration for the processing plant.

Ask for trade references, details of the processing facility, food safety certifications such as ISO 22000, FSSC 22000 or BRCGS, and recent laboratory reports. A video walk-through or a visit to the facility, in person or through a third-party audit, is worthwhile before a large order.

## Step 3: Approve samples

Samples come in two kinds. A type sample shows the general quality a supplier can offer and is used to agree the specification. A pre-shipment sample is drawn from the actual lot to be shipped. Both matter: the type sample records what you agreed to buy, and the pre-shipment sample confirms what you are about to receive.

Test type samples in your own or an independent laboratory against your market's requirements, and keep a portion sealed and labelled so that it can serve as the reference if a quality question arises later.

## Step 4: Agree the proforma invoice and contract

Once price and specification are settled, the exporter issues a proforma invoice, which often serves as the basis for opening a letter of credit or making an advance payment. It should state:

- The exact product description and specification, including tolerances.
- Quantity, with a permitted variation such as plus or minus 5 per cent.
- Unit price, currency and the Incoterm with a named place, for example "CIF Jebel Ali, Incoterms 2020".
- Packing and marking.
- Shipment period and port of loading.
- Payment terms.
- The list of documents to be supplied.
- Inspection arrangements and who bears their cost.

For repeat business, a formal sales contract covering quality claims, force majeure, changes in export policy and dispute resolution is well worth the effort.

## Step 5: Choose the right Incoterm

Incoterms 2020, published by the International Chamber of Commerce (ICC), define where costs and risks pass from seller to buyer. The three terms most common in agricultural trade from India are:

- **FOB (Free On Board):** the exporter clears the goods for export and loads them on board the vessel at the named Indian port. Risk passes to you once the goods are on board, and you arrange and pay for ocean freight and insurance. FOB suits importers with good freight contracts or a preferred forwarder.
- **CFR (Cost and Freight):** the exporter also pays ocean freight to the destination port, but risk still passes when the goods are loaded in India, so you should arrange your own cargo insurance.
- **CIF (Cost, Insurance and Freight):** as CFR, plus the exporter buys cargo insurance for your benefit. Under Incoterms 2020 the minimum cover for CIF is Institute Cargo Clauses (C) for 110 per cent of the contract value, which covers a limited list of risks. If you want all-risks cover, specify Institute Cargo Clauses (A) in the contract.

The ICC points out that FCA, CPT and CIP are technically better suited to containerised cargo, because containers are handed over at a terminal before loading, yet FOB, CFR and CIF remain standard in the agricultural trade. Whichever term you choose, destination charges such as terminal handling, customs clearance and duties are normally for the buyer's account.

## Step 6: Agree payment terms

The payment method balances risk between buyer and seller.

- **Letter of credit (LC) at sight:** your bank undertakes to pay the exporter when documents complying with the credit are presented, under the ICC's UCP 600 rules. It protects both sides but carries bank charges, and any discrepancy between the documents and the LC terms can delay payment. Draft the LC carefully and share the draft with the exporter before it is issued.
- **Cash against documents (CAD):** the exporter's bank sends the shipping documents to your bank, which releases them when you pay, usually under the ICC's URC 522 rules for collections. It is cheaper than an LC, but the exporter carries the risk that you do not take up the documents, so it is generally offered to established buyers.
- **Telegraphic transfer (TT) in advance:** full or partial payment before shipment. A common structure for new relationships is a partial advance, with the balance paid against scanned copies of the shipping documents before the originals or a telex release are handed over.

Whatever method you use, confirm bank details by telephone with a known contact. Fraudulent emails asking for payment to a "new" account are a real risk in international trade.

## Step 7: Production, inspection and testing

After the order is confirmed, the exporter procures, cleans, grades, processes and packs the product, and this is when pre-shipment inspection and laboratory testing take place. Many importers appoint an independent inspection company to check quality, quantity, packing and marking, to draw samples and to supervise container loading. Laboratory testing should be carried out on the final packed lot by an accredited laboratory, covering the parameters your market requires.

## Step 8: Container booking and loading

Most Indian agricultural exports move in standard dry containers. As a rough guide, a 20-foot container carries around 18 to 20 metric tonnes of rice in bags. Heavy, dense products such as rice, pulses and sugar tend to reach the permitted weight before the container is full, so 20-foot containers are the usual choice. Light, bulky products such as whole dried chillies fill the space long before reaching the weight limit, and a 40-foot container is usually more economical. Road weight limits at either end may reduce the practical payload further.

Good loading practice includes checking the container for cleanliness, odour, holes and damage, lining it with kraft paper, adding desiccants to manage condensation on long voyages, and photographing each stage of loading. Where fumigation is required, it is carried out by an approved operator, typically with aluminium phosphide or methyl bromide depending on the product and destination. Any wooden pallets must comply with ISPM 15.

Fresh vegetables and fruit travel in refrigerated containers, or reefers, with temperature, ventilation and sometimes humidity set for the specific product. The cold chain starts at the packhouse with pre-cooling, and any break in it shortens shelf life. Our [fresh vegetables](/category/vegetables) are shipped under temperature settings agreed with each buyer.

## Step 9: Export documentation

The documents required depend on the product and destination, but a typical agricultural shipment from India includes:

- **Commercial invoice:** the basis for customs valuation, which must match the contract and, where used, the LC exactly.
- **Packing list:** number of packages, net and gross weights, and lot numbers.
- **Bill of lading:** issued by the carrier as a receipt for the goods, evidence of the contract of carriage and, when negotiable, a document of title. Agree in advance whether you need original bills, a sea waybill or a telex release.
- **Certificate of origin:** a non-preferential certificate proves Indian origin in general terms. A preferential certificate allows reduced or zero duty under a trade agreement, for example India's agreements with the UAE, Australia, Japan, South Korea, the ASEAN group, or South Asian countries under SAFTA. Preferential certificates are issued by designated Indian agencies, largely through the DGFT's online platform, and the goods must meet the rules of origin of the agreement concerned.
- **Phytosanitary certificate:** issued after inspection by India's National Plant Protection Organisation, the Directorate of Plant Protection, Quarantine and Storage. Many countries require it for plant products such as grains, pulses, whole spices, seeds and fresh produce, and it should carry any additional declarations specified in your country's import conditions.
- **Fumigation certificate:** issued by the fumigation operator, stating the chemical, dosage, exposure period and temperature.
- **Health certificate:** required by some countries for certain foods and issued by the Indian authority designated for that product and market, such as the Export Inspection Council.
- **Certificate of analysis:** laboratory results for the shipped lot.
- **Others as required:** an insurance certificate for CIF shipments, inspection certificates of quality and weight, organic or halal certificates, and anything else your customers ask for.

Send draft documents to your customs broker before shipment. Correcting a document in India before the vessel sails is far easier than correcting it after arrival.

## Step 10: Classify the goods correctly

Customs duties, import conditions and trade agreement eligibility all depend on the Harmonized System (HS) code. The first six digits are common internationally, and each country adds further digits for its own tariff. Some examples:

- Rice, semi-milled or wholly milled: 1006.30
- Turmeric: 0910.30
- Cumin seeds, neither crushed nor ground: 0909.31
- Dried chillies, neither crushed nor ground: 0904.21
- Chickpeas, including split chickpeas such as our [chana dal](/product/chana-dal): 0713.20
- Sesame seeds: 1207.40

Confirm the full national code with your customs broker, and make sure the same classification appears on the commercial invoice, the certificate of origin and the import declaration.

## Step 11: Transit

Approximate port-to-port transit times from India's main container ports, such as Nhava Sheva and Mundra on the west coast and Chennai on the east coast, are:

- Gulf ports such as Jebel Ali and Dammam: around one week.
- East Africa and the Red Sea: around two to three weeks.
- Northern Europe: around four to five weeks via the Suez Canal, and longer when carriers route around the Cape of Good Hope.
- Mediterranean: around three to four weeks.
- US East and West Coasts: around four to six weeks, often with transhipment.
- Southeast Asia: around one to three weeks.

These ranges vary with the shipping line, transhipment connections and congestion, so plan stock levels with a buffer.

## Step 12: Arrival and clearance

Before arrival, file any advance notifications your country requires. For ocean shipments to the United States, an Importer Security Filing must be lodged before loading and FDA Prior Notice given before arrival. In the EU, certain plant products and higher-risk foods must be pre-notified through the TRACES system and presented at a border control post. Your customs broker lodges the import declaration, pays duties and taxes, and arranges any inspections. Collect containers promptly: free time at destination terminals is limited, and demurrage and detention charges build up quickly.

## Common pitfalls

- **Vague specifications.** "Good quality" is not a specification. Define every parameter that matters and how it will be tested.
- **Document mismatches.** A spelling difference in the consignee's name or a weight that differs between documents can delay clearance, or payment under an LC.
- **Ignoring destination rules.** Check pesticide limits, labelling rules and import permits before ordering, not after the container arrives.
- **Under-insuring.** Minimum CIF cover may not protect you against the losses you actually face.
- **Condensation damage.** Voyages through changing climates can cause moisture damage to dry cargo without proper lining and desiccants.
- **Policy changes.** India can adjust export policy for sensitive commodities at short notice. Include a contract clause that covers this and keep in regular contact with your supplier.

## Getting started

If this is your first import from India, start with a trial container of a single product, learn how documents and clearance work in your market, and scale up from there. Our team can help with specifications, documentation and freight options for our [grains](/category/grains) and other products. [Contact us](/contact) with your requirements and destination port, and we will prepare a quotation together with a full list of the documents your shipment will need.`

export const staticPosts: SeedPost[] = [
  {
    id: '1',
    title: "Reading the Indian Crop Calendar: A Buyer's Guide to Sourcing Spices and Grains",
    excerpt:
      'How kharif and rabi seasons, spice harvest windows and basmati ageing shape availability and price, and how importers can plan contracts around them.',
    content: cropCalendarGuide,
    category: 'Market Insights',
    author: 'Priya Nair, Head of Market Research',
    date: '2024-01-15',
    featured: true,
    tags: [
      'crop calendar',
      'spice sourcing',
      'basmati rice',
      'commodity prices',
      'procurement planning',
    ],
    seoTitle: 'Indian Crop Calendar: Sourcing Spices and Grains',
    seoDescription:
      'When Indian spices, basmati, pulses and oilseeds are harvested, what moves their prices, and how importers can plan contracts around the crop calendar.',
  },
  {
    id: '2',
    title:
      'EU and US Food Safety Rules for Indian Spices: Residues, Mycotoxins, ETO and Salmonella',
    excerpt:
      'A practical guide to pesticide MRLs, ethylene oxide, aflatoxin and ochratoxin limits, Salmonella control, testing and certificates of analysis for spice importers.',
    content: foodSafetyGuide,
    category: 'Quality & Standards',
    author: 'Dr. Arjun Mehta, Director of Quality Assurance',
    date: '2024-01-12',
    featured: true,
    tags: [
      'food safety',
      'pesticide MRLs',
      'ethylene oxide',
      'aflatoxin',
      'steam sterilisation',
      'EU regulations',
    ],
    seoTitle: 'EU and US Food Safety Rules for Indian Spices',
    seoDescription:
      'Pesticide MRLs, ethylene oxide, aflatoxin and OTA limits, Salmonella control and pre-shipment testing: what Indian spices must meet in the EU and US.',
  },
  {
    id: '3',
    title: 'How to Import Agricultural Products from India: A Step-by-Step Guide',
    excerpt:
      'From inquiry and samples to Incoterms, payment terms, export documents, HS codes, container loading and clearance: a practical roadmap for importers.',
    content: importGuide,
    category: 'Export Guidelines',
    author: 'Rohan Deshpande, Export Operations Manager',
    date: '2024-01-10',
    featured: false,
    tags: [
      'import guide',
      'Incoterms 2020',
      'export documentation',
      'letter of credit',
      'shipping logistics',
    ],
    seoTitle: 'How to Import Agricultural Products from India',
    seoDescription:
      'A step-by-step guide for importers: samples, proforma invoices, Incoterms, payment terms, documents, HS codes, container loading and transit times.',
  },
]
