import type { CatalogueTranslation } from '../types'

export const oilseeds: CatalogueTranslation = {
  'sesame-seeds-white': {
    name: 'Sésame',
    variety: 'Blanc naturel',
    origin:
      'Gujarat (Amreli, Bhavnagar, Rajkot), Rajasthan (Pali, Tonk), Madhya Pradesh (Chhatarpur, Tikamgarh), Uttar Pradesh (Jhansi, Mahoba)',
    description:
      "Sésame blanc naturel issu de la récolte d'été du Saurashtra et de la récolte kharif du Rajasthan, du Madhya Pradesh et du Bundelkhand, nettoyé et trié Sortex dans l'usine de notre partenaire au Gujarat. Les boulangeries, les fabricants de tahini et de halva et les huileries d'Extrême-Orient, du Moyen-Orient et d'Europe l'achètent pour sa couleur claire et sa forte teneur en huile. Chaque lot destiné à l'UE est analysé pour Salmonella et l'oxyde d'éthylène avant chargement.",
    grade: 'Naturel, trié Sortex 99.95%',
    moisture: 'Max. 6%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-15 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Big bags de 1 t'],
    specifications: [
      ['Pureté', '99.95% (Sortex), 99.90% (nettoyage mécanique)'],
      ['Teneur en huile', 'Min. 48%'],
      ['Acides gras libres', 'Max. 2%'],
      ["Graines d'autre couleur", 'Max. 1%'],
      ['Récolte', 'Été (mai-juin) et kharif (octobre-décembre)'],
    ],
    varieties: [
      {
        name: 'Naturel 99.95% Sortex',
        attributes: [
          ['Pureté', '99.95%'],
          ['AGL', 'Max. 1.5%'],
        ],
      },
      {
        name: 'Naturel 99.90% nettoyage mécanique',
        attributes: [
          ['Pureté', '99.90%'],
          ['AGL', 'Max. 2%'],
        ],
      },
      {
        name: 'Naturel 99/1',
        attributes: [
          ['Pureté', '99%'],
          ['Mélange', 'Max. 1%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureté (impuretés)',
        specification: 'Min. 99.95%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 6%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 48%',
      },
      {
        parameter: 'Acides gras libres (en acide oléique)',
        specification: 'Max. 2%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: "Oxyde d'éthylène (somme avec le 2-chloroéthanol)",
        specification: 'Inférieur à la LMR UE de 0.05 mg/kg',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 2 µg/kg, totales max. 4 µg/kg (consommation directe)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sesame-seeds-hulled': {
    name: 'Sésame décortiqué',
    variety: 'Décortiqué mécaniquement, séché en continu',
    origin: 'Gujarat (Saurashtra), Rajasthan, Madhya Pradesh',
    description:
      "Le sésame décortiqué est une graine blanche naturelle dont la peau est retirée par trempage et décorticage mécanique, puis séchée, triée Sortex et passée au détecteur de métaux. Sa couleur blanche, nette et lumineuse convient au topping des pains à burger, aux barres au sésame, au tahini et aux sushis. Nous l'expédions en sacs doublés, depuis des usines qui appliquent un programme de libération positive des lots pour Salmonella.",
    grade: 'Décortiqué 99.95%, Sortex',
    moisture: 'Max. 5%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Mundra',
    packSizes: [
      'Sacs papier multiplis de 25 kg avec doublure PE',
      'Sacs PP de 25 kg avec doublure',
    ],
    specifications: [
      ['Pureté', '99.95-99.98%'],
      ['Teneur en huile', 'Min. 50%'],
      ['Acides gras libres', 'Max. 1.5%'],
      ['Graines non décortiquées', 'Max. 0.5%'],
      ['Procédé', "Trempé à l'eau, décortiqué mécaniquement, sans produits chimiques"],
    ],
    varieties: [
      {
        name: 'Décortiqué 99.95%',
        attributes: [
          ['Pureté', '99.95%'],
          ['Usage', 'Topping de boulangerie'],
        ],
      },
      {
        name: 'Décortiqué 99.98% premium',
        attributes: [
          ['Pureté', '99.98%'],
          ['Usage', 'Tahini, confiserie'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureté (impuretés)',
        specification: 'Min. 99.95%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 50%',
      },
      {
        parameter: 'Acides gras libres (en acide oléique)',
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: "Oxyde d'éthylène (somme avec le 2-chloroéthanol)",
        specification: 'Inférieur à la LMR UE de 0.05 mg/kg',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 2 µg/kg, totales max. 4 µg/kg (consommation directe)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sesame-seeds-black': {
    name: 'Sésame noir',
    variety: 'Noir naturel',
    origin: 'Gujarat (Saurashtra), Madhya Pradesh, Uttar Pradesh (Bundelkhand)',
    description:
      "Le sésame noir a un goût plus prononcé, légèrement amer, de noisette ; il fait l'objet d'une demande régulière au Japon, en Corée, en Chine et à Taïwan pour les pâtes, la confiserie, les garnitures de riz et l'huile de sésame grillé. Nous le trions au Sortex pour éliminer les graines brunes et blanches afin que la couleur reste homogène. Il est analysé selon les mêmes exigences en matière de Salmonella et de résidus que notre sésame blanc.",
    grade: 'Trié Sortex 99.95%',
    moisture: 'Max. 6%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs papier de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Pureté', '99.95%'],
      ['Teneur en huile', 'Min. 45%'],
      ["Graines d'autre couleur", 'Max. 1%'],
      ['Couleur', 'Noir de jais, homogène'],
    ],
    varieties: [
      {
        name: 'Trié Sortex 99.95%',
        attributes: [
          ['Pureté', '99.95%'],
          ['Autre couleur', 'Max. 1%'],
        ],
      },
      {
        name: 'Nettoyage mécanique 99.5%',
        attributes: [
          ['Pureté', '99.5%'],
          ['Autre couleur', 'Max. 3%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureté (impuretés)',
        specification: 'Min. 99.95%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 6%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 45%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: "Oxyde d'éthylène (somme avec le 2-chloroéthanol)",
        specification: 'Inférieur à la LMR UE de 0.05 mg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'groundnut-kernels-bold': {
    name: 'Arachide',
    variety: 'Gros calibre (bold)',
    origin: 'Gujarat (Rajkot, Junagadh, Amreli, Jamnagar)',
    description:
      "Les arachides bold sont les gros grains allongés de type Runner et Virginia de la récolte kharif du Saurashtra, triés à la main (HPS) et calibrés au nombre de grains par once. Les torréfacteurs de snacks et les transformateurs de cacahuètes enrobées d'Indonésie, du Vietnam, des Philippines, du Golfe et d'Europe les utilisent pour les cacahuètes salées et grillées. Chaque lot est échantillonné et analysé pour les aflatoxines dans un laboratoire agréé par l'APEDA avant expédition.",
    grade: 'HPS Bold calibre 40/50',
    moisture: 'Max. 7%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Mundra',
    packSizes: ['Sacs de jute de 50 kg', 'Sacs PP de 50 kg', 'Sacs sous vide de 25 kg'],
    specifications: [
      ['Calibre (nombre)', "38/42, 40/50, 50/60 grains à l'once"],
      ['Teneur en huile', 'Min. 48%'],
      ['Mélange', 'Max. 0.5%'],
      ['Demi-grains et brisures', 'Max. 2%'],
      ['Endommagés et ridés', 'Max. 1%'],
    ],
    varieties: [
      {
        name: '38/42',
        attributes: [
          ['Calibre (nombre)', "38-42 grains à l'once"],
          ['Usage', 'Torréfaction premium'],
        ],
      },
      {
        name: '40/50',
        attributes: [
          ['Calibre (nombre)', "40-50 grains à l'once"],
          ['Usage', 'Cacahuètes salées et enrobées'],
        ],
      },
      {
        name: '50/60',
        attributes: [
          ['Calibre (nombre)', '50-60 grains par once'],
          ['Usage', 'Blanchiment, beurre de cacahuète'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 7%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 48%',
      },
      {
        parameter: 'Aflatoxines',
        specification:
          'B1 max. 2 µg/kg, totales max. 4 µg/kg (consommation directe) ; B1 max. 8 µg/kg, totales max. 15 µg/kg (destinées à un tri ultérieur)',
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
  'groundnut-kernels-java': {
    name: 'Arachide Java',
    variety: 'Java (type Spanish)',
    origin:
      'Gujarat (Saurashtra), Rajasthan (Bikaner, Jodhpur), Andhra Pradesh (Anantapur), Karnataka (Chitradurga)',
    description:
      "Les arachides Java sont les petits grains ronds de type Spanish, à peau rose clair, au goût sucré et à forte teneur en huile. Les confiseurs, les fabricants de beurre de cacahuète et de snacks d'Asie du Sud-Est et du Moyen-Orient les utilisent pour les nougatines, les cacahuètes enrobées et les pâtes. Les calibres de 50/60 à 80/90 sont séparés sur tables densimétriques et triés à la main.",
    grade: 'HPS Java calibre 60/70',
    moisture: 'Max. 7%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Mundra',
    packSizes: ['Sacs de jute de 50 kg', 'Sacs PP de 50 kg', 'Sacs sous vide de 25 kg'],
    specifications: [
      ['Calibre (nombre)', "50/60, 60/70, 70/80, 80/90 grains à l'once"],
      ['Teneur en huile', 'Min. 48%'],
      ['Forme', 'Rond, peau rose clair'],
      ['Mélange', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: '50/60',
        attributes: [
          ['Calibre (nombre)', '50-60 grains par once'],
          ['Usage', 'Torréfaction'],
        ],
      },
      {
        name: '60/70',
        attributes: [
          ['Calibre (nombre)', "60-70 grains à l'once"],
          ['Usage', 'Cacahuètes enrobées'],
        ],
      },
      {
        name: '80/90',
        attributes: [
          ['Calibre (nombre)', "80-90 grains à l'once"],
          ['Usage', 'Confiserie, beurre de cacahuète'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 7%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 48%',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 2 µg/kg, totales max. 4 µg/kg (consommation directe)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sunflower-seeds': {
    name: 'Tournesol',
    variety: 'Hybride noir de type oléagineux',
    origin: 'Karnataka (Raichur, Kalaburagi, Ballari), Maharashtra (Latur, Solapur), Telangana',
    description:
      "Graines de tournesol noires de type oléagineux, issues des récoltes rabi et kharif du nord du Karnataka et du Marathwada. Les conditionneurs d'aliments pour animaux de compagnie et pour oiseaux sauvages achètent la qualité nettoyée pour sa coque fine et sa forte teneur en huile, tandis que la qualité trituration part vers les huileries. Nous la nettoyons, l'épierrons et la calibrons sur tables densimétriques avant l'ensachage.",
    grade: 'Nettoyage mécanique 99%, qualité oisellerie',
    moisture: 'Max. 9%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Teneur en huile', 'Min. 38%'],
      ['Pureté', '99%'],
      ['Couleur', 'Noir'],
      ['Graines cassées et décortiquées', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Qualité oisellerie',
        attributes: [
          ['Huile', '38-42%'],
          ['Pureté', '99%'],
        ],
      },
      {
        name: 'Qualité trituration',
        attributes: [
          ['Huile', 'Min. 36%'],
          ['Pureté', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 9%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 38%',
      },
      {
        parameter: 'Impuretés',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Aflatoxine B1',
        specification: 'Max. 20 µg/kg (qualité fourragère, UE 2002/32/CE)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'mustard-seeds': {
    name: 'Moutarde',
    variety: 'Petite graine noire (Brassica juncea)',
    origin:
      'Rajasthan (Bharatpur, Alwar, Sri Ganganagar), Madhya Pradesh (Morena, Bhind), Haryana, Uttar Pradesh',
    description:
      "La moutarde indienne est une culture de rabi de la zone Rajasthan-Haryana-Madhya Pradesh, récoltée en mars et négociée sur les marchés de Bharatpur et de Jaipur. La petite graine brun rougeâtre foncé est utilisée entière pour le tadka (tempérage) par les ménages indiens et sud-asiatiques de l'étranger, tandis que les types plus gros et jaunes vont aux fabricants de pickles et de condiments. Les lots sont nettoyés mécaniquement et contrôlés pour les graines d'argémone.",
    grade: 'Nettoyage mécanique 99.5%, petite graine',
    moisture: 'Max. 8%',
    moq: "1 conteneur 20' FCL",
    leadTime: '7-10 jours',
    port: 'Mundra',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '99.5%'],
      ['Teneur en huile', 'Min. 38%'],
      ['Calibre de la graine', '1-1.5 mm'],
      ['Couleur', 'Brun rougeâtre foncé à noir'],
    ],
    varieties: [
      {
        name: 'Petite graine noire',
        attributes: [
          ['Calibre', 'Environ 1 mm'],
          ['Huile', '38-40%'],
        ],
      },
      {
        name: 'Brune, gros calibre',
        attributes: [
          ['Calibre', '1.5-2 mm'],
          ['Huile', '38-42%'],
        ],
      },
      {
        name: 'Jaune (sarson jaune)',
        attributes: [
          ['Calibre', '1.5-2 mm'],
          ['Huile', '42-45%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impuretés',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 38%',
      },
      {
        parameter: "Graines d'argémone",
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
  'flax-seeds': {
    name: 'Graines de lin',
    variety: 'Lin brun',
    origin:
      'Madhya Pradesh (Sagar, Damoh, Jabalpur), Chhattisgarh, Uttar Pradesh (Jhansi, Lalitpur), Maharashtra',
    description:
      "Lin brun de la récolte de rabi du centre de l'Inde, nettoyé mécaniquement pour le secteur alimentaire. Les boulangeries, les fabricants de céréales et de granolas et les conditionneurs de produits diététiques l'achètent pour sa teneur en oméga-3 (acide alpha-linolénique), et les fabricants d'aliments pour chevaux et animaux de compagnie également. Des lots biologiques sont disponibles auprès de groupements de producteurs certifiés du Madhya Pradesh.",
    grade: 'Nettoyage mécanique 99.5%',
    moisture: 'Max. 8%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg', 'Sacs papier de 25 kg'],
    specifications: [
      ['Pureté', '99.5%'],
      ['Teneur en huile', 'Min. 38%'],
      ['Acide alpha-linolénique', 'Min. 50% des acides gras'],
      ['Couleur', 'Brun rougeâtre, brillant'],
    ],
    varieties: [
      {
        name: 'Nettoyage mécanique',
        attributes: [
          ['Pureté', '99.5%'],
          ['Huile', 'Min. 38%'],
        ],
      },
      {
        name: 'Biologique',
        attributes: [
          ['Pureté', '99.5%'],
          ['Huile', 'Min. 38%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impuretés',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 38%',
      },
      {
        parameter: 'Acide alpha-linolénique',
        specification: 'Min. 50% des acides gras totaux',
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
  'castor-seeds': {
    name: 'Graines de ricin',
    variety: 'Hybride GCH-7',
    origin: 'Gujarat (Banaskantha, Mehsana, Patan, Kutch), Rajasthan (Jalore, Sirohi)',
    grade: 'FAQ, base teneur en huile 47%',
    moisture: 'Max. 7%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-14 jours',
    port: 'Kandla',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t'],
  },
  soybean: {
    name: 'Soja',
    variety: 'Jaune non OGM (JS 95-60, JS 335)',
    origin:
      'Madhya Pradesh (Indore, Ujjain, Dewas), Maharashtra (Latur, Amravati), Rajasthan (Kota)',
    description:
      "Soja jaune issu de la récolte kharif du Malwa et du Marathwada, où aucun soja génétiquement modifié n'est cultivé, ce qui fait de l'Inde une source régulière de graines non OGM. Les fabricants de tofu, de lait de soja et d'aliments pour animaux l'achètent avec un certificat d'analyse PCR pour chaque lot. Nous le nettoyons et le calibrons à Indore avant de l'expédier en sacs ou en conteneurs avec liner.",
    grade: 'Non OGM, nettoyage mécanique 98%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t', "Vrac en conteneur 20' avec liner"],
    specifications: [
      ['Protéines', 'Min. 38% (sur matière sèche)'],
      ['Teneur en huile', 'Min. 18%'],
      ['Statut OGM', 'Non OGM, testé par PCR'],
      ['Matières étrangères', 'Max. 1%'],
      ['Graines endommagées et cassées', 'Max. 3%'],
    ],
    varieties: [
      {
        name: 'JS 95-60',
        attributes: [
          ['Couleur', 'Jaune'],
          ['Usage', 'Alimentation humaine et animale'],
        ],
      },
      {
        name: 'JS 335',
        attributes: [
          ['Couleur', 'Jaune'],
          ['Usage', 'Trituration, alimentation animale'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Protéines (N x 6.25)',
        specification: 'Min. 38% sur matière sèche',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 18%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 1%',
      },
      {
        parameter: 'OGM',
        specification: 'Non détecté (< 0.1%)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'safflower-seeds': {
    name: 'Carthame',
    variety: 'Blanc (Bhima, PBNS-12)',
    origin: 'Maharashtra (Solapur, Latur, Osmanabad), Karnataka (Vijayapura, Kalaburagi)',
    description:
      "Le carthame est un oléagineux de rabi des terres noires de Solapur, de Latur et du nord du Karnataka. Sa graine blanche et anguleuse est un ingrédient de base des mélanges pour perroquets et oiseaux sauvages, et part aussi vers les huileries pour l'huile de carthame riche en acide linoléique. Nous le nettoyons selon les standards de l'oisellerie, avec peu de poussière et de graines cassées.",
    grade: 'Nettoyage mécanique 99%, qualité oisellerie',
    moisture: 'Max. 8%',
    moq: "1 conteneur 20' FCL",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Pureté', '99%'],
      ['Teneur en huile', '28-32%'],
      ['Couleur', 'Blanc à crème'],
      ['Graines cassées', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Qualité oisellerie',
        attributes: [
          ['Huile', '28-32%'],
          ['Pureté', '99%'],
        ],
      },
      {
        name: 'Qualité trituration',
        attributes: [
          ['Huile', '30-35%'],
          ['Pureté', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impuretés',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 28%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'niger-seeds': {
    name: 'Graines de niger',
    variety: 'Noir (Guizotia abyssinica)',
    origin:
      'Madhya Pradesh (Chhindwara, Mandla), Odisha (Koraput, Kandhamal), Chhattisgarh, Maharashtra',
    description:
      "Le niger est un oléagineux secondaire cultivé par des agriculteurs tribaux dans les collines de l'Odisha, du Madhya Pradesh et du Chhattisgarh. Sa petite graine noire et brillante est l'aliment préféré des chardonnerets et des pinsons : la plupart des exportations vont donc aux conditionneurs d'aliments pour oiseaux sauvages aux États-Unis et en Europe, et les envois vers les États-Unis doivent être traités thermiquement pour dévitaliser les graines d'adventices. Nous organisons le traitement thermique et les certificats phytosanitaires selon les exigences de chaque destination.",
    grade: 'Nettoyage mécanique 99%, traitement thermique sur demande',
    moisture: 'Max. 8%',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Pureté', '99%'],
      ['Teneur en huile', '35-40%'],
      ['Couleur', 'Noir brillant'],
      ['Traitement', 'Stérilisé à la chaleur pour les envois vers les États-Unis'],
    ],
    varieties: [
      {
        name: 'Qualité oisellerie',
        attributes: [
          ['Pureté', '99%'],
          ['Traitement', 'Traité thermiquement'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impuretés',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Teneur en huile',
        specification: 'Min. 35%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
}
