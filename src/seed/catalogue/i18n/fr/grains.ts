import type { CatalogueTranslation } from '../types'

export const grains: CatalogueTranslation = {
  'basmati-1121': {
    name: 'Basmati 1121',
    variety: '1121 Steam / Sella',
    origin: "Pendjab, Haryana, ouest de l'Uttar Pradesh, Jammu (Kathua, Samba) (zone basmati IG)",
    description:
      "Le Pusa Basmati 1121 est le grain extra-long qui a fait du basmati indien le riz de référence pour le biryani, le mandi et la kabsa dans tout le Golfe. Nous l'usinons à partir de paddy kharif cultivé dans les districts IG officiellement désignés, le faisons vieillir avant transformation et l'expédions en steam blanc ou en sella doré, crème et blanc. Les grains cuits atteignent environ 20 mm et restent bien détachés : c'est pourquoi traiteurs et reconditionneurs l'exigent nommément.",
    grade: '1121 Steam / Sella, longueur moyenne 8.35 mm, double tri Sortex',
    moisture: 'Max. 12.5%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Sachets consommateur de 1 kg / 5 kg',
      'Sacs non tissés de 10 kg / 20 kg',
      'Sacs PP de 25 kg',
      'Sacs de jute de 50 kg',
    ],
    specifications: [
      ['Longueur moyenne du grain (cru)', '8.30-8.40 mm'],
      ['Longueur moyenne après cuisson', '19-21 mm'],
      ["Taux d'allongement", '2.5 min.'],
      ['Brisures', 'Max. 1%'],
      ['Pureté basmati', '95% min.'],
      ['Vieillissement', '6-12 mois'],
    ],
    varieties: [
      {
        name: '1121 Steam',
        attributes: [
          ['Couleur', 'Blanc crème'],
          ['Longueur', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 Sella doré',
        attributes: [
          ['Couleur', 'Jaune doré'],
          ['Longueur', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 Sella crème',
        attributes: [
          ['Couleur', 'Crème clair'],
          ['Longueur', '8.30-8.40 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12.5%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '8.35 mm (min. 8.30 mm)',
      },
      {
        parameter: 'Grains brisés / crayeux / endommagés',
        specification: 'Max. 1% / 2% / 0.5%',
      },
      {
        parameter: 'Mélange de riz non basmati',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de tricyclazole',
        specification: 'Max. 0.01 mg/kg (LMR UE)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'basmati-1509': {
    name: 'Basmati 1509',
    variety: '1509 Steam / Sella',
    origin: "Pendjab, Haryana, ouest de l'Uttar Pradesh (zone basmati IG)",
    description:
      "Le Pusa Basmati 1509 arrive à maturité en 120 jours environ et donne un grain proche du 1121 en longueur, à un prix inférieur. Les importateurs d'Arabie saoudite, d'Irak et d'Iran l'achètent comme basmati extra-long au meilleur rapport qualité-prix, et son usinage régulier en fait un favori des conditionnements consommateur sous marque de distributeur.",
    grade: '1509 Steam / Sella, longueur moyenne 8.20 mm, trié Sortex',
    moisture: 'Max. 12.5%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Sachets consommateur de 1 kg / 5 kg',
      'Sacs non tissés de 10 kg',
      'Sacs PP de 25 kg / 50 kg',
    ],
    specifications: [
      ['Longueur moyenne du grain (cru)', '8.15-8.25 mm'],
      ['Longueur moyenne après cuisson', '18-20 mm'],
      ['Brisures', 'Max. 2%'],
      ['Pureté basmati', '95% min.'],
      ['Endommagés / décolorés', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: '1509 Steam',
        attributes: [
          ['Couleur', 'Blanc crème'],
          ['Longueur', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 Sella doré',
        attributes: [
          ['Couleur', 'Jaune doré'],
          ['Longueur', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 Sella blanc',
        attributes: [
          ['Couleur', 'Blanc cassé'],
          ['Longueur', '8.15-8.25 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12.5%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '8.20 mm (min. 8.15 mm)',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 2%',
      },
      {
        parameter: 'Mélange de riz non basmati',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'basmati-1401': {
    name: 'Basmati 1401',
    variety: 'Pusa Basmati 6 (1401) Steam / Sella',
    origin: "Pendjab, Haryana, ouest de l'Uttar Pradesh (zone basmati IG)",
    description:
      "Le Pusa Basmati 1401 (PB 6) est un basmati fin et bien arrondi, à l'arôme prononcé et très peu crayeux. Sa longueur se situe entre celles du Pusa et du 1121 ; il est acheté par les conditionneurs britanniques et européens qui recherchent les qualités gustatives d'un basmati traditionnel avec un approvisionnement fiable.",
    grade: '1401 Steam / Sella, longueur moyenne 7.50 mm, trié Sortex',
    moisture: 'Max. 12.5%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Sachets consommateur de 1 kg / 5 kg',
      'Sacs non tissés de 20 kg',
      'Sacs PP de 25 kg',
    ],
    specifications: [
      ['Longueur moyenne du grain (cru)', '7.40-7.60 mm'],
      ['Longueur moyenne après cuisson', '15-17 mm'],
      ['Brisures', 'Max. 2%'],
      ['Grains crayeux', 'Max. 1%'],
      ['Pureté basmati', '95% min.'],
    ],
    varieties: [
      {
        name: '1401 Steam',
        attributes: [
          ['Couleur', 'Blanc crème'],
          ['Longueur', '7.40-7.60 mm'],
        ],
      },
      {
        name: '1401 Sella',
        attributes: [
          ['Couleur', 'Doré clair'],
          ['Longueur', '7.40-7.60 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12.5%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '7.50 mm (min. 7.40 mm)',
      },
      {
        parameter: 'Grains brisés / crayeux',
        specification: 'Max. 2% / 1%',
      },
      {
        parameter: 'Mélange de riz non basmati',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Résidus de tricyclazole',
        specification: 'Max. 0.01 mg/kg (LMR UE)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'pusa-basmati': {
    name: 'Pusa Basmati',
    variety: 'Pusa Basmati 1 (PB 1) Steam / Sella',
    origin: "Haryana, Pendjab, ouest de l'Uttar Pradesh, Uttarakhand (zone basmati IG)",
    description:
      "Le Pusa Basmati 1 a été le premier basmati semi-nain à haut rendement et reste la qualité d'entrée de gamme économique du basmati indien. Les restaurants et les grossistes du Golfe et d'Afrique l'utilisent lorsqu'ils veulent un véritable arôme basmati à un prix plus serré que celui du 1121.",
    grade: 'Pusa Steam / Sella, longueur moyenne 7.10 mm, trié Sortex',
    moisture: 'Max. 12.5%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Mundra / Kandla',
    packSizes: ['Sachets consommateur de 5 kg', 'Sacs PP de 25 kg', 'Sacs de jute de 50 kg'],
    specifications: [
      ['Longueur moyenne du grain (cru)', '7.00-7.20 mm'],
      ['Brisures', 'Max. 2%'],
      ['Endommagés / décolorés', 'Max. 1%'],
      ['Pureté basmati', '95% min.'],
    ],
    varieties: [
      {
        name: 'Pusa Steam',
        attributes: [
          ['Couleur', 'Blanc crème'],
          ['Longueur', '7.00-7.20 mm'],
        ],
      },
      {
        name: 'Pusa Sella doré',
        attributes: [
          ['Couleur', 'Jaune doré'],
          ['Longueur', '7.00-7.20 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12.5%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '7.10 mm (min. 7.00 mm)',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 2%',
      },
      {
        parameter: 'Mélange de riz non basmati',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'traditional-basmati': {
    name: 'Basmati traditionnel',
    variety: 'Taraori (HBC 19) / Basmati 386 / Basmati 370',
    origin:
      'Haryana (Karnal, Kaithal, Kurukshetra), Pendjab (Amritsar, Gurdaspur), Jammu (R.S. Pura)',
    description:
      "Les anciennes variétés de basmati à paille haute ont un faible rendement, mais offrent l'arôme le plus riche et la texture la plus tendre et la plus légère. Nous achetons le paddy dans la zone de Karnal–Kaithal et à R.S. Pura, faisons vieillir le riz de 12 à 18 mois et le livrons à des marques britanniques et européennes dont les étiquettes promettent un basmati traditionnel.",
    grade: 'Steam traditionnel, longueur moyenne 7.00 mm, vieilli 12-18 mois, trié Sortex',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (22 t)",
    leadTime: '20-25 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Sachets sous vide de 1 kg / 2 kg',
      'Sachets consommateur de 5 kg / 10 kg',
      'Sacs PP de 20 kg',
    ],
    specifications: [
      ['Longueur moyenne du grain (cru)', '6.90-7.10 mm'],
      ['Longueur moyenne après cuisson', '13-14 mm'],
      ['Brisures', 'Max. 1%'],
      ['Pureté basmati', '95% min.'],
      ['Vieillissement', '12-18 mois'],
    ],
    varieties: [
      {
        name: 'Taraori (HBC 19)',
        attributes: [
          ['Longueur', '7.00 mm'],
          ['Remarque', 'Paddy de Karnal / Kaithal'],
        ],
      },
      {
        name: 'Basmati 386',
        attributes: [
          ['Longueur', '7.00 mm'],
          ['Remarque', 'Arôme prononcé, texture tendre'],
        ],
      },
      {
        name: 'Basmati 370',
        attributes: [
          ['Longueur', '6.80 mm'],
          ['Remarque', 'R.S. Pura, Jammu'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '7.00 mm (min. 6.90 mm)',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Mélange de riz non basmati',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de tricyclazole',
        specification: 'Max. 0.01 mg/kg (LMR UE)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sugandha-rice': {
    name: 'Riz Sugandha',
    variety: 'Pusa Sugandh 5 (PS 5) Sella doré / crème',
    origin: "Haryana, Pendjab, ouest de l'Uttar Pradesh",
    description:
      "Le Sugandha est un riz long et parfumé non basmati, cultivé aux côtés du basmati dans les plaines du nord-ouest. Il est vendu en sella sur des marchés sensibles au prix, en Irak, au Yémen et en Afrique de l'Est, qui recherchent un grain long et un certain arôme sans payer la prime du basmati.",
    grade: 'Sella doré / crème, longueur moyenne 7.90 mm, 2% de brisures',
    moisture: 'Max. 13%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Kandla',
    packSizes: ['Sachets consommateur de 5 kg', 'Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Longueur moyenne du grain (cru)', '7.80-8.00 mm'],
      ['Brisures', 'Max. 2%'],
      ['Endommagés / décolorés', 'Max. 1%'],
      ['Grains de paddy', 'Max. 5 par kg'],
    ],
    varieties: [
      {
        name: 'Sugandha Sella doré',
        attributes: [
          ['Couleur', 'Jaune doré'],
          ['Longueur', '7.80-8.00 mm'],
        ],
      },
      {
        name: 'Sugandha Sella crème',
        attributes: [
          ['Couleur', 'Crème clair'],
          ['Longueur', '7.80-8.00 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '7.90 mm (min. 7.80 mm)',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 2%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sona-masoori-rice': {
    name: 'Sona Masoori',
    variety: 'BPT 5204 (Samba Mahsuri), blanc / steam',
    origin: 'Andhra Pradesh, Telangana, Karnataka (Raichur, Koppal, Ballari)',
    description:
      "Le Sona Masoori est le riz à grain moyen du quotidien dans les cuisines du sud de l'Inde, cultivé dans les périmètres irrigués de la Krishna, de la Godavari et de la Tungabhadra. Léger, il cuit tendre et aéré et se vend très bien auprès des communautés sud-indiennes des États-Unis, du Royaume-Uni, du Golfe et de Singapour. Nous le faisons vieillir six mois ou plus avant usinage pour que les grains restent bien détachés dans l'assiette.",
    grade: 'Blanc / steam, 5% de brisures max., double polissage, trié Sortex',
    moisture: 'Max. 13%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Kakinada / Chennai / Krishnapatnam',
    packSizes: [
      'Sachets consommateur de 5 kg / 10 kg',
      'Sacs non tissés de 20 kg',
      'Sacs PP de 25 kg',
    ],
    specifications: [
      ['Longueur moyenne du grain', '5.0-5.2 mm'],
      ['Brisures', 'Max. 5%'],
      ['Grains crayeux', 'Max. 2%'],
      ['Polissage', 'Double polissage (soyeux)'],
      ['Âge de la récolte', '6-12 mois'],
    ],
    varieties: [
      {
        name: 'BPT 5204 Raw',
        attributes: [
          ['Couleur', 'Blanc éclatant'],
          ['Longueur', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'BPT 5204 Steam',
        attributes: [
          ['Couleur', 'Blanc cassé'],
          ['Longueur', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'RNR 15048 (Sona du Telangana)',
        attributes: [
          ['Couleur', 'Blanc'],
          ['Longueur', '4.9-5.1 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13%',
      },
      {
        parameter: 'Longueur moyenne du grain',
        specification: '5.0 mm min.',
      },
      {
        parameter: 'Grains brisés / crayeux',
        specification: 'Max. 5% / 2%',
      },
      {
        parameter: 'Matières étrangères / grains de paddy',
        specification: 'Max. 0.1% / 5 par kg',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'ir-64-parboiled-rice': {
    name: 'Riz étuvé IR 64',
    variety: 'IR 64 grain long, étuvé',
    origin:
      'Andhra Pradesh (Godavari-Oriental et Godavari-Occidental), Telangana, Chhattisgarh, Odisha',
    description:
      "L'IR 64 étuvé est le riz long grain que l'Inde expédie en volume vers l'Afrique de l'Ouest, le Golfe et le Bangladesh. L'étuvage du paddy avant séchage et usinage fixe l'amidon : le grain se brise moins à l'usinage, se conserve bien dans des entrepôts chauds et humides et garde sa forme lors des cuissons en grande quantité.",
    grade: 'Long grain étuvé, 5% de brisures, trié Sortex',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Kakinada / Visakhapatnam',
    packSizes: ['Sachets consommateur de 5 kg / 10 kg', 'Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Longueur moyenne du grain', '6.0-6.2 mm'],
      ['Brisures', 'Max. 5%'],
      ['Grains endommagés / jaunes', 'Max. 1%'],
      ['Grains rouges / striés de rouge', 'Max. 2%'],
      ['Grains de paddy', 'Max. 10 par kg'],
    ],
    varieties: [
      {
        name: 'IR 64 étuvé 5% de brisures',
        attributes: [
          ['Couleur', 'Doré clair'],
          ['Usage', 'Distribution et restauration'],
        ],
      },
      {
        name: 'IR 64 étuvé 25% de brisures',
        attributes: [
          ['Couleur', 'Doré clair'],
          ['Usage', 'Acheteurs institutionnels'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Grains endommagés / striés de rouge',
        specification: 'Max. 1% / 2%',
      },
      {
        parameter: 'Matières étrangères / grains de paddy',
        specification: 'Max. 0.1% / 10 par kg',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'ir-36-rice': {
    name: 'Riz blanc IR 36',
    variety: 'IR 36 grain long, blanc non étuvé',
    origin: 'Chhattisgarh, Odisha, Andhra Pradesh, Bengale-Occidental',
    description:
      "L'IR 36 est un riz long grain rustique et bon marché, issu du grenier à riz de l'est du pays. Les importateurs d'Afrique de l'Ouest et du Moyen-Orient l'utilisent pour les assemblages et la restauration collective, et les minoteries le transforment en farine de riz et en préparations pour pâtes à frire.",
    grade: 'Long grain blanc, 5% / 25% de brisures, trié Sortex',
    moisture: 'Max. 13.5%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Visakhapatnam / Kakinada',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Longueur moyenne du grain', '5.9-6.1 mm'],
      ['Brisures', 'Max. 5% (ou qualité 25%)'],
      ['Grains crayeux', 'Max. 5%'],
      ['Endommagés / décolorés', 'Max. 1.5%'],
    ],
    varieties: [
      {
        name: 'IR 36 blanc 5% de brisures',
        attributes: [
          ['Couleur', 'Blanc'],
          ['Usage', 'Reconditionnement pour la distribution'],
        ],
      },
      {
        name: 'IR 36 blanc 25% de brisures',
        attributes: [
          ['Couleur', 'Blanc'],
          ['Usage', 'Assemblage, farine de riz'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13.5%',
      },
      {
        parameter: 'Grains brisés / crayeux',
        specification: 'Max. 5% / 5%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.2%',
      },
      {
        parameter: 'Aflatoxines totales',
        specification: 'Max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'ponni-boiled-rice': {
    name: 'Riz Ponni étuvé',
    variety: 'Ponni, grain moyen, étuvé',
    origin: 'Tamil Nadu (Thanjavur, Tiruvarur, Nagapattinam), Karnataka (Mandya, Mysuru)',
    description:
      "Le Ponni est le riz de base du delta de la Kaveri, étuvé selon la méthode tamoule traditionnelle : il cuit tendre tout en gardant sa forme avec le sambar et le rasam. Les communautés tamoules de Singapour, de Malaisie, du Sri Lanka et du Golfe l'achètent pour les repas quotidiens, et la qualité idli, à grain court, sert à la préparation de pâtes fermentées.",
    grade: 'Étuvé, 5% de brisures, trié Sortex',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Chennai / Tuticorin (V.O. Chidambaranar)',
    packSizes: ['Sachets consommateur de 5 kg / 10 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Longueur moyenne du grain', '5.0-5.3 mm'],
      ['Brisures', 'Max. 5%'],
      ['Grains décolorés', 'Max. 1%'],
      ['Grains de paddy', 'Max. 5 par kg'],
    ],
    varieties: [
      {
        name: 'Ponni étuvé',
        attributes: [
          ['Couleur', 'Ambre clair'],
          ['Usage', 'Repas quotidiens'],
        ],
      },
      {
        name: 'Riz Ponni pour idli',
        attributes: [
          ['Couleur', 'Ambre clair'],
          ['Usage', 'Pâte à idli / dosa'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Matières étrangères / grains de paddy',
        specification: 'Max. 0.1% / 5 par kg',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'kerala-matta-rice': {
    name: 'Riz Matta du Kerala',
    variety: 'Palakkadan Matta (Rosematta), étuvé',
    origin: 'Kerala (Palakkad), Karnataka côtier (Dakshina Kannada, Udupi)',
    description:
      'Le Matta est un riz à gros grain et à péricarpe rouge des plaines de Palakkad (enregistré en IG sous le nom de Palakkadan Matta), étuvé et seulement légèrement poli pour conserver le son rouge. De saveur terreuse et de texture ferme sous la dent, il est acheté principalement par les communautés originaires du Kerala dans le Golfe, au Royaume-Uni et aux États-Unis.',
    grade: 'Étuvé, gros grain, partiellement poli, 5% de brisures',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Kochi (Cochin)',
    packSizes: ['Sachets consommateur de 5 kg / 10 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Couleur du grain', 'Péricarpe rouge conservé'],
      ['Rapport longueur / largeur', '2.0-2.5 (gros grain)'],
      ['Brisures', 'Max. 5%'],
      ['Polissage', 'Simple, partiel (son conservé)'],
    ],
    varieties: [
      {
        name: 'Matta long grain (Jyothi)',
        attributes: [
          ['Forme', 'Long et gros'],
          ['Couleur', 'Rouge'],
        ],
      },
      {
        name: 'Unda Matta',
        attributes: [
          ['Forme', 'Rond et gros'],
          ['Couleur', 'Rouge profond'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Grains brisés',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'kolam-rice': {
    name: 'Riz Kolam',
    variety: 'Wada Kolam / HMT, blanc',
    origin: 'Maharashtra (Palghar, Thane), Telangana, Madhya Pradesh (Balaghat)',
    description:
      'Le Kolam est un riz court et fin, tendre à la cuisson, consommé au quotidien au Maharashtra et au Gujarat, plus léger et moins cher que le basmati. Le Wada Kolam du district de Palghar en est le type premium, aux petits grains translucides parfaits pour le dal-chawal et la khichdi.',
    grade: 'Blanc, 2% de brisures max., trié Sortex',
    moisture: 'Max. 13%',
    packSizes: ['Sachets consommateur de 5 kg / 10 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Longueur moyenne du grain', '4.8-5.2 mm'],
      ['Brisures', 'Max. 2%'],
      ['Grains crayeux', 'Max. 2%'],
      ['Âge de la récolte', '6-12 mois'],
    ],
    varieties: [
      {
        name: 'Wada Kolam',
        attributes: [
          ['Couleur', 'Blanc translucide'],
          ['Remarque', 'Palghar, Maharashtra'],
        ],
      },
      {
        name: 'HMT Kolam',
        attributes: [
          ['Couleur', 'Blanc'],
          ['Remarque', 'Vidarbha et Telangana'],
        ],
      },
      {
        name: 'Jai Shriram',
        attributes: [
          ['Couleur', 'Blanc'],
          ['Remarque', 'Grain fin et effilé'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 13%',
      },
      {
        parameter: 'Grains brisés / crayeux',
        specification: 'Max. 2% / 2%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.1%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'broken-rice-100': {
    name: 'Brisures de riz 100%',
    variety: 'Brisures blanches non basmati (IR 64 / Sona Masoori)',
    origin: 'Andhra Pradesh, Telangana, Chhattisgarh, Pendjab',
    description:
      "Brisures séparées sur des trieurs de longueur lors de l'usinage de riz non basmati à grain long et moyen. Elles sont destinées aux minoteries de farine de riz, aux brasseries, aux distilleries et aux fabricants d'aliments pour animaux de compagnie et d'élevage. Chaque contrat est vérifié au regard de la politique d'exportation de la DGFT applicable aux brisures de riz à la date d'expédition.",
    grade: '100% brisures, trié Sortex',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (26 t)",
    leadTime: '10-15 jours',
    port: 'Kakinada / Visakhapatnam / Kandla',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t'],
    specifications: [
      ['Taille des brisures', '1/4 à 3/4 du grain entier'],
      ['Grains entiers', 'Max. 5%'],
      ['Grains crayeux', 'Max. 7%'],
      ['Matières étrangères', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: 'Brisures blanches (non étuvées)',
        attributes: [['Usage', 'Farine de riz, brasserie']],
      },
      {
        name: 'Brisures étuvées',
        attributes: [['Usage', 'Alimentation animale, petfood']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Grains entiers / crayeux',
        specification: 'Max. 5% / 7%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Aflatoxines totales',
        specification: 'Max. 10 µg/kg',
      },
    ],
  },
  'wheat-sharbati': {
    name: 'Blé',
    variety: 'Sharbati (MP)',
    origin: 'Madhya Pradesh (Sehore, Vidisha, Raisen, Narmadapuram)',
    description:
      "Le Sharbati est un blé à gros grain, doré et brillant, cultivé sur les sols noirs du centre du Madhya Pradesh, le plus souvent avec une irrigation limitée, ce qui lui donne un goût légèrement sucré et des chapatis moelleux. Les marques de farine sud-asiatiques à l'étranger le paient avec une prime comme blé à atta. Les expéditions sont contractées sous réserve de la politique d'exportation de la DGFT applicable au blé à la date concernée.",
    grade: 'Qualité meunière, gros grain, nettoyé mécaniquement et calibré',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '15-20 jours',
    port: 'Kandla / Mundra',
    packSizes: ['Sacs PP de 25 kg / 50 kg', 'Big bags de 1 t', 'Vrac en conteneur avec liner'],
    specifications: [
      ['Protéines (sur matière sèche)', '11-12.5%'],
      ['Poids spécifique', 'Min. 78 kg/hl'],
      ['Poids de mille grains', '45-50 g'],
      ['Temps de chute (Hagberg)', 'Min. 300 s'],
      ['Matières étrangères', 'Max. 0.5%'],
      ['Grains endommagés / ridés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Sharbati de Sehore',
        attributes: [
          ['Couleur', 'Ambre doré'],
          ['Grain', 'Gros, brillant'],
        ],
      },
      {
        name: 'C 306',
        attributes: [
          ['Couleur', 'Ambré'],
          ['Grain', 'Blé traditionnel pluvial pour chapatis'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Protéines (N x 5.7, sur matière sèche)',
        specification: '11-12.5%',
      },
      {
        parameter: 'Poids spécifique',
        specification: 'Min. 78 kg/hl',
      },
      {
        parameter: 'Temps de chute (Hagberg)',
        specification: 'Min. 300 s',
      },
      {
        parameter: 'Matières étrangères / grains endommagés',
        specification: 'Max. 0.5% / 2%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'wheat-lokwan': {
    name: 'Blé Lokwan',
    variety: 'Lok-1 (Lokwan)',
    origin: 'Madhya Pradesh (Malwa), Gujarat (Saurashtra), Maharashtra (Vidarbha)',
    description:
      "Le Lokwan est un blé tendre panifiable ambré, à grain moyen-gros et à haut rendement, originaire du Malwa, du Saurashtra et du Vidarbha. C'est le blé de base des mélanges d'atta pour chapatis et de la semoule (suji), moins cher que le Sharbati. Les expéditions sont contractées sous réserve de la politique d'exportation de la DGFT applicable au blé à la date concernée.",
    grade: 'Qualité meunière, moyen-gros, nettoyé mécaniquement',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '15-20 jours',
    port: 'Kandla / Mundra',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t', 'Vrac en conteneur avec liner'],
    specifications: [
      ['Protéines (sur matière sèche)', '10.5-11.5%'],
      ['Poids spécifique', 'Min. 77 kg/hl'],
      ['Temps de chute (Hagberg)', 'Min. 280 s'],
      ['Matières étrangères', 'Max. 0.75%'],
      ['Grains endommagés / ridés', 'Max. 3%'],
    ],
    varieties: [
      {
        name: 'Lok-1',
        attributes: [
          ['Couleur', 'Ambré'],
          ['Grain', 'Moyen-gros'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Protéines (N x 5.7, sur matière sèche)',
        specification: '10.5-11.5%',
      },
      {
        parameter: 'Poids spécifique',
        specification: 'Min. 77 kg/hl',
      },
      {
        parameter: 'Temps de chute (Hagberg)',
        specification: 'Min. 280 s',
      },
      {
        parameter: 'Matières étrangères / grains endommagés',
        specification: 'Max. 0.75% / 3%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'durum-wheat': {
    name: 'Blé dur',
    variety: 'Triticum durum (HI 8498 / HI 8759)',
    origin: 'Madhya Pradesh (Indore, Ujjain, Dewas, Dhar), Rajasthan (Kota, Baran), Gujarat',
    description:
      "Blé dur ambré et vitreux du plateau du Malwa, cultivé pendant la saison sèche de rabi, riche en protéines et en pigments jaunes. Les fabricants de pâtes, les usines de couscous et les semouleries l'utilisent lorsque la couleur et la tenue à la cuisson sont déterminantes. Les expéditions sont contractées sous réserve de la politique d'exportation de la DGFT applicable au blé à la date concernée.",
    grade: 'Blé dur ambré, min. 80% de grains vitreux',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '15-20 jours',
    port: 'Kandla / Mundra',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t', 'Vrac en conteneur avec liner'],
    specifications: [
      ['Protéines (sur matière sèche)', '12-13.5%'],
      ['Grains vitreux', 'Min. 80%'],
      ['Poids spécifique', 'Min. 80 kg/hl'],
      ['Temps de chute (Hagberg)', 'Min. 300 s'],
      ['Matières étrangères', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: 'HI 8498 (Malav Shakti)',
        attributes: [
          ['Couleur', 'Ambré'],
          ['Usage', 'Pâtes, semoule'],
        ],
      },
      {
        name: 'HI 8759 (Pusa Tejas)',
        attributes: [
          ['Couleur', 'Ambré'],
          ['Usage', 'Pâtes, riche en pigments jaunes'],
        ],
      },
      {
        name: 'HI 8737 (Pusa Anmol)',
        attributes: [
          ['Couleur', 'Ambré'],
          ['Usage', 'Semoule, couscous'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Protéines (N x 5.7, sur matière sèche)',
        specification: '12-13.5%',
      },
      {
        parameter: 'Grains vitreux',
        specification: 'Min. 80%',
      },
      {
        parameter: 'Poids spécifique',
        specification: 'Min. 80 kg/hl',
      },
      {
        parameter: 'Temps de chute (Hagberg)',
        specification: 'Min. 300 s',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'yellow-maize': {
    name: 'Maïs jaune',
    variety: 'Hybride jaune denté / semi-corné',
    origin: 'Karnataka (Davanagere, Haveri), Telangana, Andhra Pradesh, Bihar, Maharashtra',
    description:
      "Maïs jaune de qualité fourragère destiné aux usines d'aliments pour volailles et d'aliments composés du Vietnam, de Malaisie, du Bangladesh, du Népal et du Golfe. L'Inde n'autorise pas la culture de maïs génétiquement modifié : chaque lot est donc non OGM de par son origine. Nous expédions sur la récolte kharif comme sur la récolte rabi.",
    grade: 'Qualité fourragère, nettoyé mécaniquement, non OGM',
    moisture: 'Max. 14%',
    moq: "1 conteneur 20' FCL (26 t)",
    leadTime: '10-15 jours',
    port: 'Kakinada / Visakhapatnam / Chennai',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t', 'Vrac (navire conventionnel)'],
    specifications: [
      ['Grains brisés', 'Max. 3%'],
      ['Grains endommagés', 'Max. 3% (grains échauffés max. 1%)'],
      ['Matières étrangères', 'Max. 1%'],
      ['Protéines (sur matière sèche)', '8-9%'],
      ['Aflatoxines totales', 'Max. 20 ppb'],
    ],
    varieties: [
      {
        name: 'Récolte kharif',
        attributes: [
          ['Récolte', 'Octobre-décembre'],
          ['Couleur', 'Jaune orangé'],
        ],
      },
      {
        name: 'Récolte rabi',
        attributes: [
          ['Récolte', 'Mars-mai'],
          ['Couleur', 'Jaune'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 14%',
      },
      {
        parameter: 'Grains brisés / endommagés / matières étrangères',
        specification: 'Max. 3% / 3% / 1%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '8-9%',
      },
      {
        parameter: 'Aflatoxines totales',
        specification: 'Max. 20 µg/kg (usage fourrager)',
      },
      {
        parameter: 'Fumonisines B1 + B2',
        specification: 'Max. 4,000 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'sorghum-jowar': {
    name: 'Sorgho (jowar)',
    variety: 'Maldandi M 35-1 (jowar blanc de rabi)',
    origin:
      'Maharashtra (Solapur, Pune, Ahmednagar), Karnataka (Vijayapura, Kalaburagi), Telangana',
    description:
      "Jowar de rabi blanc nacré, cultivé sur l'humidité résiduelle des sols noirs du Deccan. À l'étranger, il entre dans les farines sans gluten, les préparations pour bhakri et roti, les snacks soufflés et les gammes de produits diététiques, tandis que des lots d'hybrides kharif sont proposés pour l'alimentation animale.",
    grade: 'Blanc, gros grain, trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Conditionnements consommateur de 1 kg', 'Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Couleur', 'Blanc nacré'],
      ['Tanins', 'Inférieurs à 0.3% (type sans tanins)'],
      ['Pureté', '99% min.'],
      ['Matières étrangères', 'Max. 0.5%'],
      ['Endommagés / décolorés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Maldandi (M 35-1)',
        attributes: [
          ['Saison', 'Rabi'],
          ['Couleur', 'Blanc nacré'],
          ['Usage', 'Farine, roti'],
        ],
      },
      {
        name: 'Hybride CSH',
        attributes: [
          ['Saison', 'Kharif'],
          ['Couleur', 'Blanc à crème'],
          ['Usage', 'Alimentation animale, amidon'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Tanins',
        specification: 'Max. 0.3%',
      },
      {
        parameter: 'Matières étrangères / grains endommagés',
        specification: 'Max. 0.5% / 2%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '9-11%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'pearl-millet-bajra': {
    name: 'Mil',
    variety: 'Mil à chandelle (bajra)',
    origin:
      'Rajasthan (Jaipur, Alwar, Barmer), Gujarat (Banaskantha), Haryana, Uttar Pradesh (Agra)',
    description:
      "L'Inde est le premier producteur mondial de mil à chandelle, cultivé pour l'essentiel en pluvial au Rajasthan, au Gujarat et en Haryana. Le grain gris-vert est moulu en farine pour la bajra roti, les bouillies et les mélanges sans gluten, et des lots nettoyés partent aussi chez les conditionneurs de graines pour oiseaux. Le Dhanshakti biofortifié en fer est disponible sur demande.",
    grade: 'Trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Mundra / Kandla',
    packSizes: ['Conditionnements consommateur de 1 kg', 'Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Vert grisâtre'],
      ['Matières étrangères', 'Max. 0.5%'],
      ['Grains endommagés', 'Max. 1%'],
      ['Protéines (sur matière sèche)', '10-12%'],
    ],
    varieties: [
      {
        name: 'Bajra hybride',
        attributes: [
          ['Couleur', 'Vert grisâtre'],
          ['Usage', 'Meunerie'],
        ],
      },
      {
        name: 'Dhanshakti (ICTP 8203-Fe)',
        attributes: [
          ['Couleur', 'Gris ardoise'],
          ['Usage', 'Farine biofortifiée en fer'],
        ],
      },
      {
        name: 'Bajra desi',
        attributes: [
          ['Couleur', 'Gris'],
          ['Usage', 'Graines pour oiseaux, mélanges de petites graines'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / grains endommagés',
        specification: 'Max. 0.5% / 1%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '10-12%',
      },
      {
        parameter: 'Cendres totales (sur matière sèche)',
        specification: 'Max. 2.5%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'finger-millet-ragi': {
    name: 'Éleusine (ragi)',
    variety: 'Ragi brun (GPU 28 / ML 365)',
    origin:
      'Karnataka (Tumakuru, Hassan, Mandya), Tamil Nadu (Krishnagiri, Dharmapuri), Uttarakhand',
    description:
      "Le Karnataka produit plus de la moitié du ragi indien, un petit millet brun rougeâtre réputé pour sa richesse en calcium. Les acheteurs l'utilisent pour les boissons maltées au ragi, les bouillies et les aliments de sevrage, ainsi que pour les farines sans gluten et la boulangerie.",
    grade: 'Trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '10-15 jours',
    port: 'Chennai',
    packSizes: [
      'Conditionnements consommateur de 500 g / 1 kg',
      'Sacs PP de 25 kg',
      'Sacs PP de 50 kg',
    ],
    specifications: [
      ['Pureté', '99% min.'],
      ['Couleur', 'Brun rougeâtre'],
      ['Calcium (valeur type)', '330-360 mg/100 g'],
      ['Matières étrangères', 'Max. 0.5%'],
      ['Grains immatures / ridés', 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'GPU 28',
        attributes: [
          ['Couleur', 'Brun cuivré'],
          ['Remarque', 'Tolérant à la pyriculariose, Karnataka'],
        ],
      },
      {
        name: 'ML 365',
        attributes: [
          ['Couleur', 'Brun'],
          ['Remarque', 'Pluvial, Karnataka et Tamil Nadu'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / grains immatures',
        specification: 'Max. 0.5% / 1%',
      },
      {
        parameter: 'Calcium',
        specification: '330-360 mg/100 g (valeur type)',
      },
      {
        parameter: 'Cendres totales (sur matière sèche)',
        specification: 'Max. 3%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'foxtail-millet': {
    name: 'Millet des oiseaux',
    variety: 'Korra / Navane (Setaria italica)',
    origin: 'Andhra Pradesh (Anantapur, Kurnool), Karnataka (Chitradurga, Tumakuru), Telangana',
    description:
      "Le millet des oiseaux (sétaire d'Italie) est un petit grain jaune pâle issu des plateaux secs du Rayalaseema et du centre du Karnataka. Nous l'exportons en grain entier pour le décorticage, la germination et les graines pour oiseaux haut de gamme ; le millet décortiqué est coté séparément, car il relève de la position 1104.",
    grade: 'Grain entier (non décortiqué), trié Sortex, pureté 99%',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (24 t)",
    leadTime: '15-20 jours',
    port: 'Chennai / Krishnapatnam',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Forme', 'Entier, non décortiqué'],
      ['Pureté', '99% min.'],
      ['Couleur', 'Jaune pâle'],
      ["Mélange d'autres millets", 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'Sétaire jaune',
        attributes: [
          ['Couleur', 'Jaune pâle'],
          ['Usage', 'Décorticage, graines pour oiseaux'],
        ],
      },
      {
        name: 'Sétaire rouge',
        attributes: [
          ['Couleur', 'Rougeâtre'],
          ['Usage', 'Germination, farines de spécialité'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / autres grains',
        specification: 'Max. 0.5% / 1%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'little-millet': {
    name: 'Petit millet',
    variety: 'Kutki / Samai (Panicum sumatrense)',
    origin:
      'Madhya Pradesh (Dindori, Mandla), Chhattisgarh (Bastar), Odisha (Koraput), Tamil Nadu (collines de Javadhu)',
    description:
      "Le petit millet est cultivé par des agriculteurs tribaux dans les collines du centre et de l'est du pays, en général sans intrants chimiques, ce qui facilite l'obtention de lots certifiés biologiques. Il est expédié en grain entier, destiné à être décortiqué en « riz de millet » utilisé pour l'upma, le pongal et comme substitut du riz.",
    grade: 'Grain entier (non décortiqué), nettoyé mécaniquement, pureté 98.5%',
    moisture: 'Max. 12%',
    moq: '10 t',
    leadTime: '20-25 jours',
    port: 'Nhava Sheva (JNPT) / Visakhapatnam',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
    specifications: [
      ['Forme', 'Entier, non décortiqué'],
      ['Pureté', '98.5% min.'],
      ['Couleur', 'Brun grisâtre clair'],
      ['Matières étrangères', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: 'Kutki',
        attributes: [['Région', 'Madhya Pradesh, Chhattisgarh']],
      },
      {
        name: 'Samai',
        attributes: [['Région', 'Tamil Nadu']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères / autres grains',
        specification: 'Max. 0.5% / 1%',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'kodo-millet': {
    name: 'Millet kodo',
    variety: 'Kodo / Varagu (Paspalum scrobiculatum)',
    description:
      "Le kodo est un millet rustique, résistant à la sécheresse, à l'enveloppe épaisse, traditionnellement stocké pendant des années comme réserve contre la famine. Nous expédions du grain entier nettoyé destiné à être décortiqué en riz de varagu, et chaque lot est contrôlé pour l'acide cyclopiazonique, la toxine fongique responsable de l'intoxication au kodo dans les grains mal stockés.",
    moisture: 'Max. 12%',
    moq: '10 t',
    leadTime: '20-25 jours',
    port: 'Nhava Sheva (JNPT) / Chennai',
    specifications: [
      ['Forme', 'Entier, non décortiqué'],
      ['Pureté', '98.5% min.'],
      ['Couleur', 'Enveloppe brun foncé'],
      ['Matières étrangères', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: 'Kodo',
        attributes: [['Région', 'Madhya Pradesh, Chhattisgarh']],
      },
      {
        name: 'Varagu',
        attributes: [['Région', 'Tamil Nadu']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Matières étrangères',
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Acide cyclopiazonique',
        specification: 'Non détecté (LQ 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxine B1 / totales',
        specification: 'Max. 2 / 4 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'barnyard-millet': {
    name: 'Millet japonais',
    variety: 'Jhangora / Sanwa (Echinochloa frumentacea)',
    origin: 'Uttarakhand (Tehri, Pauri, Chamoli), Uttar Pradesh, Tamil Nadu',
    grade: 'Grain entier (non décortiqué), nettoyé mécaniquement, pureté 98%',
    moisture: 'Max. 12%',
    moq: '10 t',
    leadTime: '20-25 jours',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacs PP de 25 kg', 'Sacs PP de 50 kg'],
  },
  barley: {
    name: 'Orge',
    variety: 'Orge de brasserie et orge fourragère (DWRB 101 / RD 2035)',
    origin: 'Rajasthan (Jaipur, Sikar, Sri Ganganagar), Uttar Pradesh, Madhya Pradesh, Haryana',
    description:
      "Orge de rabi du nord-ouest aride, proposée en qualité brasserie pour les malteurs et les brasseurs et en qualité fourragère pour l'élevage. Le Rajasthan est le premier État producteur, et les lots de brasserie sont contrôlés pour le calibrage et la faculté germinative avant expédition.",
    grade: 'Qualité brasserie, min. 85% retenus sur grille de 2.5 mm',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (25 t)",
    leadTime: '15-20 jours',
    port: 'Mundra / Kandla',
    packSizes: ['Sacs PP de 50 kg', 'Big bags de 1 t', 'Vrac en conteneur avec liner'],
    specifications: [
      ['Protéines (sur matière sèche)', '9.5-11.5%'],
      ['Énergie germinative', 'Min. 95%'],
      ['Grains bien remplis (plus de 2.5 mm)', 'Min. 85%'],
      ['Grains maigres (moins de 2.2 mm)', 'Max. 5%'],
      ['Matières étrangères', 'Max. 1%'],
    ],
    varieties: [
      {
        name: 'DWRB 101',
        attributes: [['Usage', 'Maltage']],
      },
      {
        name: 'RD 2035',
        attributes: [['Usage', 'Alimentation humaine et animale']],
      },
      {
        name: 'Orge fourragère (mélangée)',
        attributes: [['Usage', 'Alimentation du bétail']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '9.5-11.5%',
      },
      {
        parameter: 'Énergie germinative',
        specification: 'Min. 95% (72 h)',
      },
      {
        parameter: 'Calibrage au-dessus de 2.5 mm / sous 2.2 mm',
        specification: 'Min. 85% / max. 5%',
      },
      {
        parameter: 'Ochratoxine A',
        specification: 'Max. 5 µg/kg (règl. UE 2023/915)',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  quinoa: {
    name: 'Quinoa',
    variety: 'Quinoa blanc (Chenopodium quinoa)',
    origin: 'Rajasthan, Andhra Pradesh (Anantapur), Madhya Pradesh',
    description:
      "Quinoa blanc cultivé en culture d'hiver au Rajasthan et dans le sud aride, puis lavé et scarifié pour éliminer l'enrobage amer de saponines. Il est livré prêt à cuire aux marques de produits diététiques, aux fabricants de salades et de bowls et pour les mélanges de boulangerie.",
    grade: 'Lavé et scarifié, sans saponines, pureté 99.5%',
    moisture: 'Max. 12%',
    moq: '5 t',
    leadTime: '15-20 jours',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Conditionnements consommateur de 500 g / 1 kg', 'Sacs PP de 25 kg'],
    specifications: [
      ['Pureté', '99.5% min.'],
      ['Saponines', 'Max. 0.12%'],
      ['Protéines (sur matière sèche)', '13-15%'],
      ['Calibre du grain', '1.7-2.0 mm'],
      ['Grains brisés', 'Max. 2%'],
    ],
    varieties: [
      {
        name: 'Quinoa blanc',
        attributes: [
          ['Couleur', 'Ivoire'],
          ['Calibre', '1.7-2.0 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Saponines',
        specification: 'Max. 0.12%',
      },
      {
        parameter: 'Protéines (N x 6.25, sur matière sèche)',
        specification: '13-15%',
      },
      {
        parameter: 'Cendres totales (sur matière sèche)',
        specification: 'Max. 3.5%',
      },
      {
        parameter: 'Matières étrangères / grains brisés',
        specification: 'Max. 0.1% / 2%',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
}
