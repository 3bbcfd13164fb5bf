import type { CatalogueTranslation } from '../types'

export const pulses: CatalogueTranslation = {
  'chana-dal': {
    name: 'Chana dal',
    variety: 'Pois chiche desi cassé (Bengal gram)',
    origin: 'Madhya Pradesh, Maharashtra, Rajasthan, Karnataka, Gujarat',
    description:
      "Le chana dal est du pois chiche desi décortiqué et cassé dans notre usine de dal. Il reste ferme à la cuisson avec un goût de noisette et sert de base aux currys de chana dal, à la mouture du besan et aux confiseries indiennes. Des tables densimétriques et des trieurs optiques garantissent des moitiés de taille homogène et exemptes de morceaux avec tégument ; le dal n'est pas poli, sauf demande contraire de l'acheteur.",
    grade: 'Gros calibre, trié Sortex, pureté 99%, non poli',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Brisures / petits morceaux', 'Max. 2%'],
      ['Endommagés / décolorés', 'Max. 1%'],
      ['Dal avec tégument', 'Max. 0.5%'],
      ['Protéines (sur matière sèche)', '20-22%'],
    ],
    varieties: [
      {
        name: 'Chana dal gros calibre',
        attributes: [
          ['Calibre', 'Grosses moitiés homogènes'],
          ['Usage', 'Conditionnements de détail'],
        ],
      },
      {
        name: 'Chana dal calibre moyen',
        attributes: [
          ['Calibre', 'Moitiés de calibres mélangés'],
          ['Usage', 'Mouture de besan, restauration'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Endommagés / décolorés / brisures',
        specification: 'Max. 1% / 1% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '20-22%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'moong-dal': {
    name: 'Moong dal',
    variety: 'Haricot mungo décortiqué et cassé (moong dal jaune)',
    origin: 'Rajasthan (Nagaur, Jodhpur, Ajmer), Maharashtra, Karnataka, Madhya Pradesh',
    description:
      'Le moong dal jaune est du haricot mungo débarrassé de sa peau et cassé : le plus léger et le plus rapide à cuire des dals indiens. Il entre dans la khichdi, le dal tadka, le halwa et les pâtes à beignets, et la récolte kharif du Rajasthan donne le grain petit et brillant que préfèrent nos acheteurs.',
    grade: 'Trié Sortex, pureté 99%, non poli',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Jaune vif'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Résidus de peau verte', 'Max. 0.5%'],
      ['Brisures / petits morceaux', 'Max. 2%'],
      ['Protéines (sur matière sèche)', '23-25%'],
    ],
    varieties: [
      {
        name: 'Moong dal (lavé)',
        attributes: [
          ['Forme', 'Cassé, décortiqué'],
          ['Couleur', 'Jaune'],
        ],
      },
      {
        name: 'Moong dal chilka',
        attributes: [
          ['Forme', 'Cassé avec peau'],
          ['Couleur', 'Vert et jaune'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Endommagés / décolorés / brisures',
        specification: 'Max. 1% / 1% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '23-25%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'toor-dal': {
    name: 'Toor dal',
    variety: "Pois d'Angole cassé (arhar)",
    origin:
      'Karnataka (Kalaburagi, Bidar, Vijayapura), Maharashtra (Latur, Akola, Amravati), Telangana, Madhya Pradesh, Gujarat',
    description:
      "Le toor dal est le dal du quotidien dans l'ouest et le sud de l'Inde, utilisé pour le sambar, le varan et le dal fry. Nous décortiquons des pois d'Angole de la région de Kalaburagi et du Marathwada (le tur dal de Gulbarga bénéficie d'une IG) et le livrons non poli, ou légèrement enrobé d'huile alimentaire pour une meilleure conservation sur les marchés humides.",
    grade: "Non poli / poli à l'huile, trié Sortex, pureté 99%",
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Conditionnements consommateur de 1 kg / 2 kg / 4 lb',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Brisures / petits morceaux', 'Max. 2%'],
      ['Endommagés / décolorés', 'Max. 1%'],
      ['Dal avec tégument', 'Max. 0.5%'],
      ['Protéines (sur matière sèche)', '21-23%'],
    ],
    varieties: [
      {
        name: 'Toor dal non poli',
        attributes: [
          ['Finition', 'Sec, naturel'],
          ['Usage', 'Distribution, gammes biologiques'],
        ],
      },
      {
        name: 'Toor dal huilé',
        attributes: [
          ['Finition', "Enrobé d'huile alimentaire"],
          ['Usage', 'Distribution aux États-Unis, au Royaume-Uni et dans le Golfe'],
        ],
      },
      {
        name: 'Tur dal de Gulbarga',
        attributes: [
          ['Finition', 'Non poli'],
          ['Usage', "Conditionnements premium d'origine IG"],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Endommagés / décolorés / brisures',
        specification: 'Max. 1% / 1% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '21-23%',
      },
      {
        parameter: 'Cendres totales (sur matière sèche)',
        specification: 'Max. 4%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'urad-dal': {
    name: 'Urad dal',
    variety: 'Haricot urd décortiqué et cassé (urad dal blanc)',
    origin:
      'Madhya Pradesh, Uttar Pradesh, Maharashtra, Andhra Pradesh (Krishna, Guntur), Rajasthan',
    description:
      "L'urad dal blanc est du haricot urd débarrassé de sa peau noire et cassé. Son mucilage fait lever la pâte à idli et à dosa et donne au medu vada sa croûte croustillante ; il sert aussi de base aux papads. Nous calibrons pour obtenir des moitiés d'un blanc net, sans points de peau noire.",
    grade: 'Trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Blanc crème'],
      ['Points de peau noire', 'Max. 0.5%'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Brisures / petits morceaux', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Urad dal (lavé)',
        attributes: [
          ['Forme', 'Cassé, décortiqué'],
          ['Couleur', 'Blanc crème'],
        ],
      },
      {
        name: 'Urad chilka',
        attributes: [
          ['Forme', 'Cassé avec peau'],
          ['Couleur', 'Noir et blanc'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Endommagés / décolorés / brisures',
        specification: 'Max. 1% / 1% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '23-25%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'masoor-dal': {
    name: 'Masoor dal',
    variety: 'Lentille corail cassée',
    origin: 'Madhya Pradesh, Uttar Pradesh (Bundelkhand), Bihar, Bengale-Occidental',
    description:
      "Le masoor dal est de la lentille corail décortiquée et cassée, qui se réduit en une purée onctueuse en 15 minutes environ. C'est un aliment de base des foyers du Bengale et du Bihar ainsi que des fabricants de soupes et de plats cuisinés. La lentille desi des plaines du Gange est à petite graine, ce qui donne un dal plus fin et plus lumineux.",
    grade: 'Trié Sortex, pureté 99%, non poli',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Rouge orangé'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Graines brunes (non décortiquées)', 'Max. 0.5%'],
      ['Brisures / petits morceaux', 'Max. 3%'],
    ],
    varieties: [
      {
        name: 'Masoor dal (cassé)',
        attributes: [
          ['Forme', 'Cassé, décortiqué'],
          ['Couleur', 'Rouge orangé'],
        ],
      },
      {
        name: 'Malka masoor',
        attributes: [
          ['Forme', 'Entière, sans peau'],
          ['Couleur', 'Rouge orangé'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Graines non décortiquées / brisures',
        specification: 'Max. 0.5% / 3%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '24-26%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'kabuli-chickpeas-12mm': {
    name: 'Pois chiches kabuli 12 mm',
    variety: 'Kabuli chana (Kak-2 / JGK 1)',
    origin:
      'Madhya Pradesh (Indore, Dhar, Khargone), Maharashtra (Vidarbha, Marathwada), Karnataka, Gujarat',
    description:
      "Gros pois chiches kabuli de couleur crème, originaires du Malwa et du Vidarbha, calibrés à 12 mm et doublement polis. Les acheteurs de Turquie, d'Algérie, des Émirats arabes unis, du Sri Lanka et d'Europe les utilisent pour le houmous, le chole, la conserverie et les bars à salades, où un calibre homogène et une peau fine sont essentiels.",
    grade: "12 mm (42-44 grains à l'once), double polissage, trié Sortex",
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Calibre', '12 mm (min. 95% retenus sur grille de 12 mm)'],
      ['Calibre (nombre)', "42-44 à l'once"],
      ['Pureté', '99% min.'],
      ['Cassés / brisés', 'Max. 1%'],
      ['Ridés / immatures', 'Max. 2%'],
      ['Matières étrangères', 'Max. 0.1%'],
    ],
    varieties: [
      {
        name: 'Kak-2',
        attributes: [
          ['Graine', 'Gros, beige crème'],
          ['Usage', 'Conserverie, houmous'],
        ],
      },
      {
        name: 'JGK 1',
        attributes: [
          ['Graine', 'Gros, beige'],
          ['Usage', 'Distribution, bars à salades'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Calibrage / nombre de grains',
        specification: "Min. 95% au-dessus de 12 mm ; 42-44 à l'once",
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Graines cassées, ridées et endommagées',
        specification: 'Max. 1% / 2% / 1%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '19-21%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'desi-chana': {
    name: 'Pois chiches desi (kala chana)',
    variety: 'Pois chiche desi entier (JG 11 / JAKI 9218)',
    origin: 'Madhya Pradesh, Maharashtra, Rajasthan, Gujarat, Karnataka',
    description:
      "Petits pois chiches desi bruns et anguleux, qui constituent l'essentiel de la récolte indienne de pois chiches. Les acheteurs les utilisent entiers pour le curry de kala chana et les graines germées, et les usines de dal et les moulins à besan à l'étranger les achètent comme matière première.",
    grade: 'Nettoyage mécanique, trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Brun clair à brun foncé'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Endommagés / charançonnés', 'Max. 1%'],
      ['Cassés / brisés', 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'JG 11',
        attributes: [
          ['Graine', 'Gros, brun clair'],
          ['Usage', 'Décorticage en dal'],
        ],
      },
      {
        name: 'JAKI 9218',
        attributes: [
          ['Graine', 'Gros, brun'],
          ['Usage', 'Entiers, germination'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines endommagées / charançonnées',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '18-20%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'green-moong-whole': {
    name: 'Haricot mungo vert entier',
    variety: 'Haricot mungo, types brillant et mat (IPM 02-3 / Virat)',
    origin: 'Rajasthan (Nagaur, Jodhpur, Ajmer), Maharashtra, Karnataka, Madhya Pradesh, Odisha',
    description:
      "Haricot mungo vert entier pour la germination, le curry de moong et la fabrication de dal. Les acheteurs de graines à germer du Golfe, d'Europe et d'Asie de l'Est testent d'abord la faculté germinative : nous séparons donc les lots de nouvelle récolte et indiquons le taux de germination de chacun.",
    grade: 'Trié Sortex, pureté 99%, qualité germination',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Faculté germinative', 'Min. 90% (qualité germination)'],
      ['Graines dures', 'Max. 2%'],
      ['Matières étrangères', 'Max. 0.1%'],
      ['Endommagés / charançonnés', 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'Moong brillant',
        attributes: [
          ['Graine', 'Vert vif, brillant'],
          ['Usage', 'Distribution, germination'],
        ],
      },
      {
        name: 'Moong mat',
        attributes: [
          ['Graine', 'Vert mat'],
          ['Usage', 'Décorticage en dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Faculté germinative',
        specification: 'Min. 90%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Graines endommagées / charançonnées',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'black-urad-whole': {
    name: 'Urad noir entier',
    variety: 'Black matpe (haricot urd noir entier)',
    origin:
      'Madhya Pradesh, Uttar Pradesh, Maharashtra, Andhra Pradesh (Krishna, Guntur), Tamil Nadu',
    description:
      "Haricot urd noir entier avec sa peau, mijoté longuement pour le dal makhani et le maa ki dal pendjabi, et utilisé par les usines de dal pour produire l'urad dal blanc. Nous proposons des lots gros calibre de qualité spéciale issus de la récolte kharif du centre de l'Inde, et de l'urad de rabi de la côte de l'Andhra.",
    grade: 'SQ (qualité spéciale), trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Noir de jais'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Endommagés / charançonnés', 'Max. 1%'],
      ['Immatures / ridés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'SQ (qualité spéciale)',
        attributes: [
          ['Graine', 'Gros, homogène'],
          ['Usage', 'Distribution, dal makhani'],
        ],
      },
      {
        name: 'FAQ (qualité commerciale moyenne)',
        attributes: [
          ['Graine', 'Calibres mélangés'],
          ['Usage', 'Décorticage en dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines endommagées / immatures',
        specification: 'Max. 1% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '22-24%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'urad-gota': {
    name: 'Urad gota',
    variety: 'Haricot urd entier décortiqué (blanc)',
    origin: 'Madhya Pradesh, Uttar Pradesh, Andhra Pradesh (Krishna, Guntur), Tamil Nadu',
    description:
      "L'urad gota est du haricot urd débarrassé de sa peau mais laissé entier. Les cuisiniers du sud de l'Inde et les fabricants de pâtes le préfèrent au dal cassé, car il s'imbibe uniformément et donne, une fois moulu, une pâte à idli et à dosa plus légère et plus aérée.",
    grade: 'Gros calibre, trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '10-15 jours',
    port: 'Chennai',
    packSizes: ['Conditionnements consommateur de 500 g / 1 kg / 2 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Blanc crème'],
      ['Points de peau noire', 'Max. 0.5%'],
      ['Graines fendues', 'Max. 3%'],
      ['Matières étrangères', 'Max. 0.1%'],
    ],
    varieties: [
      {
        name: 'Gota gros calibre',
        attributes: [
          ['Graine', 'Gros, homogène'],
          ['Usage', 'Fabricants de pâtes, distribution'],
        ],
      },
      {
        name: 'Gota calibre moyen',
        attributes: [
          ['Graine', 'Calibres mélangés'],
          ['Usage', 'Restauration'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Graines cassées / endommagées',
        specification: 'Max. 3% / 1%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'masoor-whole': {
    name: 'Masoor entier (lentilles brunes)',
    variety: 'Lentille desi à petite graine, entière',
    origin: 'Madhya Pradesh, Uttar Pradesh (Bundelkhand), Bihar',
    description:
      'Petites lentilles desi brunes avec leur tégument, cuisinées entières en sabut masoor et utilisées par les usines de dal pour produire la lentille corail cassée. La petite graine garde sa forme en cuisson lente et a un goût plus profond et plus terreux que les grosses lentilles vertes.',
    grade: 'Nettoyage mécanique, trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: [
      'Conditionnements consommateur de 1 kg / 2 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Calibre de la graine', '3-4 mm'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Endommagés / charançonnés', 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'Masoor desi (petit)',
        attributes: [
          ['Graine', 'Brun, 3-4 mm'],
          ['Usage', 'Entier, fabrication de dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines endommagées / charançonnées',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'jammu-rajma': {
    name: 'Rajma du Jammu',
    variety: 'Petit haricot rouge (type Bhaderwah)',
    origin: 'Jammu-et-Cachemire (Bhaderwah, Doda, Kishtwar), Himachal Pradesh (Kinnaur)',
    description:
      "Petit rajma de montagne rouge foncé, cultivé en terrasses dans la vallée de la Chenab. Il devient crémeux à la cuisson avec une peau tendre, et le rajma-chawal du Jammu a une clientèle fidèle parmi les communautés nord-indiennes de l'étranger, prêtes à payer plus cher que pour les haricots rouges importés.",
    grade: 'Trié à la main, nettoyé mécaniquement, pureté 99%',
    moisture: 'Max. 14%',
    moq: '5 t',
    leadTime: '20-25 jours',
    port: 'Nhava Sheva (JNPT) / ICD Tughlakabad (Delhi)',
    packSizes: ['Conditionnements consommateur de 500 g / 1 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Rouge foncé'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Brisé / cassé', 'Max. 2%'],
      ['Temps de cuisson (autocuiseur)', '20-25 min après trempage'],
    ],
    varieties: [
      {
        name: 'Rajma Bhaderwah',
        attributes: [
          ['Graine', 'Petit, rouge foncé'],
          ['Région', 'District de Doda'],
        ],
      },
      {
        name: 'Rajma Kishtwar',
        attributes: [
          ['Graine', 'Petit, rouge bordeaux'],
          ['Région', 'District de Kishtwar'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines cassées / endommagées',
        specification: 'Max. 2% / 1%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'rajma-chitra': {
    name: 'Rajma Chitra',
    variety: 'Haricot tacheté clair (Chitra)',
    origin: 'Himachal Pradesh, Uttarakhand, Jammu-et-Cachemire, Maharashtra',
    description:
      "Le rajma Chitra est un haricot rose pâle moucheté de rouge qui devient uniformément brun et crémeux à la cuisson. C'est le rajma préféré des foyers du Pendjab et de Delhi et des cuisines de restaurant ; nous le livrons calibré pour les conditionnements de détail.",
    grade: 'Gros calibre, trié Sortex, pureté 99%',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (22 t)",
    leadTime: '15-20 jours',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Rose pâle moucheté de rouge'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Brisé / cassé', 'Max. 2%'],
      ['Haricots décolorés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Chitra gros calibre',
        attributes: [
          ['Graine', 'Gros, moucheté'],
          ['Usage', 'Conditionnements de détail'],
        ],
      },
      {
        name: 'Chitra calibre moyen',
        attributes: [
          ['Graine', 'Moyen, moucheté'],
          ['Usage', 'Restaurants, restauration'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines cassées / décolorées',
        specification: 'Max. 2% / 2%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'black-eyed-beans-lobia': {
    name: 'Doliques à œil noir (lobia)',
    variety: 'Niébé (Vigna unguiculata), blanc à œil noir',
    origin: 'Rajasthan, Karnataka, Maharashtra, Tamil Nadu, Gujarat',
    description:
      "Niébés blanc crème à œil noir, cuisinés en lobia masala dans le nord de l'Inde, en chawli usal au Maharashtra et dans de nombreux plats de haricots du Moyen-Orient et d'Afrique de l'Ouest. Nous les calibrons et écartons les graines tachées et cassées.",
    grade: 'Gros calibre, trié Sortex, pureté 99%',
    moisture: 'Max. 13%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Chennai',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Blanc crème à œil noir'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Tachés / décolorés', 'Max. 2%'],
      ['Cassés / brisés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Lobia gros calibre',
        attributes: [
          ['Graine', 'Gros, réniforme'],
          ['Usage', 'Distribution'],
        ],
      },
      {
        name: 'Petit chawli',
        attributes: [
          ['Graine', 'Petit, blanc'],
          ['Usage', 'Usal, germination'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines tachées / cassées',
        specification: 'Max. 2% / 2%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'horse-gram': {
    name: 'Dolique biflore (kulthi)',
    variety: 'Macrotyloma uniflorum, brun',
    origin: 'Karnataka, Andhra Pradesh, Odisha, Tamil Nadu',
    grade: 'Nettoyé mécaniquement, pureté 98%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '15-20 jours',
    port: 'Chennai',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
  },
  'moth-beans': {
    name: 'Haricot papillon (matki)',
    variety: 'Vigna aconitifolia (RMO 40 / RMO 225)',
    origin: 'Rajasthan (Bikaner, Churu, Jodhpur, Barmer), Gujarat, Maharashtra',
    description:
      "Le moth est un petit haricot résistant à la sécheresse originaire du désert du Thar, où le Rajasthan produit l'essentiel de la récolte indienne. On le fait germer pour la misal et l'usal du Maharashtra et on le moud en farine de moth, qui donne au bhujia de Bikaner son croquant.",
    grade: 'Nettoyage mécanique, trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Brun clair à brun doré'],
      ['Faculté germinative', 'Min. 85% (qualité germination)'],
      ['Matières étrangères', 'Max. 0.2%'],
    ],
    varieties: [
      {
        name: 'RMO 40',
        attributes: [
          ['Graine', 'Petit, brun clair'],
          ['Remarque', 'Précoce'],
        ],
      },
      {
        name: 'RMO 225',
        attributes: [
          ['Graine', 'Petit, brun doré'],
          ['Remarque', 'Tolérant à la sécheresse'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Faculté germinative',
        specification: 'Min. 85%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'yellow-peas': {
    name: 'Pois jaunes (safed matar)',
    variety: 'Pois protéagineux sec (Pisum sativum), entier',
    origin: 'Uttar Pradesh (Lalitpur, Jhansi, Jalaun), Madhya Pradesh (Sagar, Jabalpur), Bihar',
    description:
      "Pois secs de la récolte de rabi du Bundelkhand et du centre de l'Inde, jaune pâle à blanc crème. On les cuisine entiers pour le ragda et le chaat, on les grille pour les snacks et on les casse pour le matar dal et la farine de pois.",
    grade: 'Nettoyage mécanique, trié Sortex, pureté 99%',
    moisture: 'Max. 13%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT) / Kolkata',
    packSizes: ['Conditionnements consommateur de 1 kg', 'Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Jaune pâle à blanc crème'],
      ['Matières étrangères', 'Max. 0.2%'],
      ['Blanchis / endommagés', 'Max. 2%'],
      ['Cassés / brisés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Safed matar',
        attributes: [
          ['Graine', 'Rond, lisse, crème'],
          ['Usage', 'Ragda, en-cas salés'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13%',
      },
      {
        parameter: 'Matières étrangères / impuretés',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Graines endommagées / cassées',
        specification: 'Max. 2% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '21-23%',
      },
      {
        parameter: 'Aflatoxines totales (B1+B2+G1+G2)',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
}
