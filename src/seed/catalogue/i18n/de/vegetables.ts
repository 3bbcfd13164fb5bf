import type { CatalogueTranslation } from '../types'

const q = (parameter: string, specification: string) => ({ parameter, specification })
const v = (name: string, ...attributes: [string, string][]) => ({ name, attributes })

const frisch = 'Entfällt (Frischware)'
const pestizideEuOderZiel = q(
  'Pestizidrückstände',
  'Gemäß EU-Rückstandshöchstgehalten (VO (EG) 396/2005) oder denen des Bestimmungslandes',
)
const pestizideZiel = q(
  'Pestizidrückstände',
  'Gemäß Rückstandshöchstgehalten des Bestimmungslandes',
)
const zwiebelDurchmesser = q(
  'Zwiebeldurchmesser',
  'Innerhalb der angegebenen Größenklasse, max. 10 % nach Stückzahl außerhalb',
)

export const vegetables: CatalogueTranslation = {
  'red-onion-nashik': {
    name: 'Rote Zwiebel',
    variety: 'Nashik Red',
    origin: 'Maharashtra (Nashik, Lasalgaon, Pimpalgaon, Ahmednagar)',
    description:
      'Scharfe, dunkelrote Zwiebeln aus dem Anbaugebiet um Nashik, eingekauft auf den Märkten von Lasalgaon und Pimpalgaon und innerhalb von 48 Stunden in unserem Packhaus von Hand sortiert und abgesackt. Die Rabi-Ernte (Garva) hat eine dicke, fest anliegende Schale, die die 2- bis 5-wöchige Seereise an den Golf, nach Malaysia, Sri Lanka und Bangladesch gut übersteht. Die Sendungen werden in belüfteten Kühlcontainern verschifft und unterliegen den am Buchungstag geltenden Exportbedingungen der DGFT.',
    grade: '45-65 mm; ab 55 mm groß (bold); 25-40 mm klein auf Anfrage',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (ca. 28 t)',
    leadTime: '5-7 Tage',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Leno-Netzsäcke zu 5 kg / 10 kg', 'Netzsäcke zu 20 kg / 25 kg', '50-kg-Jutesäcke'],
    specifications: [
      ['Größe', '45-65 mm (ab 55 mm groß)'],
      ['Farbe', 'Dunkelrot bis rosarot'],
      ['Schale', 'Trocken, doppelte Schale, fester Hals'],
      ['Schärfe', 'Hoch'],
      ['Transporttemperatur', '2-4 °C, Frischluftklappen offen'],
    ],
    varieties: [
      v(
        'N-2-4-1 (Rabi / Garva)',
        ['Saison', 'Ernte März-Mai, lagerfähig bis Oktober'],
        ['Hinweise', 'Beste Lagerfähigkeit'],
      ),
      v(
        'Agrifound Dark Red',
        ['Saison', 'Kharif, Oktober-Dezember'],
        ['Hinweise', 'Tiefe Farbe, flachrund'],
      ),
      v(
        'Bhima Super',
        ['Saison', 'Später Kharif, Januar-März'],
        ['Hinweise', 'Einheitlich, leuchtend rot'],
      ),
    ],
    qualityParameters: [
      zwiebelDurchmesser,
      q('Mängel (Austrieb, Fäulnis, Schwarzschimmel, Risse)', 'max. 5 % nach Gewicht'),
      q('Zustand der Schale', 'Trocken, unversehrt, min. 2 Außenschalen'),
      q('Gesamtgehalt löslicher Trockensubstanz', 'min. 11 °Brix'),
      pestizideEuOderZiel,
    ],
  },
  'potato-fresh': {
    name: 'Kartoffel',
    variety: 'Speise- und Chipsqualitäten',
    origin:
      'Uttar Pradesh (Agra, Farrukhabad), Gujarat (Deesa, Banaskantha), Westbengalen (Hooghly)',
    description:
      'Speisekartoffeln aus dem Kühllager der Indus-Ganges-Ebene sowie Chipssorten mit hohem Trockensubstanzgehalt aus Deesa im Norden Gujarats für Snackhersteller. Die Ware wird aus dem Kühllager entnommen, sortiert und auftragsbezogen abgesackt, und die Solltemperatur des Kühlcontainers richtet sich nach dem Verwendungszweck, damit Chipspartien nicht verzuckern. Regelmäßige Abnehmermärkte sind Nepal, Sri Lanka, Oman, die VAE und Malaysia.',
    grade: '40-80 mm Speiseware; 45-85 mm Verarbeitungsware',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (ca. 27 t)',
    leadTime: '5-7 Tage',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Netzsäcke zu 10 kg / 25 kg', 'Jutesäcke zu 25 kg / 50 kg'],
    specifications: [
      ['Größe', '40-80 mm'],
      ['Schale', 'Glatt, sauber, ohne Ergrünen'],
      ['Trockensubstanz', 'min. 20 % (Chipsqualität)'],
      ['Austrieb', 'Keiner (im Lager keimgehemmt)'],
      ['Transporttemperatur', 'Speiseware 4-6 °C; Chipsware 8-10 °C'],
    ],
    varieties: [
      v('Kufri Jyoti', ['Schale', 'Weiß'], ['Verwendung', 'Speiseware']),
      v('Kufri Pukhraj', ['Schale', 'Gelblich weiß'], ['Verwendung', 'Speiseware, Frühmarkt']),
      v('Lady Rosetta', ['Schale', 'Rot'], ['Verwendung', 'Chips (Trockensubstanz 21-23 %)']),
    ],
    qualityParameters: [
      q(
        'Knollengröße',
        'Innerhalb der angegebenen Größenklasse, max. 10 % nach Stückzahl außerhalb',
      ),
      q('Mängel (Ergrünen, Schnitte, Fäulnis, Schorf)', 'max. 5 % nach Gewicht'),
      q('Trockensubstanz (Chipsware)', 'min. 20 %'),
      q('Reduzierende Zucker (Chipsware)', 'max. 0.25 % des Frischgewichts'),
      pestizideEuOderZiel,
    ],
  },
  'ginger-fresh': {
    name: 'Ingwer',
    variety: 'Frischer, ausgereifter Ingwer',
    origin: 'Karnataka (Shivamogga, Hassan, Kodagu), Kerala (Wayanad), Assam und Meghalaya',
    description:
      'Praller, voll ausgereifter Ingwer, von Dezember bis März in Karnataka und Kerala geerntet, dazu Maran-Ingwer aus dem Nordosten für Käufer, die mehr Schärfe wünschen. Die Rhizome werden gewaschen oder durch Abschütteln von Erde befreit und im Schatten nachgereift, damit sich die Schale vor dem Verpacken festigt. Versand in Kühlcontainern bei 12-13 °C; ab dem Verpacken ist mit 8-10 Wochen Vermarktungsdauer zu rechnen.',
    grade: 'ab 150 g pro Hand; ab 200 g Premium',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (ca. 26 t)',
    leadTime: '5-7 Tage',
    port: 'Nhava Sheva (JNPT) / Cochin',
    packSizes: [
      'Belüftete Kartons zu 10 kg / 12 kg',
      'Netzsäcke zu 13 kg / 15 kg',
      '20-kg-PP-Netzsäcke',
    ],
    specifications: [
      ['Reife', 'Voll ausgereift (8-9 Monate), Schale gefestigt'],
      ['Aufbereitung', 'Gewaschen und luftgetrocknet oder von Erde abgeschüttelt'],
      ['Austrieb', 'Keiner'],
      ['Faseranteil', 'Gering'],
      ['Transporttemperatur', '12-13 °C, rel. LF 65-70 %'],
    ],
    varieties: [
      v(
        'Rio-de-Janeiro',
        ['Herkunft', 'Karnataka, Kerala'],
        ['Hinweise', 'Kräftige Hände, faserarm'],
      ),
      v('Maran', ['Herkunft', 'Assam, Meghalaya'], ['Hinweise', 'Hohe Schärfe']),
      v('IISR Varada', ['Herkunft', 'Kerala, Karnataka'], ['Hinweise', 'Prall, helle Schale']),
    ],
    qualityParameters: [
      q('Gewicht pro Hand', 'min. 150 g'),
      q('Mängel (Schimmel, Schrumpfung, Schnitte, Austrieb)', 'max. 3 % nach Gewicht'),
      q('Anhaftende Erde und Fremdbestandteile', 'max. 1 %'),
      pestizideEuOderZiel,
    ],
  },
  'garlic-fresh': {
    name: 'Knoblauch',
    variety: 'G-282 (Yamuna Safed-3) und Desi',
    origin:
      'Madhya Pradesh (Mandsaur, Neemuch, Ratlam), Rajasthan (Kota, Baran), Gujarat (Jamnagar)',
    description:
      'Auf dem Feld getrockneter Knoblauch von den Märkten in Mandsaur und Neemuch in Madhya Pradesh, dem größten Handelsplatz für Knoblauch in Indien, ergänzt um Partien aus Rajasthan und Saurashtra. Die Knollen werden am Hals abgeschnitten, die Wurzeln gekürzt und nach Durchmesser sortiert; sie gelangen direkt aus dem Kühllager in den Kühlcontainer, damit die Zehen fest bleiben. Geeignet zum Umpacken für den Einzelhandel, für geschälten Knoblauch und für die Gastronomie in Südostasien, am Golf und in Bangladesch.',
    grade: '30-40 mm, 40-45 mm, ab 45 mm',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (ca. 26 t)',
    leadTime: '5-7 Tage',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Netzsäcke zu 5 kg / 10 kg', 'Netzsäcke zu 20 kg / 25 kg', '10-kg-Kartons'],
    specifications: [
      ['Größe', '40-45 mm Standard; ab 45 mm groß'],
      ['Farbe', 'Weiß bis cremeweiß, leichte violette Streifen'],
      ['Zehen pro Knolle', '15-20 (G-282); 25+ (Desi)'],
      ['Zuschnitt', 'Hals auf 1-2 cm gekürzt, Wurzeln gestutzt'],
      ['Transporttemperatur', '-1 bis 0 °C, rel. LF 60-70 %'],
    ],
    varieties: [
      v(
        'G-282 (Yamuna Safed-3)',
        ['Größe', '40-50 mm'],
        ['Hinweise', 'Groß, weiß, leicht zu schälen'],
      ),
      v(
        'Desi (Madhya Pradesh)',
        ['Größe', '30-40 mm'],
        ['Hinweise', 'Kleine Zehen, kräftige Schärfe'],
      ),
      v('Ooty', ['Größe', '40-50 mm'], ['Hinweise', 'Aus dem Bergland, große Zehen']),
    ],
    qualityParameters: [
      q(
        'Knollendurchmesser',
        'Innerhalb der angegebenen Größenklasse, max. 10 % nach Stückzahl außerhalb',
      ),
      q('Mängel (Schimmel, Austrieb, gespaltene oder offene Knollen)', 'max. 5 % nach Gewicht'),
      q('Lose Zehen', 'max. 5 % nach Gewicht'),
      pestizideEuOderZiel,
    ],
  },
  'bangalore-rose-onion': {
    name: 'Bangalore-Rosenzwiebel',
    variety: 'Rosenzwiebel (g. A. Nr. 212)',
    origin: 'Karnataka (Bangalore Rural, Chikkaballapur, Kolar)',
    description:
      'Eine kleine, sehr scharfe, rosafarbene Zwiebel, die nur rund um Bengaluru angebaut wird und durch eine geografische Angabe geschützt ist. Ihr hoher Trockensubstanzgehalt macht sie zur bevorzugten Zwiebel zum Einlegen und für Gerichte nach Sambal-Art in Malaysia, Singapur, Thailand, Sri Lanka und Taiwan. Sie hat eine eigene Tarifnummer (0703 10 11), und die Partien werden mit der Bescheinigung als Nutzer der geografischen Angabe und der Bescheinigung des Gartenbauministeriums von Karnataka dokumentiert, die für Exportgenehmigungen von Rosenzwiebeln erforderlich waren.',
    grade: '20-35 mm, in Größenklassen von 5 mm sortiert',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '5-7 Tage',
    port: 'Chennai',
    packSizes: ['Netzsäcke zu 10 kg / 20 kg', '25-kg-Jutesäcke'],
    specifications: [
      ['Farbe', 'Rosa bis violettrot'],
      ['Form', 'Flachrund'],
      ['Schärfe', 'Sehr hoch'],
      ['Verwendung', 'Einlegen in Essig, Frittieren, Sambals'],
      [
        'Dokumentation',
        'Bescheinigung als Nutzer der g. A.; Bescheinigung des Horticulture Department (Karnataka)',
      ],
    ],
    varieties: [
      v(
        'Rosenzwiebel (g. A. 212)',
        ['Saison', 'Drei Ernten pro Jahr'],
        ['Verwendung', 'Einlegen und Frittieren'],
      ),
    ],
    qualityParameters: [
      q('Zwiebeldurchmesser', 'Innerhalb der angegebenen 5-mm-Größenklasse'),
      q('Farbeinheitlichkeit', 'min. 95 % rosafarbene Zwiebeln'),
      q('Mängel (Fäulnis, Austrieb, Doppelzwiebeln)', 'max. 5 % nach Gewicht'),
      pestizideZiel,
    ],
  },
  'white-onion': {
    name: 'Weiße Zwiebel',
    variety: 'Bhima Shubhra / Phule Safed',
    origin: 'Maharashtra (Nashik, Pune), Gujarat (Bhavnagar, Mahuva)',
    description:
      'Weiße Zwiebeln für Salate und die Gastronomie, angebaut von denselben Landwirten in Maharashtra und Saurashtra, die Indiens Trocknungswerke beliefern. Das Fruchtfleisch ist knackig und milder als bei roten Zwiebeln, und die Partien werden nachgetrocknet und auf eine enge Größenklasse sortiert, damit sie sich gleichmäßig schneiden lassen. Versand in belüfteten Kühlcontainern an Käufer am Golf, in Europa und Ostafrika.',
    grade: '45-65 mm; ab 60 mm groß (bold)',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (ca. 28 t)',
    leadTime: '5-7 Tage',
    port: 'Nhava Sheva (JNPT) / Pipavav',
    packSizes: ['Netzsäcke zu 10 kg / 20 kg', '25-kg-Netzsäcke'],
    specifications: [
      ['Farbe', 'Strahlend weiß, glänzend'],
      ['Form', 'Rund bis flachrund'],
      ['Schärfe', 'Mild bis mittel'],
      ['Gesamtgehalt löslicher Trockensubstanz', '12-14 °Brix'],
      ['Transporttemperatur', '2-4 °C, Frischluftklappen offen'],
    ],
    varieties: [
      v(
        'Bhima Shubhra',
        ['Saison', 'Kharif und später Kharif'],
        ['Hinweise', 'Einheitlich weiße Zwiebeln'],
      ),
      v('Bhima Shweta', ['Saison', 'Rabi'], ['Hinweise', 'Bessere Lagerfähigkeit']),
      v('Phule Safed', ['Saison', 'Kharif und Rabi'], ['Hinweise', 'Rund, glänzend']),
    ],
    qualityParameters: [
      zwiebelDurchmesser,
      q('Mängel (Ergrünen, Fäulnis, Austrieb)', 'max. 5 % nach Gewicht'),
      q('Gesamtgehalt löslicher Trockensubstanz', 'min. 12 °Brix'),
      pestizideEuOderZiel,
    ],
  },
  'sambar-onion-shallots': {
    name: 'Sambar-Zwiebel (Schalotten)',
    variety: 'Vermehrungszwiebel (Aggregatum)',
    origin: 'Tamil Nadu (Perambalur, Tiruppur, Dindigul), Karnataka (Chamarajanagar)',
    description:
      'Die kleine rote Zwiebel für südindisches Sambar sowie für sri-lankische und malaysische Currys, in Perambalur und Tiruppur als Vermehrungszwiebel angebaut. Die Zwiebeln werden aus dem Horst gelöst, auf dem Feld getrocknet und auf eine gleichmäßige Größe sortiert; ihr scharf-süßer Geschmack bleibt auf der kurzen Seereise erhalten. Die meisten Partien gehen von Tuticorin und Chennai nach Sri Lanka, Malaysia und Singapur.',
    grade: '20-30 mm; ab 25 mm groß (bold)',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '5-7 Tage',
    port: 'Tuticorin / Chennai',
    packSizes: ['Netzsäcke zu 5 kg / 10 kg', '20-kg-Netzsäcke'],
    specifications: [
      ['Typ', 'Zwiebeln aus Horsten, vereinzelt und gesäubert'],
      ['Farbe', 'Hellrot bis rotbraun'],
      ['Größe', '20-30 mm'],
      ['Schale', 'Trocken, papierartig; Hälse gekürzt'],
    ],
    varieties: [
      v(
        'CO (On) 5',
        ['Quelle', 'TNAU'],
        ['Hinweise', 'Einheitliche Zwiebeln, gute Lagerfähigkeit'],
      ),
      v(
        'Perambalur (lokal)',
        ['Quelle', 'Hofeigenes Saatgut'],
        ['Hinweise', 'Tiefe Farbe, scharf'],
      ),
    ],
    qualityParameters: [
      q('Zwiebeldurchmesser', '20-30 mm, max. 10 % nach Stückzahl außerhalb'),
      q('Mängel (Fäulnis, Austrieb, lose Schale)', 'max. 5 % nach Gewicht'),
      q('Erde und Fremdbestandteile', 'max. 1 %'),
      pestizideZiel,
    ],
  },
  'sweet-potato': {
    name: 'Süßkartoffel',
    variety: 'Rote Schale, cremefarbenes Fruchtfleisch',
    origin: 'Odisha (Koraput, Ganjam), Westbengalen, Uttar Pradesh',
    description:
      'Süßkartoffeln aus Odisha und Westbengalen, zwischen November und März geerntet und vor dem Verpacken nachgereift (Curing), damit Schnittstellen verheilen und die Schale fester wird. Der Standardtyp im Handel hat eine rote Schale und cremefarbenes Fruchtfleisch; Sorten des CTCRI mit orangefarbenem und violettem Fruchtfleisch sind für Spezialabnehmer erhältlich. Die Kühlcontainer laufen bei 13-15 °C, weil kältere Lagerung Kälteschäden verursacht.',
    grade: '200-600 g pro Knolle, 15-25 cm',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '5-7 Tage',
    port: 'Visakhapatnam / Nhava Sheva (JNPT)',
    packSizes: ['Belüftete Kartons zu 6 kg / 10 kg', '25-kg-Netzsäcke'],
    specifications: [
      ['Schale', 'Rotviolett, glatt'],
      ['Fruchtfleisch', 'Cremefarben (orange oder violett auf Anfrage)'],
      ['Curing (Wundheilung)', '4-7 Tage bei 28-30 °C, hohe Luftfeuchte'],
      ['Transporttemperatur', '13-15 °C, rel. LF 85-90 %'],
    ],
    varieties: [
      v(
        'Rote Schale, cremefarbenes Fruchtfleisch',
        ['Quelle', 'Lokale Selektionen'],
        ['Verwendung', 'Ethnischer Einzelhandel'],
      ),
      v(
        'Bhu Sona',
        ['Quelle', 'ICAR-CTCRI'],
        ['Verwendung', 'Orangefarbenes Fruchtfleisch, reich an Beta-Carotin'],
      ),
      v(
        'Bhu Krishna',
        ['Quelle', 'ICAR-CTCRI'],
        ['Verwendung', 'Violettes Fruchtfleisch, reich an Anthocyanen'],
      ),
    ],
    qualityParameters: [
      q('Knollengewicht', '200-600 g'),
      q('Mängel (Rüsselkäferschäden, Schnitte, Fäulnis)', 'max. 3 % nach Gewicht'),
      q('Austrieb', 'Keiner'),
      pestizideEuOderZiel,
    ],
  },
  'green-chilli-g4': {
    name: 'Grüne Chili',
    variety: 'G4 (Bhagyalakshmi)',
    origin: 'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam), Karnataka (Haveri)',
    description:
      'Scharfe, schlanke grüne Chilis vom Typ G4 aus Guntur und Prakasam, grünreif gepflückt und noch am selben Tag in vorgekühlte Kartons verpackt. Luftfrachtsendungen erreichen Großhändler am Golf und in Großbritannien innerhalb von drei Tagen nach der Ernte, und Kühlcontainer auf dem Seeweg eignen sich für größere Programme in den Nahen Osten. Jede Partie wird vor dem Versand auf Rückstände gemäß den Höchstgehalten des Bestimmungslandes geprüft.',
    grade: '6-9 cm, gerade, Stiel unversehrt',
    moisture: frisch,
    moq: '500 kg per Luftfracht / 1 x 40ft-Kühlcontainer per Seefracht',
    leadTime: '48-72 Stunden (Luftfracht); 5-7 Tage (Seefracht)',
    port: 'Luftfracht Hyderabad / Chennai; Hafen Chennai',
    packSizes: ['Belüftete Kartons zu 4 kg / 5 kg', '10-kg-Kartons (Seefracht)'],
    specifications: [
      ['Farbe', 'Dunkelgrün, glänzend'],
      ['Länge', '6-9 cm'],
      ['Schärfe', 'Scharf'],
      ['Stiel', 'Grün, anhaftend'],
      ['Transporttemperatur', '7-10 °C, rel. LF 90-95 %'],
    ],
    varieties: [
      v('G4 (Bhagyalakshmi)', ['Länge', '6-9 cm'], ['Schärfe', 'Scharf']),
      v('Pusa Jwala', ['Länge', '8-10 cm'], ['Schärfe', 'Mittel, hellgrün']),
    ],
    qualityParameters: [
      q('Schotenlänge', '6-9 cm, max. 10 % außerhalb'),
      q('Mängel (Sonnenbrand, Fäulnis, Insektenschäden, rote Schoten)', 'max. 5 % nach Gewicht'),
      q('Schrumpfung', 'Keine'),
      pestizideEuOderZiel,
    ],
  },
  'okra-bhindi': {
    name: 'Okra (Bhindi)',
    variety: 'Zart, grün, fünfkantig',
    origin: 'Gujarat (Surat, Navsari, Vadodara), Maharashtra (Nashik, Pune), Telangana',
    description:
      'Zarte Okraschoten, jeden zweiten Tag auf registrierten Betrieben in Süd-Gujarat und Maharashtra gepflückt, nach Länge sortiert und wenige Stunden nach der Ernte verpackt. Für EU-Käufer wird die Kultur im Rahmen des Hortinet-Systems der APEDA zur Rückstandsüberwachung und Rückverfolgbarkeit angebaut. Der Großteil der Mengen geht per Luftfracht nach Großbritannien, an den Golf und nach Europa; die Haltbarkeit beträgt bei 8-10 °C etwa 10 Tage.',
    grade: 'Zarte Schoten von 6-10 cm (7-9 cm für Großbritannien)',
    moisture: frisch,
    moq: '500 kg per Luftfracht / 1 x 20ft-Kühlcontainer',
    leadTime: '48-72 Stunden (Luftfracht)',
    port: 'Luftfracht Mumbai (CSMIA) / Ahmedabad',
    packSizes: ['Belüftete Kartons zu 3 kg / 4 kg / 5 kg'],
    specifications: [
      ['Farbe', 'Leuchtend grün'],
      ['Schotenlänge', '6-10 cm'],
      ['Textur', 'Zart; Spitze bricht sauber ab, keine Fasern'],
      ['Transporttemperatur', '8-10 °C, rel. LF 90-95 %'],
    ],
    varieties: [
      v('Arka Anamika', ['Quelle', 'ICAR-IIHR'], ['Hinweise', 'YVMV-tolerant, dunkelgrün']),
      v('Kashi Kranti', ['Quelle', 'ICAR-IIVR'], ['Hinweise', 'Glatte, mittelgroße Schoten']),
    ],
    qualityParameters: [
      q('Schotenlänge', '6-10 cm, max. 10 % außerhalb'),
      q('Mängel (Druckstellen, Schwärzung, Insektenschäden)', 'max. 5 % nach Gewicht'),
      q('Zartheit', 'Keine faserigen oder überreifen Schoten'),
      q(
        'Pestizidrückstände',
        'Gemäß EU-Rückstandshöchstgehalten (VO (EG) 396/2005); Hortinet-überwacht',
      ),
    ],
  },
  'drumstick-moringa': {
    name: 'Moringa-Schoten (Drumsticks)',
    variety: 'PKM-1',
    origin: 'Tamil Nadu (Theni, Dindigul, Karur, Thoothukudi), Andhra Pradesh (Anantapur)',
    description:
      'Fleischige Moringa-Schoten aus dem Anbaugebiet um Theni, Dindigul und Karur, geerntet, solange die Samen noch weich sind. Die Schoten werden geputzt, auf Kartonlänge geschnitten und in belüfteten Kisten für südasiatische Gastronomiekunden und Abnehmer am Golf verpackt, meist per Luftfracht ab Chennai. Die Haltbarkeit beträgt 10-14 Tage bei 8-10 °C.',
    grade: 'Klasse A: 45-60 cm, 1.5-2 cm Umfang',
    moisture: frisch,
    moq: '500 kg per Luftfracht / 1 x 40ft-Kühlcontainer',
    leadTime: '3-5 Tage',
    port: 'Luftfracht Chennai / Tuticorin',
    packSizes: ['Kartons zu 5 kg / 10 kg (auf Länge geschnitten)', '20-kg-Bündel (lose)'],
    specifications: [
      ['Farbe', 'Grün'],
      ['Länge', '45-60 cm (auf Anfrage auf 50 cm geschnitten)'],
      ['Reife', 'Zart, Samen nicht verhärtet'],
      ['Transporttemperatur', '8-10 °C, rel. LF 90-95 %'],
    ],
    varieties: [
      v(
        'PKM-1',
        ['Quelle', 'TNAU Periyakulam'],
        ['Hinweise', 'Einjähriger Typ, lange fleischige Schoten'],
      ),
      v('PKM-2', ['Quelle', 'TNAU Periyakulam'], ['Hinweise', 'Längere Schoten, ertragreich']),
    ],
    qualityParameters: [
      q('Schotenlänge', '45-60 cm'),
      q('Mängel (geschrumpfte, gebrochene, insektengeschädigte Schoten)', 'max. 5 % nach Gewicht'),
      q('Zartheit', 'Schote biegt sich, ohne zu brechen; Samen weich'),
      pestizideZiel,
    ],
  },
  'bitter-gourd': {
    name: 'Bittergurke',
    variety: 'Lang, grün (Karela)',
    origin: 'Uttar Pradesh (Varanasi, Jaunpur), Gujarat (Anand), Kerala, Tamil Nadu',
    description:
      'Lange grüne Bittergurken aus dem östlichen Uttar Pradesh, Gujarat und Kerala, im zarten grünen Stadium geerntet, bevor die Samen hart werden. Die Früchte werden nach Länge sortiert und per Luftfracht an den Golf, nach Großbritannien und Kanada geflogen, wobei Partien aus dem östlichen Uttar Pradesh über die Luftfracht Varanasi laufen. Die Bittergurke hat inzwischen eine eigene Tarifnummer (0709 93 30).',
    grade: '15-25 cm, 100-200 g',
    moisture: frisch,
    moq: '500 kg per Luftfracht',
    leadTime: '48-72 Stunden (Luftfracht)',
    port: 'Luftfracht Varanasi / Mumbai / Kochi',
    packSizes: ['Belüftete Kartons zu 4 kg / 5 kg'],
    specifications: [
      ['Farbe', 'Dunkelgrün, glänzend'],
      ['Oberfläche', 'Ausgeprägte Rippen und Warzen, fest'],
      ['Länge', '15-25 cm'],
      ['Transporttemperatur', '10-12 °C, rel. LF 90-95 %'],
    ],
    varieties: [
      v('Pusa Do Mausami', ['Quelle', 'ICAR-IARI'], ['Hinweise', 'Dunkelgrün, 18-20 cm']),
      v('Arka Harit', ['Quelle', 'ICAR-IIHR'], ['Hinweise', 'Spindelförmig, weniger bitter']),
    ],
    qualityParameters: [
      q('Fruchtlänge', '15-25 cm, max. 10 % außerhalb'),
      q('Mängel (Vergilbung, Fruchtfliegenschäden, Fäulnis)', 'max. 5 % nach Gewicht'),
      q('Reife', 'Samen weiß und weich'),
      pestizideEuOderZiel,
    ],
  },
  'bottle-gourd': {
    name: 'Flaschenkürbis',
    variety: 'Lang, grün (Dudhi / Lauki)',
    origin: 'Gujarat (Anand, Kheda), Uttar Pradesh, Bihar, Punjab',
    description:
      'Gerade, hellgrüne Flaschenkürbisse für die gujaratische, punjabische und südasiatische Küche in Großbritannien und am Golf. Die Früchte werden jung geerntet, solange das Fruchtfleisch weiß und die Samen weich sind, abgewischt und in gepolsterten Kartons verpackt, um Druckstellen zu vermeiden. Die Haltbarkeit beträgt bei 10-12 °C etwa zwei Wochen.',
    grade: '30-45 cm, 0.8-1.5 kg pro Frucht',
    moisture: frisch,
    moq: '1 t per Luftfracht / 1 x 40ft-Kühlcontainer',
    leadTime: '3-5 Tage',
    port: 'Luftfracht Ahmedabad / Mundra',
    packSizes: ['Kartons zu 8 kg / 10 kg (6-10 Stück)'],
    specifications: [
      ['Farbe', 'Hellgrün, glatt'],
      ['Form', 'Zylindrisch, gerade'],
      ['Fruchtfleisch', 'Weiß, zart; Samen weich'],
      ['Transporttemperatur', '10-12 °C, rel. LF 85-90 %'],
    ],
    varieties: [
      v('Pusa Naveen', ['Quelle', 'ICAR-IARI'], ['Form', 'Zylindrisch']),
      v('Arka Bahar', ['Quelle', 'ICAR-IIHR'], ['Form', 'Flaschenförmig']),
    ],
    qualityParameters: [
      q('Fruchtgewicht', '0.8-1.5 kg'),
      q('Mängel (Druckstellen, Narben, Fäulnis)', 'max. 5 % nach Gewicht'),
      q('Reife', 'Daumennagel durchdringt die Schale leicht; Samen weich'),
      pestizideZiel,
    ],
  },
  'ivy-gourd-tindora': {
    name: 'Scharlachranke (Tindora)',
    variety: 'Kundru / Kovakkai, grün gestreift',
    origin: 'Gujarat (Anand, Vadodara), Maharashtra, Tamil Nadu, Andhra Pradesh',
    description:
      'Kleine, knackige Früchte der Scharlachranke, grün gepflückt, bevor sie sich zu röten beginnen, ein fester Bestandteil der gujaratischen und südindischen Küche im Ausland. Die Früchte werden nach Länge sortiert, in belüftete Kartons verpackt und hauptsächlich nach Großbritannien, in die USA und an den Golf geflogen. Die Haltbarkeit beträgt 10-12 Tage bei 10-12 °C.',
    grade: '4-6 cm, zart grün',
    moisture: frisch,
    moq: '300 kg per Luftfracht',
    leadTime: '48-72 Stunden (Luftfracht)',
    port: 'Luftfracht Ahmedabad / Mumbai',
    packSizes: ['Belüftete Kartons zu 4 kg / 5 kg'],
    specifications: [
      ['Farbe', 'Grün mit hellen Streifen; keine roten Früchte'],
      ['Länge', '4-6 cm'],
      ['Textur', 'Fest, knackig'],
      ['Transporttemperatur', '10-12 °C, rel. LF 90 %'],
    ],
    varieties: [v('Grün gestreift (lokal)', ['Verwendung', 'Pfannengerichte, Sambar, Pickles'])],
    qualityParameters: [
      q('Fruchtlänge', '4-6 cm'),
      q('Rote oder reifende Früchte', 'max. 2 % nach Stückzahl'),
      q('Mängel (Schrumpfung, Fäulnis, Insektenschäden)', 'max. 5 % nach Gewicht'),
      pestizideZiel,
    ],
  },
  'snake-gourd': {
    name: 'Schlangenhaargurke',
    variety: 'Lang, weiß gestreift (Padavalanga / Pudalangai)',
    origin: 'Kerala (Thrissur, Palakkad), Tamil Nadu (Coimbatore), Andhra Pradesh',
    description:
      'Lange, zarte Schlangenhaargurken aus Kerala und dem westlichen Tamil Nadu für Haushalte aus Kerala und Tamil Nadu sowie Restaurants am Golf. Die Früchte werden jung geerntet, aufgerollt oder auf Kartonlänge geschnitten und noch am selben Tag verpackt. Am besten innerhalb von 7-10 Tagen nach Ankunft verbrauchen.',
    grade: '40-60 cm, zart',
    moisture: frisch,
    moq: '500 kg per Luftfracht',
    leadTime: '48-72 Stunden (Luftfracht)',
    port: 'Luftfracht Kochi / Chennai',
    packSizes: ['Kartons zu 8 kg / 10 kg'],
    specifications: [
      ['Farbe', 'Hellgrün mit weißen Streifen'],
      ['Länge', '40-60 cm'],
      ['Textur', 'Zart, Samen weich'],
      ['Transporttemperatur', '10-12 °C, rel. LF 90 %'],
    ],
    varieties: [
      v('PKM 1', ['Quelle', 'TNAU Periyakulam'], ['Hinweise', 'Lange, gestreifte Früchte']),
    ],
    qualityParameters: [
      q('Fruchtlänge', '40-60 cm'),
      q('Mängel (Vergilbung, Druckstellen, Fäulnis)', 'max. 5 % nach Gewicht'),
      pestizideZiel,
      q('Reife', 'Samen weiß und weich'),
    ],
  },
  brinjal: {
    name: 'Aubergine (Brinjal)',
    variety: 'Surati Ravaiya (klein, rund, violett)',
    origin: 'Gujarat (Surat, Navsari, Anand), Maharashtra, Westbengalen, Odisha',
    description:
      'Kleine, runde violette Auberginen (Ravaiya), die Baby-Auberginen, die südasiatische Köche füllen und langsam schmoren, dazu große Bharta-Auberginen und lange violette Typen. Die Früchte werden mit grünem Kelch geschnitten, abgewischt und einlagig verpackt, um Druckstellen zu vermeiden. Versand per Luftfracht nach Großbritannien und an den Golf, bei großen Aufträgen auch im Kühlcontainer auf dem Seeweg.',
    grade: '40-70 g (Ravaiya); 250-400 g (Bharta)',
    moisture: frisch,
    moq: '500 kg per Luftfracht / 1 x 20ft-Kühlcontainer',
    leadTime: '2-4 Tage',
    port: 'Luftfracht Mumbai / Ahmedabad; Nhava Sheva (JNPT)',
    packSizes: ['Belüftete Kartons zu 4 kg / 5 kg'],
    specifications: [
      ['Farbe', 'Tiefviolett, glänzend, grüner Kelch'],
      ['Form', 'Rund bis oval'],
      ['Festigkeit', 'Fest; Samen nicht gebräunt'],
      ['Transporttemperatur', '10-12 °C, rel. LF 90-95 %'],
    ],
    varieties: [
      v('Surati Ravaiya', ['Gewicht', '40-70 g'], ['Verwendung', 'Gefüllt, Undhiyu']),
      v('Bharta (groß, rund)', ['Gewicht', '250-400 g'], ['Verwendung', 'Rösten']),
      v('Lang, violett', ['Gewicht', '100-150 g'], ['Verwendung', 'Currys, Frittieren']),
    ],
    qualityParameters: [
      q('Fruchtgewicht', 'Innerhalb der angegebenen Klasse'),
      q('Mängel (Bohrlöcher, Narben, weiche Früchte)', 'max. 5 % nach Gewicht'),
      q('Kelch', 'Grün, frisch, unversehrt'),
      pestizideEuOderZiel,
    ],
  },
  'tomato-fresh': {
    name: 'Tomate',
    variety: 'Runde Hybride',
    origin:
      'Maharashtra (Nashik, Narayangaon), Karnataka (Kolar, Chikkaballapur), Andhra Pradesh (Madanapalle)',
    description:
      'Feste, runde Hybridtomaten von den Märkten in Narayangaon, Kolar und Madanapalle, im Umfärbestadium geerntet, sodass sie während der Seereise ausfärben. Verpackt in Kartons oder Kisten für den Golf, Nepal und Bangladesch. Solltemperatur im Kühlcontainer 10-13 °C.',
    grade: '55-70 mm, Klasse I; Farbstufe 3-4 (umfärbend bis rosa)',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '3-5 Tage',
    port: 'Nhava Sheva (JNPT) / Chennai',
    packSizes: ['Kartons zu 10 kg / 12 kg', '25-kg-Kunststoffkisten (regional)'],
    specifications: [
      ['Form', 'Rund, fest'],
      ['Farbstufe', 'Beim Verpacken umfärbend bis rosa'],
      ['Gesamtgehalt löslicher Trockensubstanz', '4-5 °Brix'],
      ['Transporttemperatur', '10-13 °C, rel. LF 85-90 %'],
    ],
    varieties: [
      v(
        'Arka Rakshak',
        ['Quelle', 'ICAR-IIHR'],
        ['Hinweise', 'F1-Hybride, dreifache Krankheitsresistenz'],
      ),
      v('Arka Samrat', ['Quelle', 'ICAR-IIHR'], ['Hinweise', 'F1-Hybride, rund, fest']),
    ],
    qualityParameters: [
      q('Fruchtdurchmesser', '55-70 mm'),
      q('Farbstufe', 'Stufe 3-4 beim Verpacken'),
      q('Mängel (Risse, Sonnenbrand, weiche Früchte)', 'max. 5 % nach Gewicht'),
      q('Gesamtgehalt löslicher Trockensubstanz', 'min. 4 °Brix'),
      pestizideZiel,
    ],
  },
  cabbage: {
    name: 'Weißkohl',
    variety: 'Grün, rund (Trommelkopf)',
    description:
      'Kompakte grüne Kohlköpfe, auf zwei bis drei Umblätter geputzt und in Netzsäcken oder Kartons verpackt. Geliefert an Großhändler am Golf und in Sri Lanka, meist als Teil gemischter Gemüseladungen im Kühlcontainer. Hält sich 3-4 Wochen bei 0-1 °C und hoher Luftfeuchte.',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer (gemischte Gemüseladung möglich)',
    leadTime: '5-7 Tage',
    port: 'Chennai / Nhava Sheva (JNPT)',
    specifications: [
      ['Kopf', 'Fest, kompakt, 0.8-1.5 kg'],
      ['Farbe', 'Frisches Grün'],
      ['Zuschnitt', '2-3 Umblätter, Strunk bündig abgeschnitten'],
      ['Transporttemperatur', '0-1 °C, rel. LF 95 %'],
    ],
    varieties: [
      v('Grüne runde Hybride', ['Gewicht', '0.8-1.5 kg'], ['Verwendung', 'Salate, Kochen']),
    ],
    qualityParameters: [
      q('Kopfgewicht', '0.8-1.5 kg'),
      q('Mängel (Platzen, Fäulnis, Insektenschäden)', 'max. 5 % nach Gewicht'),
      pestizideZiel,
      q('Festigkeit', 'Fest bei Handdruck'),
    ],
  },
  cauliflower: {
    name: 'Blumenkohl',
    variety: 'Typ Snowball',
    origin:
      'Westbengalen (Nadia, Hooghly), Bihar, Haryana (Sonipat), Himachal Pradesh (außerhalb der Saison)',
    description:
      'Weiße, kompakte Blumen aus Westbengalen und Haryana im Winter und aus den Bergen von Himachal außerhalb der Saison. Die Köpfe werden geerntet, bevor sich die Blume lockert, in Blätter gehüllt und vor dem Verpacken vorgekühlt. Hält sich 2-3 Wochen bei 0-1 °C.',
    grade: 'Blumen von 600-1000 g, 12-16 cm',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '3-5 Tage',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: ['Kartons zu 10 kg / 12 kg (6-12 Köpfe), in Blätter gehüllt'],
    specifications: [
      ['Blume', 'Kompakt, weiß bis cremeweiß'],
      ['Blätter', 'Geputzt, 2-3 Umblätter'],
      ['Gewicht', '600-1000 g'],
      ['Transporttemperatur', '0-1 °C, rel. LF 95 %'],
    ],
    varieties: [
      v('Pusa Snowball K-1', ['Quelle', 'ICAR-IARI'], ['Saison', 'Spät (Dezember-Februar)']),
      v('Pusa Sharad', ['Quelle', 'ICAR-IARI'], ['Saison', 'Mittelfrüh (Oktober-November)']),
    ],
    qualityParameters: [
      q('Blumengewicht', '600-1000 g'),
      q('Farbe und Festigkeit der Blume', 'Weiß, geschlossen; nicht griesig oder flaumig'),
      q('Mängel (Druckstellen, Bräunung, Fäulnis)', 'max. 5 % nach Gewicht'),
      pestizideZiel,
    ],
  },
  'carrot-ooty': {
    name: 'Karotte',
    variety: 'Ooty (Nilgiris, europäischer Typ)',
    origin: 'Tamil Nadu (Nilgiris: Ooty, Kotagiri, Ketti), Karnataka (Kolar)',
    description:
      'Leuchtend orangefarbene, süße Karotten vom europäischen Typ, ganzjährig in den Nilgiri-Bergen angebaut und auf den Höfen von Mettupalayam gewaschen und vom Laub befreit. Glatt und einheitlich, eignen sie sich für Einzelhandelspackungen, zum Entsaften und für die Gastronomie am Golf, in Sri Lanka und auf den Malediven. Hält sich 4-6 Wochen bei 0-1 °C und hoher Luftfeuchte.',
    grade: '15-22 cm, 100-200 g',
    moisture: frisch,
    moq: '1 x 40ft-Kühlcontainer',
    leadTime: '5-7 Tage',
    port: 'Chennai / Cochin',
    packSizes: ['10-kg-Kartons', '20-kg-Netzsäcke'],
    specifications: [
      ['Farbe', 'Leuchtend orange, gleichfarbiger Kern'],
      ['Form', 'Zylindrisch, stumpfe Spitze'],
      ['Aufbereitung', 'Gewaschen, Laub entfernt'],
      ['Transporttemperatur', '0-1 °C, rel. LF 95-98 %'],
    ],
    varieties: [
      v('New Kuroda', ['Typ', 'Kuroda (japanisch)'], ['Hinweise', 'Dick, süß, tief orange']),
      v('Hybriden vom Typ Nantaise', ['Typ', 'Nantaise'], ['Hinweise', 'Schlank, glatt']),
    ],
    qualityParameters: [
      q('Wurzellänge', '15-22 cm'),
      q('Mängel (gegabelt, gerissen, grüne Schultern)', 'max. 5 % nach Gewicht'),
      q('Gesamtgehalt löslicher Trockensubstanz', 'min. 8 °Brix'),
      pestizideZiel,
    ],
  },
  'curry-leaves': {
    name: 'Curryblätter',
    variety: 'Senkambu (rotstielig)',
    origin: 'Tamil Nadu (Coimbatore: Karamadai, Mettupalayam), Karnataka, Andhra Pradesh',
    description:
      'Frische Curryblattzweige aus der Gegend um Karamadai bei Coimbatore, wo der rotstielige Senkambu-Typ wegen seines kräftigen Aromas angebaut wird. Die Zweige werden am frühen Morgen geschnitten, sortiert, gebündelt und innerhalb weniger Stunden in perforierte Inliner verpackt. Versand per Luftfracht an den Golf, nach Großbritannien und Singapur; gekühlt 10-14 Tage haltbar.',
    grade: 'Zweige 15-25 cm, keine gelben Blätter',
    moisture: frisch,
    packSizes: ['Bündel zu 250 g / 500 g', 'Kartons zu 2 kg / 5 kg mit perforiertem Inliner'],
    specifications: [
      ['Farbe', 'Dunkelgrün, glänzend'],
      ['Aroma', 'Kräftig, charakteristisch'],
      ['Stiel', 'Rötlich (Senkambu)'],
      ['Transporttemperatur', '2-5 °C, hohe Luftfeuchte'],
    ],
    varieties: [
      v(
        'Senkambu',
        ['Stiel', 'Rot'],
        ['Hinweise', 'Kräftigstes Aroma, von tamilischen Käufern bevorzugt'],
      ),
      v('Grünstielig (lokal)', ['Stiel', 'Grün'], ['Hinweise', 'Größere Blätter, milder']),
    ],
    qualityParameters: [
      q('Gelbe oder beschädigte Blätter', 'max. 5 % nach Gewicht'),
      q('Fremdbestandteile (Zweige, Unkraut)', 'max. 1 %'),
      q('Frische', 'Prall, ohne Welke oder schwarze Flecken'),
      pestizideEuOderZiel,
    ],
  },
  'turmeric-fresh': {
    name: 'Frische Kurkuma',
    variety: 'Erode- / Salem-Finger',
    origin: 'Tamil Nadu (Erode, Salem), Maharashtra (Sangli, Hingoli), Meghalaya (Lakadong)',
    description:
      'Frische Kurkuma-Rhizome, von Januar bis März gerodet, gewaschen, mit gekürzten Wurzeln und von der Mutterknolle getrennten Fingern. Frisch verwendet für Pickles, Säfte und Wellness-Shots sowie von asiatischen Lebensmittelhändlern zum Kochen. Versand in Kühlcontainern bei 12-13 °C; Lakadong-Partien aus Meghalaya haben einen deutlich höheren Curcumin-Gehalt.',
    grade: 'Gewaschene Finger 5-8 cm; Mutterknollen separat verpackt',
    moisture: frisch,
    moq: '1 x 20ft-Kühlcontainer (ca. 12 t)',
    leadTime: '5-7 Tage',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Belüftete Kartons zu 5 kg / 10 kg', '20-kg-Netzsäcke'],
    specifications: [
      ['Farbe des Fruchtfleischs', 'Tiefes Orangegelb'],
      ['Curcumin (i. Tr.)', '3-4 % (Erode/Salem); 6-7 % (Lakadong)'],
      ['Aufbereitung', 'Gewaschen, Wurzeln gekürzt'],
      ['Transporttemperatur', '12-13 °C, rel. LF 85-90 %'],
    ],
    varieties: [
      v('Erode / Salem', ['Curcumin', '3-4 %'], ['Hinweise', 'Leuchtend orange, kräftige Finger']),
      v('Lakadong', ['Curcumin', '6-7 %'], ['Hinweise', 'Meghalaya, intensive Farbe']),
    ],
    qualityParameters: [
      q('Curcumin (an getrockneter Probe)', 'min. 3 %'),
      q('Mängel (Schimmel, Fäulnis, Schnitte, Schrumpfung)', 'max. 3 % nach Gewicht'),
      q('Anhaftende Erde und Fremdbestandteile', 'max. 1 %'),
      pestizideEuOderZiel,
    ],
  },
}
