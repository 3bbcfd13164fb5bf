import type { CatalogueTranslation } from '../types'

const q = (parameter: string, specification: string) => ({ parameter, specification })
const v = (name: string, ...attributes: [string, string][]) => ({ name, attributes })

const pestizide = q('Pestizidrückstände', 'Gemäß EU-Rückstandshöchstgehalten (VO (EG) 396/2005)')
const salmonellen = q('Salmonellen', 'Nicht nachweisbar in 25 g')
const ethylenoxid = q(
  'Ethylenoxid (Summe mit 2-Chlorethanol)',
  'Unter EU-Rückstandshöchstgehalt 0.05 mg/kg',
)
const aflatoxineVerzehr = q(
  'Aflatoxine',
  'B1 max. 2 µg/kg, gesamt max. 4 µg/kg (zum unmittelbaren Verzehr)',
)

export const oilseeds: CatalogueTranslation = {
  'sesame-seeds-white': {
    name: 'Sesam',
    variety: 'Weiß, natur',
    origin:
      'Gujarat (Amreli, Bhavnagar, Rajkot), Rajasthan (Pali, Tonk), Madhya Pradesh (Chhatarpur, Tikamgarh), Uttar Pradesh (Jhansi, Mahoba)',
    description:
      'Weißer Natursesam aus der Sommerernte Saurashtras und der Kharif-Ernte von Rajasthan, Madhya Pradesh und Bundelkhand, gereinigt und mit Sortex sortiert in unserem Partnerwerk in Gujarat. Bäckereien, Hersteller von Tahini und Halva sowie Ölmühlen im Fernen Osten, im Nahen Osten und in Europa kaufen ihn wegen seiner hellen Farbe und seines hohen Ölgehalts. Jede für die EU bestimmte Partie wird vor der Verladung auf Salmonellen und Ethylenoxid untersucht.',
    grade: 'Natur, Sortex-gereinigt 99.95 %',
    moisture: 'max. 6 %',
    moq: '1 x 20ft FCL',
    leadTime: '10-15 Tage',
    port: 'Mundra',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke', '1-t-Big-Bags'],
    specifications: [
      ['Reinheit', '99.95 % (Sortex), 99.90 % (maschinell gereinigt)'],
      ['Ölgehalt', 'min. 48 %'],
      ['Freie Fettsäuren', 'max. 2 %'],
      ['Andersfarbige Samen', 'max. 1 %'],
      ['Ernte', 'Sommer (Mai-Juni) und Kharif (Oktober-Dezember)'],
    ],
    varieties: [
      v('Natur 99.95 % Sortex', ['Reinheit', '99.95 %'], ['FFA', 'max. 1.5 %']),
      v('Natur 99.90 % maschinell gereinigt', ['Reinheit', '99.90 %'], ['FFA', 'max. 2 %']),
      v('Natur 99/1', ['Reinheit', '99 %'], ['Beimischung', 'max. 1 %']),
    ],
    qualityParameters: [
      q('Reinheit (Verunreinigungen)', 'min. 99.95 %'),
      q('Feuchtigkeit', 'max. 6 %'),
      q('Ölgehalt', 'min. 48 %'),
      q('Freie Fettsäuren (als Ölsäure)', 'max. 2 %'),
      salmonellen,
      ethylenoxid,
      aflatoxineVerzehr,
      pestizide,
    ],
  },
  'sesame-seeds-hulled': {
    name: 'Geschälter Sesam',
    variety: 'Mechanisch geschält, maschinell getrocknet',
    origin: 'Gujarat (Saurashtra), Rajasthan, Madhya Pradesh',
    description:
      'Geschälter Sesam ist weißer Natursesam, dessen Schale durch Einweichen und mechanisches Schälen entfernt wird; anschließend wird er getrocknet, mit Sortex sortiert und durch den Metalldetektor geführt. Seine saubere, leuchtend weiße Farbe eignet sich für Burgerbrötchen, Sesamriegel, Tahini und Sushi. Wir versenden ihn in Säcken mit Inliner aus Werken, die ein Salmonellen-Programm mit Positivfreigabe betreiben.',
    grade: 'Geschält 99.95 %, Sortex',
    moisture: 'max. 5 %',
    moq: '1 x 20ft FCL',
    leadTime: '2-3 Wochen',
    port: 'Mundra',
    packSizes: ['25-kg-Mehrlagen-Papiersäcke mit PE-Inliner', '25-kg-PP-Säcke mit Inliner'],
    specifications: [
      ['Reinheit', '99.95-99.98 %'],
      ['Ölgehalt', 'min. 50 %'],
      ['Freie Fettsäuren', 'max. 1.5 %'],
      ['Ungeschälte Samen', 'max. 0.5 %'],
      ['Verfahren', 'In Wasser eingeweicht, mechanisch geschält, ohne Chemikalien'],
    ],
    varieties: [
      v('Geschält 99.95 %', ['Reinheit', '99.95 %'], ['Verwendung', 'Bestreuung von Backwaren']),
      v('Geschält 99.98 % Premium', ['Reinheit', '99.98 %'], ['Verwendung', 'Tahini, Süßwaren']),
    ],
    qualityParameters: [
      q('Reinheit (Verunreinigungen)', 'min. 99.95 %'),
      q('Feuchtigkeit', 'max. 5 %'),
      q('Ölgehalt', 'min. 50 %'),
      q('Freie Fettsäuren (als Ölsäure)', 'max. 1.5 %'),
      salmonellen,
      ethylenoxid,
      aflatoxineVerzehr,
      pestizide,
    ],
  },
  'sesame-seeds-black': {
    name: 'Schwarzer Sesam',
    variety: 'Schwarz, natur',
    origin: 'Gujarat (Saurashtra), Madhya Pradesh, Uttar Pradesh (Bundelkhand)',
    description:
      'Schwarzer Sesam schmeckt kräftiger, leicht bitter und nussig und ist in Japan, Korea, China und Taiwan für Pasten, Süßwaren, Reisbestreuungen und geröstetes Öl stetig gefragt. Wir sortieren ihn mit Sortex, um braune und weiße Samen zu entfernen, damit die Farbe einheitlich bleibt. Er wird nach denselben Standards für Salmonellen und Rückstände geprüft wie unser weißer Sesam.',
    grade: 'Sortex 99.95 %',
    moisture: 'max. 6 %',
    moq: '1 x 20ft FCL',
    leadTime: '2-3 Wochen',
    port: 'Mundra',
    packSizes: ['25-kg-PP-Säcke', '25-kg-Papiersäcke', '50-kg-PP-Säcke'],
    specifications: [
      ['Reinheit', '99.95 %'],
      ['Ölgehalt', 'min. 45 %'],
      ['Andersfarbige Samen', 'max. 1 %'],
      ['Farbe', 'Tiefschwarz, einheitlich'],
    ],
    varieties: [
      v('Sortex 99.95 %', ['Reinheit', '99.95 %'], ['Andersfarbige', 'max. 1 %']),
      v('Maschinell gereinigt 99.5 %', ['Reinheit', '99.5 %'], ['Andersfarbige', 'max. 3 %']),
    ],
    qualityParameters: [
      q('Reinheit (Verunreinigungen)', 'min. 99.95 %'),
      q('Feuchtigkeit', 'max. 6 %'),
      q('Ölgehalt', 'min. 45 %'),
      salmonellen,
      ethylenoxid,
      pestizide,
    ],
  },
  'groundnut-kernels-bold': {
    name: 'Erdnusskerne',
    variety: 'Bold (großkörnig)',
    origin: 'Gujarat (Rajkot, Junagadh, Amreli, Jamnagar)',
    description:
      'Bold-Erdnüsse sind die großen, länglichen Kerne vom Runner- und Virginia-Typ aus der Kharif-Ernte Saurashtras, handverlesen (HPS) und nach Stückzahl pro Unze sortiert. Snackröstereien und Verarbeiter von Erdnüssen mit Überzug in Indonesien, Vietnam, auf den Philippinen, am Golf und in Europa verwenden sie für gesalzene und geröstete Erdnüsse. Jede Partie wird vor der Verschiffung in einem von der APEDA anerkannten Labor beprobt und auf Aflatoxine untersucht.',
    grade: 'HPS Bold 40/50 Stück',
    moisture: 'max. 7 %',
    moq: '1 x 20ft FCL',
    leadTime: '2-3 Wochen',
    port: 'Mundra',
    packSizes: ['50-kg-Jutesäcke', '50-kg-PP-Säcke', '25-kg-Vakuumbeutel'],
    specifications: [
      ['Stückzahl', '38/42, 40/50, 50/60 Kerne pro Unze'],
      ['Ölgehalt', 'min. 48 %'],
      ['Beimischung', 'max. 0.5 %'],
      ['Halbe und gebrochene Kerne', 'max. 2 %'],
      ['Beschädigt und geschrumpft', 'max. 1 %'],
    ],
    varieties: [
      v('38/42', ['Stückzahl', '38-42 Kerne pro Unze'], ['Verwendung', 'Premium-Röstung']),
      v(
        '40/50',
        ['Stückzahl', '40-50 Kerne pro Unze'],
        ['Verwendung', 'Gesalzene Nüsse und Nüsse mit Überzug'],
      ),
      v(
        '50/60',
        ['Stückzahl', '50-60 Kerne pro Unze'],
        ['Verwendung', 'Blanchieren, Erdnussbutter'],
      ),
    ],
    qualityParameters: [
      q('Feuchtigkeit', 'max. 7 %'),
      q('Fremdbesatz', 'max. 0.5 %'),
      q('Ölgehalt', 'min. 48 %'),
      q(
        'Aflatoxine',
        'B1 max. 2 µg/kg, gesamt max. 4 µg/kg (zum unmittelbaren Verzehr), B1 max. 8 µg/kg, gesamt max. 15 µg/kg (zur weiteren Sortierung)',
      ),
      salmonellen,
      pestizide,
    ],
  },
  'groundnut-kernels-java': {
    name: 'Java-Erdnusskerne',
    variety: 'Java (Spanish-Typ)',
    origin:
      'Gujarat (Saurashtra), Rajasthan (Bikaner, Jodhpur), Andhra Pradesh (Anantapur), Karnataka (Chitradurga)',
    description:
      'Java-Erdnüsse sind die kleinen, runden, hellrosa Kerne vom Spanish-Typ mit süßlichem Geschmack und hohem Ölgehalt. Süßwarenhersteller, Erdnussbutterwerke und Snackproduzenten in Südostasien und im Nahen Osten verwenden sie für Krokant, Erdnüsse mit Überzug und Pasten. Stückzahlen von 50/60 bis 80/90 werden auf Schwerkrafttischen aussortiert und von Hand verlesen.',
    grade: 'HPS Java 60/70 Stück',
    moisture: 'max. 7 %',
    moq: '1 x 20ft FCL',
    leadTime: '2-3 Wochen',
    port: 'Mundra',
    packSizes: ['50-kg-Jutesäcke', '50-kg-PP-Säcke', '25-kg-Vakuumbeutel'],
    specifications: [
      ['Stückzahl', '50/60, 60/70, 70/80, 80/90 Kerne pro Unze'],
      ['Ölgehalt', 'min. 48 %'],
      ['Form', 'Rund, hellrosa Haut'],
      ['Beimischung', 'max. 0.5 %'],
    ],
    varieties: [
      v('50/60', ['Stückzahl', '50-60 Kerne pro Unze'], ['Verwendung', 'Röstung']),
      v('60/70', ['Stückzahl', '60-70 Kerne pro Unze'], ['Verwendung', 'Nüsse mit Überzug']),
      v('80/90', ['Stückzahl', '80-90 Kerne pro Unze'], ['Verwendung', 'Süßwaren, Erdnussbutter']),
    ],
    qualityParameters: [
      q('Feuchtigkeit', 'max. 7 %'),
      q('Fremdbesatz', 'max. 0.5 %'),
      q('Ölgehalt', 'min. 48 %'),
      aflatoxineVerzehr,
      pestizide,
    ],
  },
  'sunflower-seeds': {
    name: 'Sonnenblumensaat',
    variety: 'Schwarze Öltyp-Hybride',
    origin: 'Karnataka (Raichur, Kalaburagi, Ballari), Maharashtra (Latur, Solapur), Telangana',
    description:
      'Schwarze Sonnenblumensaat vom Öltyp aus der Rabi- und Kharif-Ernte Nord-Karnatakas und Marathwadas. Abpacker von Heimtier- und Wildvogelfutter kaufen die gereinigte Qualität wegen der dünnen Schale und des hohen Ölgehalts, während die Pressqualität an Ölmühlen geht. Wir reinigen, entsteinen und sortieren sie vor dem Absacken auf Schwerkrafttrennern.',
    grade: 'Maschinell gereinigt 99 %, Vogelfutterqualität',
    moisture: 'max. 9 %',
    moq: '1 x 20ft FCL',
    leadTime: '10-15 Tage',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke'],
    specifications: [
      ['Ölgehalt', 'min. 38 %'],
      ['Reinheit', '99 %'],
      ['Farbe', 'Schwarz'],
      ['Gebrochene und geschälte Kerne', 'max. 2 %'],
    ],
    varieties: [
      v('Vogelfutterqualität', ['Öl', '38-42 %'], ['Reinheit', '99 %']),
      v('Pressqualität', ['Öl', 'min. 36 %'], ['Reinheit', '98 %']),
    ],
    qualityParameters: [
      q('Feuchtigkeit', 'max. 9 %'),
      q('Ölgehalt', 'min. 38 %'),
      q('Verunreinigungen', 'max. 1 %'),
      q('Aflatoxin B1', 'max. 20 µg/kg (Futtermittelqualität, RL 2002/32/EG)'),
      pestizide,
    ],
  },
  'mustard-seeds': {
    name: 'Senfsaat',
    variety: 'Schwarz, kleinkörnig (Brassica juncea)',
    origin:
      'Rajasthan (Bharatpur, Alwar, Sri Ganganagar), Madhya Pradesh (Morena, Bhind), Haryana, Uttar Pradesh',
    description:
      'Indischer Senf ist eine Rabi-Kultur im Gürtel Rajasthan–Haryana–Madhya Pradesh, wird im März geerntet und über die Märkte von Bharatpur und Jaipur gehandelt. Die kleine, dunkel rotbraune Saat wird von indischen und südasiatischen Haushalten im Ausland ganz zum Anbraten in heißem Öl (Tadka) verwendet, während die größeren und gelben Typen an Hersteller von Pickles und Würzsoßen gehen. Die Partien werden maschinell gereinigt und auf Argemone-Samen geprüft.',
    grade: 'Maschinell gereinigt 99.5 %, kleinkörnig',
    moisture: 'max. 8 %',
    moq: '1 x 20ft FCL',
    leadTime: '7-10 Tage',
    port: 'Mundra',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke', '25-kg-Papiersäcke'],
    specifications: [
      ['Reinheit', '99.5 %'],
      ['Ölgehalt', 'min. 38 %'],
      ['Samengröße', '1-1.5 mm'],
      ['Farbe', 'Dunkel rotbraun bis schwarz'],
    ],
    varieties: [
      v('Schwarz, kleinkörnig', ['Größe', 'Etwa 1 mm'], ['Öl', '38-40 %']),
      v('Braun, großkörnig', ['Größe', '1.5-2 mm'], ['Öl', '38-42 %']),
      v('Gelb (Yellow Sarson)', ['Größe', '1.5-2 mm'], ['Öl', '42-45 %']),
    ],
    qualityParameters: [
      q('Verunreinigungen', 'max. 0.5 %'),
      q('Feuchtigkeit', 'max. 8 %'),
      q('Ölgehalt', 'min. 38 %'),
      q('Argemone-Samen', 'Nicht nachweisbar'),
      salmonellen,
      pestizide,
    ],
  },
  'flax-seeds': {
    name: 'Leinsamen',
    variety: 'Brauner Leinsamen',
    origin:
      'Madhya Pradesh (Sagar, Damoh, Jabalpur), Chhattisgarh, Uttar Pradesh (Jhansi, Lalitpur), Maharashtra',
    description:
      'Brauner Leinsamen aus der Rabi-Ernte Zentralindiens, maschinell gereinigt für den Lebensmittelhandel. Bäckereien, Hersteller von Cerealien und Granola sowie Abpacker von Naturkost kaufen ihn wegen seines Gehalts an Omega-3-Fettsäuren (Alpha-Linolensäure), Futtermittelhersteller für Pferde und Heimtiere. Bio-Partien sind von zertifizierten Erzeugergruppen in Madhya Pradesh erhältlich.',
    grade: 'Maschinell gereinigt 99.5 %',
    moisture: 'max. 8 %',
    moq: '1 x 20ft FCL',
    leadTime: '10-15 Tage',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke', '25-kg-Papiersäcke'],
    specifications: [
      ['Reinheit', '99.5 %'],
      ['Ölgehalt', 'min. 38 %'],
      ['Alpha-Linolensäure', 'min. 50 % der Fettsäuren'],
      ['Farbe', 'Rotbraun, glänzend'],
    ],
    varieties: [
      v('Maschinell gereinigt', ['Reinheit', '99.5 %'], ['Öl', 'min. 38 %']),
      v('Bio', ['Reinheit', '99.5 %'], ['Öl', 'min. 38 %']),
    ],
    qualityParameters: [
      q('Verunreinigungen', 'max. 0.5 %'),
      q('Feuchtigkeit', 'max. 8 %'),
      q('Ölgehalt', 'min. 38 %'),
      q('Alpha-Linolensäure', 'min. 50 % der Gesamtfettsäuren'),
      salmonellen,
      pestizide,
    ],
  },
  'castor-seeds': {
    name: 'Rizinussaat',
    variety: 'Hybride GCH-7',
    origin: 'Gujarat (Banaskantha, Mehsana, Patan, Kutch), Rajasthan (Jalore, Sirohi)',
    grade: 'FAQ, Basis Ölgehalt 47 %',
    moisture: 'max. 7 %',
    moq: '1 x 20ft FCL',
    leadTime: '10-14 Tage',
    port: 'Kandla',
    packSizes: ['50-kg-PP-Säcke', '1-t-Big-Bags'],
  },
  soybean: {
    name: 'Sojabohnen',
    variety: 'Gentechnikfrei, gelb (JS 95-60, JS 335)',
    origin:
      'Madhya Pradesh (Indore, Ujjain, Dewas), Maharashtra (Latur, Amravati), Rajasthan (Kota)',
    description:
      'Gelbe Sojabohnen aus der Kharif-Ernte von Malwa und Marathwada, wo kein gentechnisch veränderter Soja angebaut wird; das macht Indien zu einer verlässlichen Quelle für gentechnikfreie Bohnen. Hersteller von Tofu, Sojadrinks und Futtermitteln kaufen sie mit einem PCR-Prüfzertifikat für jede Partie. Wir reinigen und sortieren sie in Indore und verschiffen sie in Säcken oder Container-Inlinern.',
    grade: 'Gentechnikfrei, maschinell gereinigt 98 %',
    moisture: 'max. 12 %',
    moq: '1 x 20ft FCL',
    leadTime: '2-3 Wochen',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['50-kg-PP-Säcke', '1-t-Big-Bags', 'Lose im Inliner eines 20-Fuß-Containers'],
    specifications: [
      ['Protein', 'min. 38 % (i. Tr.)'],
      ['Ölgehalt', 'min. 18 %'],
      ['GVO-Status', 'Gentechnikfrei, PCR-geprüft'],
      ['Fremdbesatz', 'max. 1 %'],
      ['Beschädigte und gebrochene Bohnen', 'max. 3 %'],
    ],
    varieties: [
      v('JS 95-60', ['Farbe', 'Gelb'], ['Verwendung', 'Lebensmittel und Futter']),
      v('JS 335', ['Farbe', 'Gelb'], ['Verwendung', 'Ölpressung, Futter']),
    ],
    qualityParameters: [
      q('Feuchtigkeit', 'max. 12 %'),
      q('Protein (N x 6.25)', 'min. 38 % i. Tr.'),
      q('Ölgehalt', 'min. 18 %'),
      q('Fremdbesatz', 'max. 1 %'),
      q('GVO', 'Nicht nachweisbar (< 0.1 %)'),
      pestizide,
    ],
  },
  'safflower-seeds': {
    name: 'Saflor (Färberdistel)',
    variety: 'Weiß (Bhima, PBNS-12)',
    origin: 'Maharashtra (Solapur, Latur, Osmanabad), Karnataka (Vijayapura, Kalaburagi)',
    description:
      'Saflor ist eine Rabi-Ölsaat der Schwarzerdegebiete um Solapur, Latur und in Nord-Karnataka. Die weiße, kantige Saat ist ein fester Bestandteil von Papageien- und Wildvogelmischungen und geht außerdem an Ölmühlen für linolsäurereiches Distelöl. Wir reinigen sie auf Vogelfutterstandard mit wenig Staub und Bruch.',
    grade: 'Maschinell gereinigt 99 %, Vogelfutterqualität',
    moisture: 'max. 8 %',
    moq: '1 x 20ft FCL',
    leadTime: '10-15 Tage',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke'],
    specifications: [
      ['Reinheit', '99 %'],
      ['Ölgehalt', '28-32 %'],
      ['Farbe', 'Weiß bis cremefarben'],
      ['Gebrochene Samen', 'max. 2 %'],
    ],
    varieties: [
      v('Vogelfutterqualität', ['Öl', '28-32 %'], ['Reinheit', '99 %']),
      v('Pressqualität', ['Öl', '30-35 %'], ['Reinheit', '98 %']),
    ],
    qualityParameters: [
      q('Verunreinigungen', 'max. 1 %'),
      q('Feuchtigkeit', 'max. 8 %'),
      q('Ölgehalt', 'min. 28 %'),
      pestizide,
    ],
  },
  'niger-seeds': {
    name: 'Nigersaat',
    variety: 'Schwarz (Guizotia abyssinica)',
    origin:
      'Madhya Pradesh (Chhindwara, Mandla), Odisha (Koraput, Kandhamal), Chhattisgarh, Maharashtra',
    description:
      'Niger ist eine kleinere Ölsaat, die von Adivasi-Bauern in den Bergen von Odisha, Madhya Pradesh und Chhattisgarh angebaut wird. Die kleine, glänzend schwarze Saat ist das Lieblingsfutter von Finken; daher geht der größte Teil der Exporte an Abpacker von Wildvogelfutter in den USA und in Europa, und Lieferungen in die USA müssen hitzebehandelt werden, um etwaige Unkrautsamen keimunfähig zu machen. Wir organisieren Hitzebehandlung und Pflanzengesundheitszeugnisse nach den Anforderungen des jeweiligen Bestimmungslandes.',
    grade: 'Maschinell gereinigt 99 %, hitzebehandelt auf Anfrage',
    moisture: 'max. 8 %',
    packSizes: ['25-kg-PP-Säcke', '50-kg-PP-Säcke'],
    specifications: [
      ['Reinheit', '99 %'],
      ['Ölgehalt', '35-40 %'],
      ['Farbe', 'Glänzend schwarz'],
      ['Behandlung', 'Hitzesterilisiert für Lieferungen in die USA'],
    ],
    varieties: [v('Vogelfutterqualität', ['Reinheit', '99 %'], ['Behandlung', 'Hitzebehandelt'])],
    qualityParameters: [
      q('Verunreinigungen', 'max. 1 %'),
      q('Feuchtigkeit', 'max. 8 %'),
      q('Ölgehalt', 'min. 35 %'),
      salmonellen,
    ],
  },
}
