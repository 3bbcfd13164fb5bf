import type { CatalogueTranslation } from '../types'

export const vegetables: CatalogueTranslation = {
  'red-onion-nashik': {
    name: 'Oignon rouge',
    variety: 'Rouge de Nashik',
    origin: 'Maharashtra (Nashik, Lasalgaon, Pimpalgaon, Ahmednagar)',
    description:
      "Oignon rouge foncé et piquant de la région de Nashik, acheté sur les marchés de Lasalgaon et de Pimpalgaon, calibré à la main et ensaché dans notre station de conditionnement sous 48 heures. La récolte de rabi (garva) a une peau épaisse et bien serrée qui tient parfaitement pendant les 2 à 5 semaines de traversée vers le Golfe, la Malaisie, le Sri Lanka et le Bangladesh. Les expéditions se font en conteneurs frigorifiques ventilés et sont soumises aux conditions d'exportation de la DGFT en vigueur à la date de réservation.",
    grade: '45-65 mm ; 55 mm+ gros calibre ; 25-40 mm petit calibre sur demande',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (env. 28 t)",
    leadTime: '5-7 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Sacs raschel de 5 kg / 10 kg',
      'Sacs filet de 20 kg / 25 kg',
      'Sacs de jute de 50 kg',
    ],
    specifications: [
      ['Calibre', '45-65 mm (55 mm+ gros calibre)'],
      ['Couleur', 'Rouge foncé à rouge rosé'],
      ['Peau', 'Sèche, double peau, collet serré'],
      ['Piquant', 'Élevé'],
      ['Température de transport', "2-4 °C, volets d'air frais ouverts"],
    ],
    varieties: [
      {
        name: 'N-2-4-1 (rabi / garva)',
        attributes: [
          ['Saison', "Récolte mars-mai, stocké jusqu'en octobre"],
          ['Remarques', 'Meilleure aptitude à la conservation'],
        ],
      },
      {
        name: 'Agrifound Dark Red',
        attributes: [
          ['Saison', 'Kharif, oct.-déc.'],
          ['Remarques', 'Couleur intense, rond aplati'],
        ],
      },
      {
        name: 'Bhima Super',
        attributes: [
          ['Saison', 'Kharif tardif, janv.-mars'],
          ['Remarques', 'Homogène, rouge vif'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du bulbe',
        specification: 'Dans la fourchette déclarée, max. 10% en nombre hors calibre',
      },
      {
        parameter: 'Défauts (germination, pourriture, moisissure noire, bulbes fendus)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'État de la peau',
        specification: 'Sèche, intacte, min. 2 tuniques externes',
      },
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 11 °Brix',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'potato-fresh': {
    name: 'Pomme de terre',
    variety: 'Qualités consommation et chips',
    origin:
      'Uttar Pradesh (Agra, Farrukhabad), Gujarat (Deesa, Banaskantha), Bengale-Occidental (Hooghly)',
    description:
      "Pommes de terre de consommation conservées en chambre froide, issues de la plaine indo-gangétique, et variétés à chips riches en matière sèche de Deesa, dans le nord du Gujarat, pour les fabricants de snacks. Le stock est sorti des chambres froides, trié et ensaché à la commande, et la consigne de température du conteneur frigorifique est choisie selon l'usage final afin que les lots à chips ne se sucrent pas. Nos marchés réguliers sont le Népal, le Sri Lanka, Oman, les Émirats arabes unis et la Malaisie.",
    grade: '40-80 mm consommation ; 45-85 mm transformation',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (env. 27 t)",
    leadTime: '5-7 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Sacs filet de 10 kg / 25 kg', 'Sacs de jute de 25 kg / 50 kg'],
    specifications: [
      ['Calibre', '40-80 mm'],
      ['Peau', 'Lisse, propre, sans verdissement'],
      ['Matière sèche', 'Min. 20% (qualité chips)'],
      ['Germination', 'Néant (antigerminatif appliqué en stockage)'],
      ['Température de transport', 'Consommation 4-6 °C ; chips 8-10 °C'],
    ],
    varieties: [
      {
        name: 'Kufri Jyoti',
        attributes: [
          ['Peau', 'Blanc'],
          ['Usage', 'Consommation'],
        ],
      },
      {
        name: 'Kufri Pukhraj',
        attributes: [
          ['Peau', 'Blanc jaunâtre'],
          ['Usage', 'Consommation, primeur'],
        ],
      },
      {
        name: 'Lady Rosetta',
        attributes: [
          ['Peau', 'Rouge'],
          ['Usage', 'Chips (matière sèche 21-23%)'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Calibre des tubercules',
        specification: 'Dans la fourchette déclarée, max. 10% en nombre hors calibre',
      },
      {
        parameter: 'Défauts (verdissement, coupures, pourriture, gale)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Matière sèche (chips)',
        specification: 'Min. 20%',
      },
      {
        parameter: 'Sucres réducteurs (chips)',
        specification: 'Max. 0.25% du poids frais',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'ginger-fresh': {
    name: 'Gingembre',
    variety: 'Gingembre frais mature',
    origin: 'Karnataka (Shivamogga, Hassan, Kodagu), Kerala (Wayanad), Assam et Meghalaya',
    description:
      "Gingembre charnu, parvenu à pleine maturité, récolté de décembre à mars au Karnataka et au Kerala, ainsi que du gingembre Maran du Nord-Est pour les acheteurs qui recherchent plus de piquant. Les rhizomes sont lavés ou débarrassés de leur terre par secouage, puis ressuyés à l'ombre afin que la peau se fixe avant conditionnement. Expédié en conteneurs frigorifiques à 12-13 °C ; comptez 8 à 10 semaines de durée de commercialisation à partir du conditionnement.",
    grade: '150 g+ par main ; 200 g+ premium',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (env. 26 t)",
    leadTime: '5-7 jours',
    port: 'Nhava Sheva (JNPT) / Cochin',
    packSizes: [
      'Cartons ventilés de 10 kg / 12 kg',
      'Sacs filet de 13 kg / 15 kg',
      'Sacs filet PP de 20 kg',
    ],
    specifications: [
      ['Maturité', 'Pleine maturité (8-9 mois), peau fixée'],
      ['Finition', "Lavé et séché à l'air, ou secoué pour ôter la terre"],
      ['Germination', 'Néant'],
      ['Fibres', 'Faible'],
      ['Température de transport', '12-13 °C, HR 65-70%'],
    ],
    varieties: [
      {
        name: 'Rio-de-Janeiro',
        attributes: [
          ['Origine', 'Karnataka, Kerala'],
          ['Remarques', 'Grosses mains, peu fibreux'],
        ],
      },
      {
        name: 'Maran',
        attributes: [
          ['Origine', 'Assam, Meghalaya'],
          ['Remarques', 'Piquant élevé'],
        ],
      },
      {
        name: 'IISR Varada',
        attributes: [
          ['Origine', 'Kerala, Karnataka'],
          ['Remarques', 'Charnu, peau claire'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids de la main',
        specification: 'Min. 150 g',
      },
      {
        parameter: 'Défauts (moisissure, flétrissement, coupures, germes)',
        specification: 'Max. 3% en poids',
      },
      {
        parameter: 'Terre adhérente et matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'garlic-fresh': {
    name: 'Ail',
    variety: 'G-282 (Yamuna Safed-3) et desi',
    origin:
      'Madhya Pradesh (Mandsaur, Neemuch, Ratlam), Rajasthan (Kota, Baran), Gujarat (Jamnagar)',
    description:
      "Ail séché au champ provenant des marchés de Mandsaur et de Neemuch, au Madhya Pradesh, le plus grand centre de négoce de l'ail en Inde, complété par des lots du Rajasthan et du Saurashtra. Les bulbes sont équeutés, les racines parées, puis calibrés selon le diamètre ; ils passent de la chambre froide au conteneur frigorifique pour que les caïeux restent fermes. Ils conviennent au reconditionnement pour la distribution, aux lignes d'ail pelé et à la restauration en Asie du Sud-Est, dans le Golfe et au Bangladesh.",
    grade: '30-40 mm, 40-45 mm, 45 mm+',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (env. 26 t)",
    leadTime: '5-7 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Sacs filet de 5 kg / 10 kg', 'Sacs filet de 20 kg / 25 kg', 'Cartons de 10 kg'],
    specifications: [
      ['Calibre', '40-45 mm standard ; 45 mm+ gros calibre'],
      ['Couleur', 'Blanc à blanc crème, légères stries violettes'],
      ['Caïeux par bulbe', '15-20 (G-282) ; 25+ (desi)'],
      ['Parage', 'Tige coupée à 1-2 cm, racines parées'],
      ['Température de transport', '-1 à 0 °C, HR 60-70%'],
    ],
    varieties: [
      {
        name: 'G-282 (Yamuna Safed-3)',
        attributes: [
          ['Calibre', '40-50 mm'],
          ['Remarques', 'Gros, blanc, facile à éplucher'],
        ],
      },
      {
        name: 'Desi (Madhya Pradesh)',
        attributes: [
          ['Calibre', '30-40 mm'],
          ['Remarques', 'Petits caïeux, piquant prononcé'],
        ],
      },
      {
        name: 'Ooty',
        attributes: [
          ['Calibre', '40-50 mm'],
          ['Remarques', 'Cultivé en altitude, gros caïeux'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du bulbe',
        specification: 'Dans la fourchette déclarée, max. 10% en nombre hors calibre',
      },
      {
        parameter: 'Défauts (moisissure, germination, bulbes fendus ou ouverts)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Caïeux détachés',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'bangalore-rose-onion': {
    name: 'Oignon rose de Bangalore',
    variety: 'Oignon rose (IG n° 212)',
    origin: 'Karnataka (Bangalore Rural, Chikkaballapur, Kolar)',
    description:
      "Petit oignon rose, très piquant, cultivé uniquement autour de Bengaluru et protégé par une indication géographique. Sa forte teneur en matière sèche en fait l'oignon de prédilection pour les pickles et les préparations de type sambal en Malaisie, à Singapour, en Thaïlande, au Sri Lanka et à Taïwan. Il dispose de sa propre ligne tarifaire (0703 10 11), et les lots sont accompagnés de la certification d'utilisateur de l'IG et de celle du département de l'horticulture du Karnataka, exigées pour les autorisations d'exportation de l'oignon rose.",
    grade: '20-35 mm, calibré par tranches de 5 mm',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '5-7 jours',
    port: 'Chennai',
    packSizes: ['Sacs filet de 10 kg / 20 kg', 'Sacs de jute de 25 kg'],
    specifications: [
      ['Couleur', 'Rose à rouge violacé'],
      ['Forme', 'Rond aplati'],
      ['Piquant', 'Très élevé'],
      ['Usage', 'Pickles au vinaigre, friture, sambals'],
      [
        'Documents',
        "Certification d'utilisateur de l'IG ; certificat du département de l'horticulture (Karnataka)",
      ],
    ],
    varieties: [
      {
        name: 'Oignon rose (IG 212)',
        attributes: [
          ['Saison', 'Trois récoltes par an'],
          ['Usage', 'Pickles et friture'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du bulbe',
        specification: 'Dans la tranche déclarée de 5 mm',
      },
      {
        parameter: 'Homogénéité de couleur',
        specification: 'Min. 95% de bulbes roses',
      },
      {
        parameter: 'Défauts (pourriture, germination, bulbes doubles)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'white-onion': {
    name: 'Oignon blanc',
    variety: 'Bhima Shubhra / Phule Safed',
    origin: 'Maharashtra (Nashik, Pune), Gujarat (Bhavnagar, Mahuva)',
    description:
      "Oignons blancs pour les salades et la restauration, cultivés par les mêmes agriculteurs du Maharashtra et du Saurashtra qui approvisionnent les usines de déshydratation indiennes. Leur chair est croquante et plus douce que celle de l'oignon rouge ; les lots sont séchés et calibrés dans une fourchette de calibre étroite pour un tranchage régulier. Expédiés en conteneurs frigorifiques ventilés aux acheteurs du Golfe, d'Europe et d'Afrique de l'Est.",
    grade: '45-65 mm ; 60 mm+ gros calibre',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (env. 28 t)",
    leadTime: '5-7 jours',
    port: 'Nhava Sheva (JNPT) / Pipavav',
    packSizes: ['Sacs filet de 10 kg / 20 kg', 'Sacs filet de 25 kg'],
    specifications: [
      ['Couleur', 'Blanc éclatant, brillant'],
      ['Forme', 'Rond à rond aplati'],
      ['Piquant', 'Doux à moyen'],
      ['Extrait sec soluble', '12-14 °Brix'],
      ['Température de transport', "2-4 °C, volets d'air frais ouverts"],
    ],
    varieties: [
      {
        name: 'Bhima Shubhra',
        attributes: [
          ['Saison', 'Kharif et kharif tardif'],
          ['Remarques', 'Bulbes blancs homogènes'],
        ],
      },
      {
        name: 'Bhima Shweta',
        attributes: [
          ['Saison', 'Rabi'],
          ['Remarques', 'Meilleure conservation'],
        ],
      },
      {
        name: 'Phule Safed',
        attributes: [
          ['Saison', 'Kharif et rabi'],
          ['Remarques', 'Rond, brillant'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du bulbe',
        specification: 'Dans la fourchette déclarée, max. 10% en nombre hors calibre',
      },
      {
        parameter: 'Défauts (verdissement, pourriture, germination)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 12 °Brix',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'sambar-onion-shallots': {
    name: 'Oignon sambar (échalotes)',
    variety: 'Oignon multiplicateur (aggregatum)',
    origin: 'Tamil Nadu (Perambalur, Tiruppur, Dindigul), Karnataka (Chamarajanagar)',
    description:
      "Le petit oignon rouge du sambar du sud de l'Inde et des currys sri-lankais et malaisiens, cultivé comme oignon multiplicateur à Perambalur et à Tiruppur. Les bulbes sont séparés de la touffe, séchés au champ et calibrés de façon homogène ; ils conservent leur saveur vive et sucrée pendant la courte traversée. La plupart des lots partent de Tuticorin et de Chennai vers le Sri Lanka, la Malaisie et Singapour.",
    grade: '20-30 mm ; 25 mm+ gros calibre',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '5-7 jours',
    port: 'Tuticorin / Chennai',
    packSizes: ['Sacs filet de 5 kg / 10 kg', 'Sacs filet de 20 kg'],
    specifications: [
      ['Type', 'Bulbes en touffes, séparés et nettoyés'],
      ['Couleur', 'Rouge clair à brun rougeâtre'],
      ['Calibre', '20-30 mm'],
      ['Peau', 'Sèche, parcheminée ; collets parés'],
    ],
    varieties: [
      {
        name: 'CO (On) 5',
        attributes: [
          ['Source', 'TNAU'],
          ['Remarques', 'Bulbes homogènes, bonne aptitude à la conservation'],
        ],
      },
      {
        name: 'Perambalur local',
        attributes: [
          ['Source', 'Semences de ferme'],
          ['Remarques', 'Couleur intense, piquant'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du bulbe',
        specification: '20-30 mm, max. 10% en nombre hors calibre',
      },
      {
        parameter: 'Défauts (pourriture, germination, peau non adhérente)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Terre et matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'sweet-potato': {
    name: 'Patate douce',
    variety: 'Peau rouge, chair crème',
    origin: 'Odisha (Koraput, Ganjam), Bengale-Occidental, Uttar Pradesh',
    description:
      "Patates douces de l'Odisha et du Bengale-Occidental, récoltées entre novembre et mars et soumises à un curing avant conditionnement pour que les blessures cicatrisent et que la peau durcisse. Le type commercial courant est à peau rouge et chair crème ; des variétés CTCRI à chair orange et violette sont disponibles pour les acheteurs de spécialités. Les conteneurs frigorifiques sont réglés à 13-15 °C, car une température plus basse provoque des lésions dues au froid.",
    grade: '200-600 g par racine, 15-25 cm',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '5-7 jours',
    port: 'Visakhapatnam / Nhava Sheva (JNPT)',
    packSizes: ['Cartons ventilés de 6 kg / 10 kg', 'Sacs filet de 25 kg'],
    specifications: [
      ['Peau', 'Rouge violacé, lisse'],
      ['Chair', 'Crème (orange ou violette sur demande)'],
      ['Curing (cicatrisation)', '4-7 jours à 28-30 °C, humidité élevée'],
      ['Température de transport', '13-15 °C, HR 85-90%'],
    ],
    varieties: [
      {
        name: 'Peau rouge, chair crème',
        attributes: [
          ['Source', 'Sélections locales'],
          ['Usage', 'Distribution communautaire'],
        ],
      },
      {
        name: 'Bhu Sona',
        attributes: [
          ['Source', 'ICAR-CTCRI'],
          ['Usage', 'Chair orange, riche en bêta-carotène'],
        ],
      },
      {
        name: 'Bhu Krishna',
        attributes: [
          ['Source', 'ICAR-CTCRI'],
          ['Usage', 'Chair violette, riche en anthocyanes'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids de la racine',
        specification: '200-600 g',
      },
      {
        parameter: 'Défauts (dégâts de charançon, coupures, pourriture)',
        specification: 'Max. 3% en poids',
      },
      {
        parameter: 'Germination',
        specification: 'Néant',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'green-chilli-g4': {
    name: 'Piment vert',
    variety: 'G4 (Bhagyalakshmi)',
    origin: 'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam), Karnataka (Haveri)',
    description:
      'Piments verts forts et effilés de type G4, de Guntur et de Prakasam, cueillis au stade vert mature et conditionnés le jour même dans des cartons prérefroidis. Les envois aériens parviennent aux grossistes du Golfe et du Royaume-Uni dans les trois jours suivant la cueillette, et les conteneurs frigorifiques maritimes conviennent aux programmes plus importants vers le Moyen-Orient. Chaque lot est analysé pour les résidus au regard des LMR du pays de destination avant expédition.',
    grade: '6-9 cm, droit, pédoncule intact',
    moisture: 'Sans objet (produit frais)',
    moq: "500 kg par avion / 1 conteneur frigorifique 40' par mer",
    leadTime: '48-72 heures (avion) ; 5-7 jours (mer)',
    port: 'Fret aérien Hyderabad / Chennai ; port de Chennai',
    packSizes: ['Cartons ventilés de 4 kg / 5 kg', 'Cartons de 10 kg (fret maritime)'],
    specifications: [
      ['Couleur', 'Vert foncé brillant'],
      ['Longueur', '6-9 cm'],
      ['Piquant', 'Fort'],
      ['Pédoncule', 'Vert, attaché'],
      ['Température de transport', '7-10 °C, HR 90-95%'],
    ],
    varieties: [
      {
        name: 'G4 (Bhagyalakshmi)',
        attributes: [
          ['Longueur', '6-9 cm'],
          ['Piquant', 'Fort'],
        ],
      },
      {
        name: 'Pusa Jwala',
        attributes: [
          ['Longueur', '8-10 cm'],
          ['Piquant', 'Moyen, vert clair'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur de gousse',
        specification: '6-9 cm, max. 10% hors calibre',
      },
      {
        parameter: "Défauts (coups de soleil, pourriture, dégâts d'insectes, gousses rouges)",
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Flétrissement',
        specification: 'Néant',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'okra-bhindi': {
    name: 'Gombo (bhindi)',
    variety: 'Vert tendre, à cinq côtes',
    origin: 'Gujarat (Surat, Navsari, Vadodara), Maharashtra (Nashik, Pune), Telangana',
    description:
      "Gombo tendre, cueilli tous les deux jours dans des exploitations enregistrées du sud du Gujarat et du Maharashtra, calibré selon la longueur et conditionné dans les heures qui suivent la récolte. Pour les acheteurs de l'UE, la culture est suivie dans le cadre du système Hortinet de l'APEDA, qui assure la surveillance des résidus et la traçabilité. L'essentiel des volumes part par avion vers le Royaume-Uni, le Golfe et l'Europe ; la durée de conservation est d'environ 10 jours à 8-10 °C.",
    grade: 'Gousses tendres de 6-10 cm (7-9 cm pour le Royaume-Uni)',
    moisture: 'Sans objet (produit frais)',
    moq: "500 kg par avion / 1 conteneur frigorifique 20'",
    leadTime: '48-72 heures (fret aérien)',
    port: 'Fret aérien Mumbai (CSMIA) / Ahmedabad',
    packSizes: ['Cartons ventilés de 3 kg / 4 kg / 5 kg'],
    specifications: [
      ['Couleur', 'Vert vif'],
      ['Longueur de gousse', '6-10 cm'],
      ['Texture', 'Tendre ; la pointe se casse net, sans fibres'],
      ['Température de transport', '8-10 °C, HR 90-95%'],
    ],
    varieties: [
      {
        name: 'Arka Anamika',
        attributes: [
          ['Source', 'ICAR-IIHR'],
          ['Remarques', 'Tolérant au YVMV, vert foncé'],
        ],
      },
      {
        name: 'Kashi Kranti',
        attributes: [
          ['Source', 'ICAR-IIVR'],
          ['Remarques', 'Gousses lisses, moyennes'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur de gousse',
        specification: '6-10 cm, max. 10% hors calibre',
      },
      {
        parameter: "Défauts (meurtrissures, noircissement, dégâts d'insectes)",
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Tendreté',
        specification: 'Aucune gousse fibreuse ou trop mûre',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ; suivi Hortinet',
      },
    ],
  },
  'drumstick-moringa': {
    name: 'Drumstick (gousses de moringa)',
    variety: 'PKM-1',
    origin: 'Tamil Nadu (Theni, Dindigul, Karur, Thoothukudi), Andhra Pradesh (Anantapur)',
    description:
      'Gousses de moringa charnues de la zone de production autour de Theni, Dindigul et Karur, récoltées tant que les graines sont encore tendres. Les gousses sont parées, coupées à la longueur du carton et conditionnées dans des caisses ventilées pour les acheteurs de la restauration sud-asiatique et du Golfe, principalement par avion depuis Chennai. La durée de conservation est de 10 à 14 jours à 8-10 °C.',
    grade: 'Catégorie A : 45-60 cm, 1.5-2 cm de circonférence',
    moisture: 'Sans objet (produit frais)',
    moq: "500 kg par avion / 1 conteneur frigorifique 40'",
    leadTime: '3-5 jours',
    port: 'Fret aérien Chennai / Tuticorin',
    packSizes: ['Cartons de 5 kg / 10 kg (coupées à longueur)', 'Bottes de 20 kg (vrac)'],
    specifications: [
      ['Couleur', 'Vert'],
      ['Longueur', '45-60 cm (coupées à 50 cm sur demande)'],
      ['Maturité', 'Tendre, graines non durcies'],
      ['Température de transport', '8-10 °C, HR 90-95%'],
    ],
    varieties: [
      {
        name: 'PKM-1',
        attributes: [
          ['Source', 'TNAU Periyakulam'],
          ['Remarques', 'Type annuel, longues gousses charnues'],
        ],
      },
      {
        name: 'PKM-2',
        attributes: [
          ['Source', 'TNAU Periyakulam'],
          ['Remarques', 'Gousses plus longues, très productif'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur de gousse',
        specification: '45-60 cm',
      },
      {
        parameter: 'Défauts (gousses flétries, cassées, endommagées par les insectes)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Tendreté',
        specification: 'La gousse plie sans casser ; graines tendres',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'bitter-gourd': {
    name: 'Margose',
    variety: 'Longue verte (karela)',
    origin: 'Uttar Pradesh (Varanasi, Jaunpur), Gujarat (Anand), Kerala, Tamil Nadu',
    description:
      "Margose longue et verte de l'est de l'Uttar Pradesh, du Gujarat et du Kerala, cueillie au stade vert tendre avant que les graines ne durcissent. Les fruits sont calibrés selon la longueur et expédiés par avion vers le Golfe, le Royaume-Uni et le Canada, les lots de l'est de l'Uttar Pradesh transitant par le fret aérien de Varanasi. Elle dispose désormais de sa propre ligne tarifaire (0709 93 30).",
    grade: '15-25 cm, 100-200 g',
    moisture: 'Sans objet (produit frais)',
    moq: '500 kg par avion',
    leadTime: '48-72 heures (fret aérien)',
    port: 'Fret aérien Varanasi / Mumbai / Kochi',
    packSizes: ['Cartons ventilés de 4 kg / 5 kg'],
    specifications: [
      ['Couleur', 'Vert foncé, brillant'],
      ['Surface', 'Côtes et tubercules marqués, ferme'],
      ['Longueur', '15-25 cm'],
      ['Température de transport', '10-12 °C, HR 90-95%'],
    ],
    varieties: [
      {
        name: 'Pusa Do Mausami',
        attributes: [
          ['Source', 'ICAR-IARI'],
          ['Remarques', 'Vert foncé, 18-20 cm'],
        ],
      },
      {
        name: 'Arka Harit',
        attributes: [
          ['Source', 'ICAR-IIHR'],
          ['Remarques', 'Fusiforme, moins amère'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur du fruit',
        specification: '15-25 cm, max. 10% hors calibre',
      },
      {
        parameter: 'Défauts (jaunissement, dégâts de mouche des fruits, pourriture)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Maturité',
        specification: 'Graines blanches et tendres',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'bottle-gourd': {
    name: 'Courge bouteille',
    variety: 'Longue verte (dudhi / lauki)',
    origin: 'Gujarat (Anand, Kheda), Uttar Pradesh, Bihar, Pendjab',
    description:
      "Courge bouteille droite, vert clair, pour la cuisine gujaratie, pendjabie et sud-asiatique au Royaume-Uni et dans le Golfe. Les fruits sont cueillis jeunes, tant que la chair est blanche et les graines tendres, essuyés et conditionnés dans des cartons matelassés pour éviter les meurtrissures. La durée de conservation est d'environ deux semaines à 10-12 °C.",
    grade: '30-45 cm, 0.8-1.5 kg par fruit',
    moisture: 'Sans objet (produit frais)',
    moq: "1 t par avion / 1 conteneur frigorifique 40'",
    leadTime: '3-5 jours',
    port: 'Fret aérien Ahmedabad / Mundra',
    packSizes: ['Cartons de 8 kg / 10 kg (6-10 pièces)'],
    specifications: [
      ['Couleur', 'Vert clair, lisse'],
      ['Forme', 'Cylindrique, droite'],
      ['Chair', 'Blanche, tendre ; graines tendres'],
      ['Température de transport', '10-12 °C, HR 85-90%'],
    ],
    varieties: [
      {
        name: 'Pusa Naveen',
        attributes: [
          ['Source', 'ICAR-IARI'],
          ['Forme', 'Cylindrique'],
        ],
      },
      {
        name: 'Arka Bahar',
        attributes: [
          ['Source', 'ICAR-IIHR'],
          ['Forme', 'En forme de bouteille'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids du fruit',
        specification: '0.8-1.5 kg',
      },
      {
        parameter: 'Défauts (meurtrissures, cicatrices, pourriture)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Maturité',
        specification: "L'ongle perce facilement la peau ; graines tendres",
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'ivy-gourd-tindora': {
    name: 'Gourde ivoire (tindora)',
    variety: 'Kundru / kovakkai, vert strié',
    origin: 'Gujarat (Anand, Vadodara), Maharashtra, Tamil Nadu, Andhra Pradesh',
    description:
      "Petite gourde ivoire croquante, cueillie verte avant qu'elle ne commence à rougir, incontournable des cuisines gujaraties et sud-indiennes à l'étranger. Les fruits sont calibrés selon la longueur, conditionnés en cartons ventilés et expédiés par avion principalement vers le Royaume-Uni, les États-Unis et le Golfe. La durée de conservation est de 10 à 12 jours à 10-12 °C.",
    grade: '4-6 cm, vert tendre',
    moisture: 'Sans objet (produit frais)',
    moq: '300 kg par avion',
    leadTime: '48-72 heures (fret aérien)',
    port: 'Fret aérien Ahmedabad / Mumbai',
    packSizes: ['Cartons ventilés de 4 kg / 5 kg'],
    specifications: [
      ['Couleur', 'Vert à stries pâles ; aucun fruit rouge'],
      ['Longueur', '4-6 cm'],
      ['Texture', 'Ferme, croquant'],
      ['Température de transport', '10-12 °C, HR 90%'],
    ],
    varieties: [
      {
        name: 'Vert strié (local)',
        attributes: [['Usage', 'Sautés, sambhar, pickles']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur du fruit',
        specification: '4-6 cm',
      },
      {
        parameter: 'Fruits rouges ou en cours de maturation',
        specification: 'Max. 2% en nombre',
      },
      {
        parameter: "Défauts (flétrissement, pourriture, dégâts d'insectes)",
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'snake-gourd': {
    name: 'Courge serpent',
    variety: 'Longue, striée de blanc (padavalanga / pudalangai)',
    origin: 'Kerala (Thrissur, Palakkad), Tamil Nadu (Coimbatore), Andhra Pradesh',
    description:
      "Courge serpent longue et tendre du Kerala et de l'ouest du Tamil Nadu, destinée aux foyers et restaurants kéralais et tamouls du Golfe. Les fruits sont récoltés jeunes, enroulés ou coupés à la longueur du carton et conditionnés le jour même. À consommer de préférence dans les 7 à 10 jours suivant l'arrivée.",
    grade: '40-60 cm, tendre',
    moisture: 'Sans objet (produit frais)',
    moq: '500 kg par avion',
    leadTime: '48-72 heures (fret aérien)',
    port: 'Fret aérien Kochi / Chennai',
    packSizes: ['Cartons de 8 kg / 10 kg'],
    specifications: [
      ['Couleur', 'Vert clair à stries blanches'],
      ['Longueur', '40-60 cm'],
      ['Texture', 'Tendre, graines tendres'],
      ['Température de transport', '10-12 °C, HR 90%'],
    ],
    varieties: [
      {
        name: 'PKM 1',
        attributes: [
          ['Source', 'TNAU Periyakulam'],
          ['Remarques', 'Fruits longs, striés'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur du fruit',
        specification: '40-60 cm',
      },
      {
        parameter: 'Défauts (jaunissement, meurtrissures, pourriture)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
      {
        parameter: 'Maturité',
        specification: 'Graines blanches et tendres',
      },
    ],
  },
  brinjal: {
    name: 'Aubergine',
    variety: 'Surati Ravaiya (petite, ronde, violette)',
    origin: 'Gujarat (Surat, Navsari, Anand), Maharashtra, Bengale-Occidental, Odisha',
    description:
      'Petite aubergine ronde et violette (ravaiya), la mini-aubergine que les cuisiniers sud-asiatiques farcissent et mijotent, ainsi que les grosses aubergines à bharta et les types longs violets. Les fruits sont coupés avec le calice vert, essuyés et conditionnés en une seule couche pour éviter les meurtrissures. Expédiée par avion vers le Royaume-Uni et le Golfe, et en conteneurs frigorifiques maritimes pour les grosses commandes.',
    grade: '40-70 g (ravaiya) ; 250-400 g (bharta)',
    moisture: 'Sans objet (produit frais)',
    moq: "500 kg par avion / 1 conteneur frigorifique 20'",
    leadTime: '2-4 jours',
    port: 'Fret aérien Mumbai / Ahmedabad ; Nhava Sheva (JNPT)',
    packSizes: ['Cartons ventilés de 4 kg / 5 kg'],
    specifications: [
      ['Couleur', 'Violet profond brillant, calice vert'],
      ['Forme', 'Ronde à ovale'],
      ['Fermeté', 'Ferme ; graines non brunies'],
      ['Température de transport', '10-12 °C, HR 90-95%'],
    ],
    varieties: [
      {
        name: 'Surati Ravaiya',
        attributes: [
          ['Poids', '40-70 g'],
          ['Usage', 'Farcie, undhiyu'],
        ],
      },
      {
        name: 'Bharta (grosse, ronde)',
        attributes: [
          ['Poids', '250-400 g'],
          ['Usage', 'Torréfaction'],
        ],
      },
      {
        name: 'Longue violette',
        attributes: [
          ['Poids', '100-150 g'],
          ['Usage', 'Currys, friture'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids du fruit',
        specification: 'Dans la fourchette déclarée',
      },
      {
        parameter: 'Défauts (trous de foreur, cicatrices, fruits mous)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Calice',
        specification: 'Vert, frais, intact',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'tomato-fresh': {
    name: 'Tomate',
    variety: 'Hybride ronde',
    origin:
      'Maharashtra (Nashik, Narayangaon), Karnataka (Kolar, Chikkaballapur), Andhra Pradesh (Madanapalle)',
    description:
      "Tomates hybrides rondes et fermes des marchés de Narayangaon, de Kolar et de Madanapalle, cueillies au stade tournant afin qu'elles se colorent pendant le transport maritime. Conditionnées en cartons ou en caisses pour le Golfe, le Népal et le Bangladesh. Consigne de température du conteneur frigorifique : 10-13 °C.",
    grade: '55-70 mm, catégorie I ; stade de coloration 3-4 (tournant à rose)',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '3-5 jours',
    port: 'Nhava Sheva (JNPT) / Chennai',
    packSizes: ['Cartons de 10 kg / 12 kg', 'Caisses plastique de 25 kg (marchés régionaux)'],
    specifications: [
      ['Forme', 'Ronde, ferme'],
      ['Stade de coloration', 'Tournant à rose au conditionnement'],
      ['Extrait sec soluble', '4-5 °Brix'],
      ['Température de transport', '10-13 °C, HR 85-90%'],
    ],
    varieties: [
      {
        name: 'Arka Rakshak',
        attributes: [
          ['Source', 'ICAR-IIHR'],
          ['Remarques', 'Hybride F1, triple résistance aux maladies'],
        ],
      },
      {
        name: 'Arka Samrat',
        attributes: [
          ['Source', 'ICAR-IIHR'],
          ['Remarques', 'Hybride F1, ronde, ferme'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diamètre du fruit',
        specification: '55-70 mm',
      },
      {
        parameter: 'Stade de coloration',
        specification: 'Stade 3-4 au conditionnement',
      },
      {
        parameter: 'Défauts (fentes, coups de soleil, fruits mous)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 4 °Brix',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  cabbage: {
    name: 'Chou',
    variety: 'Vert rond (cabus)',
    description:
      "Pommes de chou vert compactes, parées à deux ou trois feuilles d'enveloppe et conditionnées en sacs filet ou en cartons. Livrées aux grossistes du Golfe et du Sri Lanka, le plus souvent dans des conteneurs frigorifiques de légumes panachés. Se conserve 3 à 4 semaines à 0-1 °C sous humidité élevée.",
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40' (légumes panachés acceptés)",
    leadTime: '5-7 jours',
    port: 'Chennai / Nhava Sheva (JNPT)',
    specifications: [
      ['Pomme', 'Ferme, compacte, 0.8-1.5 kg'],
      ['Couleur', 'Vert frais'],
      ['Parage', "2-3 feuilles d'enveloppe, trognon coupé à ras"],
      ['Température de transport', '0-1 °C, HR 95%'],
    ],
    varieties: [
      {
        name: 'Hybride vert rond',
        attributes: [
          ['Poids', '0.8-1.5 kg'],
          ['Usage', 'Salades, cuisine'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids de la pomme',
        specification: '0.8-1.5 kg',
      },
      {
        parameter: "Défauts (éclatement, pourriture, dégâts d'insectes)",
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
      {
        parameter: 'Fermeté',
        specification: 'Ferme sous la pression de la main',
      },
    ],
  },
  cauliflower: {
    name: 'Chou-fleur',
    variety: 'Type Snowball',
    origin:
      'Bengale-Occidental (Nadia, Hooghly), Bihar, Haryana (Sonipat), Himachal Pradesh (contre-saison)',
    description:
      "Pommes blanches et compactes du Bengale-Occidental et de l'Haryana en hiver, et des collines de l'Himachal en contre-saison. Les pommes sont récoltées avant que l'inflorescence ne se relâche, emballées dans leurs feuilles et prérefroidies avant conditionnement. Se conserve 2 à 3 semaines à 0-1 °C.",
    grade: 'Pommes de 600-1000 g, 12-16 cm',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '3-5 jours',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: ['Cartons de 10 kg / 12 kg (6-12 pommes), emballées dans leurs feuilles'],
    specifications: [
      ['Pomme', 'Compacte, blanche à blanc crème'],
      ['Feuilles', "Parées, 2-3 feuilles d'enveloppe"],
      ['Poids', '600-1000 g'],
      ['Température de transport', '0-1 °C, HR 95%'],
    ],
    varieties: [
      {
        name: 'Pusa Snowball K-1',
        attributes: [
          ['Source', 'ICAR-IARI'],
          ['Saison', 'Tardif (déc.-févr.)'],
        ],
      },
      {
        name: 'Pusa Sharad',
        attributes: [
          ['Source', 'ICAR-IARI'],
          ['Saison', 'Demi-précoce (oct.-nov.)'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Poids de la pomme',
        specification: '600-1000 g',
      },
      {
        parameter: 'Couleur et compacité de la pomme',
        specification: 'Blanche, serrée ; ni grains ni duvet',
      },
      {
        parameter: 'Défauts (meurtrissures, brunissement, pourriture)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'carrot-ooty': {
    name: 'Carotte',
    variety: 'Ooty (Nilgiris, type européen)',
    origin: 'Tamil Nadu (Nilgiris : Ooty, Kotagiri, Ketti), Karnataka (Kolar)',
    description:
      "Carottes de type européen, orange vif et sucrées, cultivées toute l'année dans les collines des Nilgiris, lavées et effanées sur les plateformes de Mettupalayam. Lisses et homogènes, elles conviennent aux conditionnements de détail, aux jus et à la restauration dans le Golfe, au Sri Lanka et aux Maldives. Se conservent 4 à 6 semaines à 0-1 °C sous humidité élevée.",
    grade: '15-22 cm, 100-200 g',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 40'",
    leadTime: '5-7 jours',
    port: 'Chennai / Cochin',
    packSizes: ['Cartons de 10 kg', 'Sacs filet de 20 kg'],
    specifications: [
      ['Couleur', 'Orange vif, cœur de même couleur'],
      ['Forme', 'Cylindrique, bout arrondi'],
      ['Finition', 'Lavées, fanes coupées'],
      ['Température de transport', '0-1 °C, HR 95-98%'],
    ],
    varieties: [
      {
        name: 'New Kuroda',
        attributes: [
          ['Type', 'Kuroda (japonaise)'],
          ['Remarques', 'Épaisse, sucrée, orange foncé'],
        ],
      },
      {
        name: 'Hybrides de type Nantes',
        attributes: [
          ['Type', 'Nantes'],
          ['Remarques', 'Fine, lisse'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longueur de la racine',
        specification: '15-22 cm',
      },
      {
        parameter: 'Défauts (racines fourchues, fendues, collet vert)',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 8 °Brix',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR du pays de destination',
      },
    ],
  },
  'curry-leaves': {
    name: 'Feuilles de curry',
    variety: 'Senkambu (à tige rouge)',
    origin: 'Tamil Nadu (Coimbatore : Karamadai, Mettupalayam), Karnataka, Andhra Pradesh',
    description:
      'Brins frais de feuilles de curry de la région de Karamadai, près de Coimbatore, où le type Senkambu à tige rouge est cultivé pour son arôme puissant. Les brins sont coupés tôt le matin, triés, mis en bottes et conditionnés dans des films perforés en quelques heures. Expédiées par avion vers le Golfe, le Royaume-Uni et Singapour ; se conservent 10 à 14 jours au frais.',
    grade: 'Brins de 15-25 cm, sans feuilles jaunes',
    moisture: 'Sans objet (produit frais)',
    packSizes: ['Bottes de 250 g / 500 g', 'Cartons de 2 kg / 5 kg avec film perforé'],
    specifications: [
      ['Couleur', 'Vert foncé, brillant'],
      ['Arôme', 'Puissant, caractéristique'],
      ['Pédoncule', 'Rougeâtre (Senkambu)'],
      ['Température de transport', '2-5 °C, humidité élevée'],
    ],
    varieties: [
      {
        name: 'Senkambu',
        attributes: [
          ['Tige', 'Rouge'],
          ['Remarques', 'Arôme le plus puissant, préféré des acheteurs tamouls'],
        ],
      },
      {
        name: 'Local à tige verte',
        attributes: [
          ['Tige', 'Vert'],
          ['Remarques', 'Feuilles plus grandes, plus douces'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Feuilles jaunes ou endommagées',
        specification: 'Max. 5% en poids',
      },
      {
        parameter: 'Matières étrangères (brindilles, mauvaises herbes)',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Fraîcheur',
        specification: 'Turgescentes, sans flétrissement ni taches noires',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
  'turmeric-fresh': {
    name: 'Curcuma frais',
    variety: "Doigts d'Erode / Salem",
    origin: 'Tamil Nadu (Erode, Salem), Maharashtra (Sangli, Hingoli), Meghalaya (Lakadong)',
    description:
      'Rhizomes de curcuma frais arrachés de janvier à mars, lavés, racines parées et doigts séparés du rhizome mère. Utilisés frais pour les pickles, les jus et les shots bien-être, et par les épiceries asiatiques pour la cuisine. Expédié en conteneurs frigorifiques à 12-13 °C ; les lots de Lakadong du Meghalaya ont une teneur en curcumine nettement plus élevée.',
    grade: 'Doigts lavés de 5-8 cm ; rhizomes mères conditionnés séparément',
    moisture: 'Sans objet (produit frais)',
    moq: "1 conteneur frigorifique 20' (env. 12 t)",
    leadTime: '5-7 jours',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Cartons ventilés de 5 kg / 10 kg', 'Sacs filet de 20 kg'],
    specifications: [
      ['Couleur de la chair', 'Orange-jaune profond'],
      ['Curcumine (sur matière sèche)', '3-4% (Erode/Salem) ; 6-7% (Lakadong)'],
      ['Finition', 'Lavé, racines parées'],
      ['Température de transport', '12-13 °C, HR 85-90%'],
    ],
    varieties: [
      {
        name: 'Erode / Salem',
        attributes: [
          ['Curcumine', '3-4%'],
          ['Remarques', 'Orange vif, gros doigts'],
        ],
      },
      {
        name: 'Lakadong',
        attributes: [
          ['Curcumine', '6-7%'],
          ['Remarques', 'Meghalaya, couleur intense'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumine (sur échantillon séché)',
        specification: 'Min. 3%',
      },
      {
        parameter: 'Défauts (moisissure, pourriture, coupures, flétrissement)',
        specification: 'Max. 3% en poids',
      },
      {
        parameter: 'Terre adhérente et matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005) ou aux LMR du pays de destination',
      },
    ],
  },
}
