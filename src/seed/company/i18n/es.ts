import type { CompanyTranslation } from './types'

/** Spanish translation of the company-page seed content (see ./types.ts). */
export const es: CompanyTranslation = {
  tagline:
    'Especias, cereales y legumbres de la India, analizados y embarcados según especificación',
  home: {
    hero: {
      trustBadge: 'Exportador registrado en APEDA y el Spices Board desde 1999',
      title: 'Especias, cereales y legumbres de la India,',
      titleHighlight: 'analizados y embarcados',
      titleEnd: 'según sus especificaciones',
      subtitle:
        'Compramos en las principales zonas productoras de la India, limpiamos y procesamos en nuestra propia planta de Gujarat y cargamos en Nhava Sheva y Mundra con toda la documentación de exportación. Un solo proveedor y un único registro de calidad para cada embarque.',
      benefits: [
        'Muestras previas al embarque y certificado de análisis para cada lote',
        'Laboratorio propio acreditado por NABL para residuos, micotoxinas y microbiología',
        'Marca blanca y envasado a medida, desde sacos de 25 kg hasta envases para la venta minorista',
      ],
      stats: [
        { value: '25+', label: 'Años (desde 1999)' },
        { value: '{countries}', label: 'Países atendidos' },
        { value: '500+', label: 'Clientes en todo el mundo' },
        { value: '88.000 TM', label: 'Exportadas' },
      ],
    },
    categories: {
      title: 'Lo que exportamos',
      subtitle:
        'Seis grupos de productos, cada uno comprado en las regiones donde mejor se cultiva y envasado según las normas de su mercado.',
    },
    tabs: {
      quality: {
        label: 'Calidad',
        title: 'Calidad verificable, lote a lote',
        text: 'Cada envío se analiza antes de salir de la India y los resultados viajan con él. Nuestro laboratorio controla lo que regula su mercado, desde los residuos de plaguicidas frente a los LMR de la UE hasta las aflatoxinas y la Salmonella, para no dejar nada al azar en el puerto de entrada.',
        points: [
          'Controles de inocuidad documentados en cada etapa del procesamiento',
          'Análisis multirresiduo de plaguicidas por GC-MS/MS y LC-MS/MS',
          'Esterilización por vapor de especias y semillas bajo pedido',
          'Muestra de referencia de cada lote conservada durante 12 meses',
        ],
      },
      logistics: {
        label: 'Logística',
        title: 'Puntualidad y documentación en regla',
        text: 'Nuestro centro de exportación de Mumbai se encarga de la carga de contenedores, las reservas con las navieras y la documentación. Planificamos la carga en función del cierre (cut-off) de su buque y enviamos borradores de todos los documentos antes del embarque, para que el despacho en destino sea un simple trámite.',
        points: [
          'Cotizaciones FOB, CFR y CIF desde Nhava Sheva y Mundra',
          'Contenedores refrigerados para hortalizas frescas y productos sensibles',
          'Fotos de la carga, números de precinto y seguimiento compartidos con usted',
          'Certificados fitosanitarios, de origen y sanitarios gestionados por nuestro equipo',
        ],
        stats: [
          { value: '15–20 días', label: 'Tiempo medio de tránsito' },
          { value: '99.8%', label: 'Embarques puntuales' },
          { value: '4.000+', label: 'Contenedores enviados' },
        ],
      },
      partnerships: {
        label: 'Alianzas',
        title: 'Suministro a largo plazo, no operaciones puntuales',
        text: 'La mayor parte de nuestro negocio procede de importadores que nos compran desde hace años. Cuando las cosechas lo permiten, mantenemos los precios durante toda la campaña, reservamos existencias para los compradores habituales y compartimos previsiones de cosecha y precios antes de que se mueva el mercado.',
        points: [
          'Contratos de suministro anuales y por campaña',
          'Un gestor de cuenta asignado a cada comprador',
          'Informes de cosecha de nuestros equipos de compras sobre el terreno',
          'Desarrollo conjunto de productos para gamas de marca blanca',
        ],
        stats: [
          { value: '8+ años', label: 'Relación media con cada cliente' },
          { value: '25%', label: 'Crecimiento anual' },
          { value: '70%', label: 'Del negocio con clientes recurrentes' },
        ],
      },
    },
    globalReach: {
      title: 'Alcance global, confianza local',
      subtitle:
        'Embarques regulares a importadores, distribuidores, fabricantes de alimentos y cadenas minoristas de {countries} países en seis regiones.',
      regions: [
        {
          name: 'Norteamérica',
          countries: 8,
          flag: '🇺🇸',
          volumeMt: 14500,
          growthPercent: 12,
          markets: 'Estados Unidos, Canadá, México, Trinidad y Tobago',
        },
        {
          name: 'Europa',
          countries: 15,
          flag: '🇪🇺',
          volumeMt: 19000,
          growthPercent: 9,
          markets: 'Reino Unido, Alemania, Países Bajos, España, Polonia',
        },
        {
          name: 'Oriente Medio',
          countries: 12,
          flag: '🇦🇪',
          volumeMt: 26500,
          growthPercent: 18,
          markets: 'Emiratos Árabes Unidos, Arabia Saudí, Omán, Catar, Kuwait',
        },
        {
          name: 'Asia-Pacífico',
          countries: 10,
          flag: '🇸🇬',
          volumeMt: 15000,
          growthPercent: 15,
          markets: 'Malasia, Singapur, Australia, Japón, Vietnam',
        },
        {
          name: 'África',
          countries: 8,
          flag: '🇿🇦',
          volumeMt: 8500,
          growthPercent: 22,
          markets: 'Sudáfrica, Kenia, Egipto, Nigeria',
        },
        {
          name: 'Sudamérica',
          countries: 6,
          flag: '🇧🇷',
          volumeMt: 4500,
          growthPercent: 11,
          markets: 'Brasil, Chile, Colombia, Perú',
        },
      ],
    },
    standards: {
      title: 'Certificaciones y registros',
      subtitle:
        'Las normas y los registros que rigen la exportación de alimentos desde la India. La página de calidad indica los certificados que tenemos hoy y su vigencia.',
      items: [
        {
          title: 'APEDA',
          text: 'La Autoridad para el Desarrollo de las Exportaciones de Productos Agrícolas y Alimentos Procesados, dependiente del Ministerio de Comercio e Industria de la India, registra a los exportadores de los productos agrícolas y alimentos procesados bajo su competencia. Su certificado de registro y afiliación (RCMC) es necesario para exportar cereales, legumbres, hortalizas frescas y alimentos procesados.',
        },
        {
          title: 'FSSAI',
          text: 'La Autoridad de Seguridad y Normas Alimentarias de la India concede licencias a las empresas alimentarias en virtud de la Ley de Seguridad y Normas Alimentarias de 2006. La legislación india exige una licencia central a los exportadores de alimentos.',
        },
        {
          title: 'ISO 22000',
          text: 'La norma internacional para los sistemas de gestión de la inocuidad de los alimentos. Combina los principios HACCP con programas de prerrequisitos y requisitos de sistema de gestión, y la audita un organismo de certificación independiente acreditado.',
        },
        {
          title: 'HACCP',
          text: 'Análisis de Peligros y Puntos de Control Crítico (APPCC), el sistema preventivo establecido por el Codex Alimentarius. Identifica los peligros biológicos, químicos y físicos y los controla en puntos definidos, con límites vigilados y registros.',
        },
        {
          title: 'Spices Board',
          text: 'El Spices Board India, organismo oficial dependiente del Ministerio de Comercio e Industria, registra a los exportadores de especias. Su certificado de registro como exportador de especias (CRES) es obligatorio para exportar especias desde la India.',
        },
        {
          title: 'BRC',
          text: 'La norma mundial de seguridad alimentaria de BRCGS (Global Standard for Food Safety) es un esquema de certificación reconocido por la GFSI para fabricantes de alimentos, auditado por organismos de certificación aprobados. Muchas cadenas minoristas británicas y europeas la exigen a sus proveedores.',
        },
        {
          title: 'Orgánico',
          text: 'El Programa Nacional de Producción Orgánica (NPOP) de la India, gestionado por la APEDA, fija las reglas con las que los organismos acreditados certifican los productos orgánicos. Los mercados con normativa orgánica propia exigen su propia certificación.',
        },
        {
          title: 'Halal',
          text: 'La certificación halal acredita que los ingredientes, el procesamiento y la manipulación cumplen los preceptos alimentarios islámicos, sin sustancias prohibidas ni contacto cruzado. La emite un organismo de certificación halal reconocido y la esperan los compradores del Golfo y del Sudeste Asiático.',
        },
      ],
    },
  },
  about: {
    hero: {
      title: 'Sobre Bharat Agro Exports',
      subtitle:
        'Una casa exportadora de Mumbai que nació en 1995 como comercio de especias y hoy abastece a importadores de {countries} países con sus propias operaciones de compra, procesamiento y análisis.',
      badges: ['Fundada en 1995', '{countries} países', 'Más de 10.000 TM al año'],
    },
    story: {
      title: 'Nuestra historia',
      paragraphs: [
        'Bharat Agro Exports nació en 1995 como una pequeña oficina de comercio de especias en Mumbai que compraba cúrcuma, chiles y pimienta negra para procesadores nacionales. En 1999 enviamos nuestro primer contenedor al extranjero, especias enteras para un importador de Dubái, y desde entonces la exportación es el núcleo del negocio.',
        'A medida que los compradores pedían más productos y especificaciones más estrictas, nos acercamos al origen. Una oficina de compras en Chandigarh nos puso en contacto directo con los productores de basmati, trigo y legumbres de Punjab y Haryana. Nuestra planta de procesamiento de Vapi (Gujarat) nos dio el control de la limpieza, la molienda, la esterilización y el envasado. Después llegó nuestro propio laboratorio, porque queríamos analizar cada lote antes de que lo hiciera el laboratorio del comprador.',
        'Hoy abastecemos a más de 500 importadores, distribuidores y fabricantes de alimentos con especias, cereales, legumbres, semillas oleaginosas, hortalizas frescas y alimentos procesados. La empresa sigue siendo familiar y la regla es la misma del primer día: decir al comprador exactamente lo que recibe y enviarle exactamente eso.',
      ],
    },
    stats: [
      { value: '25+', label: 'Años exportando' },
      { value: '{countries}', label: 'Países de destino' },
      { value: '500+', label: 'Clientes en todo el mundo' },
      { value: '10.000+ TM', label: 'Capacidad anual' },
    ],
    mission: {
      title: 'Nuestra misión',
      text: 'Abastecer a los compradores internacionales con productos agrícolas indios que cumplan su especificación y la normativa de su mercado en cada embarque, pagando un precio justo a los productores y construyendo cadenas de suministro duraderas.',
    },
    vision: {
      title: 'Nuestra visión',
      text: 'Ser el proveedor indio al que los importadores llaman primero cuando buscan productos agrícolas trazables y analizados, reconocido por su regularidad de una cosecha a otra y por su trato honesto con compradores y agricultores por igual.',
    },
    values: [
      {
        title: 'Excelencia en calidad',
        text: 'Analizamos antes de embarcar, documentamos lo que encontramos y rechazamos los lotes que no cumplen la especificación, aunque eso nos cueste la venta.',
      },
      {
        title: 'Orientación al cliente',
        text: 'Cada comprador tiene un gestor de cuenta asignado que conoce sus especificaciones, la normativa de su mercado y su calendario de entregas.',
      },
      {
        title: 'Innovación',
        text: 'Invertimos en esterilización por vapor, análisis de residuos y trazabilidad por lote para cumplir límites más estrictos antes de que se conviertan en ley.',
      },
      {
        title: 'Sostenibilidad',
        text: 'Trabajamos con agrupaciones de agricultores en una protección responsable de los cultivos, reducimos el consumo de agua y energía de nuestra planta y usamos envases reciclables siempre que el comprador lo permite.',
      },
    ],
    timeline: [
      {
        year: '1995',
        title: 'Fundación en Mumbai',
        text: 'Empezamos como casa comercial de especias que suministraba cúrcuma, chiles y pimienta negra a procesadores nacionales.',
      },
      {
        year: '1999',
        title: 'Primer embarque de exportación',
        text: 'Nos registramos en la APEDA y el Spices Board y enviamos nuestro primer contenedor de especias enteras a los Emiratos Árabes Unidos.',
      },
      {
        year: '2004',
        title: 'Oficina de compras en Chandigarh',
        text: 'Abrimos una base de aprovisionamiento en el norte para comprar arroz basmati, trigo y legumbres directamente a productores y mandis (mercados mayoristas) de Punjab y Haryana.',
      },
      {
        year: '2009',
        title: 'Puesta en marcha de la planta de Vapi',
        text: 'Inauguramos nuestra planta de procesamiento en Gujarat, con líneas de limpieza, molienda y envasado para especias y semillas.',
      },
      {
        year: '2014',
        title: 'Sistema de inocuidad y laboratorio propio',
        text: 'Implantamos un sistema documentado de gestión de la inocuidad alimentaria y creamos un laboratorio de análisis químicos y microbiológicos.',
      },
      {
        year: '2018',
        title: 'Acreditación del laboratorio',
        text: 'Obtuvimos la acreditación NABL del laboratorio y realizamos nuestros primeros envíos a Sudamérica.',
      },
      {
        year: '2023',
        title: 'Capacidad duplicada a 10.000 TM',
        text: 'Incorporamos esterilización por vapor y una segunda línea de molienda, con lo que la capacidad anual de procesamiento llegó a 10.000 TM.',
      },
    ],
    leaders: [
      {
        name: 'Vikram Sethi',
        position: 'Director General',
        experience: '28 años',
        specialization:
          'Estrategia de exportación, comercio de especias y relaciones con compradores clave',
      },
      {
        name: 'Dra. Meera Kulkarni',
        position: 'Directora de Calidad y Laboratorio',
        experience: '19 años',
        specialization:
          'Sistemas de inocuidad alimentaria, análisis de residuos y cumplimiento normativo',
      },
      {
        name: 'Harpreet Singh Gill',
        position: 'Director de Compras',
        experience: '22 años',
        specialization:
          'Compra de cereales y legumbres, programas con agricultores de Punjab y Haryana',
      },
    ],
    facilities: [
      {
        name: 'Planta de procesamiento de Gujarat',
        location: 'Vapi (Gujarat)',
        area: '50.000 pies² (4.645 m²)',
        capacity: '10.000 TM/año',
        description:
          'Nuestro principal centro de procesamiento, con líneas de prelimpieza, despedregado, selección óptica, molienda, esterilización por vapor y envasado para especias, semillas y legumbres. El laboratorio acreditado por NABL está en el mismo recinto, de modo que los lotes se muestrean, analizan y liberan sin salir de la planta.',
        certifications: ['ISO 22000:2018', 'HACCP', 'BRCGS Food Safety', 'Licencia central FSSAI'],
      },
      {
        name: 'Centro de exportación de Mumbai',
        location: 'Sewri, Mumbai (Maharashtra)',
        area: '25.000 pies² (2.323 m²)',
        capacity: 'Hasta 150 contenedores/mes',
        description:
          'Oficina central y almacén de consolidación, a aproximadamente una hora por carretera de Nhava Sheva. Aquí se realizan la inspección final, la carga de contenedores, la documentación de exportación y las visitas de compradores, y se mantiene un stock de seguridad de las referencias de mayor rotación para los clientes habituales.',
        certifications: [
          'ISO 22000:2018',
          'Licencia central FSSAI',
          'APEDA RCMC',
          'Spices Board CRES',
        ],
      },
      {
        name: 'Centro de compras de Punjab',
        location: 'Chandigarh (para Punjab y Haryana)',
        area: '15.000 pies² (1.394 m²)',
        capacity: 'Almacenamiento para 3.000 TM',
        description:
          'Oficina de compras con sala de muestras y almacén seco, que trabaja con agrupaciones de agricultores y mandis de todo Punjab y Haryana. Aquí se clasifican el arroz basmati, el trigo y las legumbres y se controlan su humedad y sus mezclas antes de enviarlos a los molinos asociados o al puerto.',
        certifications: ['ISO 22000:2018', 'Licencia FSSAI'],
      },
    ],
  },
  quality: {
    hero: {
      title: 'Aseguramiento de la calidad',
      subtitle:
        'Desde la finca hasta el contenedor precintado, cada lote se controla, analiza y registra conforme a su especificación y a la normativa de su mercado.',
      badges: ['Laboratorio acreditado por NABL', 'Análisis en laboratorio propio'],
    },
    promise: {
      title: 'Nuestro compromiso de calidad',
      text: 'El control de calidad empieza en el agricultor y termina cuando se precinta el contenedor. Cada etapa tiene controles definidos, un responsable designado y registros que nos permiten rastrear cualquier lote hasta las fincas de las que procede. Analizamos según los límites del mercado de destino, no solo según las normas indias.',
      stats: [
        { value: '{certificates}', label: 'Certificados vigentes' },
        { value: '50+', label: 'Parámetros' },
        { value: '99.8%', label: 'Aprobados a la primera' },
        { value: '24/7', label: 'Supervisión' },
      ],
    },
    process: [
      {
        title: 'Selección de agricultores',
        text: 'Compramos a agrupaciones de agricultores registradas y a comerciantes acreditados de zonas productoras de probada calidad. Nuestro personal de campo las visita durante la campaña para asesorar sobre los fitosanitarios autorizados y el momento de la cosecha.',
        checks: [
          'Registro de fincas con parcelas georreferenciadas',
          'Revisión de los registros de tratamientos y plazos de seguridad',
          'Análisis de residuos antes de la cosecha en cultivos de alto riesgo',
        ],
      },
      {
        title: 'Análisis de materias primas',
        text: 'Cada lote entrante se muestrea a su llegada y permanece en cuarentena hasta que los resultados autorizan su procesamiento.',
        checks: [
          'Humedad, materias extrañas y clasificación visual',
          'Detección rápida de aflatoxinas en chiles, frutos secos y cereales',
          'Códigos de lote que vinculan cada saco con su proveedor',
        ],
      },
      {
        title: 'Controles de proceso',
        text: 'La limpieza, la selección, la molienda y la esterilización se rigen por planes HACCP, con puntos de control crítico vigilados y registrados en cada turno.',
        checks: [
          'Imanes y detectores de metales en todas las líneas',
          'Registro de tiempo y temperatura de la esterilización por vapor',
          'Limpieza de línea y control de alérgenos en cada cambio de producto',
        ],
      },
      {
        title: 'Inspección final',
        text: 'Los lotes terminados se muestrean según un plan fijo y se analizan frente a la especificación del comprador y los límites legales del destino antes de su liberación.',
        checks: [
          'Perfil químico y microbiológico completo',
          'Residuos de plaguicidas comparados con los LMR del destino',
          'Certificado de análisis emitido para cada lote',
        ],
      },
      {
        title: 'Calidad logística',
        text: 'La protección continúa durante el almacenamiento, la carga del contenedor y el tránsito, para que la mercancía llegue en el mismo estado en que salió.',
        checks: [
          'Inspección de limpieza y olores del contenedor',
          'Forros interiores y desecantes contra la condensación',
          'Fotos y números de precinto registrados durante la carga',
        ],
      },
    ],
    certifications: [
      {
        name: 'ISO 22000:2018',
        issuer: 'Organismo de certificación acreditado por NABCB',
        scope:
          'Sistema de gestión de la inocuidad alimentaria para la compra, el procesamiento, el almacenamiento y la exportación de especias, cereales, legumbres y semillas',
        validMonths: 26,
        ongoing: false,
      },
      {
        name: 'HACCP',
        issuer: 'Organismo de certificación acreditado por NABCB',
        scope:
          'Planes de análisis de peligros y puntos de control crítico para todas las líneas de procesamiento de Vapi',
        validMonths: 14,
        ongoing: false,
      },
      {
        name: 'BRC Global Standards',
        issuer: 'Organismo de certificación aprobado por BRCGS',
        scope:
          'Norma mundial de seguridad alimentaria: limpieza, molienda, esterilización por vapor y envasado de especias y semillas',
        validMonths: -2,
        ongoing: false,
      },
      {
        name: 'Registro APEDA',
        issuer: 'APEDA, Ministerio de Comercio e Industria, Gobierno de la India',
        scope:
          'Certificado de registro y afiliación (RCMC) para la exportación de productos agrícolas y alimentos procesados regulados',
        validMonths: 30,
        ongoing: false,
      },
      {
        name: 'Certificación del Spices Board',
        issuer: 'Spices Board India, Ministerio de Comercio e Industria',
        scope: 'Certificado de registro como exportador de especias (CRES)',
        validMonths: null,
        ongoing: true,
      },
      {
        name: 'Licencia FSSAI',
        issuer: 'Autoridad de Seguridad y Normas Alimentarias de la India',
        scope:
          'Licencia central para la fabricación, el almacenamiento y la exportación de productos alimentarios',
        validMonths: 20,
        ongoing: false,
      },
    ],
    testing: [
      {
        name: 'Análisis físicos',
        parameters: [
          'Humedad (ISO 939, destilación; método de estufa para cereales)',
          'Materias extrañas y cuerpos extraños (ISO 927)',
          'Granulometría por tamizado según la malla especificada por el comprador',
          'Color extraíble en chiles y pimentón (ASTA 20.1)',
          'Longitud del grano, granos partidos y yesosos en arroz (análisis de grano por imagen)',
          'Densidad aparente, mezclas y granos dañados o decolorados',
        ],
      },
      {
        name: 'Análisis químicos',
        parameters: [
          'Aceite volátil (ISO 6571, hidrodestilación)',
          'Cenizas totales y cenizas insolubles en ácido (ISO 928, ISO 930)',
          'Curcumina en cúrcuma (ISO 5566; HPLC)',
          'Piperina en pimienta negra (ISO 5564)',
          'Pungencia y capsaicinoides por HPLC (ASTA 21.3)',
          'Aflatoxinas B1, B2, G1, G2 y ocratoxina A por HPLC-FLD tras purificación por inmunoafinidad',
          'Colorantes Sudán y otros colorantes ilegales por LC-MS/MS',
        ],
      },
      {
        name: 'Análisis microbiológicos',
        parameters: [
          'Recuento de aerobios mesófilos totales (ISO 4833-1)',
          'Mohos y levaduras (ISO 21527-2)',
          'Salmonella: detección en 25 g (ISO 6579-1)',
          'Recuento de E. coli (ISO 16649-2)',
          'Coliformes (ISO 4832)',
          'Bacillus cereus presuntivo (ISO 7932)',
          'Estafilococos coagulasa positivos (ISO 6888-1)',
        ],
      },
      {
        name: 'Análisis de residuos',
        parameters: [
          'Análisis multirresiduo de más de 400 plaguicidas (QuEChERS, EN 15662; GC-MS/MS y LC-MS/MS)',
          'Óxido de etileno y 2-cloroetanol por GC-MS/MS',
          'Metales pesados: plomo, cadmio, arsénico y mercurio por ICP-MS',
          'Hidrocarburos aromáticos policíclicos (HAP4) por GC-MS',
          'Alcaloides de pirrolizidina en comino y hierbas secas por LC-MS/MS',
          'Ditiocarbamatos (expresados como CS2) por GC-MS de espacio de cabeza',
        ],
      },
    ],
    lab: {
      equipment: [
        {
          name: 'HPLC con detectores PDA y de fluorescencia',
          purpose: 'Curcumina, piperina y capsaicinoides; aflatoxinas y ocratoxina A',
        },
        {
          name: 'GC-MS/MS (triple cuadrupolo)',
          purpose: 'Residuos de plaguicidas analizables por GC, óxido de etileno y 2-cloroetanol',
        },
        {
          name: 'LC-MS/MS (triple cuadrupolo)',
          purpose: 'Plaguicidas polares, colorantes Sudán y alcaloides de pirrolizidina',
        },
        {
          name: 'ICP-MS con absorción atómica (AAS) de respaldo',
          purpose: 'Plomo, cadmio, arsénico, mercurio y otros elementos traza',
        },
        {
          name: 'Analizador de humedad halógeno',
          purpose: 'Control rápido de humedad en la recepción y durante el procesamiento',
        },
        {
          name: 'Espectrofotómetro UV-Vis',
          purpose: 'Valor de color, curcumina y piperina por los métodos espectrofotométricos ISO',
        },
        {
          name: 'Equipo de extracción Soxhlet',
          purpose:
            'Contenido de aceite de las semillas oleaginosas y extracto etéreo no volátil de las especias',
        },
        {
          name: 'Sistema de digestión y destilación Kjeldahl',
          purpose: 'Contenido de proteína de legumbres, cereales y harinas de oleaginosas',
        },
        {
          name: 'Cabina de flujo laminar y autoclave',
          purpose:
            'Manipulación aséptica, preparación de medios y esterilización para microbiología',
        },
        {
          name: 'Analizador de granos por imagen',
          purpose: 'Longitud, granos partidos, yesosidad y defectos de color en arroz y legumbres',
        },
      ],
      capacity: 'Más de 200 muestras al día',
      routineTurnaround: '24–48 horas',
      specializedTurnaround: '3–5 días',
      accreditation: 'Acreditado por NABL',
    },
    compliance: {
      title: 'Cumplimiento normativo',
      items: [
        {
          title: 'Inocuidad alimentaria',
          text: 'Nuestro sistema de inocuidad alimentaria sigue los principios HACCP; los certificados que tiene hoy figuran arriba con su vigencia. Nuestras instalaciones están registradas ante la FDA de EE. UU. y facilitamos a los importadores los registros de proveedor que necesitan para el Foreign Supplier Verification Program estadounidense y las normas de trazabilidad de la UE del Reglamento (CE) n.º 178/2002.',
        },
        {
          title: 'Límites de residuos',
          text: 'Analizamos según el límite aplicable allí donde se venderá la mercancía: los límites máximos de residuos de la UE del Reglamento (CE) n.º 396/2005, las tolerancias de la EPA estadounidense del 40 CFR Part 180 y los LMR del Codex Alimentarius en los mercados que los adoptan. Si no existe un límite específico, aplicamos el valor por defecto del mercado, como 0,01 mg/kg en la UE.',
        },
        {
          title: 'Documentación',
          text: 'Cada embarque lleva los documentos que exige su destino: un certificado fitosanitario de la Organización de Cuarentena Vegetal de la India, un certificado de análisis de nuestro laboratorio, un certificado de origen (preferencial cuando se aplica un acuerdo comercial) y un certificado sanitario si el país importador lo exige. Los borradores se envían para su aprobación antes de la carga.',
        },
      ],
    },
  },
  contact: {
    hero: {
      title: 'Contacte con nuestro equipo de exportación',
      subtitle:
        'Indíquenos el producto, la cantidad y el puerto de destino, y le responderemos con especificaciones, una cotización y opciones de muestras.',
      badges: ['Atención 24/7', '{countries} países atendidos', 'Respuesta rápida'],
    },
    quickContact: {
      exportPhone: '+91 22 5555 0123',
      infoEmail: 'info@bharatagroexports.example',
      whatsapp: '+91 98765 43210',
      responseTime: 'En menos de 24 horas',
    },
    services: [
      'Abastecimiento de productos y aseguramiento de la calidad',
      'Envases personalizados y marca blanca',
      'Documentación y apoyo en cumplimiento normativo',
      'Coordinación logística y de transporte',
      'Información de mercado y precios',
      'Servicio posventa y gestión de reclamaciones',
    ],
    locations: [
      {
        name: 'Sede central y centro de exportación',
        address:
          'Building B, Harbour Line Logistics Park, Reay Road Industrial Area, Sewri East, Mumbai, Maharashtra 400015, India',
        phone: '+91 22 5555 0100',
        email: 'info@bharatagroexports.example',
        hours: 'Lun.–sáb., 9:00–18:00 (IST)',
        mapQuery: '18.9986,72.8589',
      },
      {
        name: 'Planta de procesamiento',
        address:
          'Plot C-27, Phase II, GIDC Industrial Estate, Vapi, Valsad District, Gujarat 396195, India',
        phone: '+91 260 555 5410',
        email: 'vapi@bharatagroexports.example',
        hours: 'Lun.–sáb., 8:00–17:00 (IST)',
        mapQuery: '20.3654,72.9215',
      },
      {
        name: 'Oficina de compras',
        address: 'SCO 118, Grain Market, Sector 26, Chandigarh 160019, India',
        phone: '+91 172 555 5620',
        email: 'sourcing@bharatagroexports.example',
        hours: 'Lun.–sáb., 9:00–18:00 (IST)',
        mapQuery: '30.7275,76.8055',
      },
    ],
    faq: [
      {
        question: '¿Cuáles son sus cantidades mínimas de pedido?',
        answer:
          'Nuestros mínimos habituales son 500 kg para especias y 1 TM para arroz y para legumbres. A los clientes nuevos podemos ofrecerles pedidos de prueba más pequeños, para que comprueben la calidad y el envase antes de comprometerse con contenedores completos. Las semillas oleaginosas, las hortalizas frescas y los alimentos procesados tienen sus propios mínimos, indicados en la página de cada producto.',
      },
      {
        question: '¿Qué certificados y documentos proporcionan?',
        answer:
          'Los envíos incluyen certificado de análisis, certificado fitosanitario y certificado de origen, y facilitamos la ficha de datos de seguridad (MSDS) bajo pedido. También aportamos documentos específicos de cada mercado, como certificados sanitarios, de fumigación, orgánicos y halal, según el producto y el destino.',
      },
      {
        question: '¿Cómo garantizan una calidad constante?',
        answer:
          'Nuestro procesamiento se rige por planes HACCP dentro de nuestro sistema documentado de gestión de la inocuidad alimentaria. Cada lote se analiza en varias etapas: materia prima a la llegada, controles durante el proceso y un análisis completo del producto terminado antes de su liberación. Le enviamos muestras previas al embarque para su aprobación, y el embarque se corresponde con la muestra aprobada.',
      },
      {
        question: '¿Qué condiciones de pago aceptan?',
        answer:
          'Aceptamos carta de crédito a la vista, transferencia (TT) por adelantado (o un anticipo parcial con el saldo contra documentos) y pago contra documentos (CAD). Las condiciones son flexibles según el valor del pedido y el tiempo que llevemos trabajando juntos.',
      },
      {
        question: '¿Cuáles son sus plazos de entrega habituales?',
        answer:
          'Los productos estándar en envase estándar suelen estar listos para cargar entre 10 y 15 días después de la confirmación del pedido. La molienda, las mezclas o la esterilización a medida requieren de 15 a 25 días, y los pedidos de marca blanca con envases de nueva impresión, de 25 a 35 días. Las hortalizas frescas se embarcan en un plazo de 3 a 7 días, según la cosecha y la disponibilidad de contenedores refrigerados.',
      },
      {
        question: '¿Ofrecen envasado con marca blanca?',
        answer:
          'Sí. Envasamos con su marca en bolsas, tarros y cajas, así como en sacos a granel, con etiquetas que cumplen la normativa de su mercado sobre ingredientes, alérgenos, información nutricional y origen. Envíenos sus artes finales o le ayudamos a adaptarlas; cuente con 25 a 35 días para el primer pedido mientras se imprimen los envases.',
      },
      {
        question: '¿Puedo recibir muestras antes de hacer un pedido?',
        answer:
          'Sí. Enviamos muestras de 100 a 500 g por producto por mensajería, normalmente en 3 a 5 días hábiles, con la ficha técnica y un certificado de análisis reciente. Las muestras son gratuitas; para la mayoría de los destinos el comprador asume el coste del envío, que descontamos del primer pedido.',
      },
    ],
  },
  categories: {
    spices: {
      name: 'Especias',
      description:
        'Especias indias enteras y molidas, limpiadas a máquina y esterilizadas por vapor bajo pedido, con color, aceite volátil y residuos analizados antes del embarque.',
    },
    grains: {
      name: 'Cereales y granos',
      description:
        'Arroz basmati y no basmati, trigo, maíz y mijo de las principales zonas productoras de la India, procesados y seleccionados según el grado de su contrato.',
    },
    pulses: {
      name: 'Legumbres y lentejas',
      description:
        'Legumbres partidas y enteras (chana, moong, toor, urad, masoor y garbanzos), limpiadas con Sortex, pulidas o sin pulir, envasadas para la venta minorista o a granel.',
    },
    oilseeds: {
      name: 'Semillas oleaginosas',
      description:
        'Sésamo, cacahuete, girasol, mostaza y níger para molturación, panadería y confitería, con contenido de aceite y pureza certificados por lote.',
    },
    vegetables: {
      name: 'Hortalizas frescas',
      description:
        'Cebollas, patatas, jengibre, ajo y hortalizas de temporada, clasificadas en centrales de envasado y enviadas en contenedores ventilados o refrigerados.',
    },
    processed: {
      name: 'Alimentos procesados',
      description:
        'Mezclas de especias, encurtidos, chutneys, pastas, harinas y hortalizas deshidratadas elaborados en plantas FSSC 22000, en envases minoristas o para hostelería y con marca blanca.',
    },
  },
}
