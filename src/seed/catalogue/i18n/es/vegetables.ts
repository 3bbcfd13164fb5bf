import type { CatalogueTranslation } from '../types'

export const vegetables: CatalogueTranslation = {
  'red-onion-nashik': {
    name: 'Cebolla roja',
    variety: 'Nashik Red',
    origin: 'Maharashtra (Nashik, Lasalgaon, Pimpalgaon, Ahmednagar)',
    description:
      'Cebolla picante de color rojo oscuro de la zona de Nashik, comprada en los mercados de Lasalgaon y Pimpalgaon y calibrada a mano y ensacada en nuestra central de empaque en menos de 48 horas. La cosecha rabi (garva) tiene una piel gruesa y firme que resiste bien las 2-5 semanas de travesía hacia el Golfo, Malasia, Sri Lanka y Bangladés. Los envíos viajan en contenedores refrigerados ventilados y están sujetos a las condiciones de exportación de la DGFT vigentes en la fecha de reserva.',
    grade: '45-65 mm; 55 mm+ gruesa; 25-40 mm pequeña bajo pedido',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (aprox. 28 MT)',
    leadTime: '5-7 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Sacos de malla raschel de 5 kg / 10 kg',
      'Sacos de malla de 20 kg / 25 kg',
      'Sacos de yute de 50 kg',
    ],
    specifications: [
      ['Tamaño', '45-65 mm (55 mm+ gruesa)'],
      ['Color', 'De rojo oscuro a rojo rosado'],
      ['Piel', 'Seca, doble piel, cuello cerrado'],
      ['Pungencia', 'Alta'],
      ['Temperatura de transporte', '2-4 °C, ventilación de aire fresco abierta'],
    ],
    varieties: [
      {
        name: 'N-2-4-1 (rabi / garva)',
        attributes: [
          ['Temporada', 'Cosecha mar-may, almacenada hasta oct'],
          ['Observaciones', 'Mejor capacidad de conservación'],
        ],
      },
      {
        name: 'Agrifound Dark Red',
        attributes: [
          ['Temporada', 'Kharif, oct-dic'],
          ['Observaciones', 'Color intenso, redonda achatada'],
        ],
      },
      {
        name: 'Bhima Super',
        attributes: [
          ['Temporada', 'Kharif tardía, ene-mar'],
          ['Observaciones', 'Uniforme, rojo brillante'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del bulbo',
        specification: 'Dentro del rango declarado, máx. 10% en número fuera de rango',
      },
      {
        parameter: 'Defectos (brotación, podredumbre, moho negro, rajaduras)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Estado de la piel',
        specification: 'Seca, intacta, mín. 2 catáfilas externas',
      },
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 11 °Brix',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'potato-fresh': {
    name: 'Patata (papa)',
    variety: 'Calidades de mesa y para chips',
    origin:
      'Uttar Pradesh (Agra, Farrukhabad), Gujarat (Deesa, Banaskantha), Bengala Occidental (Hooghly)',
    description:
      'Patatas de mesa de cámara frigorífica de la llanura indogangética y variedades para chips con alto contenido de materia seca de Deesa, en el norte de Gujarat, para fabricantes de snacks. La mercancía sale de cámara frigorífica, se selecciona y se ensaca según pedido, y la temperatura de consigna del reefer se elige según el uso final para que los lotes para chips no se endulcen. Los mercados habituales son Nepal, Sri Lanka, Omán, los EAU y Malasia.',
    grade: '40-80 mm mesa; 45-85 mm industria',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (aprox. 27 MT)',
    leadTime: '5-7 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Sacos de malla de 10 kg / 25 kg', 'Sacos de yute de 25 kg / 50 kg'],
    specifications: [
      ['Tamaño', '40-80 mm'],
      ['Piel', 'Lisa, limpia, sin verdeo'],
      ['Materia seca', 'Mín. 20% (calidad para chips)'],
      ['Brotación', 'Nula (tratada antigerminante en almacén)'],
      ['Temperatura de transporte', 'Mesa 4-6 °C; chips 8-10 °C'],
    ],
    varieties: [
      {
        name: 'Kufri Jyoti',
        attributes: [
          ['Piel', 'Blanco'],
          ['Uso', 'Mesa'],
        ],
      },
      {
        name: 'Kufri Pukhraj',
        attributes: [
          ['Piel', 'Blanco amarillento'],
          ['Uso', 'Mesa, mercado temprano'],
        ],
      },
      {
        name: 'Lady Rosetta',
        attributes: [
          ['Piel', 'Red'],
          ['Uso', 'Chips (materia seca 21-23%)'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Calibre del tubérculo',
        specification: 'Dentro del rango declarado, máx. 10% en número fuera de rango',
      },
      {
        parameter: 'Defectos (verdeo, cortes, podredumbre, sarna)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Materia seca (chips)',
        specification: 'Mín. 20%',
      },
      {
        parameter: 'Azúcares reductores (chips)',
        specification: 'Máx. 0.25% sobre peso fresco',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'ginger-fresh': {
    name: 'Jengibre',
    variety: 'Jengibre fresco maduro',
    origin: 'Karnataka (Shivamogga, Hassan, Kodagu), Kerala (Wayanad), Assam y Meghalaya',
    description:
      'Jengibre carnoso y plenamente maduro, cosechado de diciembre a marzo en Karnataka y Kerala, con jengibre Maran del nordeste para los compradores que buscan más pungencia. Los rizomas se lavan o se sacuden para retirar la tierra y se curan a la sombra para que la piel se asiente antes del envasado. Se embarca en reefers a 12-13 °C; la vida comercial prevista es de 8-10 semanas desde el envasado.',
    grade: '150 g+ por mano; 200 g+ premium',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (aprox. 26 MT)',
    leadTime: '5-7 días',
    port: 'Nhava Sheva (JNPT) / Cochin',
    packSizes: [
      'Cajas de cartón ventiladas de 10 kg / 12 kg',
      'Sacos de malla de 13 kg / 15 kg',
      'Sacos de malla de PP de 20 kg',
    ],
    specifications: [
      ['Madurez', 'Plenamente maduro (8-9 meses), piel asentada'],
      ['Acabado', 'Lavado y secado al aire, o sacudido'],
      ['Brotación', 'Nil'],
      ['Fibra', 'Low'],
      ['Temperatura de transporte', '12-13 °C, RH 65-70%'],
    ],
    varieties: [
      {
        name: 'Rio-de-Janeiro',
        attributes: [
          ['Origen', 'Karnataka, Kerala'],
          ['Observaciones', 'Manos gruesas, poca fibra'],
        ],
      },
      {
        name: 'Maran',
        attributes: [
          ['Origen', 'Assam, Meghalaya'],
          ['Observaciones', 'Alta pungencia'],
        ],
      },
      {
        name: 'IISR Varada',
        attributes: [
          ['Origen', 'Kerala, Karnataka'],
          ['Observaciones', 'Carnoso, piel clara'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso por mano',
        specification: 'Mín. 150 g',
      },
      {
        parameter: 'Defectos (moho, arrugamiento, cortes, brotes)',
        specification: 'Máx. 3% en peso',
      },
      {
        parameter: 'Tierra adherida y materia extraña',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'garlic-fresh': {
    name: 'Ajo',
    variety: 'G-282 (Yamuna Safed-3) y Desi',
    origin:
      'Madhya Pradesh (Mandsaur, Neemuch, Ratlam), Rajasthan (Kota, Baran), Gujarat (Jamnagar)',
    description:
      'Ajo curado en campo de los mercados de Mandsaur y Neemuch, en Madhya Pradesh, el mayor centro de comercio de ajo de la India, además de lotes de Rajasthan y Saurashtra. Las cabezas se cortan por el cuello, se les recortan las raíces y se calibran por diámetro, y pasan de la cámara frigorífica al reefer para que los dientes se mantengan firmes. Adecuado para reenvasado minorista, líneas de ajo pelado y restauración en el Sudeste Asiático, el Golfo y Bangladés.',
    grade: '30-40 mm, 40-45 mm, 45 mm+',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (aprox. 26 MT)',
    leadTime: '5-7 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Sacos de malla de 5 kg / 10 kg',
      'Sacos de malla de 20 kg / 25 kg',
      'Cajas de cartón de 10 kg',
    ],
    specifications: [
      ['Tamaño', '40-45 mm estándar; 45 mm+ grueso'],
      ['Color', 'De blanco a blanco cremoso, con leves vetas moradas'],
      ['Dientes por cabeza', '15-20 (G-282); 25+ (Desi)'],
      ['Recorte', 'Cuello cortado a 1-2 cm, raíces recortadas'],
      ['Temperatura de transporte', '-1 to 0 °C, RH 60-70%'],
    ],
    varieties: [
      {
        name: 'G-282 (Yamuna Safed-3)',
        attributes: [
          ['Tamaño', '40-50 mm'],
          ['Observaciones', 'Grueso, blanco, fácil de pelar'],
        ],
      },
      {
        name: 'Desi (Madhya Pradesh)',
        attributes: [
          ['Tamaño', '30-40 mm'],
          ['Observaciones', 'Dientes pequeños, pungencia fuerte'],
        ],
      },
      {
        name: 'Ooty',
        attributes: [
          ['Tamaño', '40-50 mm'],
          ['Observaciones', 'Cultivado en montaña, dientes grandes'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del bulbo',
        specification: 'Dentro del rango declarado, máx. 10% en número fuera de rango',
      },
      {
        parameter: 'Defectos (moho, brotación, cabezas abiertas o rajadas)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Dientes sueltos',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'bangalore-rose-onion': {
    name: 'Cebolla rosa de Bangalore',
    variety: 'Cebolla rosa (IG n.º 212)',
    origin: 'Karnataka (Bangalore Rural, Chikkaballapur, Kolar)',
    description:
      'Cebolla pequeña, muy picante y de color rosado, que solo se cultiva en los alrededores de Bengaluru y está protegida por una indicación geográfica. Su alto contenido de materia seca la convierte en la cebolla preferida para encurtir y para cocinar al estilo sambal en Malasia, Singapur, Tailandia, Sri Lanka y Taiwán. Tiene su propia línea arancelaria (0703 10 11), y los lotes se documentan con la certificación de usuario de la IG y del Departamento de Horticultura de Karnataka que han exigido los permisos de exportación de la cebolla rosa.',
    grade: '20-35 mm, calibrada en rangos de 5 mm',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '5-7 días',
    port: 'Chennai',
    packSizes: ['Sacos de malla de 10 kg / 20 kg', 'Sacos de yute de 25 kg'],
    specifications: [
      ['Color', 'De rosa a rojo púrpura'],
      ['Forma', 'Redonda achatada'],
      ['Pungencia', 'Muy alta'],
      ['Use', 'Encurtido en vinagre, fritura, sambals'],
      [
        'Documentación',
        'Certificación de usuario de la IG; certificado del Departamento de Horticultura (Karnataka)',
      ],
    ],
    varieties: [
      {
        name: 'Cebolla rosa (IG 212)',
        attributes: [
          ['Temporada', 'Tres cosechas al año'],
          ['Uso', 'Encurtido y fritura'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del bulbo',
        specification: 'Dentro del rango declarado de 5 mm',
      },
      {
        parameter: 'Uniformidad de color',
        specification: 'Mín. 95% de bulbos rosados',
      },
      {
        parameter: 'Defectos (podredumbre, brotación, bulbos dobles)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'white-onion': {
    name: 'Cebolla blanca',
    variety: 'Bhima Shubhra / Phule Safed',
    origin: 'Maharashtra (Nashik, Pune), Gujarat (Bhavnagar, Mahuva)',
    description:
      'Cebollas blancas para ensaladas y restauración, cultivadas por los mismos agricultores de Maharashtra y Saurashtra que abastecen a las plantas deshidratadoras de la India. La pulpa es crujiente y más suave que la de la cebolla roja, y los lotes se curan y calibran en un rango de tamaño estrecho para que se corten de forma uniforme. Se embarcan en reefers ventilados para compradores del Golfo, Europa y África Oriental.',
    grade: '45-65 mm; 60 mm+ gruesa',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (aprox. 28 MT)',
    leadTime: '5-7 días',
    port: 'Nhava Sheva (JNPT) / Pipavav',
    packSizes: ['Sacos de malla de 10 kg / 20 kg', 'Sacos de malla de 25 kg'],
    specifications: [
      ['Color', 'Blanco brillante, lustroso'],
      ['Forma', 'De redonda a redonda achatada'],
      ['Pungencia', 'De suave a media'],
      ['Sólidos solubles totales', '12-14 °Brix'],
      ['Temperatura de transporte', '2-4 °C, ventilación de aire fresco abierta'],
    ],
    varieties: [
      {
        name: 'Bhima Shubhra',
        attributes: [
          ['Temporada', 'Kharif y kharif tardía'],
          ['Observaciones', 'Bulbos blancos uniformes'],
        ],
      },
      {
        name: 'Bhima Shweta',
        attributes: [
          ['Temporada', 'Rabi'],
          ['Observaciones', 'Mejor conservación'],
        ],
      },
      {
        name: 'Phule Safed',
        attributes: [
          ['Temporada', 'Kharif y rabi'],
          ['Observaciones', 'Redonda, lustrosa'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del bulbo',
        specification: 'Dentro del rango declarado, máx. 10% en número fuera de rango',
      },
      {
        parameter: 'Defectos (verdeo, podredumbre, brotación)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 12 °Brix',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'sambar-onion-shallots': {
    name: 'Cebolla sambar (chalotas)',
    variety: 'Cebolla multiplicadora (aggregatum)',
    origin: 'Tamil Nadu (Perambalur, Tiruppur, Dindigul), Karnataka (Chamarajanagar)',
    description:
      'La pequeña cebolla roja del sambar del sur de la India y de los currys de Sri Lanka y Malasia, cultivada como cebolla multiplicadora en Perambalur y Tiruppur. Los bulbos se separan de la mata, se curan en campo y se calibran a un tamaño uniforme, y conservan su sabor intenso y dulce durante la corta travesía marítima. La mayoría de los lotes van a Sri Lanka, Malasia y Singapur desde Tuticorin y Chennai.',
    grade: '20-30 mm; 25 mm+ gruesa',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '5-7 días',
    port: 'Tuticorin / Chennai',
    packSizes: ['Sacos de malla de 5 kg / 10 kg', 'Sacos de malla de 20 kg'],
    specifications: [
      ['Tipo', 'Bulbos en racimo, separados y limpios'],
      ['Color', 'De rojo claro a marrón rojizo'],
      ['Tamaño', '20-30 mm'],
      ['Piel', 'Seca, apergaminada; cuellos recortados'],
    ],
    varieties: [
      {
        name: 'CO (On) 5',
        attributes: [
          ['Origen', 'TNAU'],
          ['Observaciones', 'Bulbos uniformes, buena conservación'],
        ],
      },
      {
        name: 'Local de Perambalur',
        attributes: [
          ['Origen', 'Semilla propia del agricultor'],
          ['Observaciones', 'Color intenso, picante'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del bulbo',
        specification: '20-30 mm, máx. 10% en número fuera de rango',
      },
      {
        parameter: 'Defectos (podredumbre, brotación, piel suelta)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Tierra y materia extraña',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'sweet-potato': {
    name: 'Batata (camote)',
    variety: 'Piel roja, pulpa crema',
    origin: 'Odisha (Koraput, Ganjam), Bengala Occidental, Uttar Pradesh',
    description:
      'Batatas de Odisha y Bengala Occidental, cosechadas entre noviembre y marzo y curadas antes del envasado para que los cortes cicatricen y la piel se endurezca. El tipo comercial habitual es de piel roja y pulpa crema; para compradores especializados hay variedades del CTCRI de pulpa naranja y morada. Los reefers van a 13-15 °C, porque una conservación más fría causa daños por frío.',
    grade: '200-600 g por raíz, 15-25 cm',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '5-7 días',
    port: 'Visakhapatnam / Nhava Sheva (JNPT)',
    packSizes: ['Cajas de cartón ventiladas de 6 kg / 10 kg', 'Sacos de malla de 25 kg'],
    specifications: [
      ['Piel', 'Rojo púrpura, lisa'],
      ['Pulpa', 'Crema (naranja o morada bajo pedido)'],
      ['Curado', '4-7 días a 28-30 °C, humedad alta'],
      ['Temperatura de transporte', '13-15 °C, RH 85-90%'],
    ],
    varieties: [
      {
        name: 'Piel roja, pulpa crema',
        attributes: [
          ['Origen', 'Selecciones locales'],
          ['Uso', 'Comercio étnico minorista'],
        ],
      },
      {
        name: 'Bhu Sona',
        attributes: [
          ['Origen', 'ICAR-CTCRI'],
          ['Uso', 'Pulpa naranja, alto betacaroteno'],
        ],
      },
      {
        name: 'Bhu Krishna',
        attributes: [
          ['Origen', 'ICAR-CTCRI'],
          ['Uso', 'Pulpa morada, rica en antocianinas'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso por raíz',
        specification: '200-600 g',
      },
      {
        parameter: 'Defectos (daños por gorgojo, cortes, podredumbre)',
        specification: 'Máx. 3% en peso',
      },
      {
        parameter: 'Brotación',
        specification: 'Nil',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'green-chilli-g4': {
    name: 'Chile verde',
    variety: 'G4 (Bhagyalakshmi)',
    origin: 'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam), Karnataka (Haveri)',
    description:
      'Chiles verdes picantes y delgados de tipo G4 de Guntur y Prakasam, recolectados en estado verde maduro y envasados el mismo día en cajas preenfriadas. Los envíos aéreos llegan a los mayoristas del Golfo y del Reino Unido en los tres días siguientes a la cosecha, y los reefers marítimos se adaptan a programas mayores hacia Oriente Medio. Cada lote se analiza para residuos frente al LMR del país de destino antes del despacho.',
    grade: '6-9 cm, rectos, pedúnculo intacto',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea / 1 contenedor reefer de 40 pies por vía marítima',
    leadTime: '48-72 horas (aéreo); 5-7 días (marítimo)',
    port: 'Carga aérea de Hyderabad / Chennai; puerto de Chennai',
    packSizes: [
      'Cajas de cartón ventiladas de 4 kg / 5 kg',
      'Cajas de cartón de 10 kg (flete marítimo)',
    ],
    specifications: [
      ['Color', 'Verde oscuro brillante'],
      ['Longitud', '6-9 cm'],
      ['Picor', 'Hot'],
      ['Pedúnculo', 'Verde, adherido'],
      ['Temperatura de transporte', '7-10 °C, RH 90-95%'],
    ],
    varieties: [
      {
        name: 'G4 (Bhagyalakshmi)',
        attributes: [
          ['Longitud', '6-9 cm'],
          ['Picor', 'Hot'],
        ],
      },
      {
        name: 'Pusa Jwala',
        attributes: [
          ['Longitud', '8-10 cm'],
          ['Picor', 'Mediano, verde claro'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud de la vaina',
        specification: '6-9 cm, máx. 10% fuera de rango',
      },
      {
        parameter: 'Defectos (quemaduras de sol, podredumbre, daños por insectos, vainas rojas)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Arrugamiento',
        specification: 'Nil',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'okra-bhindi': {
    name: 'Quimbombó (okra, bhindi)',
    variety: 'Verde tierno, de cinco aristas',
    origin: 'Gujarat (Surat, Navsari, Vadodara), Maharashtra (Nashik, Pune), Telangana',
    description:
      'Okra tierna recolectada cada dos días en fincas registradas del sur de Gujarat y Maharashtra, calibrada por longitud y envasada pocas horas después de la cosecha. Para los compradores de la UE, el cultivo se produce bajo el sistema Hortinet de APEDA de control de residuos y trazabilidad. La mayor parte del volumen viaja por vía aérea al Reino Unido, el Golfo y Europa; la vida útil es de unos 10 días a 8-10 °C.',
    grade: 'Vainas tiernas de 6-10 cm (7-9 cm para el Reino Unido)',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea / 1 contenedor reefer de 20 pies',
    leadTime: '48-72 horas (aéreo)',
    port: 'Carga aérea de Mumbai (CSMIA) / Ahmedabad',
    packSizes: ['Cajas de cartón ventiladas de 3 kg / 4 kg / 5 kg'],
    specifications: [
      ['Color', 'Verde brillante'],
      ['Longitud de la vaina', '6-10 cm'],
      ['Textura', 'Tierna; la punta se quiebra limpiamente, sin fibra'],
      ['Temperatura de transporte', '8-10 °C, RH 90-95%'],
    ],
    varieties: [
      {
        name: 'Arka Anamika',
        attributes: [
          ['Origen', 'ICAR-IIHR'],
          ['Observaciones', 'Tolerante al YVMV, verde oscuro'],
        ],
      },
      {
        name: 'Kashi Kranti',
        attributes: [
          ['Origen', 'ICAR-IIVR'],
          ['Observaciones', 'Vainas lisas, medianas'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud de la vaina',
        specification: '6-10 cm, máx. 10% fuera de rango',
      },
      {
        parameter: 'Defectos (magulladuras, ennegrecimiento, daños por insectos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Terneza',
        specification: 'Sin vainas fibrosas ni sobremaduras',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005); controlado por Hortinet',
      },
    ],
  },
  'drumstick-moringa': {
    name: 'Vainas de moringa (drumstick)',
    variety: 'PKM-1',
    origin: 'Tamil Nadu (Theni, Dindigul, Karur, Thoothukudi), Andhra Pradesh (Anantapur)',
    description:
      'Vainas carnosas de moringa de la zona moringuera de Theni, Dindigul y Karur, cosechadas cuando las semillas aún están blandas. Las vainas se recortan, se cortan a la longitud de la caja y se envasan en cajas ventiladas para compradores de restauración del sur de Asia y del Golfo, sobre todo por vía aérea desde Chennai. La vida útil es de 10-14 días a 8-10 °C.',
    grade: 'Categoría A: 45-60 cm, 1.5-2 cm de grosor',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea / 1 contenedor reefer de 40 pies',
    leadTime: '3-5 días',
    port: 'Carga aérea de Chennai / Tuticorin',
    packSizes: [
      'Cajas de cartón de 5 kg / 10 kg (cortadas a medida)',
      'Atados de 20 kg (a granel)',
    ],
    specifications: [
      ['Color', 'Verde'],
      ['Longitud', '45-60 cm (cortadas a 50 cm bajo pedido)'],
      ['Madurez', 'Tiernas, semillas sin endurecer'],
      ['Temperatura de transporte', '8-10 °C, RH 90-95%'],
    ],
    varieties: [
      {
        name: 'PKM-1',
        attributes: [
          ['Origen', 'TNAU Periyakulam'],
          ['Observaciones', 'Tipo anual, vainas largas y carnosas'],
        ],
      },
      {
        name: 'PKM-2',
        attributes: [
          ['Origen', 'TNAU Periyakulam'],
          ['Observaciones', 'Vainas más largas, muy productiva'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud de la vaina',
        specification: '45-60 cm',
      },
      {
        parameter: 'Defectos (vainas arrugadas, rotas o dañadas por insectos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Terneza',
        specification: 'La vaina se dobla sin quebrarse; semillas blandas',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'bitter-gourd': {
    name: 'Melón amargo (karela)',
    variety: 'Verde largo (karela)',
    origin: 'Uttar Pradesh (Varanasi, Jaunpur), Gujarat (Anand), Kerala, Tamil Nadu',
    description:
      'Melón amargo verde y largo del este de Uttar Pradesh, Gujarat y Kerala, recolectado en estado verde tierno antes de que endurezcan las semillas. Los frutos se calibran por longitud y se envían por vía aérea al Golfo, el Reino Unido y Canadá; los lotes del este de UP salen por la terminal de carga aérea de Varanasi. Ahora tiene su propia línea arancelaria (0709 93 30).',
    grade: '15-25 cm, 100-200 g',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea',
    leadTime: '48-72 horas (aéreo)',
    port: 'Carga aérea de Varanasi / Mumbai / Kochi',
    packSizes: ['Cajas de cartón ventiladas de 4 kg / 5 kg'],
    specifications: [
      ['Color', 'Verde oscuro, brillante'],
      ['Superficie', 'Crestas y tubérculos marcados, firme'],
      ['Longitud', '15-25 cm'],
      ['Temperatura de transporte', '10-12 °C, RH 90-95%'],
    ],
    varieties: [
      {
        name: 'Pusa Do Mausami',
        attributes: [
          ['Origen', 'ICAR-IARI'],
          ['Observaciones', 'Verde oscuro, 18-20 cm'],
        ],
      },
      {
        name: 'Arka Harit',
        attributes: [
          ['Origen', 'ICAR-IIHR'],
          ['Observaciones', 'Fusiforme, menos amargo'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud del fruto',
        specification: '15-25 cm, máx. 10% fuera de rango',
      },
      {
        parameter: 'Defectos (amarilleo, daños por mosca de la fruta, podredumbre)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Madurez',
        specification: 'Semillas blancas y blandas',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'bottle-gourd': {
    name: 'Calabaza de botella (lauki)',
    variety: 'Verde larga (dudhi / lauki)',
    origin: 'Gujarat (Anand, Kheda), Uttar Pradesh, Bihar, Punjab',
    description:
      'Calabaza de botella recta y de color verde claro para la cocina gujaratí, punyabí y del sur de Asia en el Reino Unido y el Golfo. Los frutos se recolectan jóvenes, cuando la pulpa es blanca y las semillas blandas, se limpian y se envasan en cajas acolchadas para evitar magulladuras. La vida útil es de unas dos semanas a 10-12 °C.',
    grade: '30-45 cm, 0.8-1.5 kg por fruto',
    moisture: 'No aplica (producto fresco)',
    moq: '1 MT por vía aérea / 1 contenedor reefer de 40 pies',
    leadTime: '3-5 días',
    port: 'Carga aérea de Ahmedabad / Mundra',
    packSizes: ['Cajas de cartón de 8 kg / 10 kg (6-10 piezas)'],
    specifications: [
      ['Color', 'Verde claro, lisa'],
      ['Forma', 'Cilíndrica, recta'],
      ['Pulpa', 'Blanca, tierna; semillas blandas'],
      ['Temperatura de transporte', '10-12 °C, RH 85-90%'],
    ],
    varieties: [
      {
        name: 'Pusa Naveen',
        attributes: [
          ['Origen', 'ICAR-IARI'],
          ['Forma', 'Cilíndrica'],
        ],
      },
      {
        name: 'Arka Bahar',
        attributes: [
          ['Origen', 'ICAR-IIHR'],
          ['Forma', 'Forma de botella'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso del fruto',
        specification: '0.8-1.5 kg',
      },
      {
        parameter: 'Defectos (magulladuras, cicatrices, podredumbre)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Madurez',
        specification: 'La uña atraviesa la piel con facilidad; semillas blandas',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'ivy-gourd-tindora': {
    name: 'Tindora (calabaza hiedra)',
    variety: 'Kundru / kovakkai, verde rayada',
    origin: 'Gujarat (Anand, Vadodara), Maharashtra, Tamil Nadu, Andhra Pradesh',
    description:
      'Tindora pequeña y crujiente, recolectada verde antes de que empiece a enrojecer, un básico de las cocinas gujaratíes y del sur de la India en el extranjero. Los frutos se calibran por longitud, se envasan en cajas ventiladas y se envían por vía aérea sobre todo al Reino Unido, EE. UU. y el Golfo. La vida útil es de 10-12 días a 10-12 °C.',
    grade: '4-6 cm, verde tierna',
    moisture: 'No aplica (producto fresco)',
    moq: '300 kg por vía aérea',
    leadTime: '48-72 horas (aéreo)',
    port: 'Carga aérea de Ahmedabad / Mumbai',
    packSizes: ['Cajas de cartón ventiladas de 4 kg / 5 kg'],
    specifications: [
      ['Color', 'Verde con rayas claras; sin frutos rojos'],
      ['Longitud', '4-6 cm'],
      ['Textura', 'Firme, crujiente'],
      ['Temperatura de transporte', '10-12 °C, RH 90%'],
    ],
    varieties: [
      {
        name: 'Verde rayada (local)',
        attributes: [['Uso', 'Salteados, sambhar, encurtidos']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud del fruto',
        specification: '4-6 cm',
      },
      {
        parameter: 'Frutos rojos o madurando',
        specification: 'Máx. 2% en número',
      },
      {
        parameter: 'Defectos (arrugamiento, podredumbre, daños por insectos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'snake-gourd': {
    name: 'Calabaza serpiente',
    variety: 'Larga, con rayas blancas (padavalanga / pudalangai)',
    origin: 'Kerala (Thrissur, Palakkad), Tamil Nadu (Coimbatore), Andhra Pradesh',
    description:
      'Calabaza serpiente larga y tierna de Kerala y del oeste de Tamil Nadu, para hogares y restaurantes keralitas y tamiles del Golfo. Los frutos se cosechan jóvenes, se enrollan o se cortan a la longitud de la caja y se envasan el mismo día. Conviene consumirla dentro de los 7-10 días siguientes a su llegada.',
    grade: '40-60 cm, tierna',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea',
    leadTime: '48-72 horas (aéreo)',
    port: 'Carga aérea de Kochi / Chennai',
    packSizes: ['Cajas de cartón de 8 kg / 10 kg'],
    specifications: [
      ['Color', 'Verde claro con rayas blancas'],
      ['Longitud', '40-60 cm'],
      ['Textura', 'Tierna, semillas blandas'],
      ['Temperatura de transporte', '10-12 °C, RH 90%'],
    ],
    varieties: [
      {
        name: 'PKM 1',
        attributes: [
          ['Origen', 'TNAU Periyakulam'],
          ['Observaciones', 'Frutos largos y rayados'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud del fruto',
        specification: '40-60 cm',
      },
      {
        parameter: 'Defectos (amarilleo, magulladuras, podredumbre)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
      {
        parameter: 'Madurez',
        specification: 'Semillas blancas y blandas',
      },
    ],
  },
  brinjal: {
    name: 'Berenjena',
    variety: 'Surati Ravaiya (pequeña, redonda y morada)',
    origin: 'Gujarat (Surat, Navsari, Anand), Maharashtra, Bengala Occidental, Odisha',
    description:
      'Berenjena morada pequeña y redonda (ravaiya), la berenjena baby que los cocineros del sur de Asia rellenan y cocinan a fuego lento, además de los tipos grandes para bharta y los morados alargados. Los frutos se cortan con el cáliz verde, se limpian y se envasan en una sola capa para evitar magulladuras. Se envían por vía aérea al Reino Unido y el Golfo, con reefers marítimos para pedidos grandes.',
    grade: '40-70 g (ravaiya); 250-400 g (bharta)',
    moisture: 'No aplica (producto fresco)',
    moq: '500 kg por vía aérea / 1 contenedor reefer de 20 pies',
    leadTime: '2-4 días',
    port: 'Carga aérea de Mumbai / Ahmedabad; Nhava Sheva (JNPT)',
    packSizes: ['Cajas de cartón ventiladas de 4 kg / 5 kg'],
    specifications: [
      ['Color', 'Morado intenso brillante, cáliz verde'],
      ['Forma', 'De redonda a ovalada'],
      ['Firmeza', 'Firme; semillas sin pardear'],
      ['Temperatura de transporte', '10-12 °C, RH 90-95%'],
    ],
    varieties: [
      {
        name: 'Surati Ravaiya',
        attributes: [
          ['Peso', '40-70 g'],
          ['Uso', 'Rellena, undhiyu'],
        ],
      },
      {
        name: 'Bharta (grande y redonda)',
        attributes: [
          ['Peso', '250-400 g'],
          ['Uso', 'Asada'],
        ],
      },
      {
        name: 'Morada alargada',
        attributes: [
          ['Peso', '100-150 g'],
          ['Uso', 'Currys, fritura'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso del fruto',
        specification: 'Dentro del rango declarado',
      },
      {
        parameter: 'Defectos (orificios de barrenador, cicatrices, frutos blandos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Cáliz',
        specification: 'Verde, fresco, intacto',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'tomato-fresh': {
    name: 'Tomate',
    variety: 'Híbrido redondo',
    origin:
      'Maharashtra (Nashik, Narayangaon), Karnataka (Kolar, Chikkaballapur), Andhra Pradesh (Madanapalle)',
    description:
      'Tomates híbridos redondos y firmes de los mercados de Narayangaon, Kolar y Madanapalle, recolectados en estado de viraje para que tomen color durante la travesía. Se envasan en cajas de cartón o cajones para el Golfo, Nepal y Bangladés. Temperatura de consigna del reefer: 10-13 °C.',
    grade: '55-70 mm, Categoría I; estado de color 3-4 (de viraje a rosado)',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '3-5 días',
    port: 'Nhava Sheva (JNPT) / Chennai',
    packSizes: ['Cajas de cartón de 10 kg / 12 kg', 'Cajones de plástico de 25 kg (regional)'],
    specifications: [
      ['Forma', 'Redondo, firme'],
      ['Estado de color', 'De viraje a rosado en el envasado'],
      ['Sólidos solubles totales', '4-5 °Brix'],
      ['Temperatura de transporte', '10-13 °C, RH 85-90%'],
    ],
    varieties: [
      {
        name: 'Arka Rakshak',
        attributes: [
          ['Origen', 'ICAR-IIHR'],
          ['Observaciones', 'Híbrido F1, triple resistencia a enfermedades'],
        ],
      },
      {
        name: 'Arka Samrat',
        attributes: [
          ['Origen', 'ICAR-IIHR'],
          ['Observaciones', 'Híbrido F1, redondo, firme'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Diámetro del fruto',
        specification: '55-70 mm',
      },
      {
        parameter: 'Estado de color',
        specification: 'Estado 3-4 en el envasado',
      },
      {
        parameter: 'Defectos (grietas, quemaduras de sol, frutos blandos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 4 °Brix',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  cabbage: {
    name: 'Repollo (col)',
    variety: 'Verde redondo (drumhead)',
    description:
      'Cabezas de repollo verde compactas, limpiadas a dos o tres hojas envolventes y envasadas en sacos de malla o cajas de cartón. Se suministra a mayoristas del Golfo y de Sri Lanka, sobre todo dentro de reefers de hortalizas mixtas. Se conserva 3-4 semanas a 0-1 °C y humedad alta.',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies (se aceptan hortalizas mixtas)',
    leadTime: '5-7 días',
    port: 'Chennai / Nhava Sheva (JNPT)',
    specifications: [
      ['Cabeza', 'Firme, compacta, 0.8-1.5 kg'],
      ['Color', 'Verde fresco'],
      ['Recorte', '2-3 hojas envolventes, tallo cortado a ras'],
      ['Temperatura de transporte', '0-1 °C, RH 95%'],
    ],
    varieties: [
      {
        name: 'Híbrido verde redondo',
        attributes: [
          ['Peso', '0.8-1.5 kg'],
          ['Uso', 'Ensaladas, cocina'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso de la cabeza',
        specification: '0.8-1.5 kg',
      },
      {
        parameter: 'Defectos (rajado, podredumbre, daños por insectos)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
      {
        parameter: 'Firmeza',
        specification: 'Firme a la presión de la mano',
      },
    ],
  },
  cauliflower: {
    name: 'Coliflor',
    variety: 'Tipo Snowball',
    origin:
      'Bengala Occidental (Nadia, Hooghly), Bihar, Haryana (Sonipat), Himachal Pradesh (contraestación)',
    description:
      'Pellas blancas y compactas de Bengala Occidental y Haryana en invierno y de las colinas de Himachal en contraestación. Las cabezas se cosechan antes de que la pella se afloje, se envuelven en sus hojas y se preenfrían antes del envasado. Se conserva 2-3 semanas a 0-1 °C.',
    grade: 'Pellas de 600-1000 g, 12-16 cm',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '3-5 días',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: ['Cajas de cartón de 10 kg / 12 kg (6-12 cabezas), envueltas en hojas'],
    specifications: [
      ['Pella', 'Compacta, de blanca a blanco cremoso'],
      ['Hojas', 'Recortadas, 2-3 hojas envolventes'],
      ['Peso', '600-1000 g'],
      ['Temperatura de transporte', '0-1 °C, RH 95%'],
    ],
    varieties: [
      {
        name: 'Pusa Snowball K-1',
        attributes: [
          ['Origen', 'ICAR-IARI'],
          ['Temporada', 'Tardía (dic-feb)'],
        ],
      },
      {
        name: 'Pusa Sharad',
        attributes: [
          ['Origen', 'ICAR-IARI'],
          ['Temporada', 'Semitemprana (oct-nov)'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Peso de la pella',
        specification: '600-1000 g',
      },
      {
        parameter: 'Color y compacidad de la pella',
        specification: 'Blanca, cerrada; sin granulosidad ni vellosidad',
      },
      {
        parameter: 'Defectos (magulladuras, pardeamiento, podredumbre)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'carrot-ooty': {
    name: 'Zanahoria',
    variety: 'Ooty (Nilgiris, tipo europeo)',
    origin: 'Tamil Nadu (Nilgiris: Ooty, Kotagiri, Ketti), Karnataka (Kolar)',
    description:
      'Zanahorias de tipo europeo, dulces y de color naranja brillante, cultivadas todo el año en las colinas de los Nilgiris, lavadas y descoronadas en los patios de Mettupalayam. Lisas y uniformes, son adecuadas para envases minoristas, jugos y restauración en el Golfo, Sri Lanka y Maldivas. Se conservan 4-6 semanas a 0-1 °C y humedad alta.',
    grade: '15-22 cm, 100-200 g',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 40 pies',
    leadTime: '5-7 días',
    port: 'Chennai / Cochin',
    packSizes: ['Cajas de cartón de 10 kg', 'Sacos de malla de 20 kg'],
    specifications: [
      ['Color', 'Naranja brillante, corazón del mismo color'],
      ['Forma', 'Cilíndrica, punta roma'],
      ['Acabado', 'Lavada, sin hojas'],
      ['Temperatura de transporte', '0-1 °C, RH 95-98%'],
    ],
    varieties: [
      {
        name: 'New Kuroda',
        attributes: [
          ['Tipo', 'Kuroda (japonés)'],
          ['Observaciones', 'Gruesa, dulce, naranja intenso'],
        ],
      },
      {
        name: 'Híbridos tipo Nantes',
        attributes: [
          ['Tipo', 'Nantes'],
          ['Observaciones', 'Delgada, lisa'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Longitud de la raíz',
        specification: '15-22 cm',
      },
      {
        parameter: 'Defectos (bifurcadas, rajadas, hombro verde)',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 8 °Brix',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR del país de destino',
      },
    ],
  },
  'curry-leaves': {
    name: 'Hojas de curry',
    variety: 'Senkambu (tallo rojo)',
    origin: 'Tamil Nadu (Coimbatore: Karamadai, Mettupalayam), Karnataka, Andhra Pradesh',
    description:
      'Ramitas frescas de hoja de curry de la zona de Karamadai, cerca de Coimbatore, donde se cultiva el tipo Senkambu de tallo rojo por su aroma intenso. Las ramitas se cortan de madrugada, se seleccionan, se atan en manojos y se envasan en bolsas perforadas en pocas horas. Se envían por vía aérea al Golfo, el Reino Unido y Singapur; se conservan 10-14 días refrigeradas.',
    grade: 'Ramitas de 15-25 cm, sin hojas amarillas',
    moisture: 'No aplica (producto fresco)',
    packSizes: ['Manojos de 250 g / 500 g', 'Cajas de cartón de 2 kg / 5 kg con bolsa perforada'],
    specifications: [
      ['Color', 'Verde oscuro, brillante'],
      ['Aroma', 'Intenso, característico'],
      ['Tallo', 'Rojizo (Senkambu)'],
      ['Temperatura de transporte', '2-5 °C, humedad alta'],
    ],
    varieties: [
      {
        name: 'Senkambu',
        attributes: [
          ['Tallo', 'Red'],
          ['Observaciones', 'El aroma más intenso, preferido por los compradores tamiles'],
        ],
      },
      {
        name: 'Local de tallo verde',
        attributes: [
          ['Tallo', 'Verde'],
          ['Observaciones', 'Hojas más grandes, más suave'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Hojas amarillas o dañadas',
        specification: 'Máx. 5% en peso',
      },
      {
        parameter: 'Materia extraña (ramitas, malezas)',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Frescura',
        specification: 'Turgentes, sin marchitez ni manchas negras',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
  'turmeric-fresh': {
    name: 'Cúrcuma fresca',
    variety: 'Dedos de Erode / Salem',
    origin: 'Tamil Nadu (Erode, Salem), Maharashtra (Sangli, Hingoli), Meghalaya (Lakadong)',
    description:
      'Rizomas frescos de cúrcuma arrancados de enero a marzo, lavados, con las raíces recortadas y los dedos separados del rizoma madre. Se usan frescos para encurtidos, jugos y shots saludables, y los comercios de alimentación asiática los usan para cocinar. Se embarcan en reefers a 12-13 °C; los lotes Lakadong de Meghalaya tienen un contenido de curcumina claramente superior.',
    grade: 'Dedos lavados de 5-8 cm; rizomas madre envasados aparte',
    moisture: 'No aplica (producto fresco)',
    moq: '1 contenedor reefer de 20 pies (aprox. 12 MT)',
    leadTime: '5-7 días',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Cajas de cartón ventiladas de 5 kg / 10 kg', 'Sacos de malla de 20 kg'],
    specifications: [
      ['Color de la pulpa', 'Amarillo anaranjado intenso'],
      ['Curcumina (base seca)', '3-4% (Erode/Salem); 6-7% (Lakadong)'],
      ['Acabado', 'Lavada, raíces recortadas'],
      ['Temperatura de transporte', '12-13 °C, RH 85-90%'],
    ],
    varieties: [
      {
        name: 'Erode / Salem',
        attributes: [
          ['Curcumina', '3-4%'],
          ['Observaciones', 'Naranja brillante, dedos gruesos'],
        ],
      },
      {
        name: 'Lakadong',
        attributes: [
          ['Curcumina', '6-7%'],
          ['Observaciones', 'Meghalaya, color intenso'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumina (en muestra seca)',
        specification: 'Mín. 3%',
      },
      {
        parameter: 'Defectos (moho, podredumbre, cortes, arrugamiento)',
        specification: 'Máx. 3% en peso',
      },
      {
        parameter: 'Tierra adherida y materia extraña',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005) o LMR del país de destino',
      },
    ],
  },
}
