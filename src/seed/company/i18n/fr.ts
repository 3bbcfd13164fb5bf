import type { CompanyTranslation } from './types'

/** French translation of the company-page seed content (see ./types.ts). */
export const fr: CompanyTranslation = {
  tagline:
    'Épices, céréales et légumineuses d’Inde, analysées et expédiées selon vos spécifications',
  home: {
    hero: {
      trustBadge: 'Exportateur enregistré auprès de l’APEDA et du Spices Board depuis 1999',
      title: 'Épices, céréales et légumineuses d’Inde,',
      titleHighlight: 'analysées et expédiées',
      titleEnd: 'selon votre cahier des charges',
      subtitle:
        'Nous achetons dans les grands bassins de production indiens, nettoyons et transformons dans notre propre usine du Gujarat, et chargeons à Nhava Sheva et Mundra avec un dossier export complet. Un seul fournisseur, un seul dossier qualité pour chaque expédition.',
      benefits: [
        'Échantillons avant expédition et certificat d’analyse pour chaque lot',
        'Laboratoire interne accrédité NABL pour les résidus, les mycotoxines et la microbiologie',
        'Marque de distributeur et conditionnement sur mesure, du sac de 25\u00a0kg au format de vente au détail',
      ],
      stats: [
        { value: '25+', label: 'Années (depuis 1999)' },
        { value: '{countries}', label: 'Pays desservis' },
        { value: '500+', label: 'Clients dans le monde' },
        { value: '88\u00a0000\u00a0t', label: 'Exportées' },
      ],
    },
    categories: {
      title: 'Ce que nous exportons',
      subtitle:
        'Six familles de produits, chacune achetée dans les régions où elle pousse le mieux et conditionnée selon les règles de votre marché.',
    },
    tabs: {
      quality: {
        label: 'Qualité',
        title: 'Une qualité vérifiable, lot par lot',
        text: 'Chaque expédition est analysée avant de quitter l’Inde, et les résultats l’accompagnent. Notre laboratoire contrôle ce que votre marché réglemente, des résidus de pesticides au regard des LMR de l’UE jusqu’aux aflatoxines et aux salmonelles, pour ne rien laisser au hasard au port d’arrivée.',
        points: [
          'Contrôles de sécurité des aliments documentés à chaque étape',
          'Recherche multirésidus de pesticides par GC-MS/MS et LC-MS/MS',
          'Stérilisation à la vapeur des épices et des graines sur demande',
          'Échantillon témoin de chaque lot conservé 12\u00a0mois',
        ],
      },
      logistics: {
        label: 'Logistique',
        title: 'Dans les délais, avec des documents en règle',
        text: 'Notre plateforme export de Mumbai gère l’empotage des conteneurs, les réservations auprès des compagnies maritimes et la documentation. Nous planifions le chargement en fonction du cut-off de votre navire et vous envoyons les projets de tous les documents avant l’expédition, pour un dédouanement sans surprise à l’arrivée.',
        points: [
          'Offres FOB, CFR et CIF au départ de Nhava Sheva et Mundra',
          'Conteneurs frigorifiques pour les légumes frais et les produits sensibles',
          'Photos d’empotage, numéros de scellés et suivi partagés avec vous',
          'Certificats phytosanitaires, d’origine et sanitaires gérés en interne',
        ],
        stats: [
          { value: '15–20\u00a0jours', label: 'Délai de transit moyen' },
          { value: '99.8%', label: 'Expéditions dans les délais' },
          { value: '4\u00a0000+', label: 'Conteneurs expédiés' },
        ],
      },
      partnerships: {
        label: 'Partenariats',
        title: 'Un approvisionnement durable, pas des ventes ponctuelles',
        text: 'L’essentiel de notre activité provient d’importateurs qui nous achètent depuis des années. Lorsque les récoltes le permettent, nous maintenons nos prix sur toute la campagne, réservons du stock à nos clients réguliers et partageons nos prévisions de récolte et de prix avant que le marché ne bouge.',
        points: [
          'Contrats d’approvisionnement annuels et saisonniers',
          'Un chargé de compte attitré pour chaque acheteur',
          'Rapports de récolte de nos équipes d’achat sur le terrain',
          'Co-développement de produits pour les gammes sous marque de distributeur',
        ],
        stats: [
          { value: '8+\u00a0ans', label: 'Durée moyenne de la relation client' },
          { value: '25%', label: 'Croissance annuelle' },
          { value: '70%', label: 'De l’activité avec des clients fidèles' },
        ],
      },
    },
    globalReach: {
      title: 'Présence mondiale, confiance locale',
      subtitle:
        'Des expéditions régulières vers des importateurs, distributeurs, industriels de l’agroalimentaire et enseignes de la distribution dans {countries}\u00a0pays, sur six régions.',
      regions: [
        {
          name: 'Amérique du Nord',
          countries: 8,
          flag: '🇺🇸',
          volumeMt: 14500,
          growthPercent: 12,
          markets: 'États-Unis, Canada, Mexique, Trinité-et-Tobago',
        },
        {
          name: 'Europe',
          countries: 15,
          flag: '🇪🇺',
          volumeMt: 19000,
          growthPercent: 9,
          markets: 'Royaume-Uni, Allemagne, Pays-Bas, Espagne, Pologne',
        },
        {
          name: 'Moyen-Orient',
          countries: 12,
          flag: '🇦🇪',
          volumeMt: 26500,
          growthPercent: 18,
          markets: 'Émirats arabes unis, Arabie saoudite, Oman, Qatar, Koweït',
        },
        {
          name: 'Asie-Pacifique',
          countries: 10,
          flag: '🇸🇬',
          volumeMt: 15000,
          growthPercent: 15,
          markets: 'Malaisie, Singapour, Australie, Japon, Vietnam',
        },
        {
          name: 'Afrique',
          countries: 8,
          flag: '🇿🇦',
          volumeMt: 8500,
          growthPercent: 22,
          markets: 'Afrique du Sud, Kenya, Égypte, Nigeria',
        },
        {
          name: 'Amérique du Sud',
          countries: 6,
          flag: '🇧🇷',
          volumeMt: 4500,
          growthPercent: 11,
          markets: 'Brésil, Chili, Colombie, Pérou',
        },
      ],
    },
    standards: {
      title: 'Certifications et enregistrements',
      subtitle:
        'Les normes et enregistrements qui encadrent l’export de denrées depuis l’Inde. La page qualité indique les certificats que nous détenons aujourd’hui et leur validité.',
      items: [
        {
          title: 'APEDA',
          text: 'L’Autorité de développement des exportations de produits agricoles et agroalimentaires (APEDA), rattachée au ministère indien du Commerce et de l’Industrie, enregistre les exportateurs des produits agricoles et agroalimentaires relevant de sa compétence. Son certificat d’enregistrement et d’adhésion (RCMC) est requis pour exporter céréales, légumineuses, légumes frais et produits transformés.',
        },
        {
          title: 'FSSAI',
          text: 'L’Autorité indienne de sécurité et de normalisation des aliments délivre les licences des entreprises alimentaires en application de la loi de 2006 sur la sécurité et les normes alimentaires. La loi indienne impose une licence centrale aux exportateurs de denrées alimentaires.',
        },
        {
          title: 'ISO 22000',
          text: 'La norme internationale des systèmes de management de la sécurité des denrées alimentaires. Elle associe les principes HACCP aux programmes prérequis et aux exigences d’un système de management, et fait l’objet d’audits par un organisme certificateur tiers accrédité.',
        },
        {
          title: 'HACCP',
          text: 'L’analyse des dangers et des points critiques pour leur maîtrise, le système préventif défini par le Codex Alimentarius. Elle identifie les dangers biologiques, chimiques et physiques et les maîtrise en des points déterminés, avec des limites surveillées et des enregistrements.',
        },
        {
          title: 'Spices Board',
          text: 'Le Spices Board India, organisme public rattaché au ministère du Commerce et de l’Industrie, enregistre les exportateurs d’épices. Son certificat d’enregistrement d’exportateur d’épices (CRES) est obligatoire pour exporter des épices depuis l’Inde.',
        },
        {
          title: 'BRC',
          text: 'Le Global Standard for Food Safety du BRCGS est un référentiel de certification reconnu par la GFSI, destiné aux industriels de l’agroalimentaire et audité par des organismes certificateurs agréés. De nombreux distributeurs britanniques et européens l’exigent de leurs fournisseurs.',
        },
        {
          title: 'Biologique',
          text: 'Le Programme national de production biologique (NPOP) de l’Inde, géré par l’APEDA, fixe les règles selon lesquelles les organismes accrédités certifient les produits biologiques. Les marchés dotés de leur propre réglementation bio exigent leur propre certification.',
        },
        {
          title: 'Halal',
          text: 'La certification halal atteste que les ingrédients, la transformation et la manutention respectent les prescriptions alimentaires de l’islam, sans substance interdite ni contact croisé. Délivrée par un organisme de certification halal reconnu, elle est attendue par les acheteurs du Golfe et d’Asie du Sud-Est.',
        },
      ],
    },
  },
  about: {
    hero: {
      title: 'À propos de Bharat Agro Exports',
      subtitle:
        'Une maison d’export de Mumbai, née en 1995 dans le négoce d’épices, qui approvisionne aujourd’hui des importateurs dans {countries}\u00a0pays grâce à ses propres activités d’achat, de transformation et d’analyse.',
      badges: ['Fondée en 1995', '{countries}\u00a0pays', 'Plus de 10\u00a0000\u00a0t par an'],
    },
    story: {
      title: 'Notre histoire',
      paragraphs: [
        'Bharat Agro Exports a vu le jour en 1995\u00a0: c’était alors un petit bureau de négoce d’épices à Mumbai, qui achetait du curcuma, des piments et du poivre noir pour des transformateurs indiens. En 1999, nous avons expédié notre premier conteneur à l’étranger, des épices entières pour un importateur de Dubaï, et l’export est depuis le cœur de notre activité.',
        'À mesure que les acheteurs demandaient davantage de produits et des spécifications plus strictes, nous nous sommes rapprochés de l’origine. Un bureau d’achat à Chandigarh nous a mis en relation directe avec les producteurs de basmati, de blé et de légumineuses du Pendjab et de l’Haryana. Notre usine de transformation de Vapi, au Gujarat, nous a donné la maîtrise du nettoyage, du broyage, de la stérilisation et du conditionnement. Notre propre laboratoire a suivi, car nous voulions analyser chaque lot avant que le laboratoire de l’acheteur ne le fasse.',
        'Nous approvisionnons aujourd’hui plus de 500 importateurs, distributeurs et industriels de l’agroalimentaire en épices, céréales, légumineuses, oléagineux, légumes frais et produits transformés. L’entreprise reste familiale, et la règle n’a pas changé depuis nos débuts\u00a0: dire à l’acheteur exactement ce qu’il reçoit, puis lui expédier exactement cela.',
      ],
    },
    stats: [
      { value: '25+', label: 'Années d’export' },
      { value: '{countries}', label: 'Pays d’exportation' },
      { value: '500+', label: 'Clients dans le monde' },
      { value: '10\u00a0000+\u00a0t', label: 'Capacité annuelle' },
    ],
    mission: {
      title: 'Notre mission',
      text: 'Fournir aux acheteurs internationaux des produits agricoles indiens conformes, à chaque expédition, à leur cahier des charges et à la réglementation de leur marché, tout en rémunérant équitablement les producteurs et en bâtissant des filières d’approvisionnement durables.',
    },
    vision: {
      title: 'Notre vision',
      text: 'Être le fournisseur indien que les importateurs appellent en premier pour des produits agricoles tracés et analysés, reconnu pour sa régularité d’une récolte à l’autre et pour sa loyauté envers les acheteurs comme envers les agriculteurs.',
    },
    values: [
      {
        title: 'Excellence qualité',
        text: 'Nous analysons avant d’expédier, consignons ce que nous constatons et refusons les lots hors spécification, même quand cela nous coûte la vente.',
      },
      {
        title: 'Priorité au client',
        text: 'Chaque acheteur dispose d’un chargé de compte attitré qui connaît ses spécifications, la réglementation de son marché et son calendrier de livraison.',
      },
      {
        title: 'Esprit d’innovation',
        text: 'Nous investissons dans la stérilisation à la vapeur, l’analyse des résidus et la traçabilité par lot pour respecter des limites plus strictes avant qu’elles ne deviennent obligatoires.',
      },
      {
        title: 'Durabilité',
        text: 'Nous travaillons avec des groupements d’agriculteurs sur une protection raisonnée des cultures, réduisons la consommation d’eau et d’énergie de notre usine et utilisons des emballages recyclables chaque fois que l’acheteur le permet.',
      },
    ],
    timeline: [
      {
        year: '1995',
        title: 'Fondation à Mumbai',
        text: 'Débuts comme maison de négoce d’épices fournissant curcuma, piments et poivre noir aux transformateurs indiens.',
      },
      {
        year: '1999',
        title: 'Première expédition à l’export',
        text: 'Enregistrement auprès de l’APEDA et du Spices Board, et premier conteneur d’épices entières expédié vers les Émirats arabes unis.',
      },
      {
        year: '2004',
        title: 'Bureau d’achat à Chandigarh',
        text: 'Ouverture d’une base d’approvisionnement dans le Nord pour acheter riz basmati, blé et légumineuses directement auprès des producteurs et des mandis (marchés de gros) du Pendjab et de l’Haryana.',
      },
      {
        year: '2009',
        title: 'Mise en service de l’usine de Vapi',
        text: 'Ouverture de notre site de transformation au Gujarat, avec des lignes de nettoyage, de broyage et de conditionnement pour les épices et les graines.',
      },
      {
        year: '2014',
        title: 'Système de sécurité des aliments et laboratoire interne',
        text: 'Mise en place d’un système documenté de management de la sécurité des denrées alimentaires et création d’un laboratoire d’analyses chimiques et microbiologiques.',
      },
      {
        year: '2018',
        title: 'Accréditation du laboratoire',
        text: 'Obtention de l’accréditation NABL du laboratoire et premières expéditions vers l’Amérique du Sud.',
      },
      {
        year: '2023',
        title: 'Capacité doublée à 10\u00a0000\u00a0t',
        text: 'Ajout de la stérilisation à la vapeur et d’une seconde ligne de broyage, qui portent la capacité annuelle de transformation à 10\u00a0000\u00a0t.',
      },
    ],
    leaders: [
      {
        name: 'Vikram Sethi',
        position: 'Directeur général',
        experience: '28\u00a0ans',
        specialization: 'Stratégie export, négoce d’épices et relations avec les acheteurs clés',
      },
      {
        name: 'Dr Meera Kulkarni',
        position: 'Directrice qualité et laboratoire',
        experience: '19\u00a0ans',
        specialization:
          'Systèmes de sécurité des aliments, analyse des résidus et conformité réglementaire',
      },
      {
        name: 'Harpreet Singh Gill',
        position: 'Directeur des achats',
        experience: '22\u00a0ans',
        specialization:
          'Achat de céréales et de légumineuses, programmes agriculteurs au Pendjab et dans l’Haryana',
      },
    ],
    facilities: [
      {
        name: 'Usine de transformation du Gujarat',
        location: 'Vapi (Gujarat)',
        area: '50\u00a0000\u00a0pieds carrés (4\u00a0645\u00a0m²)',
        capacity: '10\u00a0000\u00a0t/an',
        description:
          'Notre principal site de transformation, doté de lignes de prénettoyage, d’épierrage, de tri optique, de broyage, de stérilisation à la vapeur et de conditionnement pour les épices, les graines et les légumineuses. Le laboratoire accrédité NABL se trouve sur le même site\u00a0: les lots sont échantillonnés, analysés et libérés sans quitter l’usine.',
        certifications: ['ISO 22000:2018', 'HACCP', 'BRCGS Food Safety', 'Licence centrale FSSAI'],
      },
      {
        name: 'Plateforme export de Mumbai',
        location: 'Sewri, Mumbai (Maharashtra)',
        area: '25\u00a0000\u00a0pieds carrés (2\u00a0323\u00a0m²)',
        capacity: 'Jusqu’à 150\u00a0conteneurs/mois',
        description:
          'Siège social et entrepôt de groupage, à environ une heure de route de Nhava Sheva. La plateforme assure l’inspection finale, l’empotage des conteneurs, la documentation export et l’accueil des acheteurs, et détient un stock tampon des références à forte rotation pour les clients réguliers.',
        certifications: [
          'ISO 22000:2018',
          'Licence centrale FSSAI',
          'APEDA RCMC',
          'Spices Board CRES',
        ],
      },
      {
        name: 'Centre d’achat du Pendjab',
        location: 'Chandigarh (Pendjab et Haryana)',
        area: '15\u00a0000\u00a0pieds carrés (1\u00a0394\u00a0m²)',
        capacity: 'Stockage de 3\u00a0000\u00a0t',
        description:
          'Bureau d’achat doté d’une salle d’échantillonnage et d’un entrepôt sec, qui travaille avec des groupements d’agriculteurs et des mandis dans tout le Pendjab et l’Haryana. Le riz basmati, le blé et les légumineuses y sont classés, puis contrôlés (humidité, mélanges) avant de partir vers nos usines partenaires ou vers le port.',
        certifications: ['ISO 22000:2018', 'Licence FSSAI'],
      },
    ],
  },
  quality: {
    hero: {
      title: 'Assurance qualité',
      subtitle:
        'Du champ au conteneur scellé, chaque lot est contrôlé, analysé et enregistré au regard de votre cahier des charges et de la réglementation de votre marché.',
      badges: ['Laboratoire accrédité NABL', 'Analyses en laboratoire interne'],
    },
    promise: {
      title: 'Notre engagement qualité',
      text: 'Le contrôle qualité commence chez l’agriculteur et s’achève à la pose des scellés sur le conteneur. Chaque étape a ses contrôles définis, un responsable désigné et des enregistrements qui nous permettent de remonter n’importe quel lot jusqu’aux exploitations dont il provient. Nous analysons selon les limites du marché de destination, pas seulement selon les normes indiennes.',
      stats: [
        { value: '{certificates}', label: 'Certificats en vigueur' },
        { value: '50+', label: 'Paramètres' },
        { value: '99.8%', label: 'Acceptés du premier coup' },
        { value: '24/7', label: 'Surveillance' },
      ],
    },
    process: [
      {
        title: 'Sélection des producteurs',
        text: 'Nous achetons auprès de groupements de producteurs enregistrés et de négociants reconnus, dans des bassins de production éprouvés. Nos techniciens se rendent sur le terrain pendant la campagne pour conseiller sur les produits phytosanitaires autorisés et la date de récolte.',
        checks: [
          'Enregistrement des exploitations et cartographie des parcelles',
          'Contrôle des registres de traitement et des délais avant récolte',
          'Analyse des résidus avant récolte pour les cultures à risque',
        ],
      },
      {
        title: 'Contrôle des matières premières',
        text: 'Chaque lot entrant est échantillonné à réception et placé en quarantaine jusqu’à ce que les résultats d’analyse autorisent sa transformation.',
        checks: [
          'Humidité, matières étrangères et classement visuel',
          'Dépistage rapide des aflatoxines pour les piments, fruits à coque et céréales',
          'Codes lot reliant chaque sac à son fournisseur',
        ],
      },
      {
        title: 'Maîtrise de la transformation',
        text: 'Nettoyage, tri, broyage et stérilisation se déroulent selon des plans HACCP, avec des points critiques surveillés et enregistrés à chaque poste.',
        checks: [
          'Aimants et détecteurs de métaux sur chaque ligne',
          'Temps et température de stérilisation à la vapeur enregistrés',
          'Vide de ligne et contrôle des allergènes entre deux produits',
        ],
      },
      {
        title: 'Contrôle final',
        text: 'Les lots finis sont échantillonnés selon un plan établi et analysés au regard du cahier des charges de l’acheteur et des limites légales du pays de destination avant libération.',
        checks: [
          'Profil chimique et microbiologique complet',
          'Résidus de pesticides contrôlés par rapport aux LMR du pays de destination',
          'Certificat d’analyse délivré pour chaque lot',
        ],
      },
      {
        title: 'Qualité logistique',
        text: 'La protection se poursuit pendant le stockage, l’empotage et le transport, afin que la marchandise arrive dans l’état où elle est partie.',
        checks: [
          'Contrôle de propreté et d’odeur des conteneurs',
          'Doublures (liners) et dessiccants contre la condensation',
          'Photos et numéros de scellés relevés à l’empotage',
        ],
      },
    ],
    certifications: [
      {
        name: 'ISO 22000:2018',
        issuer: 'Organisme certificateur accrédité par le NABCB',
        scope:
          'Système de management de la sécurité des denrées alimentaires pour l’achat, la transformation, le stockage et l’export d’épices, de céréales, de légumineuses et de graines',
        validMonths: 26,
        ongoing: false,
      },
      {
        name: 'HACCP',
        issuer: 'Organisme certificateur accrédité par le NABCB',
        scope:
          'Plans d’analyse des dangers et de maîtrise des points critiques pour toutes les lignes de transformation de Vapi',
        validMonths: 14,
        ongoing: false,
      },
      {
        name: 'BRC Global Standards',
        issuer: 'Organisme certificateur agréé par le BRCGS',
        scope:
          'Norme mondiale de sécurité des aliments\u00a0: nettoyage, broyage, stérilisation à la vapeur et conditionnement d’épices et de graines',
        validMonths: -2,
        ongoing: false,
      },
      {
        name: 'Enregistrement APEDA',
        issuer: 'APEDA, ministère du Commerce et de l’Industrie, gouvernement de l’Inde',
        scope:
          'Certificat d’enregistrement et d’adhésion (RCMC) pour l’export de produits agricoles et agroalimentaires réglementés',
        validMonths: 30,
        ongoing: false,
      },
      {
        name: 'Certification Spices Board',
        issuer: 'Spices Board India, ministère du Commerce et de l’Industrie',
        scope: 'Certificat d’enregistrement d’exportateur d’épices (CRES)',
        validMonths: null,
        ongoing: true,
      },
      {
        name: 'Licence FSSAI',
        issuer: 'Autorité indienne de sécurité et de normalisation des aliments',
        scope:
          'Licence centrale pour la fabrication, le stockage et l’export de denrées alimentaires',
        validMonths: 20,
        ongoing: false,
      },
    ],
    testing: [
      {
        name: 'Analyses physiques',
        parameters: [
          'Teneur en eau (ISO 939, distillation\u00a0; méthode à l’étuve pour les céréales)',
          'Matières étrangères et corps étrangers (ISO 927)',
          'Granulométrie par tamisage selon la maille spécifiée par l’acheteur',
          'Couleur extractible des piments et du paprika (ASTA 20.1)',
          'Longueur des grains, brisures et grains crayeux du riz (analyse d’image)',
          'Masse volumique apparente, mélanges et grains endommagés ou décolorés',
        ],
      },
      {
        name: 'Analyses chimiques',
        parameters: [
          'Huile volatile (ISO 6571, hydrodistillation)',
          'Cendres totales et cendres insolubles dans l’acide (ISO 928, ISO 930)',
          'Curcumine dans le curcuma (ISO 5566\u00a0; HPLC)',
          'Pipérine dans le poivre noir (ISO 5564)',
          'Piquant et capsaïcinoïdes par HPLC (ASTA 21.3)',
          'Aflatoxines B1, B2, G1, G2 et ochratoxine A par HPLC-FLD après purification sur colonne d’immunoaffinité',
          'Colorants Soudan et autres colorants illicites par LC-MS/MS',
        ],
      },
      {
        name: 'Analyses microbiologiques',
        parameters: [
          'Flore aérobie mésophile totale (ISO 4833-1)',
          'Levures et moisissures (ISO 21527-2)',
          'Salmonella\u00a0: recherche dans 25\u00a0g (ISO 6579-1)',
          'Dénombrement d’E. coli (ISO 16649-2)',
          'Coliformes (ISO 4832)',
          'Bacillus cereus présomptifs (ISO 7932)',
          'Staphylocoques à coagulase positive (ISO 6888-1)',
        ],
      },
      {
        name: 'Analyses de résidus',
        parameters: [
          'Recherche multirésidus de plus de 400 pesticides (QuEChERS, EN 15662\u00a0; GC-MS/MS et LC-MS/MS)',
          'Oxyde d’éthylène et 2-chloroéthanol par GC-MS/MS',
          'Métaux lourds\u00a0: plomb, cadmium, arsenic et mercure par ICP-MS',
          'Hydrocarbures aromatiques polycycliques (HAP4) par GC-MS',
          'Alcaloïdes pyrrolizidiniques dans le cumin et les herbes séchées par LC-MS/MS',
          'Dithiocarbamates (exprimés en CS2) par GC-MS en espace de tête',
        ],
      },
    ],
    lab: {
      equipment: [
        {
          name: 'HPLC avec détecteurs PDA et à fluorescence',
          purpose: 'Curcumine, pipérine et capsaïcinoïdes\u00a0; aflatoxines et ochratoxine A',
        },
        {
          name: 'GC-MS/MS (triple quadripôle)',
          purpose: 'Résidus de pesticides analysables en GC, oxyde d’éthylène et 2-chloroéthanol',
        },
        {
          name: 'LC-MS/MS (triple quadripôle)',
          purpose: 'Pesticides polaires, colorants Soudan et alcaloïdes pyrrolizidiniques',
        },
        {
          name: 'ICP-MS, avec absorption atomique (SAA) en appoint',
          purpose: 'Plomb, cadmium, arsenic, mercure et autres éléments traces',
        },
        {
          name: 'Dessiccateur halogène',
          purpose: 'Mesure rapide de l’humidité à réception et en cours de transformation',
        },
        {
          name: 'Spectrophotomètre UV-visible',
          purpose:
            'Indice de couleur, curcumine et pipérine par les méthodes spectrophotométriques ISO',
        },
        {
          name: 'Extracteur Soxhlet',
          purpose: 'Teneur en huile des oléagineux et extrait éthéré non volatil des épices',
        },
        {
          name: 'Minéralisateur et distillateur Kjeldahl',
          purpose:
            'Teneur en protéines des légumineuses, des céréales et des tourteaux d’oléagineux',
        },
        {
          name: 'Hotte à flux laminaire et autoclave',
          purpose:
            'Manipulation aseptique, préparation des milieux et stérilisation pour la microbiologie',
        },
        {
          name: 'Analyseur de grains par imagerie',
          purpose:
            'Longueur, brisures, grains crayeux et défauts de couleur du riz et des légumineuses',
        },
      ],
      capacity: 'Plus de 200 échantillons par jour',
      routineTurnaround: '24–48\u00a0heures',
      specializedTurnaround: '3–5\u00a0jours',
      accreditation: 'Accrédité NABL',
    },
    compliance: {
      title: 'Conformité réglementaire',
      items: [
        {
          title: 'Sécurité des aliments',
          text: 'Notre système de sécurité des aliments applique les principes HACCP ; les certificats qu’il détient aujourd’hui figurent ci-dessus avec leur validité. Nos installations sont enregistrées auprès de la FDA américaine, et nous fournissons aux importateurs les informations fournisseur dont ils ont besoin pour le Foreign Supplier Verification Program des États-Unis et pour les règles de traçabilité de l’UE prévues par le règlement (CE) n°\u00a0178/2002.',
        },
        {
          title: 'Limites de résidus',
          text: 'Nous analysons selon la limite applicable là où la marchandise sera vendue\u00a0: limites maximales de résidus de l’UE au titre du règlement (CE) n°\u00a0396/2005, tolérances de l’EPA américaine fixées par le 40 CFR Part 180 et LMR du Codex Alimentarius pour les marchés qui les adoptent. En l’absence de limite spécifique, nous appliquons la valeur par défaut du marché, par exemple 0,01\u00a0mg/kg dans l’UE.',
        },
        {
          title: 'Documents',
          text: 'Chaque expédition est accompagnée des documents qu’exige sa destination\u00a0: certificat phytosanitaire de l’organisation indienne de quarantaine végétale, certificat d’analyse de notre laboratoire, certificat d’origine (préférentiel lorsqu’un accord commercial s’applique) et certificat sanitaire si le pays importateur l’exige. Les projets sont soumis à votre validation avant le chargement.',
        },
      ],
    },
  },
  contact: {
    hero: {
      title: 'Contactez notre équipe export',
      subtitle:
        'Indiquez-nous le produit, la quantité et le port de destination\u00a0: nous revenons vers vous avec les spécifications, un devis et des propositions d’échantillons.',
      badges: ['Assistance 24h/24, 7j/7', '{countries}\u00a0pays desservis', 'Réponse rapide'],
    },
    quickContact: {
      exportPhone: '+91 22 5555 0123',
      infoEmail: 'info@bharatagroexports.example',
      whatsapp: '+91 98765 43210',
      responseTime: 'Sous 24\u00a0heures',
    },
    services: [
      'Sourcing produits et assurance qualité',
      'Emballage sur mesure et marque de distributeur',
      'Documentation et accompagnement réglementaire',
      'Coordination logistique et transport',
      'Veille marché et prix',
      'Service après-vente et gestion des réclamations',
    ],
    locations: [
      {
        name: 'Siège social et plateforme export',
        address:
          'Building B, Harbour Line Logistics Park, Reay Road Industrial Area, Sewri East, Mumbai, Maharashtra 400015, Inde',
        phone: '+91 22 5555 0100',
        email: 'info@bharatagroexports.example',
        hours: 'Lun.–sam., 9\u00a0h–18\u00a0h (IST)',
        mapQuery: '18.9986,72.8589',
      },
      {
        name: 'Site de transformation',
        address:
          'Plot C-27, Phase II, GIDC Industrial Estate, Vapi, Valsad District, Gujarat 396195, Inde',
        phone: '+91 260 555 5410',
        email: 'vapi@bharatagroexports.example',
        hours: 'Lun.–sam., 8\u00a0h–17\u00a0h (IST)',
        mapQuery: '20.3654,72.9215',
      },
      {
        name: 'Bureau d’achat',
        address: 'SCO 118, Grain Market, Sector 26, Chandigarh 160019, Inde',
        phone: '+91 172 555 5620',
        email: 'sourcing@bharatagroexports.example',
        hours: 'Lun.–sam., 9\u00a0h–18\u00a0h (IST)',
        mapQuery: '30.7275,76.8055',
      },
    ],
    faq: [
      {
        question: 'Quelles sont vos quantités minimales de commande\u00a0?',
        answer:
          'Nos minimums standard sont de 500\u00a0kg pour les épices et de 1\u00a0t pour le riz comme pour les légumineuses. Pour les nouveaux clients, nous pouvons organiser des commandes d’essai plus petites, afin de vérifier la qualité et le conditionnement avant de s’engager sur des conteneurs complets. Les oléagineux, les légumes frais et les produits transformés ont leurs propres minimums, indiqués sur chaque fiche produit.',
      },
      {
        question: 'Quels certificats et documents fournissez-vous\u00a0?',
        answer:
          'Les expéditions sont accompagnées d’un certificat d’analyse, d’un certificat phytosanitaire et d’un certificat d’origine, et nous fournissons une fiche de données de sécurité (FDS/MSDS) sur demande. Nous fournissons également les documents propres à chaque marché, comme les certificats sanitaires, de fumigation, bio et halal, selon le produit et la destination.',
      },
      {
        question: 'Comment garantissez-vous une qualité constante\u00a0?',
        answer:
          'Notre transformation suit des plans HACCP au sein de notre système documenté de management de la sécurité des aliments. Chaque lot est analysé à plusieurs stades\u00a0: matière première à réception, contrôles en cours de fabrication et analyse complète du produit fini avant libération. Nous vous envoyons des échantillons avant expédition pour validation, et la marchandise expédiée est conforme à l’échantillon approuvé.',
      },
      {
        question: 'Quelles conditions de paiement acceptez-vous\u00a0?',
        answer:
          'Nous acceptons le crédit documentaire à vue, le virement (TT) à la commande (ou un acompte, avec solde contre documents) et la remise documentaire (CAD). Les conditions sont souples selon le montant de la commande et l’ancienneté de notre collaboration.',
      },
      {
        question: 'Quels sont vos délais habituels\u00a0?',
        answer:
          'Les produits standard en conditionnement standard sont généralement prêts au chargement 10 à 15\u00a0jours après la confirmation de commande. Le broyage, le mélange ou la stérilisation à façon demandent 15 à 25\u00a0jours, et les commandes sous marque de distributeur avec emballages nouvellement imprimés 25 à 35\u00a0jours. Les légumes frais sont expédiés sous 3 à 7\u00a0jours, selon la récolte et la disponibilité des conteneurs frigorifiques.',
      },
      {
        question: 'Proposez-vous le conditionnement sous marque de distributeur\u00a0?',
        answer:
          'Oui. Nous conditionnons sous votre marque en sachets, bocaux et cartons comme en sacs vrac, avec un étiquetage conforme aux règles de votre marché en matière d’ingrédients, d’allergènes, de valeurs nutritionnelles et d’origine. Envoyez-nous vos fichiers d’impression ou laissez-nous vous aider à les adapter\u00a0; comptez 25 à 35\u00a0jours pour la première commande, le temps d’imprimer les emballages.',
      },
      {
        question: 'Puis-je obtenir des échantillons avant de commander\u00a0?',
        answer:
          'Oui. Nous envoyons par coursier des échantillons de 100 à 500\u00a0g par produit, généralement sous 3 à 5\u00a0jours ouvrés, avec la fiche technique et un certificat d’analyse récent. Les échantillons sont gratuits\u00a0; pour la plupart des destinations, les frais de coursier sont à la charge de l’acheteur et déduits de la première commande.',
      },
    ],
  },
  categories: {
    spices: {
      name: 'Épices',
      description:
        'Épices indiennes entières et moulues, nettoyées mécaniquement et stérilisées à la vapeur sur demande, analysées (couleur, huile volatile, résidus) avant expédition.',
    },
    grains: {
      name: 'Céréales et grains',
      description:
        'Riz basmati et non basmati, blé, maïs et millets issus des grands bassins de production indiens, usinés et triés selon le grade prévu au contrat.',
    },
    pulses: {
      name: 'Légumineuses et lentilles',
      description:
        'Légumineuses cassées et entières — chana, moong, toor, urad, masoor et pois chiches — triées Sortex, polies ou non, conditionnées pour la vente au détail ou en vrac.',
    },
    oilseeds: {
      name: 'Oléagineux',
      description:
        'Graines de sésame, d’arachide, de tournesol, de moutarde et de niger pour la trituration, la boulangerie et la confiserie, avec teneur en huile et pureté certifiées par lot.',
    },
    vegetables: {
      name: 'Légumes frais',
      description:
        'Oignons, pommes de terre, gingembre, ail et légumes de saison, calibrés en station de conditionnement et expédiés en conteneurs ventilés ou frigorifiques.',
    },
    processed: {
      name: 'Produits transformés',
      description:
        'Mélanges d’épices, pickles, chutneys, pâtes, farines et légumes déshydratés fabriqués dans des usines certifiées FSSC 22000, en formats détail ou restauration et sous marque de distributeur.',
    },
  },
}
