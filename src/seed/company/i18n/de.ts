import type { CompanyTranslation } from './types'

/** German translation of the company-page seed content (see ./types.ts). */
export const de: CompanyTranslation = {
  tagline:
    'Indische Gewürze, Getreide und Hülsenfrüchte – geprüft und spezifikationsgerecht verschifft',
  home: {
    hero: {
      trustBadge: 'Bei APEDA und Spices Board registrierter Exporteur seit 1999',
      title: 'Indische Gewürze, Getreide und Hülsenfrüchte,',
      titleHighlight: 'geprüft und verschifft',
      titleEnd: 'nach Ihrer Spezifikation',
      subtitle:
        'Wir kaufen in Indiens wichtigsten Anbaugebieten ein, reinigen und verarbeiten in unserem eigenen Werk in Gujarat und verladen ab Nhava Sheva und Mundra mit vollständigen Exportpapieren. Ein Lieferant und eine lückenlose Qualitätsdokumentation für jede Sendung.',
      benefits: [
        'Vorverschiffungsmuster und Analysezertifikat für jede Partie',
        'Eigenes NABL-akkreditiertes Labor für Rückstände, Mykotoxine und Mikrobiologie',
        'Eigenmarken und individuelle Verpackung, vom 25-kg-Sack bis zur Einzelhandelspackung',
      ],
      stats: [
        { value: '25+', label: 'Jahre (seit 1999)' },
        { value: '{countries}', label: 'Belieferte Länder' },
        { value: '500+', label: 'Kunden weltweit' },
        { value: '88.000 t', label: 'Exportvolumen' },
      ],
    },
    categories: {
      title: 'Unser Exportsortiment',
      subtitle:
        'Sechs Produktgruppen, jeweils aus den besten Anbauregionen bezogen und nach den Vorschriften Ihres Marktes verpackt.',
    },
    tabs: {
      quality: {
        label: 'Qualität',
        title: 'Qualität, die Sie Partie für Partie prüfen können',
        text: 'Jede Sendung wird geprüft, bevor sie Indien verlässt, und die Ergebnisse reisen mit. Unser Labor untersucht, was Ihr Markt regelt – von Pflanzenschutzmittelrückständen gemessen an den EU-Rückstandshöchstgehalten bis zu Aflatoxinen und Salmonellen –, damit im Einfuhrhafen nichts dem Zufall überlassen bleibt.',
        points: [
          'Dokumentierte Kontrollen der Lebensmittelsicherheit in jedem Verarbeitungsschritt',
          'Pestizid-Multimethode mit GC-MS/MS und LC-MS/MS',
          'Dampfsterilisation von Gewürzen und Saaten auf Wunsch',
          'Rückstellmuster jeder Partie, 12 Monate aufbewahrt',
        ],
      },
      logistics: {
        label: 'Logistik',
        title: 'Pünktlich und mit korrekten Papieren',
        text: 'Unser Export-Hub in Mumbai übernimmt Containerbeladung, Buchungen bei den Reedereien und die Dokumentation. Wir planen die Verladung nach dem Ladeschluss Ihres Schiffes und senden vor der Verschiffung Entwürfe aller Dokumente, damit die Verzollung bei Ihnen reine Routine ist.',
        points: [
          'FOB-, CFR- und CIF-Angebote ab Nhava Sheva und Mundra',
          'Kühlcontainer für Frischgemüse und empfindliche Produkte',
          'Beladungsfotos, Plombennummern und Sendungsverfolgung für Sie',
          'Pflanzengesundheits-, Ursprungs- und Gesundheitszeugnisse besorgen wir selbst',
        ],
        stats: [
          { value: '15–20 Tage', label: 'Durchschnittliche Transitzeit' },
          { value: '99.8%', label: 'Pünktliche Verschiffungen' },
          { value: '4.000+', label: 'Verschiffte Container' },
        ],
      },
      partnerships: {
        label: 'Partnerschaften',
        title: 'Langfristige Lieferbeziehungen statt Einzelgeschäfte',
        text: 'Den Großteil unseres Geschäfts machen wir mit Importeuren, die seit Jahren bei uns kaufen. Wo die Ernte es zulässt, halten wir die Preise über eine Saison stabil, reservieren Ware für Stammkunden und teilen Ernte- und Preisprognosen, bevor sich der Markt bewegt.',
        points: [
          'Jahres- und Saisonkontrakte',
          'Ein fester Kundenbetreuer für jeden Käufer',
          'Ernteberichte unserer Einkaufsteams direkt vom Feld',
          'Gemeinsame Produktentwicklung für Eigenmarken-Sortimente',
        ],
        stats: [
          { value: '8+ Jahre', label: 'Durchschnittliche Kundenbeziehung' },
          { value: '25%', label: 'Jährliches Wachstum' },
          { value: '70%', label: 'Umsatz mit Stammkunden' },
        ],
      },
    },
    globalReach: {
      title: 'Weltweit präsent, vor Ort verlässlich',
      subtitle:
        'Regelmäßige Lieferungen an Importeure, Distributoren, Lebensmittelhersteller und Handelsketten in {countries} Ländern und sechs Regionen.',
      regions: [
        {
          name: 'Nordamerika',
          countries: 8,
          flag: '🇺🇸',
          volumeMt: 14500,
          growthPercent: 12,
          markets: 'USA, Kanada, Mexiko, Trinidad und Tobago',
        },
        {
          name: 'Europa',
          countries: 15,
          flag: '🇪🇺',
          volumeMt: 19000,
          growthPercent: 9,
          markets: 'Vereinigtes Königreich, Deutschland, Niederlande, Spanien, Polen',
        },
        {
          name: 'Naher Osten',
          countries: 12,
          flag: '🇦🇪',
          volumeMt: 26500,
          growthPercent: 18,
          markets: 'Vereinigte Arabische Emirate, Saudi-Arabien, Oman, Katar, Kuwait',
        },
        {
          name: 'Asien-Pazifik',
          countries: 10,
          flag: '🇸🇬',
          volumeMt: 15000,
          growthPercent: 15,
          markets: 'Malaysia, Singapur, Australien, Japan, Vietnam',
        },
        {
          name: 'Afrika',
          countries: 8,
          flag: '🇿🇦',
          volumeMt: 8500,
          growthPercent: 22,
          markets: 'Südafrika, Kenia, Ägypten, Nigeria',
        },
        {
          name: 'Südamerika',
          countries: 6,
          flag: '🇧🇷',
          volumeMt: 4500,
          growthPercent: 11,
          markets: 'Brasilien, Chile, Kolumbien, Peru',
        },
      ],
    },
    standards: {
      title: 'Zertifizierungen & Registrierungen',
      subtitle:
        'Die Standards und Registrierungen, die für Lebensmittelexporte aus Indien gelten. Welche Zertifikate wir heute besitzen und wie lange sie gültig sind, steht auf der Qualitätsseite.',
      items: [
        {
          title: 'APEDA',
          text: 'Die indische Exportförderbehörde für Agrar- und verarbeitete Lebensmittelerzeugnisse (Agricultural and Processed Food Products Export Development Authority) beim Ministerium für Handel und Industrie registriert Exporteure gelisteter Agrar- und Lebensmittelerzeugnisse. Ihr Registration-cum-Membership Certificate (RCMC) ist für den Export von Getreide, Hülsenfrüchten, Frischgemüse und verarbeiteten Lebensmitteln erforderlich.',
        },
        {
          title: 'FSSAI',
          text: 'Die indische Behörde für Lebensmittelsicherheit und -standards (Food Safety and Standards Authority of India) erteilt Lebensmittelunternehmen Lizenzen nach dem Food Safety and Standards Act von 2006. Das indische Recht schreibt Lebensmittelexporteuren eine Zentrallizenz vor.',
        },
        {
          title: 'ISO 22000',
          text: 'Die internationale Norm für Managementsysteme für Lebensmittelsicherheit. Sie verbindet die HACCP-Grundsätze mit Präventivprogrammen (PRP) und Anforderungen an das Managementsystem und wird von einer akkreditierten, unabhängigen Zertifizierungsstelle auditiert.',
        },
        {
          title: 'HACCP',
          text: 'Hazard Analysis and Critical Control Points (Gefahrenanalyse und kritische Kontrollpunkte) – das vom Codex Alimentarius festgelegte präventive System. Es ermittelt biologische, chemische und physikalische Gefahren und beherrscht sie an definierten Punkten mit überwachten Grenzwerten und Aufzeichnungen.',
        },
        {
          title: 'Spices Board',
          text: 'Das Spices Board India, eine gesetzliche Körperschaft beim Ministerium für Handel und Industrie, registriert Gewürzexporteure. Sein Certificate of Registration as Exporter of Spices (CRES) ist Voraussetzung für den Gewürzexport aus Indien.',
        },
        {
          title: 'BRC',
          text: 'Der BRCGS Global Standard for Food Safety ist ein von der GFSI anerkanntes Zertifizierungsprogramm für Lebensmittelhersteller, auditiert von zugelassenen Zertifizierungsstellen. Viele Händler im Vereinigten Königreich und in Europa verlangen ihn von ihren Lieferanten.',
        },
        {
          title: 'Bio',
          text: 'Indiens National Programme for Organic Production (NPOP), das APEDA verantwortet, legt fest, nach welchen Regeln akkreditierte Kontrollstellen Bio-Erzeugnisse zertifizieren. Märkte mit eigenen Öko-Vorschriften verlangen ihre eigene Zertifizierung.',
        },
        {
          title: 'Halal-Zertifizierung',
          text: 'Die Halal-Zertifizierung bestätigt, dass Zutaten, Verarbeitung und Handhabung den islamischen Speisevorschriften entsprechen – ohne verbotene Stoffe und ohne Kreuzkontakt. Sie wird von einer anerkannten Halal-Zertifizierungsstelle ausgestellt und von Käufern am Golf und in Südostasien erwartet.',
        },
      ],
    },
  },
  about: {
    hero: {
      title: 'Über Bharat Agro Exports',
      subtitle:
        'Ein Exporthaus aus Mumbai, 1995 als Gewürzhandel gegründet, das heute Importeure in {countries} Ländern aus eigener Beschaffung, Verarbeitung und Prüfung beliefert.',
      badges: ['Gegr. 1995', '{countries} Länder', '10.000+ t Jahreskapazität'],
    },
    story: {
      title: 'Unsere Geschichte',
      paragraphs: [
        'Bharat Agro Exports begann 1995 als kleines Gewürzhandelsbüro in Mumbai, das Kurkuma, Chilis und schwarzen Pfeffer für inländische Verarbeiter einkaufte. 1999 verschifften wir unseren ersten Container ins Ausland – ganze Gewürze für einen Importeur in Dubai –, und seitdem ist der Export der Kern unseres Geschäfts.',
        'Als Käufer mehr Produkte und engere Spezifikationen verlangten, rückten wir näher an den Ursprung. Ein Einkaufsbüro in Chandigarh brachte uns in direkten Kontakt mit Erzeugern von Basmati, Weizen und Hülsenfrüchten in Punjab und Haryana. Mit unserem Verarbeitungswerk in Vapi, Gujarat, übernahmen wir die Kontrolle über Reinigung, Vermahlung, Sterilisation und Verpackung. Es folgte ein eigenes Labor, denn wir wollten jede Partie prüfen, bevor es das Labor eines Käufers tut.',
        'Heute beliefern wir mehr als 500 Importeure, Distributoren und Lebensmittelhersteller mit Gewürzen, Getreide, Hülsenfrüchten, Ölsaaten, Frischgemüse und verarbeiteten Lebensmitteln. Das Unternehmen ist nach wie vor familiengeführt, und es gilt die Regel vom ersten Tag: dem Käufer genau sagen, was er bekommt – und genau das liefern.',
      ],
    },
    stats: [
      { value: '25+', label: 'Jahre im Export' },
      { value: '{countries}', label: 'Exportländer' },
      { value: '500+', label: 'Kunden weltweit' },
      { value: '10.000+ t', label: 'Jahreskapazität' },
    ],
    mission: {
      title: 'Unsere Mission',
      text: 'Käufer in Übersee mit indischen Agrarprodukten zu beliefern, die bei jeder Sendung ihrer Spezifikation und den Vorschriften ihres Marktes entsprechen – bei fairer Bezahlung der Erzeuger und mit Lieferketten, die Bestand haben.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Der indische Lieferant zu sein, an den sich Importeure zuerst wenden, wenn sie rückverfolgbare, geprüfte Agrarprodukte suchen – bekannt für gleichbleibende Qualität von einem Erntejahr zum nächsten und für geradliniges Geschäftsgebaren gegenüber Käufern wie Landwirten.',
    },
    values: [
      {
        title: 'Kompromisslose Qualität',
        text: 'Wir prüfen vor der Verschiffung, dokumentieren unsere Befunde und weisen Partien zurück, die die Spezifikation verfehlen – auch wenn uns das den Auftrag kostet.',
      },
      {
        title: 'Kundenorientierung',
        text: 'Jeder Käufer hat einen festen Kundenbetreuer, der seine Spezifikationen, die Vorschriften seines Marktes und seinen Lieferkalender kennt.',
      },
      {
        title: 'Innovationskraft',
        text: 'Wir investieren in Dampfsterilisation, Rückstandsanalytik und Rückverfolgbarkeit auf Partieebene, um strengere Grenzwerte einzuhalten, bevor sie Gesetz werden.',
      },
      {
        title: 'Nachhaltigkeit',
        text: 'Wir arbeiten mit Erzeugergemeinschaften an verantwortungsvollem Pflanzenschutz, senken den Wasser- und Energieverbrauch in unserem Werk und setzen recyclingfähige Verpackungen ein, wo immer Käufer es zulassen.',
      },
    ],
    timeline: [
      {
        year: '1995',
        title: 'Gründung in Mumbai',
        text: 'Start als Gewürzhandelshaus, das Kurkuma, Chilis und schwarzen Pfeffer an inländische Verarbeiter lieferte.',
      },
      {
        year: '1999',
        title: 'Erste Exportsendung',
        text: 'Registrierung bei APEDA und dem Spices Board und erster Container mit ganzen Gewürzen in die VAE.',
      },
      {
        year: '2004',
        title: 'Einkaufsbüro in Chandigarh',
        text: 'Eröffnung eines Beschaffungsstandorts im Norden, um Basmatireis, Weizen und Hülsenfrüchte direkt bei Erzeugern und auf den Mandis (Agrarmärkten) in Punjab und Haryana einzukaufen.',
      },
      {
        year: '2009',
        title: 'Inbetriebnahme des Werks in Vapi',
        text: 'Eröffnung unseres Verarbeitungswerks in Gujarat mit Reinigungs-, Mahl- und Verpackungslinien für Gewürze und Saaten.',
      },
      {
        year: '2014',
        title: 'Lebensmittelsicherheitssystem und eigenes Labor',
        text: 'Aufbau eines dokumentierten Managementsystems für Lebensmittelsicherheit und eines Labors für chemische und mikrobiologische Untersuchungen.',
      },
      {
        year: '2018',
        title: 'Akkreditierung des Labors',
        text: 'NABL-Akkreditierung des Labors und erste Lieferungen nach Südamerika.',
      },
      {
        year: '2023',
        title: 'Kapazität auf 10.000 t verdoppelt',
        text: 'Dampfsterilisation und eine zweite Mahllinie kamen hinzu: Die jährliche Verarbeitungskapazität stieg auf 10.000 t.',
      },
    ],
    leaders: [
      {
        name: 'Vikram Sethi',
        position: 'Geschäftsführer',
        experience: '28 Jahre',
        specialization: 'Exportstrategie, Gewürzhandel und Betreuung von Schlüsselkunden',
      },
      {
        name: 'Dr. Meera Kulkarni',
        position: 'Leiterin Qualität & Labor',
        experience: '19 Jahre',
        specialization:
          'Lebensmittelsicherheitssysteme, Rückstandsanalytik und Einhaltung gesetzlicher Vorschriften',
      },
      {
        name: 'Harpreet Singh Gill',
        position: 'Direktor Einkauf',
        experience: '22 Jahre',
        specialization:
          'Beschaffung von Getreide und Hülsenfrüchten, Landwirteprogramme in Punjab und Haryana',
      },
    ],
    facilities: [
      {
        name: 'Verarbeitungswerk Gujarat',
        location: 'Vapi, Gujarat',
        area: '50.000 Quadratfuß (ca. 4.650 m²)',
        capacity: '10.000 t/Jahr',
        description:
          'Unser Hauptverarbeitungsstandort mit Linien für Vorreinigung, Entsteinung, optische Sortierung, Vermahlung, Dampfsterilisation und Verpackung von Gewürzen, Saaten und Hülsenfrüchten. Das NABL-akkreditierte Labor liegt auf demselben Gelände: Partien werden beprobt, geprüft und freigegeben, ohne das Werk zu verlassen.',
        certifications: [
          'ISO 22000:2018',
          'HACCP',
          'BRCGS Lebensmittelsicherheit',
          'FSSAI-Zentrallizenz',
        ],
      },
      {
        name: 'Export-Hub Mumbai',
        location: 'Sewri, Mumbai, Maharashtra',
        area: '25.000 Quadratfuß (ca. 2.320 m²)',
        capacity: 'Bis zu 150 Container/Monat',
        description:
          'Hauptsitz und Konsolidierungslager, etwa eine Autostunde von Nhava Sheva entfernt. Hier finden Endkontrolle, Containerbeladung, Exportdokumentation und Kundenbesuche statt; außerdem halten wir Pufferbestände schnell drehender Artikel für Stammkunden vor.',
        certifications: [
          'ISO 22000:2018',
          'FSSAI-Zentrallizenz',
          'APEDA-RCMC',
          'Spices-Board-CRES',
        ],
      },
      {
        name: 'Beschaffungsstandort Punjab',
        location: 'Chandigarh (für Punjab & Haryana)',
        area: '15.000 Quadratfuß (ca. 1.390 m²)',
        capacity: 'Lagerkapazität 3.000 t',
        description:
          'Einkaufsbüro mit Musterraum und Trockenlager, das mit Erzeugergemeinschaften und Mandis in ganz Punjab und Haryana zusammenarbeitet. Hier werden Basmatireis, Weizen und Hülsenfrüchte klassiert und auf Feuchtigkeit und Besatz geprüft, bevor sie an Partnermühlen oder in den Hafen gehen.',
        certifications: ['ISO 22000:2018', 'FSSAI-Lizenz'],
      },
    ],
  },
  quality: {
    hero: {
      title: 'Qualitätssicherung',
      subtitle:
        'Vom Hoftor bis zum verplombten Container wird jede Partie nach Ihrer Spezifikation und den Vorschriften Ihres Marktes kontrolliert, geprüft und dokumentiert.',
      badges: ['NABL-akkreditiertes Labor', 'Eigene Laborprüfung'],
    },
    promise: {
      title: 'Unser Qualitätsversprechen',
      text: 'Die Qualitätskontrolle beginnt beim Landwirt und endet mit der Verplombung des Containers. Jede Stufe hat festgelegte Prüfungen, eine namentlich benannte verantwortliche Person und Aufzeichnungen, mit denen wir jede Partie bis zu den Höfen zurückverfolgen können, von denen sie stammt. Wir prüfen nach den Grenzwerten des Bestimmungsmarktes, nicht nur nach indischen Standards.',
      stats: [
        { value: '{certificates}', label: 'Gültige Zertifikate' },
        { value: '50+', label: 'Prüfparameter' },
        { value: '99.8%', label: 'Freigabe im ersten Anlauf' },
        { value: '24/7', label: 'Überwachung' },
      ],
    },
    process: [
      {
        title: 'Auswahl der Erzeuger',
        text: 'Wir kaufen bei registrierten Erzeugergemeinschaften und etablierten Händlern in bewährten Anbaugebieten. Unsere Feldberater besuchen sie während der Saison und beraten zu zugelassenem Pflanzenschutz und zum richtigen Erntezeitpunkt.',
        checks: [
          'Registrierung der Betriebe mit kartierten Flächen',
          'Prüfung der Spritzprotokolle und Wartezeiten vor der Ernte',
          'Rückstands-Screening vor der Ernte bei Risikokulturen',
        ],
      },
      {
        title: 'Rohwarenprüfung',
        text: 'Jede eingehende Partie wird bei Ankunft beprobt und bleibt gesperrt, bis die Prüfergebnisse sie für die Verarbeitung freigeben.',
        checks: [
          'Feuchtigkeit, Fremdbestandteile und visuelle Klassierung',
          'Aflatoxin-Schnelltest für Chilis, Nüsse und Getreide',
          'Chargennummern, die jeden Sack seinem Lieferanten zuordnen',
        ],
      },
      {
        title: 'Prozesskontrollen',
        text: 'Reinigung, Sortierung, Vermahlung und Sterilisation laufen nach HACCP-Plänen; die kritischen Kontrollpunkte werden in jeder Schicht überwacht und dokumentiert.',
        checks: [
          'Magnete und Metalldetektoren an jeder Linie',
          'Zeit und Temperatur der Dampfsterilisation protokolliert',
          'Linienfreigabe und Allergenkontrollen bei Produktwechsel',
        ],
      },
      {
        title: 'Endkontrolle',
        text: 'Fertige Partien werden nach festem Probenahmeplan beprobt und vor der Freigabe gegen die Spezifikation des Käufers und die gesetzlichen Grenzwerte des Bestimmungslandes geprüft.',
        checks: [
          'Vollständiges chemisches und mikrobiologisches Profil',
          'Pestizidrückstände gemessen an den Höchstgehalten des Bestimmungslandes',
          'Analysezertifikat für jede Partie',
        ],
      },
      {
        title: 'Qualität in der Logistik',
        text: 'Der Schutz der Ware setzt sich bei Lagerung, Containerbeladung und Transport fort, damit sie so ankommt, wie sie uns verlassen hat.',
        checks: [
          'Prüfung der Container auf Sauberkeit und Geruch',
          'Inliner und Trockenmittel gegen Kondenswasser',
          'Fotos und Plombennummern bei der Beladung dokumentiert',
        ],
      },
    ],
    certifications: [
      {
        name: 'ISO 22000:2018',
        issuer: 'NABCB-akkreditierte Zertifizierungsstelle',
        scope:
          'Managementsystem für Lebensmittelsicherheit für Beschaffung, Verarbeitung, Lagerung und Export von Gewürzen, Getreide, Hülsenfrüchten und Saaten',
        validMonths: 26,
        ongoing: false,
      },
      {
        name: 'HACCP',
        issuer: 'NABCB-akkreditierte Zertifizierungsstelle',
        scope:
          'HACCP-Pläne (Gefahrenanalyse und kritische Kontrollpunkte) für alle Verarbeitungslinien in Vapi',
        validMonths: 14,
        ongoing: false,
      },
      {
        name: 'BRC Global Standards',
        issuer: 'Von BRCGS zugelassene Zertifizierungsstelle',
        scope:
          'Global Standard for Food Safety: Reinigung, Vermahlung, Dampfsterilisation und Verpackung von Gewürzen und Saaten',
        validMonths: -2,
        ongoing: false,
      },
      {
        name: 'APEDA-Registrierung',
        issuer: 'APEDA, Ministerium für Handel und Industrie, Regierung von Indien',
        scope:
          'Registration-cum-Membership Certificate (RCMC) für den Export gelisteter Agrar- und verarbeiteter Lebensmittelerzeugnisse',
        validMonths: 30,
        ongoing: false,
      },
      {
        name: 'Spices-Board-Zertifizierung',
        issuer: 'Spices Board India, Ministerium für Handel und Industrie',
        scope: 'Registrierungszertifikat als Gewürzexporteur (CRES)',
        validMonths: null,
        ongoing: true,
      },
      {
        name: 'FSSAI-Lizenz',
        issuer: 'Indische Behörde für Lebensmittelsicherheit und -standards (FSSAI)',
        scope: 'Zentrallizenz für Herstellung, Lagerung und Export von Lebensmitteln',
        validMonths: 20,
        ongoing: false,
      },
    ],
    testing: [
      {
        name: 'Physikalisch',
        parameters: [
          'Feuchtigkeitsgehalt (ISO 939, Destillation; Trockenschrankverfahren bei Getreide)',
          'Fremdbestandteile und Verunreinigungen (ISO 927)',
          'Partikelgröße per Siebanalyse nach der Maschenweiten-Spezifikation des Käufers',
          'Extrahierbare Farbe bei Chilis und Paprika (ASTA 20.1)',
          'Kornlänge, Bruch- und Kreidekörner bei Reis (bildgestützte Kornanalyse)',
          'Schüttdichte, Besatz sowie beschädigte oder verfärbte Körner',
        ],
      },
      {
        name: 'Chemisch',
        parameters: [
          'Ätherisches Öl (ISO 6571, Wasserdampfdestillation)',
          'Gesamtasche und salzsäureunlösliche Asche (ISO 928, ISO 930)',
          'Curcumin in Kurkuma (ISO 5566; HPLC)',
          'Piperin in schwarzem Pfeffer (ISO 5564)',
          'Schärfe und Capsaicinoide mittels HPLC (ASTA 21.3)',
          'Aflatoxine B1, B2, G1, G2 und Ochratoxin A mittels HPLC-FLD nach Immunaffinitätsreinigung',
          'Sudanfarbstoffe und andere unzulässige Farbstoffe mittels LC-MS/MS',
        ],
      },
      {
        name: 'Mikrobiologisch',
        parameters: [
          'Gesamtkeimzahl (ISO 4833-1)',
          'Hefen und Schimmelpilze (ISO 21527-2)',
          'Salmonellen, Nachweis in 25 g (ISO 6579-1)',
          'Escherichia coli (ISO 16649-2)',
          'Coliforme Keime (ISO 4832)',
          'Bacillus cereus (ISO 7932)',
          'Koagulase-positive Staphylokokken (ISO 6888-1)',
        ],
      },
      {
        name: 'Rückstandsanalytik',
        parameters: [
          'Pestizid-Multimethode für 400+ Wirkstoffe (QuEChERS, EN 15662; GC-MS/MS und LC-MS/MS)',
          'Ethylenoxid und 2-Chlorethanol mittels GC-MS/MS',
          'Schwermetalle: Blei, Cadmium, Arsen und Quecksilber mittels ICP-MS',
          'Polyzyklische aromatische Kohlenwasserstoffe (PAK4) mittels GC-MS',
          'Pyrrolizidinalkaloide in Kreuzkümmel und getrockneten Kräutern mittels LC-MS/MS',
          'Dithiocarbamate (als CS2) mittels Headspace-GC-MS',
        ],
      },
    ],
    lab: {
      equipment: [
        {
          name: 'HPLC mit PDA- und Fluoreszenzdetektor',
          purpose: 'Curcumin, Piperin und Capsaicinoide; Aflatoxine und Ochratoxin A',
        },
        {
          name: 'GC-MS/MS (Triple-Quadrupol)',
          purpose: 'GC-gängige Pestizidrückstände, Ethylenoxid und 2-Chlorethanol',
        },
        {
          name: 'LC-MS/MS (Triple-Quadrupol)',
          purpose: 'Polare Pestizide, Sudanfarbstoffe und Pyrrolizidinalkaloide',
        },
        {
          name: 'ICP-MS mit AAS als Reserve',
          purpose: 'Blei, Cadmium, Arsen, Quecksilber und weitere Spurenelemente',
        },
        {
          name: 'Halogen-Feuchtebestimmer',
          purpose: 'Schnelle Feuchtemessung bei Wareneingang und während der Verarbeitung',
        },
        {
          name: 'UV/Vis-Spektralphotometer',
          purpose: 'Farbwert, Curcumin und Piperin nach den spektralphotometrischen ISO-Methoden',
        },
        {
          name: 'Soxhlet-Extraktionsanlage',
          purpose: 'Ölgehalt von Ölsaaten und nichtflüchtiger Etherextrakt von Gewürzen',
        },
        {
          name: 'Kjeldahl-Aufschluss- und Destillationssystem',
          purpose: 'Proteingehalt von Hülsenfrüchten, Getreide und Ölsaatenschroten',
        },
        {
          name: 'Laminar-Flow-Werkbank und Autoklav',
          purpose:
            'Aseptisches Arbeiten, Nährbodenherstellung und Sterilisation für die Mikrobiologie',
        },
        {
          name: 'Bildgestützter Kornanalysator',
          purpose: 'Kornlänge, Bruch, Kreidigkeit und Farbfehler bei Reis und Hülsenfrüchten',
        },
      ],
      capacity: '200+ Proben pro Tag',
      routineTurnaround: '24–48 Stunden',
      specializedTurnaround: '3–5 Tage',
      accreditation: 'NABL-akkreditiert',
    },
    compliance: {
      title: 'Einhaltung gesetzlicher Vorgaben',
      items: [
        {
          title: 'Lebensmittelsicherheit',
          text: 'Unser Lebensmittelsicherheitssystem folgt den HACCP-Grundsätzen; welche Zertifikate es heute besitzt, steht oben mit ihrer Gültigkeit. Unsere Betriebe sind bei der US-FDA registriert, und wir stellen Importeuren die Lieferantenunterlagen bereit, die sie für das US-amerikanische Foreign Supplier Verification Program und für die Rückverfolgbarkeitsvorschriften der EU nach Verordnung (EG) Nr. 178/2002 benötigen.',
        },
        {
          title: 'Rückstandshöchstgehalte',
          text: 'Wir prüfen gegen den Grenzwert, der dort gilt, wo die Ware verkauft wird: EU-Rückstandshöchstgehalte nach Verordnung (EG) Nr. 396/2005, Toleranzen der US-EPA nach 40 CFR Part 180 und Höchstgehalte des Codex Alimentarius für Märkte, die diese übernehmen. Wo kein spezifischer Grenzwert besteht, wenden wir den Standardwert des Marktes an, in der EU etwa 0,01 mg/kg.',
        },
        {
          title: 'Dokumentation',
          text: 'Jede Sendung führt die Dokumente mit, die ihr Bestimmungsland verlangt: ein Pflanzengesundheitszeugnis der indischen Plant Quarantine Organisation, ein Analysezertifikat unseres Labors, ein Ursprungszeugnis (präferenziell, wo ein Handelsabkommen greift) und ein Gesundheitszeugnis, falls das Einfuhrland es verlangt. Entwürfe erhalten Sie vor der Verladung zur Freigabe.',
        },
      ],
    },
  },
  contact: {
    hero: {
      title: 'Kontakt zu unserem Exportteam',
      subtitle:
        'Nennen Sie uns Produkt, Menge und Bestimmungshafen – wir melden uns mit Spezifikationen, einem Angebot und Mustermöglichkeiten.',
      badges: ['Support rund um die Uhr', '{countries} belieferte Länder', 'Schnelle Antwort'],
    },
    quickContact: {
      exportPhone: '+91 22 5555 0123',
      infoEmail: 'info@bharatagroexports.example',
      whatsapp: '+91 98765 43210',
      responseTime: 'Innerhalb von 24 Stunden',
    },
    services: [
      'Produktbeschaffung & Qualitätssicherung',
      'Individuelle Verpackung & Eigenmarken',
      'Dokumentation & regulatorische Unterstützung',
      'Logistik & Versandkoordination',
      'Marktinformationen & Preise',
      'Kundendienst & Reklamationsbearbeitung',
    ],
    locations: [
      {
        name: 'Hauptsitz & Export-Hub',
        address:
          'Gebäude B, Harbour Line Logistics Park, Reay Road Industrial Area, Sewri East, Mumbai, Maharashtra 400015, Indien',
        phone: '+91 22 5555 0100',
        email: 'info@bharatagroexports.example',
        hours: 'Mo.–Sa. 9:00–18:00 Uhr (IST)',
        mapQuery: '18.9986,72.8589',
      },
      {
        name: 'Verarbeitungswerk',
        address:
          'Grundstück C-27, Phase II, GIDC Industrial Estate, Vapi, Distrikt Valsad, Gujarat 396195, Indien',
        phone: '+91 260 555 5410',
        email: 'vapi@bharatagroexports.example',
        hours: 'Mo.–Sa. 8:00–17:00 Uhr (IST)',
        mapQuery: '20.3654,72.9215',
      },
      {
        name: 'Einkaufsbüro',
        address: 'SCO 118, Grain Market, Sektor 26, Chandigarh 160019, Indien',
        phone: '+91 172 555 5620',
        email: 'sourcing@bharatagroexports.example',
        hours: 'Mo.–Sa. 9:00–18:00 Uhr (IST)',
        mapQuery: '30.7275,76.8055',
      },
    ],
    faq: [
      {
        question: 'Welche Mindestbestellmengen gelten?',
        answer:
          'Unsere Standard-Mindestmengen betragen 500 kg bei Gewürzen und je 1 t bei Reis und Hülsenfrüchten. Neukunden bieten wir kleinere Probebestellungen an, damit Sie Qualität und Verpackung prüfen können, bevor Sie sich auf volle Container festlegen. Für Ölsaaten, Frischgemüse und verarbeitete Lebensmittel gelten eigene Mindestmengen, die auf der jeweiligen Produktseite angegeben sind.',
      },
      {
        question: 'Welche Zertifikate und Dokumente stellen Sie bereit?',
        answer:
          'Jede Sendung wird von einem Analysezertifikat, einem Pflanzengesundheitszeugnis und einem Ursprungszeugnis begleitet; ein Sicherheitsdatenblatt (MSDS) liefern wir auf Anfrage. Je nach Produkt und Bestimmungsland stellen wir außerdem marktspezifische Dokumente wie Gesundheits-, Begasungs-, Bio- und Halal-Zertifikate bereit.',
      },
      {
        question: 'Wie sichern Sie eine gleichbleibende Qualität?',
        answer:
          'Unsere Verarbeitung läuft nach HACCP-Plänen innerhalb unseres dokumentierten Managementsystems für Lebensmittelsicherheit. Jede Partie wird in mehreren Stufen geprüft: Rohware bei Anlieferung, Kontrollen während der Verarbeitung und eine vollständige Analyse der Fertigware vor der Freigabe. Wir senden Ihnen Vorverschiffungsmuster zur Freigabe, und die Lieferung entspricht dem freigegebenen Muster.',
      },
      {
        question: 'Welche Zahlungsbedingungen akzeptieren Sie?',
        answer:
          'Wir akzeptieren Sichtakkreditiv (L/C at sight), Vorauszahlung per Überweisung (TT) – auch als Teilanzahlung mit Restzahlung gegen Dokumente – sowie Kasse gegen Dokumente (CAD). Die Konditionen richten sich flexibel nach Auftragswert und Dauer unserer Zusammenarbeit.',
      },
      {
        question: 'Mit welchen Lieferzeiten ist zu rechnen?',
        answer:
          'Standardprodukte in Standardverpackung sind in der Regel 10–15 Tage nach Auftragsbestätigung verladebereit. Kundenspezifische Vermahlung, Mischung oder Sterilisation dauert 15–25 Tage, Eigenmarkenaufträge mit neu gedruckter Verpackung 25–35 Tage. Frischgemüse wird innerhalb von 3–7 Tagen verschifft, abhängig von Ernte und Verfügbarkeit von Kühlcontainern.',
      },
      {
        question: 'Bieten Sie Verpackung unter Eigenmarke an?',
        answer:
          'Ja. Wir verpacken unter Ihrer Marke in Beutel, Gläser und Kartons sowie in Großgebinde, mit Etiketten, die den Vorschriften Ihres Marktes zu Zutaten, Allergenen, Nährwerten und Herkunft entsprechen. Senden Sie uns Ihre Druckvorlagen, oder wir helfen bei der Anpassung; rechnen Sie beim ersten Auftrag mit 25–35 Tagen, da die Verpackung erst gedruckt wird.',
      },
      {
        question: 'Kann ich vor der Bestellung Muster erhalten?',
        answer:
          'Ja. Wir senden Muster von 100–500 g je Produkt per Kurier, in der Regel innerhalb von 3–5 Werktagen, zusammen mit dem Spezifikationsblatt und einem aktuellen Analysezertifikat. Die Muster sind kostenlos; für die meisten Bestimmungsländer trägt der Käufer die Kurierkosten, die wir mit der ersten Bestellung verrechnen.',
      },
    ],
  },
  categories: {
    spices: {
      name: 'Gewürze',
      description:
        'Ganze und gemahlene indische Gewürze, maschinell gereinigt und auf Wunsch dampfsterilisiert, vor dem Versand auf Farbe, ätherisches Öl und Rückstände geprüft.',
    },
    grains: {
      name: 'Getreide & Reis',
      description:
        'Basmati- und Nicht-Basmati-Reis, Weizen, Mais und Hirse aus Indiens wichtigsten Anbaugürteln, aufbereitet und sortiert in der Qualität, die Ihr Kontrakt vorsieht.',
    },
    pulses: {
      name: 'Hülsenfrüchte & Linsen',
      description:
        'Halbierte und ganze Hülsenfrüchte – Chana, Moong, Toor, Urad, Masoor und Kichererbsen –, Sortex-gereinigt, poliert oder unpoliert, für Einzelhandel oder als Großgebinde verpackt.',
    },
    oilseeds: {
      name: 'Ölsaaten',
      description:
        'Sesam, Erdnüsse, Sonnenblumen-, Senf- und Nigersaat für Ölmühlen, Bäckereien und Süßwarenhersteller, mit zertifiziertem Ölgehalt und Reinheit je Partie.',
    },
    vegetables: {
      name: 'Frischgemüse',
      description:
        'Zwiebeln, Kartoffeln, Ingwer, Knoblauch und Saisongemüse, in Packhäusern sortiert und in belüfteten Containern oder Kühlcontainern verschifft.',
    },
    processed: {
      name: 'Verarbeitete Lebensmittel',
      description:
        'Gewürzmischungen, Pickles, Chutneys, Pasten, Mehle und Trockengemüse aus FSSC-22000-Betrieben, in Einzelhandels- oder Großverbraucherpackungen und als Eigenmarke.',
    },
  },
}
