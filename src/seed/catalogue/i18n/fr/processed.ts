import type { CatalogueTranslation } from '../types'

export const processed: CatalogueTranslation = {
  'garam-masala': {
    name: 'Garam masala',
    variety: "Mélange d'Inde du Nord (style pendjabi)",
    origin: 'Assemblé au Gujarat (Vapi) ; épices du Kerala, du Gujarat et du Rajasthan',
    description:
      "Un mélange chaleureux de cumin torréfié, de coriandre, de poivre noir, de cardamome verte et noire, de cannelle casse, de clous de girofle, de feuille de laurier et de muscade, moulu à basse température pour préserver les huiles essentielles. Conditionné en étuis et en sachets pour la grande distribution et les épiceries indiennes, et en vrac de 25 kg pour les industriels de l'agroalimentaire ; des qualités stérilisées à la vapeur, à faible charge microbienne, sont disponibles. Durée de conservation : 18 mois en emballage complexe scellé.",
    grade: 'Premium ; 40-60 mesh',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Étuis de 50 g / 100 g / 200 g',
      'Sachets de 500 g / 1 kg',
      'Sacs papier multiplis de 25 kg',
    ],
    specifications: [
      ['Maille', '40-60'],
      ['Huile essentielle', 'Min. 1.5 ml/100 g'],
      ['Couleur', 'Brun moyen'],
      ['Sel ajouté', 'Néant'],
      ['Traitement', "Stérilisation à la vapeur sur demande (sans oxyde d'éthylène)"],
    ],
    varieties: [
      {
        name: 'Garam masala pendjabi',
        attributes: [['Profil', 'Dominante cumin et cardamome verte']],
      },
      {
        name: 'Garam masala shahi',
        attributes: [['Profil', 'Plus de macis, de muscade et de cardamome noire']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
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
        parameter: 'Huile essentielle',
        specification: 'Min. 1.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁵ ufc/g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'mango-pickle': {
    name: 'Pickles',
    variety: "Pickle de mangue à l'huile",
    origin: 'Andhra Pradesh (Krishna, Guntur), Kerala, Tamil Nadu',
    description:
      "Mangue verte coupée, macérée dans le sel et les épices et conditionnée sous une couche d'huile de sésame (gingelly) ou de moutarde, dans les styles de l'Andhra (avakaya), du Pendjab et du Kerala. Sans colorant artificiel ; la couche d'huile et l'acidité assurent sa stabilité à température ambiante pendant 12 mois. Vendu dans les chaînes d'épiceries indiennes au Royaume-Uni, dans le Golfe, en Amérique du Nord et en Australie, et fabriqué selon recette pour les marques de distributeur.",
    grade: 'Qualité export ; morceaux homogènes de 1.5-2 cm',
    moisture: "Sans objet (conservé dans l'huile)",
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Bocaux en verre de 200 g / 400 g', 'Pots PET de 1 kg', 'Seaux de 5 kg / 15 kg'],
    specifications: [
      ['Huile', 'Sésame (gingelly) ou moutarde ; couche au-dessus du produit'],
      ['Sel', '10-14%'],
      ['Acidité', '1.5-2.5% (en acide citrique)'],
      ['Morceaux', '1.5-2 cm, avec ou sans noyau'],
      ['Conservateur', 'Aucun, ou benzoate de sodium sur demande'],
    ],
    varieties: [
      {
        name: 'Avakaya (Andhra)',
        attributes: [['Base', 'Moutarde en poudre, piment rouge, huile de sésame']],
      },
      {
        name: 'Aam achar pendjabi',
        attributes: [['Base', 'Fenouil, nigelle, fenugrec, huile de moutarde']],
      },
      {
        name: 'Kadumanga (Kerala)',
        attributes: [['Base', 'Mangue verte coupée, piment du Cachemire, huile de sésame']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sel (en NaCl)',
        specification: '10-14%',
      },
      {
        parameter: 'Acidité titrable',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 4.2',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
      {
        parameter: 'Aflatoxines (composante piment)',
        specification: 'Totales max. 10 µg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'mint-chutney': {
    name: 'Chutneys',
    variety: 'Chutney menthe-coriandre',
    origin: 'Fabriqué au Gujarat (Vapi) ; menthe et coriandre du Gujarat et du Rajasthan',
    description:
      "Un chutney d'un vert vif à base de menthe fraîche, de feuilles de coriandre, de piment vert, de gingembre et de citron, mixé et conditionné à chaud pour se conserver à température ambiante jusqu'à ouverture. Il s'utilise comme sauce d'accompagnement pour les samoussas, les pakoras et les kebabs et comme tartinade pour sandwichs ; les acheteurs de la restauration prennent des sachets et des seaux. Durée de conservation : 12 mois avant ouverture ; après ouverture, à conserver au réfrigérateur et à consommer dans les quatre semaines.",
    grade: 'Lisse, fluide ; sans colorant ajouté',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Bocaux en verre de 200 g / 250 g', 'Sachets de 1 kg', 'Seaux de 5 kg'],
    specifications: [
      ['pH', '3.8-4.2'],
      ['Sel', '3-5%'],
      ['Couleur', 'Vert naturel (sans colorant ajouté)'],
      ['Piquant', 'Moyen'],
      ['Procédé', 'Conditionné à chaud à min. 85 °C'],
    ],
    varieties: [
      {
        name: 'Chutney menthe-coriandre',
        attributes: [['Usage', "Sauce d'accompagnement, tartinade pour sandwichs"]],
      },
      {
        name: 'Chutney coriandre-piment',
        attributes: [['Usage', 'Chaat et cuisine de rue']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: '3.8-4.2',
      },
      {
        parameter: 'Acidité titrable',
        specification: '0.8-1.2%',
      },
      {
        parameter: 'Sel (en NaCl)',
        specification: '3-5%',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
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
  'ginger-garlic-paste': {
    name: 'Pâtes',
    variety: 'Pâte gingembre-ail',
    origin:
      'Fabriquée au Gujarat (Vapi) ; gingembre du Karnataka et du Kerala, ail du Madhya Pradesh',
    description:
      "Gingembre frais et ail pelé broyés par voie humide avec du sel, un peu d'huile et de l'acide citrique, pour obtenir la base onctueuse par laquelle commencent la plupart des sauces indiennes. Sans colorants ni épaississants ; acidifiée et conditionnée à chaud pour une conservation de 12 mois à température ambiante. Proposée en 1:1 pour la distribution, ou plus riche en ail (40:60) pour les chaînes de restaurants.",
    grade: 'Lisse ; gingembre:ail 50:50',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Pots PET de 200 g / 300 g', 'Pots ou sachets de 1 kg', 'Seaux de 5 kg / 20 kg'],
    specifications: [
      ['Proportion', 'Gingembre 50 : ail 50 (40:60 sur demande)'],
      ['pH', '3.8-4.2'],
      ['Sel', '6-8%'],
      ['Couleur', 'Beige crème'],
      ['Conservateur', 'Acide citrique ; benzoate de sodium en option'],
    ],
    varieties: [
      {
        name: 'Pâte gingembre-ail 50:50',
        attributes: [['Usage', 'Distribution']],
      },
      {
        name: 'Pâte gingembre-ail 40:60',
        attributes: [['Usage', 'Restaurants, plats cuisinés']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: '3.8-4.2',
      },
      {
        parameter: 'Acidité titrable',
        specification: 'Min. 0.8% (en acide citrique)',
      },
      {
        parameter: 'Sel (en NaCl)',
        specification: '6-8%',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁴ ufc/g',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'dehydrated-onion-flakes': {
    name: 'Oignon déshydraté en flocons',
    variety: 'Oignon blanc, concassé',
    origin: 'Gujarat (Mahuva, Bhavnagar), pôle de la déshydratation',
    description:
      "Des oignons blancs cultivés autour de Mahuva et de Bhavnagar sont pelés, tranchés et séchés sur bande à basse température, puis triés optiquement et passés au détecteur de métaux. Les fabricants de soupes, d'assaisonnements, de plats cuisinés et de pickles les utilisent comme ingrédient oignon stable, qui se réhydrate en quelques minutes. Durée de conservation : 24 mois en cartons doublés, stockés au frais et au sec.",
    grade: 'Qualité A (blanc), concassé 8-20 mm',
    moisture: 'Max. 6%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cartons de 14 kg / 20 kg avec double sac polyéthylène',
      'Sacs papier de 25 kg doublés de polyéthylène',
    ],
    specifications: [
      ['Granulométrie', '8-20 mm (concassé)'],
      ['Couleur', 'Blanc à blanc crème'],
      ['Taux de réhydratation', 'Min. 1:5'],
      ['Sulfites (SO₂)', 'Sans ajout'],
      ['Matières étrangères', 'Max. 0.5%'],
    ],
    varieties: [
      {
        name: 'Concassé / flocons',
        attributes: [['Calibre', '8-20 mm']],
      },
      {
        name: 'Haché',
        attributes: [['Calibre', '3-5 mm']],
      },
      {
        name: 'Haché fin',
        attributes: [['Calibre', '1-3 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 6%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Sulfites (en SO₂)',
        specification: 'Max. 10 mg/kg (sans ajout)',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁵ ufc/g',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 500 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'dehydrated-onion-powder': {
    name: 'Oignon déshydraté en poudre',
    variety: "Poudre d'oignon blanc",
    origin: 'Gujarat (Mahuva, Bhavnagar), pôle de la déshydratation',
    description:
      "Moulue à partir de flocons d'oignon blanc de Mahuva et tamisée à 80-100 mesh, la poudre se disperse uniformément dans les assaisonnements secs, les enrobages de snacks, les bases de soupes et les sauces. Très hygroscopique, elle est conditionnée directement en sortie de broyeur dans une double doublure. À stocker en dessous de 25 °C et 60 % d'humidité relative ; durée de conservation : 24 mois.",
    grade: 'Qualité A, 80-100 mesh',
    moisture: 'Max. 5%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cartons de 20 kg / 25 kg avec double sac polyéthylène',
      'Sacs papier de 25 kg doublés de polyéthylène',
    ],
    specifications: [
      ['Maille', 'Min. 95% passant à 80 mesh'],
      ['Couleur', 'Blanc cassé à crème pâle'],
      ['Fluidité', 'Fluide ; antiagglomérant uniquement sur demande'],
      ['Sulfites (SO₂)', 'Sans ajout'],
    ],
    varieties: [
      {
        name: 'Poudre',
        attributes: [['Calibre', '80-100 mesh']],
      },
      {
        name: 'Granulés',
        attributes: [['Calibre', '0.2-0.5 mm / 0.5-1 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 5%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Granulométrie',
        specification: 'Min. 95% passant à 80 mesh (180 µm)',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁵ ufc/g',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 500 ufc/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'dehydrated-garlic-flakes': {
    name: 'Ail déshydraté en flocons',
    variety: 'Gousses tranchées',
    origin: 'Gujarat (Mahuva, Gondal) ; ail du Madhya Pradesh et du Rajasthan',
    description:
      "Gousses d'ail indien pelées, tranchées et séchées à basse température, dont les peaux et les talons sont éliminés par aspiration et tri manuel. Les flocons gardent une saveur d'ail vive et puissante pour les huiles aromatisées, les pickles, les assaisonnements et les garnitures de snacks. Durée de conservation : 24 mois en cartons doublés.",
    grade: 'Qualité A, tranches entières, sans talons',
    moisture: 'Max. 6%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cartons de 20 kg avec double sac polyéthylène',
      'Sacs papier de 25 kg doublés de polyéthylène',
    ],
    specifications: [
      ['Couleur', 'Blanc crème'],
      ['Granulométrie', 'Tranches entières ; haché 3-5 mm sur demande'],
      ['Talons et peaux', 'Max. 0.5%'],
      ['Saveur', 'Ail puissant, caractéristique'],
    ],
    varieties: [
      {
        name: 'Flocons',
        attributes: [['Calibre', 'Tranches entières']],
      },
      {
        name: 'Haché',
        attributes: [['Calibre', '3-5 mm']],
      },
      {
        name: 'Haché fin',
        attributes: [['Calibre', '1-3 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 6%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Sulfites (en SO₂)',
        specification: 'Max. 10 mg/kg (sans ajout)',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁵ ufc/g',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 500 ufc/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'dehydrated-garlic-powder': {
    name: 'Ail déshydraté en poudre',
    variety: "Poudre d'ail",
    origin: 'Gujarat (Mahuva, Gondal) ; ail du Madhya Pradesh et du Rajasthan',
    description:
      "Poudre d'ail fine, moulue à partir d'ail indien déshydraté et tamisée à 100-120 mesh pour les assaisonnements, les marinades, les sauces et le saupoudrage des snacks. L'ail indien, à petites gousses, est piquant : la poudre est donc très aromatique même à faible dosage. Conditionnée en double doublure ; durée de conservation : 24 mois.",
    grade: 'Qualité A, 100-120 mesh',
    moisture: 'Max. 6%',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines',
    port: 'Pipavav / Mundra',
    packSizes: ['Cartons de 20 kg / 25 kg avec double sac polyéthylène'],
    specifications: [
      ['Maille', 'Min. 95% passant à 100 mesh'],
      ['Couleur', 'Blanc cassé à crème clair'],
      ['Fluidité', 'Fluide'],
      ['Sulfites (SO₂)', 'Sans ajout'],
    ],
    varieties: [
      {
        name: 'Poudre',
        attributes: [['Calibre', '100-120 mesh']],
      },
      {
        name: 'Granulés',
        attributes: [['Calibre', '0.5-1 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 6%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 5%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Granulométrie',
        specification: 'Min. 95% passant à 100 mesh (150 µm)',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10⁵ ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'alphonso-mango-pulp': {
    name: 'Pulpe de mangue Alphonso',
    variety: 'Alphonso (Hapus)',
    origin: 'Maharashtra (Ratnagiri, Sindhudurg, Devgad) ; Gujarat (Valsad)',
    description:
      "Pulpe de mangues Alphonso (Hapus) de la côte du Konkan, mûries sur l'arbre, dénoyautées, désaérées et traitées thermiquement pendant la saison d'avril-mai. Sa couleur safran et l'arôme inimitable de l'Hapus en font la pulpe de référence pour le lassi, les glaces, les desserts et les aliments pour bébés. La pulpe en boîte se conserve 24 mois à température ambiante ; les fûts aseptiques 18 mois en dessous de 25 °C.",
    grade: 'Brix 16° min. (nature) ; sucrée 20-22°',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines (sur stock de campagne)',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Boîtes A2½ de 850 g',
      'Boîtes A10 de 3.1 kg',
      'Bag-in-box de 20 kg',
      'Fûts aseptiques de 215 kg',
    ],
    specifications: [
      ['Extrait sec soluble', '16-18 °Brix (nature)'],
      ['Acidité', '0.3-0.6% (en acide citrique)'],
      ['pH', '3.5-4.5'],
      ['Consistance', 'Bostwick 6-10 cm / 30 s à 20 °C'],
      ['Couleur', 'Orange doré profond'],
    ],
    varieties: [
      {
        name: 'Nature (non sucrée)',
        attributes: [['Brix', '16-18°']],
      },
      {
        name: 'Sucrée',
        attributes: [['Brix', '20-22°']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 16 °Brix',
      },
      {
        parameter: 'Acidité titrable',
        specification: '0.3-0.6%',
      },
      {
        parameter: 'pH',
        specification: '3.5-4.5',
      },
      {
        parameter: 'Stérilité commerciale',
        specification: 'Stable après 10 jours à 37 °C et 7 jours à 55 °C',
      },
      {
        parameter: 'Levures et moisissures (aseptique)',
        specification: 'Max. 10 ufc/g',
      },
      {
        parameter: 'Étain (conserve)',
        specification: 'Max. 250 mg/kg',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'totapuri-mango-pulp': {
    name: 'Pulpe de mangue Totapuri',
    variety: 'Totapuri',
    origin: 'Andhra Pradesh (Chittoor), Tamil Nadu (Krishnagiri, Dharmapuri), Karnataka (Kolar)',
    description:
      'La Totapuri, mangue à bout en bec de Chittoor et de Krishnagiri, donne une pulpe jaune vif et acidulée qui se marie bien en assemblage, ce qui en fait la pulpe de base des jus, nectars, confitures et produits laitiers. Livrée en simple concentration ou en concentré à 28-30 °Brix, en boîtes et en fûts aseptiques, issue de la campagne de juin-juillet. Le produit aseptique se conserve 18 mois en dessous de 25 °C.',
    grade: 'Brix 14° min. (simple concentration) ; concentré 28-30°',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL",
    leadTime: '2-3 semaines (sur stock de campagne)',
    port: 'Chennai',
    packSizes: [
      'Boîtes A10 de 3.1 kg',
      'Fûts aseptiques de 215 kg',
      'Bag-in-bin aseptique de 1,000 kg',
    ],
    specifications: [
      ['Extrait sec soluble', '14-16 °Brix (simple concentration)'],
      ['Acidité', '0.4-0.7% (en acide citrique)'],
      ['pH', '3.5-4.0'],
      ['Couleur', 'Jaune vif'],
      ['Consistance', 'Bostwick 5-8 cm / 30 s à 20 °C'],
    ],
    varieties: [
      {
        name: 'Pulpe simple concentration',
        attributes: [['Brix', '14-16°']],
      },
      {
        name: 'Concentré',
        attributes: [['Brix', '28-30°']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 14 °Brix',
      },
      {
        parameter: 'Acidité titrable',
        specification: '0.4-0.7%',
      },
      {
        parameter: 'pH',
        specification: '3.5-4.0',
      },
      {
        parameter: 'Stérilité commerciale',
        specification: 'Stable après 10 jours à 37 °C et 7 jours à 55 °C',
      },
      {
        parameter: 'Levures et moisissures (aseptique)',
        specification: 'Max. 10 ufc/g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'tamarind-paste': {
    name: 'Pâte de tamarin',
    variety: 'Sans graines, concentrée',
    origin: 'Karnataka (Tumakuru, Chitradurga), Tamil Nadu (Krishnagiri), Chhattisgarh (Bastar)',
    description:
      "Pulpe de tamarin sans graines ni fibres, trempée, cuite et tamisée pour obtenir une pâte sombre et onctueuse : les cuisiniers n'ont plus besoin de faire tremper et de filtrer. Elle s'utilise dans le sambar, le rasam, les chutneys, les currys thaïlandais et les sauces brunes. Durée de conservation : 18 mois à température ambiante.",
    grade: 'Concentrée, 65 °Brix min.',
    moisture: 'Sans objet (produit humide)',
    packSizes: ['Pots de 200 g / 400 g', 'Barquettes de 1 kg', 'Seaux de 10 kg / 25 kg'],
    specifications: [
      ['Extrait sec soluble', '65-70 °Brix'],
      ['Acidité', 'Min. 10% (en acide tartrique)'],
      ['pH', '2.5-3.0'],
      ['Couleur', 'Brun foncé'],
      ['Graines et fibres', 'Néant'],
    ],
    varieties: [
      {
        name: 'Pâte de tamarin',
        attributes: [['Usage', 'Cuisine domestique, distribution']],
      },
      {
        name: 'Concentré de tamarin (fluide)',
        attributes: [['Usage', "Fabricants de sauces et industriels de l'agroalimentaire"]],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Extrait sec soluble',
        specification: 'Min. 65 °Brix',
      },
      {
        parameter: 'Acidité titrable (en acide tartrique)',
        specification: 'Min. 10%',
      },
      {
        parameter: 'pH',
        specification: '2.5-3.0',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
    ],
  },
  'gherkins-in-vinegar': {
    name: 'Cornichons au vinaigre',
    variety: 'Concombre à cornichons, calibré au nombre',
    origin: 'Karnataka (Tumakuru, Chitradurga, Hassan), Tamil Nadu, Andhra Pradesh',
    description:
      "L'Inde figure parmi les premiers exportateurs mondiaux de cornichons ; ceux-ci sont cultivés sous contrat au Karnataka, récoltés petits et calibrés au nombre par kilo. Ils sont conditionnés dans un vinaigre épicé ou aigre-doux, en bocaux pour les marques de distribution ou en fûts pour les reconditionneurs d'Europe et d'Amérique du Nord. Durée de conservation : 24 mois.",
    grade: 'Nombre par kg : 600-800 / 300-400 / 160-180 / 60-80',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL",
    leadTime: '3-4 semaines',
    port: 'Chennai / Tuticorin',
    packSizes: ['Bocaux en verre de 370 ml / 720 ml', 'Pots PET de 3 kg', 'Fûts PEHD de 230 kg'],
    specifications: [
      ['Acidité (liquide de couverture)', "1.5-2.5% d'acide acétique"],
      ['Sel', '1.5-3%'],
      ['Poids net égoutté', 'Min. 55%'],
      ['Texture', 'Ferme, croquant'],
      ['Couleur', 'Vert olive'],
    ],
    varieties: [
      {
        name: 'Cornichon (extra-fin)',
        attributes: [['Calibre (nombre)', '600-800 par kg']],
      },
      {
        name: 'Fin',
        attributes: [['Calibre (nombre)', '160-180 par kg']],
      },
      {
        name: 'Moyen',
        attributes: [['Calibre (nombre)', '60-80 par kg']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Acidité (en acide acétique)',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 3.8',
      },
      {
        parameter: 'Poids net égoutté',
        specification: 'Min. 55% du poids net',
      },
      {
        parameter: 'Sel (en NaCl)',
        specification: '1.5-3%',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'gherkins-in-brine': {
    name: 'Cornichons en saumure',
    variety: 'Conservés provisoirement, en vrac',
    origin: 'Karnataka (Tumakuru, Chitradurga, Hassan), Tamil Nadu',
    description:
      "Cornichons en vrac conservés en saumure dans des fûts, destinés aux transformateurs qui les dessalent, les aromatisent et les mettent en bocaux à destination. Conservés provisoirement et non prêts à consommer, ils relèvent de la position 0711 et non de la position 2001. Se conservent 12 à 18 mois en fûts scellés, à l'abri du soleil direct.",
    grade: 'Nombre par kg : 300-400 / 160-180 / 100-120 / 60-80',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL (80 fûts)",
    leadTime: '3-4 semaines',
    port: 'Chennai / Tuticorin',
    packSizes: ['Fûts PEHD de 230-240 kg', 'Seaux de 50 kg'],
    specifications: [
      ['Saumure', '8-10% de sel'],
      ['Poids net égoutté', 'Min. 55%'],
      ['Texture', 'Ferme, sans cœur creux'],
      ['Usage', 'Dessalage et reconditionnement à destination'],
    ],
    varieties: [
      {
        name: 'Cornichons en saumure salée',
        attributes: [['Liquide de couverture', 'Saumure à 8-10%']],
      },
      {
        name: 'Cornichons en saumure acide',
        attributes: [['Liquide de couverture', "2-3% d'acide acétique"]],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Concentration de la saumure (en NaCl)',
        specification: '8-10%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 4.0',
      },
      {
        parameter: 'Poids net égoutté',
        specification: 'Min. 55% du poids net',
      },
      {
        parameter: 'Défauts (creux, mous, difformes)',
        specification: 'Max. 5% en nombre',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'lime-pickle': {
    name: 'Pickle de citron vert',
    variety: "Pickle de citron vert à l'huile",
    origin: 'Andhra Pradesh (Gudur, Nellore), Tamil Nadu, Gujarat',
    description:
      "Citrons verts Kagzi du marché de Gudur, coupés en quartiers et macérés dans le sel jusqu'à ce que l'écorce s'attendrisse, puis relevés de piment, de fenugrec, de moutarde et d'huile de sésame. Acidulé et moyennement piquant, c'est un incontournable des rayons des épiceries indiennes du Golfe et du Royaume-Uni. Durée de conservation : 12 mois à température ambiante.",
    grade: 'Qualité A ; quartiers',
    moisture: "Sans objet (conservé dans l'huile)",
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Chennai',
    packSizes: ['Bocaux en verre de 300 g / 400 g', 'Pots PET de 1 kg', 'Seaux de 5 kg'],
    specifications: [
      ['Sel', '12-16%'],
      ['Acidité', '2.5-4% (en acide citrique)'],
      ['Huile', 'Huile de sésame (gingelly)'],
      ['Piquant', 'Moyennement fort'],
    ],
    varieties: [
      {
        name: 'Pickle de citron vert fort (Inde du Sud)',
        attributes: [['Base', 'Piment, fenugrec, huile de sésame']],
      },
      {
        name: 'Pickle de citron vert sucré (gujarati)',
        attributes: [['Base', 'Jaggery, piment, sans huile']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sel (en NaCl)',
        specification: '12-16%',
      },
      {
        parameter: 'Acidité titrable',
        specification: '2.5-4%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 3.8',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
    ],
  },
  'mixed-vegetable-pickle': {
    name: 'Pickle de légumes mélangés',
    variety: "Pickle mixte pendjabi à l'huile de moutarde",
    description:
      "Carotte, chou-fleur, citron vert, mangue verte et piment vert macérés avec du fenouil, de la nigelle, du fenugrec et de la moutarde, conditionnés dans l'huile de moutarde à la mode pendjabie. Un pickle coloré et croquant pour les thalis et les sandwichs ; durée de conservation : 12 mois à température ambiante.",
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Mundra / Nhava Sheva (JNPT)',
    specifications: [
      ['Légumes', 'Carotte, chou-fleur, citron vert, mangue, piment vert'],
      ['Huile', 'Huile de moutarde'],
      ['Sel', '10-14%'],
      ['Piquant', 'Moyen'],
    ],
    varieties: [
      {
        name: 'Pickle mixte pendjabi',
        attributes: [['Base', 'Huile de moutarde, fenouil, nigelle']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sel (en NaCl)',
        specification: '10-14%',
      },
      {
        parameter: 'Acidité titrable',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 4.2',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
    ],
  },
  'tamarind-chutney': {
    name: 'Chutney de tamarin',
    variety: 'Tamarin et dattes, sucré (imli chutney)',
    origin: 'Fabriqué au Gujarat (Vapi) ; tamarin du Karnataka et du Tamil Nadu',
    description:
      'Un chutney aigre-doux à base de tamarin, de dattes et de jaggery, relevé de cumin torréfié, de gingembre sec et de sel noir : le filet brun qui nappe le chaat, les samoussas et le bhel. Flacons souples pour la distribution, sachets et seaux pour la restauration. Durée de conservation : 12 mois à température ambiante.',
    grade: 'Fluide ; 45 °Brix min.',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Flacons souples de 250 g / 500 g', 'Sachets de 1 kg', 'Seaux de 5 kg'],
    specifications: [
      ['Extrait sec soluble', '45-55 °Brix'],
      ['pH', '3.2-3.8'],
      ['Couleur', 'Brun foncé'],
      ['Colorant ajouté', 'Néant'],
    ],
    varieties: [
      {
        name: 'Imli chutney (tamarin-dattes)',
        attributes: [['Usage', 'Chaat, samoussa, bhel']],
      },
      {
        name: 'Saunth (tamarin-gingembre sec)',
        attributes: [['Usage', "Cuisine de rue d'Inde du Nord"]],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Extrait sec soluble',
        specification: '45-55 °Brix',
      },
      {
        parameter: 'pH',
        specification: '3.2-3.8',
      },
      {
        parameter: 'Acidité titrable',
        specification: '1-2% (en acide tartrique)',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
    ],
  },
  'mango-chutney': {
    name: 'Chutney de mangue',
    variety: 'Chutney de mangue sucré, en tranches',
    origin: "Fabriqué au Gujarat (Vapi) ; mangue verte du Gujarat (Valsad) et de l'Andhra Pradesh",
    description:
      "Des tranches de mangue verte Totapuri et Rajapuri mijotées avec du sucre, du vinaigre d'alcool, du gingembre, de l'ail et du piment pour donner le chutney sucré servi avec les poppadoms. Livré prêt pour la distribution ou en barquettes pour la restauration, à destination des restaurants indiens du Royaume-Uni et d'Europe ; les tranches restent entières après cuisson. Durée de conservation : 24 mois avant ouverture.",
    grade: 'Fancy : en tranches, min. 40% de fruits',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Bocaux en verre de 340 g', 'Pots PET de 1 kg', 'Barquettes restauration de 5 kg'],
    specifications: [
      ['Extrait sec soluble', '55-60 °Brix'],
      ['Acidité', '0.8-1.2% (en acide acétique)'],
      ['Teneur en fruits', 'Min. 40%'],
      ['Piquant', 'Doux'],
    ],
    varieties: [
      {
        name: 'En tranches (classique)',
        attributes: [['Piquant', 'Doux']],
      },
      {
        name: 'En morceaux, avec piment',
        attributes: [['Piquant', 'Moyen']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Extrait sec soluble',
        specification: '55-60 °Brix',
      },
      {
        parameter: 'Acidité titrable',
        specification: '0.8-1.2%',
      },
      {
        parameter: 'pH',
        specification: 'Max. 3.8',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 50 ufc/g',
      },
      {
        parameter: 'Résidus de pesticides',
        specification: 'Conformes aux LMR UE (CE 396/2005)',
      },
    ],
  },
  'curry-paste-tikka': {
    name: 'Pâte de curry',
    variety: 'Pâte tikka masala',
    origin: "Fabriquée au Gujarat (Vapi) ; épices du Kerala, du Gujarat et de l'Andhra Pradesh",
    description:
      "Une pâte cuisinée de tomate, d'oignon, de gingembre, d'ail, de piment du Cachemire et d'épices torréfiées dans de l'huile végétale, prête à être revenue avec du poulet, du paneer ou des légumes. Les bocaux pour la distribution et les barquettes pour la restauration sont fabriqués selon recette pour les marques de distributeur. Durée de conservation : 18 mois à température ambiante.",
    grade: 'Lisse ; piquant moyen',
    moisture: 'Sans objet (produit humide)',
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '3-4 semaines (marque de distributeur : 4-5 semaines)',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Bocaux en verre de 283 g', 'Barquettes restauration de 1 kg / 2.5 kg'],
    specifications: [
      ['pH', 'Max. 4.4'],
      ['Sel', '6-9%'],
      ['Huile', '18-25%'],
      ['Piquant', 'Moyen'],
    ],
    varieties: [
      {
        name: 'Tikka masala',
        attributes: [['Piquant', 'Moyen']],
      },
      {
        name: 'Madras',
        attributes: [['Piquant', 'Fort']],
      },
      {
        name: 'Korma',
        attributes: [['Piquant', 'Doux']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: 'Max. 4.4',
      },
      {
        parameter: 'Sel (en NaCl)',
        specification: '6-9%',
      },
      {
        parameter: 'Flore aérobie totale',
        specification: 'Max. 10³ ufc/g',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 50 ufc/g',
      },
      {
        parameter: 'Colorants Soudan I-IV',
        specification: 'Non détecté (LD 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxines (composante piment)',
        specification: 'Totales max. 10 µg/kg',
      },
    ],
  },
  'chana-masala': {
    name: 'Chana masala',
    variety: 'Mélange pendjabi pour chole',
    origin: "Assemblé au Gujarat (Vapi) ; épices du Rajasthan, du Gujarat et de l'Andhra Pradesh",
    description:
      'Un mélange acidulé pour curry de pois chiches, à base de coriandre, de cumin, de mangue séchée (amchur), de graines de grenade (anardana), de sel noir et de piment du Cachemire. Conditionné pour la distribution et en vrac pour les fabricants de plats cuisinés. Durée de conservation : 18 mois.',
    grade: 'Maille 40-60',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Étuis de 50 g / 100 g', 'Sachets de 500 g', 'Sacs vrac de 25 kg'],
    specifications: [
      ['Maille', '40-60'],
      ['Sel (y compris sel noir)', '8-12%'],
      ['Couleur', 'Brun rougeâtre'],
      ['Traitement', 'Stérilisation à la vapeur sur demande'],
    ],
    varieties: [
      {
        name: 'Chana masala',
        attributes: [['Profil', 'Acidulé, dominante amchur et anardana']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
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
  'sambar-powder': {
    name: 'Sambar en poudre',
    variety: 'Style Tamil Nadu (avec dal torréfié)',
    origin:
      "Assemblé au Gujarat (Vapi) selon une recette du Tamil Nadu ; piment de l'Andhra Pradesh, coriandre du Rajasthan",
    description:
      "Sambar podi du sud de l'Inde à base de coriandre torréfiée à sec, de piment rouge, de toor dal et de chana dal, de fenugrec, de cumin, de poivre, de feuilles de curry et d'asafoetida, moulu par petits lots. Il donne corps, couleur et arôme au sambar de lentilles et de légumes. Durée de conservation : 12 mois.",
    grade: 'Gros, 30-40 mesh',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Chennai',
    packSizes: ['Étuis de 100 g / 200 g', 'Sachets de 500 g / 1 kg', 'Sacs vrac de 25 kg'],
    specifications: [
      ['Maille', '30-40'],
      ['Dal torréfié', 'Toor et chana, 15-20%'],
      ['Couleur', 'Brun rougeâtre'],
      ['Colorant ajouté', 'Néant'],
    ],
    varieties: [
      {
        name: 'Sambar podi du Tamil Nadu',
        attributes: [['Profil', 'Dominante coriandre et piment']],
      },
      {
        name: 'Style Udupi',
        attributes: [['Profil', 'Avec noix de coco torréfiée et jaggery']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
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
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
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
  'chaat-masala': {
    name: 'Chaat masala',
    variety: 'Mélange de finition acidulé',
    origin: "Assemblé au Gujarat (Vapi) ; amchur de l'Uttar Pradesh, cumin du Gujarat",
    description:
      "Un mélange de finition acidulé et salé de poudre de mangue séchée, de sel noir, de cumin torréfié, de poivre noir, de menthe séchée et d'asafoetida, à saupoudrer sur les fruits, le chaat, les salades et les frites. Moulu fin pour un enrobage homogène. Durée de conservation : 18 mois en emballage complexe.",
    grade: 'Fin, 60-80 mesh',
    moisture: 'Max. 8%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Étuis de 50 g / 100 g', 'Pots saupoudreurs de 100 g', 'Sacs vrac de 25 kg'],
    specifications: [
      ['Maille', '60-80'],
      ['Sel (y compris sel noir)', '25-35%'],
      ['Couleur', 'Brun clair'],
      ['Antiagglomérant', 'Néant'],
    ],
    varieties: [
      {
        name: 'Chaat masala',
        attributes: [['Profil', 'Acide, salé, soufré (sel noir)']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 8%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1.5%',
      },
      {
        parameter: 'Sel (en NaCl)',
        specification: '25-35%',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'biryani-masala': {
    name: 'Biryani masala',
    variety: 'Style Hyderabad / Lucknow',
    origin:
      'Assemblé au Gujarat (Vapi) ; cardamome et macis du Kerala, shahi jeera du Jammu-et-Cachemire',
    description:
      "Un mélange aromatique pour les plats de riz en couches : cardamome verte et noire, macis, cannelle, clous de girofle, badiane, shahi jeera, feuille de laurier et fenouil, avec un peu de piment pour la version de Hyderabad. Moulu grossièrement pour que l'arôme des épices entières résiste à la cuisson dum. Durée de conservation : 18 mois.",
    grade: 'Gros, 30-40 mesh',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Étuis de 50 g / 100 g', 'Sachets de 500 g', 'Sacs vrac de 25 kg'],
    specifications: [
      ['Maille', '30-40'],
      ['Huile essentielle', 'Min. 2 ml/100 g'],
      ['Couleur', "Brun avec éclats d'épices visibles"],
      ['Sel ajouté', 'Néant'],
    ],
    varieties: [
      {
        name: 'Hyderabadi',
        attributes: [['Profil', 'Plus fort, avec menthe et piment']],
      },
      {
        name: 'Lucknowi (awadhi)',
        attributes: [['Profil', 'Doux, notes de macis et de kewra']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 8%',
      },
      {
        parameter: 'Huile essentielle',
        specification: 'Min. 2 ml/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
    ],
  },
  'tandoori-masala': {
    name: 'Tandoori masala',
    variety: 'Mélange pour marinade, sans colorant de synthèse',
    origin: 'Assemblé au Gujarat (Vapi) ; piment de type Cachemire du Karnataka (Byadgi)',
    description:
      "Une épice à marinade rouge brique à base de piment Byadgi et de type Cachemire, de coriandre, de cumin, de gingembre, d'ail, de feuilles de fenugrec séchées et de mangue séchée ; la couleur provient des piments et de l'extrait de paprika, jamais de colorants de synthèse. À mélanger au yaourt pour le tikka, le poulet tandoori et le paneer. Durée de conservation : 18 mois.",
    grade: 'Maille 40-60',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Étuis de 100 g', 'Sachets de 500 g / 1 kg', 'Sacs vrac de 25 kg'],
    specifications: [
      ['Maille', '40-60'],
      ['Couleur', 'Rouge brique (naturel)'],
      ['Colorant de synthèse', 'Néant'],
      ['Sel (en NaCl)', '8-12%'],
    ],
    varieties: [
      {
        name: 'Tandoori masala',
        attributes: [['Profil', 'Fumé, légèrement piquant']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 10%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 1%',
      },
      {
        parameter: 'Colorants Soudan I-IV',
        specification: 'Non détecté (LD 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'B1 max. 5 µg/kg ; totales max. 10 µg/kg',
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
  'pav-bhaji-masala': {
    name: 'Pav bhaji masala',
    variety: 'Mélange de cuisine de rue de Mumbai',
    origin: 'Assemblé au Gujarat (Vapi) selon une recette de Mumbai',
    grade: 'Maille 40-60',
    moisture: 'Max. 10%',
    moq: '1 t (palette panachée de références acceptée)',
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Étuis de 50 g / 100 g', 'Sachets de 500 g', 'Sacs vrac de 25 kg'],
  },
  'besan-gram-flour': {
    name: 'Besan (farine de pois chiche)',
    variety: 'Chana desi (Bengal gram)',
    origin: 'Madhya Pradesh (Indore), Rajasthan (Bikaner), Maharashtra (Akola)',
    description:
      'Moulue à partir de chana dal desi cassé et tamisée en une farine fine jaune pâle, pour les pâtes à pakoras et à bhajis, les confiseries comme le laddoo et le mysore pak, et la boulangerie sans gluten. Moulue à la commande et conditionnée en sacs doublés pour rester fraîche. Durée de conservation : 9 mois.',
    grade: 'Fine, 80 mesh ; grossière 40-60 mesh sur demande',
    moisture: 'Max. 10%',
    moq: "1 conteneur 20' FCL (env. 18 t)",
    leadTime: '2 semaines',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Sachets de 500 g / 1 kg / 2 kg', 'Sacs PP de 10 kg / 25 kg avec doublure'],
    specifications: [
      ['Protéines', 'Min. 20% (sur matière sèche)'],
      ['Maille', 'Min. 95% passant à 80 mesh'],
      ['Couleur', 'Jaune clair'],
      ['Khesari (gesse, Lathyrus)', 'Absence'],
    ],
    varieties: [
      {
        name: 'Besan fin',
        attributes: [['Usage', 'Pâtes à frire, confiseries']],
      },
      {
        name: 'Besan grossier (lapsi)',
        attributes: [['Usage', 'Laddoo, mohanthal']],
      },
    ],
    qualityParameters: [
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
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Protéines (N x 6.25)',
        specification: 'Min. 20% (sur matière sèche)',
      },
      {
        parameter: 'Khesari dal (gesse, Lathyrus)',
        specification: 'Absence',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'Totales max. 10 µg/kg',
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
  'rice-flour': {
    name: 'Farine de riz',
    variety: 'Farine de riz blanc (riz non étuvé)',
    origin: 'Tamil Nadu (Thanjavur), Andhra Pradesh (districts de la Godavari), Pendjab',
    description:
      "Farine blanche fine, moulue à partir de riz cru non étuvé, pour l'idiyappam, le murukku, l'appam, les nouilles de riz, les pâtes à frire et la boulangerie sans gluten. Moulue à la commande, sous marque de distributeur ou en vrac. Durée de conservation : 12 mois.",
    grade: 'Fine, 100 mesh',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (env. 20 t)",
    leadTime: '2 semaines',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Sachets de 500 g / 1 kg', 'Sacs PP de 25 kg / 50 kg avec doublure'],
    specifications: [
      ['Maille', 'Min. 95% passant à 100 mesh'],
      ['Couleur', 'Blanc éclatant'],
      ['Protéines', '6-7%'],
      ['Gluten', 'Néant (naturellement sans gluten)'],
    ],
    varieties: [
      {
        name: 'Farine de riz fine',
        attributes: [['Usage', 'Idiyappam, boulangerie']],
      },
      {
        name: 'Farine de riz torréfiée',
        attributes: [['Usage', 'Puttu, murukku']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 1%',
      },
      {
        parameter: 'Granulométrie',
        specification: 'Min. 95% passant à 100 mesh (150 µm)',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'Totales max. 4 µg/kg',
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
  'ragi-flour': {
    name: 'Farine de ragi',
    variety: 'Éleusine, grain entier',
    origin: 'Karnataka (Tumakuru, Hassan, Chitradurga), Tamil Nadu (Krishnagiri, Dharmapuri)',
    description:
      "Farine complète d'éleusine (ragi) du Karnataka, principal État producteur, nettoyée, épierrée et moulue avec le son. Naturellement sans gluten et riche en calcium, elle entre dans le ragi mudde, les dosas, les bouillies, les céréales pour bébés et la boulangerie à base de millet. De la farine de ragi germé (maltée) est également disponible.",
    grade: 'Fin, 60-80 mesh',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (env. 18 t)",
    leadTime: '2-3 semaines',
    port: 'Chennai',
    packSizes: ['Sachets de 500 g / 1 kg', 'Sacs PP de 25 kg avec doublure'],
    specifications: [
      ['Calcium', 'Env. 300-350 mg/100 g (naturel)'],
      ['Protéines', '7-8%'],
      ['Couleur', 'Brun rougeâtre'],
      ['Gluten', 'Néant (naturellement sans gluten)'],
    ],
    varieties: [
      {
        name: 'Farine de ragi complète',
        attributes: [['Usage', 'Mudde, roti, dosa']],
      },
      {
        name: 'Farine de ragi germé',
        attributes: [['Usage', 'Aliments pour bébés, bouillies']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 3%',
      },
      {
        parameter: 'Calcium',
        specification: 'Min. 300 mg/100 g',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'Totales max. 10 µg/kg',
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
  'urad-papad': {
    name: 'Papad',
    variety: "Papad d'urad dal",
    origin: 'Rajasthan (Bikaner), Gujarat, Maharashtra',
    description:
      "Fines galettes de pâte d'urad dal (haricot urd) assaisonnées de poivre noir et de cumin, laminées et séchées selon la tradition de Bikaner. Grillées ou frites à la maison comme au restaurant ; conditionnées sous film barrière à l'humidité. Durée de conservation : 12 mois.",
    grade: 'Diamètre 4 / 6 / 7 pouces',
    moisture: 'Max. 12%',
    moq: "1 conteneur 20' FCL (références panachées)",
    leadTime: '2-3 semaines',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Paquets de 200 g / 400 g', 'Paquets restauration de 1 kg'],
    specifications: [
      ['Diamètre', '4" / 6" / 7"'],
      ['Saveurs', 'Nature, poivre noir, ail, piment rouge, cumin'],
      ['Base', "Farine d'urad dal"],
      ['Friture', 'Gonfle uniformément, sans points durs'],
    ],
    varieties: [
      {
        name: 'Papad au poivre noir',
        attributes: [['Piquant', 'Moyen']],
      },
      {
        name: 'Papad au piment rouge',
        attributes: [['Piquant', 'Fort']],
      },
      {
        name: "Papad à l'ail",
        attributes: [['Piquant', 'Doux']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 12%',
      },
      {
        parameter: "Cendres insolubles dans l'acide",
        specification: 'Max. 0.5%',
      },
      {
        parameter: 'Aflatoxines',
        specification: 'Totales max. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Absence dans 25 g',
      },
      {
        parameter: 'E. coli',
        specification: 'Absence dans 1 g',
      },
    ],
  },
  'jaggery-powder': {
    name: 'Jaggery en poudre',
    variety: 'Jaggery de canne sans soufre',
    origin: 'Maharashtra (Kolhapur, Sangli), Uttar Pradesh (Muzaffarnagar), Karnataka (Mandya)',
    description:
      "Jus de canne à sucre clarifié avec des mucilages végétaux au lieu d'hydrosulfite ou de soufre, concentré par ébullition en bassines ouvertes et granulé en une poudre dorée et fluide. Un édulcorant peu raffiné pour le thé, la boulangerie, la confiserie et les marques de produits diététiques ; le jaggery de Kolhapur bénéficie d'une IG. Durée de conservation : 12 mois en emballage étanche à l'humidité.",
    grade: 'Doré, fluide, 30-40 mesh',
    moisture: 'Max. 3%',
    moq: "1 conteneur 20' FCL (env. 20 t)",
    leadTime: '2-3 semaines',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sachets de 500 g / 1 kg', 'Sacs PP de 25 kg avec doublure'],
    specifications: [
      ['Saccharose', '70-80%'],
      ['Sucres réducteurs', 'Max. 10%'],
      ['Couleur', 'Doré à brun clair'],
      ['Sulfites (SO₂)', 'Max. 10 mg/kg (sans soufre)'],
    ],
    varieties: [
      {
        name: 'Jaggery en poudre de Kolhapur',
        attributes: [['Couleur', 'Doré']],
      },
      {
        name: 'Jaggery en poudre biologique',
        attributes: [['Couleur', 'Brun clair']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humidité',
        specification: 'Max. 3%',
      },
      {
        parameter: 'Saccharose',
        specification: '70-80%',
      },
      {
        parameter: 'Sucres réducteurs',
        specification: 'Max. 10%',
      },
      {
        parameter: 'Cendres totales',
        specification: 'Max. 3%',
      },
      {
        parameter: 'Sulfites (en SO₂)',
        specification: 'Max. 10 mg/kg',
      },
      {
        parameter: 'Levures et moisissures',
        specification: 'Max. 100 ufc/g',
      },
    ],
  },
}
