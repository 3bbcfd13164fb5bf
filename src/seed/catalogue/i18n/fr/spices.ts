import type { CatalogueTranslation } from '../types'

export const spices: CatalogueTranslation = {
  'turmeric-lakadong': {
    name: 'Curcuma',
    variety: 'Lakadong',
    origin: 'Meghalaya (West Jaintia Hills : Lakadong, Laskein)',
    description:
      "Le Lakadong est un curcuma local des West Jaintia Hills, dans le Meghalaya, cultivé à flanc de colline par de petits exploitants avec presque aucun intrant chimique, et deux à trois fois plus riche en curcumine que les variétés courantes des plaines. Nous achetons les tranches séchées au soleil et les doigts fendus auprès de collectifs d'agriculteurs, puis nous les nettoyons et les conditionnons avant expédition via Kolkata. Les formulateurs de compléments nutraceutiques, les extracteurs de curcumine et les marques d'épices haut de gamme l'achètent lorsqu'une teneur élevée en curcumine doit être confirmée en laboratoire.",
    grade: 'Tranches séchées et doigts fendus, curcumine min. 7%',
    moisture: 'Max. 10%',
    moq: '500 kg',
    leadTime: '3-4 semaines',
    port: 'Kolkata',
    packSizes: ['Sacs PP de 25 kg avec doublure PEBD', 'Cartons de 10 kg', 'Sacs de jute de 50 kg'],
    specifications: [
      ['Curcumine', '7-9%'],
      ['Forme', 'Tranches séchées au soleil (3-6 mm) et doigts fendus'],
      ['Couleur', 'Orange-jaune profond à la cassure'],
      ['Huile essentielle', 'Min. 3.5 ml/100 g'],
      ['Récolte', 'De décembre à février'],
    ],
    varieties: [
      {
        name: 'Lakadong en tranches',
        attributes: [
          ['Curcumine', '7-9%'],
          ['Forme', 'Tranches séchées au soleil, 3-6 mm'],
        ],
      },
      {
        name: 'Lakadong en doigts',
        attributes: [
          ['Curcumine', '6.5-8%'],
          ['Forme', 'Doigts fendus, non polis'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumine',
        specification: 'Min. 7%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Plomb (Pb)',
        specification: 'Max. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'turmeric-fingers-salem': {
    name: 'Curcuma en doigts',
    variety: 'Salem',
    origin: 'Tamil Nadu (Salem, Erode, Dharmapuri), Maharashtra (Sangli)',
    description:
      "Doigts de curcuma bouillis, séchés au soleil et doublement polis, achetés sur les marchés d'Erode et de Salem, les plus grandes places de négoce du curcuma en Inde. Ces doigts d'un jaune doré éclatant sont le choix de référence des broyeurs et des conditionneurs de masalas du Moyen-Orient, du Bangladesh, d'Iran et des États-Unis qui moulent leur propre poudre. Nous écartons les bulbes, les doigts fendus et les morceaux avant l'ensachage, pour que le lot donne une poudre de couleur homogène.",
    grade: 'Doigts doublement polis, pureté 98%',
    moisture: 'Max. 10%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-14 jours',
    port: 'Chennai',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Sacs de jute de 50 kg'],
    specifications: [
      ['Curcumine', '3-4%'],
      ['Forme', 'Doigts entiers, bouillis et doublement polis'],
      ['Longueur des doigts', 'Min. 4 cm'],
      ['Bulbes et morceaux', 'Max. 2%'],
      ['Couleur', 'Jaune doré éclatant'],
    ],
    varieties: [
      {
        name: 'Salem',
        attributes: [
          ['Curcumine', '3-4%'],
          ['Forme', 'Doigts polis, moyens à longs'],
        ],
      },
      {
        name: 'Erode local',
        attributes: [
          ['Curcumine', '2.5-3.5%'],
          ['Forme', 'Doigts polis, fins'],
        ],
      },
      {
        name: 'Rajapuri',
        attributes: [
          ['Curcumine', '3-3.5%'],
          ['Forme', 'Doigts épais, jaune orangé'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Curcumine',
        specification: 'Min. 3%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Plomb (Pb)',
        specification: 'Max. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'turmeric-powder': {
    name: 'Curcuma en poudre',
    variety: 'Mélange Salem et Rajapuri',
    origin: 'Tamil Nadu (Erode, Salem), Maharashtra (Sangli)',
    description:
      "Moulu à partir de doigts de Salem et de Rajapuri nettoyés, sur une ligne de pulvérisation équipée d'aimants et de tamiseurs, puis assemblé lot par lot pour atteindre une teneur déclarée en curcumine. Les industriels de l'agroalimentaire, les fabricants de curry en poudre et les conditionneurs pour la distribution l'utilisent comme base colorante de leurs produits. Une stérilisation à la vapeur est proposée aux acheteurs qui exigent une faible charge microbienne.",
    grade: '60 mesh, curcumine min. 3%',
    moisture: 'Max. 10%',
    moq: '1 t',
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Sacs papier multiplis de 25 kg avec doublure PE',
      'Sacs PP de 25 kg avec doublure',
      'Sachets de 1 kg et 500 g (marque de distributeur)',
    ],
    specifications: [
      ['Maille', '60 (80 et 100 sur demande)'],
      ['Curcumine', '3-5%'],
      ['Couleur', 'Jaune citron vif à jaune orangé'],
      ['Colorant ajouté', 'Aucun'],
      ['Traitement', 'Stérilisation à la vapeur sur demande'],
    ],
    varieties: [
      {
        name: 'Standard',
        attributes: [
          ['Curcumine', 'Min. 3%'],
          ['Maille', '60'],
        ],
      },
      {
        name: 'Haute teneur en curcumine',
        attributes: [
          ['Curcumine', 'Min. 5%'],
          ['Maille', '80'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumine',
        specification: 'Min. 3%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Chromate de plomb et colorant ajouté',
        specification: 'Absence',
      },
      {
        parameter: 'Plomb (Pb)',
        specification: 'Max. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'red-chilli-teja': {
    name: 'Piment rouge',
    variety: 'Teja (S17)',
    origin: 'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam, Warangal)',
    description:
      "Le Teja est le plus fort des piments courants négociés sur le marché de Guntur : une petite gousse à peau fine, d'un rouge vif. Nous prélevons nos lots dans les entrepôts frigorifiques de la région de Guntur et de Khammam et les trions à la main pour écarter les gousses décolorées et cassées avant conditionnement. Les acheteurs de Chine, du Bangladesh, de Thaïlande et de Malaisie l'emploient pour l'extraction d'oléorésine, les sauces piquantes et le piment concassé, là où le piquant compte davantage que la couleur.",
    grade: 'Avec queue, meilleure qualité, trié à la main',
    moisture: 'Max. 11%',
    moq: "1 conteneur 40' HC",
    leadTime: '2-3 semaines',
    port: 'Chennai',
    packSizes: [
      'Cartons de 10 kg',
      'Sacs de jute de 25 kg',
      'Balles de toile de jute compressées de 40 kg',
    ],
    specifications: [
      ['Piquant', '75,000-100,000 SHU'],
      ['Couleur ASTA', '50-65'],
      ['Longueur de gousse', '5-8 cm'],
      ['Graines libres et gousses cassées', 'Max. 2%'],
      ['Gousses décolorées', 'Max. 3%'],
    ],
    varieties: [
      {
        name: 'Teja avec queue',
        attributes: [
          ['Piquant', '75,000-100,000 SHU'],
          ['Forme', 'Gousse entière avec pédoncule'],
        ],
      },
      {
        name: 'Teja équeuté',
        attributes: [
          ['Piquant', '75,000-100,000 SHU'],
          ['Forme', 'Gousse entière, pédoncule ôté'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 11%',
      },
      {
        parameter: 'Piquant',
        specification: 'Min. 75,000 SHU',
      },
      {
        parameter: 'Couleur extractible',
        specification: 'Min. 50 unités ASTA',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 20 µg/kg',
      },
      {
        parameter: 'Colorants Soudan I-IV',
        specification: 'Non détecté',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'byadgi-chilli': {
    name: 'Piment Byadgi',
    variety: 'Kaddi',
    origin: 'Karnataka (Haveri, Dharwad, Ballari)',
    description:
      "Le piment Byadgi, qui tient son nom d'un bourg de marché du district de Haveri, est une longue gousse ridée d'un rouge profond, au piquant doux. Les assembleurs d'épices l'utilisent pour donner aux currys et aux masalas tandoori une couleur rouge intense sans les rendre trop forts, et les usines d'oléorésine l'extraient comme substitut du paprika. Le type Kaddi est plus long et plus fin, le type Dabbi plus court et plus charnu, avec davantage de couleur.",
    grade: 'Équeuté, premium, rouge profond',
    moisture: 'Max. 12%',
    moq: '5 t',
    leadTime: '2-3 semaines',
    port: 'New Mangalore',
    packSizes: ['Cartons de 10 kg', 'Sacs PP de 25 kg', 'Balles de jute de 40 kg'],
    specifications: [
      ['Couleur ASTA', '140-180'],
      ['Piquant', '8,000-15,000 SHU'],
      ['Longueur de gousse', '12-16 cm'],
      ['Peau', 'Ridé, épais'],
    ],
    varieties: [
      {
        name: 'Kaddi',
        attributes: [
          ['Piquant', '10,000-15,000 SHU'],
          ['Couleur', '140-160 ASTA'],
        ],
      },
      {
        name: 'Dabbi',
        attributes: [
          ['Piquant', '8,000-12,000 SHU'],
          ['Couleur', '160-180 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Couleur extractible',
        specification: 'Min. 140 unités ASTA',
      },
      {
        parameter: 'Piquant',
        specification: '8,000-15,000 SHU',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 20 µg/kg',
      },
      {
        parameter: 'Colorants Soudan I-IV',
        specification: 'Non détecté',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sannam-chilli-s4': {
    name: 'Piment Sannam',
    variety: '334 (S4)',
    origin: 'Andhra Pradesh (Guntur, Kurnool), Telangana (Khammam)',
    description:
      "Le Sannam S4, également vendu sous le nom de 334, est le piment d'exportation courant de la région de Guntur : piquant moyen et belle couleur rouge à un prix raisonnable. C'est le principal piment expédié vers le Sri Lanka, le Bangladesh, les pays du Golfe et l'Asie du Sud-Est pour la consommation des ménages, le broyage et les pickles. Les lots sont triés chez notre partenaire de conditionnement à Guntur et expédiés avec ou sans queue.",
    grade: 'Avec queue, meilleure qualité',
    moisture: 'Max. 12%',
    moq: "1 conteneur 40' HC",
    leadTime: '2-3 semaines',
    port: 'Chennai',
    packSizes: [
      'Cartons de 10 kg',
      'Sacs de jute de 25 kg',
      'Balles de toile de jute compressées de 40 kg',
    ],
    specifications: [
      ['Piquant', '35,000-40,000 SHU'],
      ['Couleur ASTA', '32-40'],
      ['Longueur de gousse', '6-9 cm'],
      ['Graines libres et gousses cassées', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'S4 avec queue',
        attributes: [
          ['Piquant', '35,000-40,000 SHU'],
          ['Forme', 'Gousse entière avec pédoncule'],
        ],
      },
      {
        name: 'S4 équeuté',
        attributes: [
          ['Piquant', '35,000-40,000 SHU'],
          ['Forme', 'Gousse entière, pédoncule ôté'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Piquant',
        specification: 'Min. 35,000 SHU',
      },
      {
        parameter: 'Couleur extractible',
        specification: 'Min. 32 unités ASTA',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Colorants Soudan I-IV',
        specification: 'Non détecté',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'red-chilli-powder': {
    name: 'Piment rouge en poudre',
    variety: 'Mélanges Teja, Sannam et Byadgi',
    origin: 'Andhra Pradesh (Guntur), Karnataka (Byadgi)',
    description:
      "Poudre de piment pure, moulue à partir de gousses équeutées de Guntur et de Byadgi et assemblée selon le piquant et la couleur définis par chaque acheteur. Les fabricants d'assaisonnements pour snacks, les usines de sauces et les conditionneurs d'épices l'achètent sur la base de la couleur ASTA et des SHU plutôt que du nom de la variété. Chaque lot est contrôlé pour les colorants Soudan et autres colorants interdits avant de quitter l'usine.",
    grade: "40-60 mesh, assemblé selon les SHU et l'ASTA spécifiés",
    moisture: 'Max. 10%',
    moq: '1 t',
    leadTime: '10-15 jours',
    port: 'Chennai',
    packSizes: [
      'Sacs papier multiplis de 25 kg avec doublure PE',
      'Cartons de 10 kg',
      'Sachets de 500 g et 1 kg (marque de distributeur)',
    ],
    specifications: [
      ['Maille', '40-60'],
      ['Piquant', '10,000-90,000 SHU (selon spécification)'],
      ['Couleur ASTA', '40-150 (selon spécification)'],
      ['Colorant ou huile ajoutés', 'Aucun'],
      ['Traitement', 'Stérilisation à la vapeur sur demande'],
    ],
    varieties: [
      {
        name: 'Fort (Teja)',
        attributes: [
          ['Piquant', '70,000-90,000 SHU'],
          ['Couleur', '50-60 ASTA'],
        ],
      },
      {
        name: 'Moyen (Sannam S4)',
        attributes: [
          ['Piquant', '30,000-40,000 SHU'],
          ['Couleur', '35-45 ASTA'],
        ],
      },
      {
        name: 'Couleur (Byadgi)',
        attributes: [
          ['Piquant', '8,000-15,000 SHU'],
          ['Couleur', '120-150 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Piquant',
        specification: 'Selon accord, ±10%',
      },
      {
        parameter: 'Couleur extractible',
        specification: 'Selon accord, ±10%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Colorants Soudan I-IV, rouge para',
        specification: 'Non détecté',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 20 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'cumin-seeds': {
    name: 'Cumin',
    variety: 'Cumin du Gujarat (GC-4)',
    origin: 'Gujarat (Unjha, Banaskantha, Surendranagar), Rajasthan (Jodhpur, Barmer, Jalore)',
    description:
      "Le cumin est une culture d'hiver du nord du Gujarat et de l'ouest du Rajasthan ; l'essentiel se négocie sur le marché d'Unjha, où nous le nettoyons et le calibrons. La qualité Singapour convient aux reconditionneurs d'Asie et du Golfe, tandis que les qualités Europe et Sortex partent chez les broyeurs et les usines d'assaisonnements aux limites de mélange strictes. Les graines sont longues, brun verdâtre et très aromatiques.",
    grade: 'Qualité Europe 99%, nettoyage mécanique',
    moisture: 'Max. 9%',
    moq: "1 conteneur 20' FCL",
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '98-99.5%'],
      ['Huile essentielle', 'Min. 2.5 ml/100 g'],
      ['Couleur', 'Brun verdâtre'],
      ['Longueur de la graine', '4-6 mm'],
      ['Récolte', 'De février à avril'],
    ],
    varieties: [
      {
        name: 'Qualité Singapour',
        attributes: [
          ['Pureté', '98%'],
          ['Mélange', 'Max. 2%'],
        ],
      },
      {
        name: 'Qualité Europe',
        attributes: [
          ['Pureté', '99%'],
          ['Mélange', 'Max. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureté', '99.5%'],
          ['Mélange', 'Max. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 9.5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2.5 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'cumin-powder': {
    name: 'Cumin en poudre',
    variety: 'Cumin du Gujarat',
    origin: 'Gujarat (Unjha)',
    description:
      "Moulu à basse température à partir de cumin d'Unjha de qualité Europe, afin de conserver davantage d'huile essentielle dans la poudre. Les fabricants d'assaisonnements, les usines de plats cuisinés et les conditionneurs d'épices l'utilisent là où la graine entière devrait être broyée sur place. Du cumin torréfié en poudre est proposé pour le commerce de détail indien à l'étranger.",
    grade: '40-60 mesh, huile essentielle min. 2%',
    moisture: 'Max. 8%',
    moq: '1 t',
    leadTime: '10-15 jours',
    port: 'Mundra',
    packSizes: ['Sacs papier multiplis de 25 kg avec doublure PE', 'Cartons de 10 kg'],
    specifications: [
      ['Maille', '40-60'],
      ['Huile essentielle', 'Min. 2 ml/100 g'],
      ['Couleur', 'Brun clair'],
      ['Traitement', 'Stérilisation à la vapeur sur demande'],
    ],
    varieties: [
      {
        name: 'Nature',
        attributes: [
          ['Maille', '40-60'],
          ['Huile essentielle', 'Min. 2 ml/100 g'],
        ],
      },
      {
        name: 'Torréfié',
        attributes: [
          ['Maille', '30-40'],
          ['Huile essentielle', 'Min. 1.5 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2 ml/100 g',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 9.5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10^5 ufc/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'coriander-seeds': {
    name: 'Coriandre',
    variety: 'Eagle',
    origin: 'Rajasthan (Ramganj Mandi, Kota, Baran), Madhya Pradesh (Guna, Neemuch), Gujarat',
    description:
      "La coriandre indienne est une culture d'hiver de la région de Hadoti, au Rajasthan, et du Madhya Pradesh voisin, avec Ramganj Mandi pour principal marché. La qualité Eagle est la graine grosse, à reflets verts, que préfèrent les broyeurs du Golfe et d'Asie du Sud-Est ; la Badami est le type brun, moins cher, destiné à la trituration, et la Scooter se situe entre les deux. Nous effectuons le nettoyage mécanique et le calibrage jusqu'au taux de graines fendues demandé par l'acheteur.",
    grade: 'Eagle, nettoyage mécanique 99%',
    moisture: 'Max. 10%',
    moq: "1 conteneur 20' FCL",
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 40 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '98-99.5%'],
      ['Graines fendues', 'Max. 5%'],
      ['Huile essentielle', 'Min. 0.2 ml/100 g'],
      ['Couleur', 'Verdâtre à brun clair'],
    ],
    varieties: [
      {
        name: 'Eagle',
        attributes: [
          ['Couleur', 'Vert'],
          ['Graines fendues', 'Max. 5%'],
        ],
      },
      {
        name: 'Scooter',
        attributes: [
          ['Couleur', 'Jaune verdâtre'],
          ['Graines fendues', 'Max. 8%'],
        ],
      },
      {
        name: 'Badami',
        attributes: [
          ['Couleur', 'Brun'],
          ['Graines fendues', 'Max. 10%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 0.2 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'coriander-powder': {
    name: 'Coriandre en poudre',
    variety: 'Mélange Eagle et Scooter',
    origin: 'Rajasthan (Kota, Ramganj Mandi), Madhya Pradesh (Guna)',
    description:
      "Poudre de coriandre moulue à partir de graines Eagle et Scooter nettoyées, à l'arôme frais et citronné et à la couleur brun verdâtre. C'est l'ingrédient de base de la plupart des currys en poudre et des mélanges de masala ; nous maîtrisons donc strictement les cendres et l'humidité et broyons au plus près de la date d'expédition. Mouture grossière et mouture fine sont toutes deux disponibles.",
    grade: '40 mesh, graines nettoyées mécaniquement',
    moisture: 'Max. 9%',
    moq: '1 t',
    leadTime: '10-15 jours',
    port: 'Mundra',
    packSizes: [
      'Sacs papier multiplis de 25 kg avec doublure PE',
      'Sacs PP de 20 kg',
      'Cartons de 10 kg',
    ],
    specifications: [
      ['Maille', '40 (60 sur demande)'],
      ['Huile essentielle', 'Min. 0.15 ml/100 g'],
      ['Couleur', 'Brun verdâtre'],
      ['Traitement', 'Stérilisation à la vapeur sur demande'],
    ],
    varieties: [
      {
        name: 'Grossier',
        attributes: [
          ['Maille', '30-40'],
          ['Couleur', 'Brun verdâtre'],
        ],
      },
      {
        name: 'Fin',
        attributes: [
          ['Maille', '60'],
          ['Couleur', 'Brun clair'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.25%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 0.15 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'black-pepper-malabar': {
    name: 'Poivre noir',
    variety: 'Malabar garblé (MG1)',
    origin: 'Kerala (Wayanad, Idukki), Karnataka (Kodagu, Chikkamagaluru, Hassan)',
    description:
      "Le poivre de Malabar est cultivé dans les Ghâts occidentaux du Kerala et du Karnataka, souvent sur les arbres d'ombrage des plantations de café et de cardamome, et se négocie principalement à Kochi. Les baies garblées sont débarrassées des rafles, des grains vides (pinheads) et des baies légères, et vendues à la densité apparente, 550 g/l étant la référence habituelle à l'export. Les broyeurs et les conditionneurs de poivre de table apprécient sa forte teneur en pipérine et son arôme ample et vif.",
    grade: '550 GL (MG1), garblé',
    moisture: 'Max. 12%',
    moq: '5 t',
    leadTime: '2-3 semaines',
    port: 'Cochin',
    packSizes: ['Sacs PP de 25 kg', 'Sacs de jute de 50 kg', 'Sacs papier de 25 kg avec doublure'],
    specifications: [
      ['Densité apparente', 'Min. 550 g/l'],
      ['Pipérine', 'Min. 4%'],
      ['Huile essentielle', 'Min. 2.5 ml/100 g'],
      ['Baies légères', 'Max. 2%'],
      ['Calibre des baies', '4-5 mm'],
    ],
    varieties: [
      {
        name: '500 GL',
        attributes: [
          ['Densité apparente', '500 g/l'],
          ['Usage', 'Broyage'],
        ],
      },
      {
        name: '550 GL (MG1)',
        attributes: [
          ['Densité apparente', '550 g/l'],
          ['Usage', 'Broyage et grains entiers'],
        ],
      },
      {
        name: '570 GL',
        attributes: [
          ['Densité apparente', '570 g/l'],
          ['Usage', 'Poivre de table, broyeurs'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Baies légères',
        specification: 'Max. 2%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Pipérine',
        specification: 'Min. 4%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'black-pepper-tellicherry': {
    name: 'Poivre Tellicherry',
    variety: 'TGEB (Tellicherry Garbled Extra Bold)',
    origin: 'Kerala (Kannur, Kozhikode, Wayanad)',
    description:
      'Les qualités Tellicherry sont les plus grosses baies tamisées dans la récolte du Malabar, laissées plus longtemps à mûrir sur la liane pour un arôme plus profond et plus fruité. Le TGEB est retenu sur un tamis de 4,25 mm et le TGSEB sur un tamis de 4,75 mm ; tous deux se vendent avec une prime aux épiceries fines, aux marques de moulins à poivre et aux restaurants. Nous les conditionnons propres et homogènes, prêts pour les emballages consommateurs.',
    grade: 'TGEB, 4.25 mm et plus',
    moisture: 'Max. 11%',
    moq: '1 t',
    leadTime: '2-3 semaines',
    port: 'Cochin',
    packSizes: ['Sacs PP de 25 kg avec doublure', 'Cartons de 10 kg', 'Sacs de jute de 50 kg'],
    specifications: [
      ['Calibre des baies', 'Min. 4.25 mm (TGEB), min. 4.75 mm (TGSEB)'],
      ['Densité apparente', 'Min. 550 g/l'],
      ['Pipérine', 'Min. 4.5%'],
      ['Couleur', 'Brun foncé à noir, homogène'],
    ],
    varieties: [
      {
        name: 'TGEB',
        attributes: [
          ['Tamis', '4.25 mm'],
          ['Densité apparente', '550 g/l'],
        ],
      },
      {
        name: 'TGSEB',
        attributes: [
          ['Tamis', '4.75 mm'],
          ['Densité apparente', '550 g/l'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 11%',
      },
      {
        parameter: 'Baies légères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Pipérine',
        specification: 'Min. 4.5%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 15 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'green-cardamom': {
    name: 'Cardamome verte',
    variety: 'Alleppey Green',
    origin: 'Kerala (Idukki : Vandanmedu, Kumily), Tamil Nadu (Bodinayakanur), Karnataka (Kodagu)',
    description:
      "La petite cardamome des Cardamom Hills d'Idukki est achetée aux enchères électroniques du Spices Board à Puttady et à Bodinayakanur, puis calibrée selon la taille et la couleur. L'Alleppey Green Extra Bold (7 mm et plus) et la 8 mm bold sont les qualités les plus demandées en Arabie saoudite, au Koweït et aux Émirats arabes unis, où les capsules parfument le café gahwa. Nous maintenons un contrôle strict des pesticides, car les acheteurs du Golfe et de l'UE analysent chaque lot.",
    grade: '7 mm bold (AGEB), verte, sans capsules fendues',
    moisture: 'Max. 10%',
    moq: '100 kg',
    leadTime: '7-10 jours',
    port: 'Cochin',
    packSizes: [
      'Cartons de 5 kg et 10 kg avec sac intérieur en polyéthylène',
      'Sachets sous vide de 1 kg',
      'Sacs de jute doublés de 25 kg',
    ],
    specifications: [
      ['Calibre', '7 mm et plus'],
      ['Couleur', 'Vert profond homogène'],
      ['Huile essentielle', 'Min. 6.5 ml/100 g'],
      ['Capsules fendues et ouvertes', 'Max. 2%'],
      ['Capsules vides et déformées', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'AGEB',
        attributes: [
          ['Calibre', '7 mm+'],
          ['Couleur', 'Vert foncé'],
        ],
      },
      {
        name: 'AGB',
        attributes: [
          ['Calibre', '6-7 mm'],
          ['Couleur', 'Vert'],
        ],
      },
      {
        name: '8 mm bold',
        attributes: [
          ['Calibre', '8 mm+'],
          ['Couleur', 'Vert foncé'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 6.5 ml/100 g',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'large-cardamom': {
    name: 'Grande cardamome',
    variety: 'Sikkim Badadana',
    origin: 'Sikkim (East et West Sikkim), Bengale-Occidental (Darjeeling, Kalimpong)',
    description:
      'La grande cardamome, ou cardamome noire, pousse sous couvert forestier au Sikkim et dans les collines de Darjeeling et se négocie à Singtam et Gangtok. Les capsules sont séchées au-dessus de feux de bois, ce qui leur donne la saveur fumée et camphrée recherchée pour le garam masala, le biryani et les plats de viande mijotés. La Badadana est la qualité grosse, la Chotadana la plus petite et la moins chère.',
    grade: 'Badadana (bold), triée à la main',
    moisture: 'Max. 12%',
    moq: '500 kg',
    leadTime: '2-3 semaines',
    port: 'Kolkata',
    packSizes: ['Sacs de jute doublés de 25 kg', 'Cartons de 10 kg'],
    specifications: [
      ['Saveur', 'Fumé, camphré'],
      ['Séchage', 'Four bhatti traditionnel (fumée) ou séchage amélioré par conduits de fumée'],
      ['Huile essentielle', 'Min. 2 ml/100 g'],
      ['Longueur de gousse', '2-3 cm'],
    ],
    varieties: [
      {
        name: 'Badadana',
        attributes: [
          ['Calibre', 'Gros calibre (bold)'],
          ['Séchage', 'Séché au four bhatti'],
        ],
      },
      {
        name: 'Chotadana',
        attributes: [
          ['Calibre', 'Petit'],
          ['Séchage', 'Séché au four bhatti'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2 ml/100 g',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  cloves: {
    name: 'Clous de girofle',
    variety: 'Kerala, triés à la main',
    origin: 'Kerala (Kottayam, Idukki, Pathanamthitta), Tamil Nadu (Kanyakumari, Nilgiris)',
    description:
      "Les clous de girofle indiens proviennent de petites exploitations des collines du sud du Kerala et de Kanyakumari ; ils sont cueillis à la main avant l'ouverture des boutons et séchés au soleil jusqu'à un brun rougeâtre. Les lots sont triés à la main pour écarter les clous sans tête et les griffes, ce qui maintient une teneur élevée en huile essentielle. Les conditionneurs d'épices et les boulangeries les utilisent entiers, les broyeurs pour le garam masala et les pickles.",
    grade: 'Triés à la main, clous sans tête max. 2%',
    moisture: 'Max. 12%',
    moq: '500 kg',
    leadTime: '2-3 semaines',
    port: 'Cochin',
    packSizes: ['Sacs PP de 25 kg avec doublure', 'Cartons de 10 kg'],
    specifications: [
      ['Huile essentielle', 'Min. 15 ml/100 g'],
      ['Clous sans tête', 'Max. 2%'],
      ['Griffes', 'Max. 1%'],
      ['Couleur', 'Brun rougeâtre'],
    ],
    varieties: [
      {
        name: 'Triés à la main',
        attributes: [
          ['Sans tête', 'Max. 2%'],
          ['Griffes', 'Max. 1%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 15 ml/100 g',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 7%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  nutmeg: {
    name: 'Noix de muscade',
    variety: 'Kerala, décortiquée',
    origin: 'Kerala (Thrissur, Ernakulam, Kottayam, Idukki)',
    description:
      "Les muscadiers poussent en culture intercalaire dans les jardins familiaux et les cocoteraies du centre du Kerala, et les noix sèchent dans leur coque plusieurs semaines avant le concassage. Les amandes décortiquées sont calibrées au nombre par kilogramme et contrôlées pour les dégâts d'insectes et les moisissures, car la muscade est l'une des épices que l'UE analyse le plus pour les aflatoxines. Les industriels de l'agroalimentaire et les broyeurs d'épices l'utilisent en boulangerie, en charcuterie et dans les mélanges d'épices.",
    grade: 'Décortiquée, saine, 120-140 noix par kg',
    moisture: 'Max. 10%',
    moq: '500 kg',
    leadTime: '2-3 semaines',
    port: 'Cochin',
    packSizes: ['Sacs de jute doublés de 25 kg', 'Cartons de 10 kg'],
    specifications: [
      ['Calibre (nombre)', '120-140 noix par kg'],
      ['Huile essentielle', 'Min. 6 ml/100 g'],
      ['Cassées, véreuses et creuses', 'Max. 2%'],
      ['Couleur', "Brun grisâtre, marbrée à l'intérieur"],
    ],
    varieties: [
      {
        name: 'Décortiquée saine',
        attributes: [
          ['Calibre (nombre)', '120-140 par kg'],
          ['Usage', 'Entière et broyage'],
        ],
      },
      {
        name: 'BWP',
        attributes: [
          ['Calibre (nombre)', 'Mélangé'],
          ['Usage', 'Broyage et distillation'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 6 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 15 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  mace: {
    name: 'Macis',
    variety: 'Macis rouge du Kerala',
    origin: 'Kerala (Thrissur, Ernakulam, Idukki)',
    description:
      "Le macis est l'arille rouge et ajouré que l'on détache de la graine de muscade et que l'on fait sécher à plat à l'ombre ; il passe alors de l'écarlate à un rouge orangé vif. Il se vend en lames entières et en morceaux pour les mélanges d'épices, les sauces salées, les produits de boulangerie et l'oléorésine. La couleur et l'absence de moisissures déterminent la qualité.",
    grade: 'Lames entières, rouge orangé vif',
    moisture: 'Max. 10%',
    packSizes: [
      'Cartons de 10 kg avec sac intérieur en polyéthylène',
      'Sacs de jute doublés de 25 kg',
    ],
    specifications: [
      ['Forme', 'Lames entières, brisures max. 10%'],
      ['Couleur', 'Rouge orangé'],
      ['Huile essentielle', 'Min. 7 ml/100 g'],
    ],
    varieties: [
      {
        name: 'Lames entières',
        attributes: [
          ['Couleur', 'Rouge orangé'],
          ['Brisures', 'Max. 10%'],
        ],
      },
      {
        name: 'Brisures',
        attributes: [
          ['Couleur', 'Rouge orangé à jaune'],
          ['Brisures', 'Morceaux'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 7 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'fenugreek-seeds': {
    name: 'Fenugrec',
    variety: 'Methi du Rajasthan',
    origin: 'Rajasthan (Nagaur, Chittorgarh, Kota), Madhya Pradesh (Neemuch, Mandsaur), Gujarat',
    description:
      "Le fenugrec est une culture d'hiver du Rajasthan et de l'ouest du Madhya Pradesh, nettoyé et trié pour notre compte à Neemuch et à Kota. Ses graines dures, jaune doré, sont destinées aux fabricants de curry en poudre, aux fabricants de pickles et aux usines nutraceutiques qui en extraient les fibres et les saponines. Une qualité Sortex est proposée lorsqu'un acheteur exige une pureté de 99,5 %.",
    grade: 'Nettoyage mécanique 99%, Sortex 99.5% disponible',
    moisture: 'Max. 10%',
    moq: "1 conteneur 20' FCL",
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '99-99.5%'],
      ['Couleur', 'Jaune doré'],
      ['Graines cassées et ridées', 'Max. 2%'],
      ['Calibre de la graine', '3-5 mm'],
    ],
    varieties: [
      {
        name: 'Nettoyage mécanique',
        attributes: [
          ['Pureté', '99%'],
          ['Mélange', 'Max. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureté', '99.5%'],
          ['Mélange', 'Max. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'fennel-seeds': {
    name: 'Fenouil',
    variety: 'Vert du Gujarat',
    origin: 'Gujarat (Unjha, Patan, Banaskantha, Mehsana), Rajasthan (Nagaur, Sirohi)',
    description:
      "Le fenouil du nord du Gujarat se négocie à Unjha, aux côtés du cumin, et se trie selon la couleur et la taille. Le type Lucknowi, fin et d'un vert vif, est récolté précocement et vendu comme rafraîchisseur d'haleine, tandis que les qualités moyennes et grosses vont aux conditionneurs d'épices, aux assembleurs de thés et aux fabricants de spiritueux et de confiserie. La couleur reste naturelle, sans colorant ajouté.",
    grade: 'Moyen-gros, qualité Singapour 99%',
    moisture: 'Max. 10%',
    moq: "1 conteneur 20' FCL",
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs papier de 25 kg', 'Cartons de 10 kg'],
    specifications: [
      ['Pureté', '99%'],
      ['Huile essentielle', 'Min. 1.5 ml/100 g'],
      ['Couleur', 'Vert naturel'],
      ['Longueur de la graine', '5-8 mm'],
    ],
    varieties: [
      {
        name: 'Lucknowi (fin)',
        attributes: [
          ['Couleur', 'Vert vif'],
          ['Usage', "Rafraîchisseur d'haleine"],
        ],
      },
      {
        name: 'Moyen',
        attributes: [
          ['Couleur', 'Vert'],
          ['Usage', "Conditionnement d'épices, thé"],
        ],
      },
      {
        name: 'Gros calibre (bold)',
        attributes: [
          ['Couleur', 'Jaune verdâtre'],
          ['Usage', 'Broyage, distillation'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 1.5 ml/100 g',
      },
      {
        parameter: 'Colorant ajouté',
        specification: 'Absence',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'ajwain-seeds': {
    name: 'Ajowan',
    variety: 'Gros calibre, riche en thymol',
    origin: 'Rajasthan (Chittorgarh, Jhalawar), Gujarat (Saurashtra), Madhya Pradesh (Neemuch)',
    description:
      "L'ajowan, aussi appelé carom, est une petite graine brun grisâtre au goût prononcé rappelant le thym, cultivée au Rajasthan, au Gujarat et au Madhya Pradesh. On l'emploie dans les pains indiens, les snacks et les préparations digestives, et on le distille pour obtenir une huile riche en thymol. Nous le vendons nettoyé mécaniquement, avec une qualité Sortex pour les conditionneurs destinés à la distribution.",
    grade: 'Nettoyage mécanique 99%',
    moisture: 'Max. 9%',
    moq: '1 t',
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '99%'],
      ['Huile essentielle', 'Min. 2.5 ml/100 g'],
      ["Thymol dans l'huile", '35-60%'],
      ['Couleur', 'Brun grisâtre'],
    ],
    varieties: [
      {
        name: 'Nettoyage mécanique',
        attributes: [
          ['Pureté', '99%'],
          ['Mélange', 'Max. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureté', '99.5%'],
          ['Mélange', 'Max. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2.5 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'dry-ginger': {
    name: 'Gingembre sec',
    variety: 'Gingembre de Cochin',
    origin: 'Kerala (Wayanad, Idukki, Ernakulam), Karnataka (Kodagu, Shivamogga)',
    description:
      "Le gingembre sec de Cochin est grossièrement pelé à la main et séché entier au soleil, ce qui préserve l'arôme citronné et le piquant prononcé qui en ont fait une qualité de référence. Il est vendu non blanchi, en mains entières ou en morceaux, aux broyeurs, aux fabricants de ginger beer et aux assembleurs de thés, ainsi qu'aux extracteurs d'oléorésine. Les aflatoxines et l'ochratoxine sont analysées sur chaque lot.",
    grade: 'Grossièrement pelé, non blanchi, mains entières',
    moisture: 'Max. 12%',
    moq: '1 t',
    leadTime: '2-3 semaines',
    port: 'Cochin',
    packSizes: ['Sacs PP de 25 kg', 'Sacs de jute de 50 kg'],
    specifications: [
      ['Huile essentielle', 'Min. 1.5 ml/100 g'],
      ['Forme', 'Mains entières, grossièrement pelées'],
      ['Couleur', 'Brun clair à chamois'],
      ['Traitement', 'Non blanchi, sans chaux'],
    ],
    varieties: [
      {
        name: 'Cochin (Kerala)',
        attributes: [
          ['Forme', 'Mains entières'],
          ['Arôme', 'Citronné'],
        ],
      },
      {
        name: 'Morceaux coupés',
        attributes: [
          ['Forme', 'Morceaux de 10-20 mm'],
          ['Arôme', 'Citronné'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 1.5 ml/100 g',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 8%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg, totales (B1+B2+G1+G2) max. 10 µg/kg',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 15 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'dill-seeds': {
    name: "Graines d'aneth",
    variety: 'Aneth indien (sowa)',
    description:
      "L'aneth indien, appelé sowa, est un proche parent de l'aneth européen dont l'huile est plus riche en dillapiole et au goût plus vif. On l'utilise dans les épices à pickles, les assaisonnements pour pains et pains de seigle, et pour la distillation de l'huile essentielle de graines d'aneth. Nous le vendons nettoyé mécaniquement, par conteneurs complets ou en groupage.",
    moisture: 'Max. 10%',
    moq: '1 t',
    leadTime: '10-14 jours',
    port: 'Mundra',
    specifications: [
      ['Pureté', '99%'],
      ['Huile essentielle', 'Min. 2 ml/100 g'],
      ['Couleur', 'Brun clair'],
    ],
    varieties: [
      {
        name: 'Sowa',
        attributes: [
          ['Pureté', '99%'],
          ['Huile essentielle', 'Min. 2 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2 ml/100 g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'celery-seeds': {
    name: 'Graines de céleri',
    variety: 'Nettoyage mécanique',
    origin: "Pendjab (Amritsar, Gurdaspur), Haryana, ouest de l'Uttar Pradesh",
    grade: 'Nettoyage mécanique 99.5%',
    moisture: 'Max. 10%',
    moq: '1 t',
    leadTime: '10-14 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs papier de 25 kg'],
  },
  'black-cumin': {
    name: 'Cumin noir',
    variety: 'Shahi jeera (Bunium persicum)',
    origin: 'Jammu-et-Cachemire (Kishtwar, Gurez), Himachal Pradesh (Kinnaur, Lahaul-Spiti)',
    description:
      "Le shahi jeera est une graine fine, incurvée, brun foncé, issue des hautes vallées himalayennes et encore largement récoltée sur des peuplements sauvages ou semi-sauvages. Son arôme doux et fumé est très apprécié dans les plats moghols et cachemiris, le biryani et le garam masala. L'offre est faible et saisonnière ; nous le vendons donc par lots à partir de 100 kg.",
    grade: 'Nettoyage manuel 99%',
    moisture: 'Max. 10%',
    moq: '100 kg',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Cartons de 10 kg avec sac intérieur en polyéthylène', 'Sacs PP de 25 kg'],
    specifications: [
      ['Pureté', '99%'],
      ['Huile essentielle', 'Min. 2.5 ml/100 g'],
      ['Couleur', 'Brun foncé à noir'],
      ['Longueur de la graine', '3-5 mm, fin et incurvé'],
    ],
    varieties: [
      {
        name: 'Cachemire',
        attributes: [
          ['Couleur', 'Brun foncé'],
          ['Pureté', '99%'],
        ],
      },
      {
        name: 'Himachal',
        attributes: [
          ['Couleur', 'Noir brunâtre'],
          ['Pureté', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2.5 ml/100 g',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
}
