import type { CatalogueTranslation } from '../types'

export const spices: CatalogueTranslation = {
  'turmeric-lakadong': {
    name: 'Cúrcuma',
    variety: 'Lakadong',
    origin: 'Meghalaya (West Jaintia Hills: Lakadong, Laskein)',
    description:
      'La Lakadong es una cúrcuma autóctona de las West Jaintia Hills de Meghalaya, cultivada en laderas por pequeños agricultores casi sin insumos químicos, con un contenido de curcumina dos a tres veces superior al de las variedades comunes de llanura. Compramos rodajas secadas al sol y dedos partidos a través de colectivos de agricultores, y los limpiamos y envasamos antes de despacharlos vía Kolkata. La compran formuladores de nutracéuticos, extractores de curcumina y marcas de especias premium cuando un alto valor de curcumina tiene que confirmarse en el laboratorio.',
    grade: 'Rodajas secas y dedos partidos, curcumina mín. 7%',
    moisture: 'Máx. 10%',
    moq: '500 kg',
    leadTime: '3-4 semanas',
    port: 'Kolkata',
    packSizes: [
      'Sacos de PP de 25 kg con bolsa interior de LDPE',
      'Cajas de cartón de 10 kg',
      'Sacos de yute de 50 kg',
    ],
    specifications: [
      ['Curcumina', '7-9%'],
      ['Presentación', 'Rodajas secadas al sol (3-6 mm) y dedos partidos'],
      ['Color', 'Amarillo anaranjado intenso en la fractura'],
      ['Aceite volátil', 'Mín. 3.5 ml/100 g'],
      ['Cosecha', 'De diciembre a febrero'],
    ],
    varieties: [
      {
        name: 'Rodajas Lakadong',
        attributes: [
          ['Curcumina', '7-9%'],
          ['Presentación', 'Rodajas secadas al sol, 3-6 mm'],
        ],
      },
      {
        name: 'Dedos Lakadong',
        attributes: [
          ['Curcumina', '6.5-8%'],
          ['Presentación', 'Dedos partidos, sin pulir'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumina',
        specification: 'Mín. 7%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Plomo (Pb)',
        specification: 'Máx. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'turmeric-fingers-salem': {
    name: 'Cúrcuma en dedos',
    variety: 'Salem',
    origin: 'Tamil Nadu (Salem, Erode, Dharmapuri), Maharashtra (Sangli)',
    description:
      'Dedos de cúrcuma hervidos, secados al sol y con doble pulido, comprados en los mercados de Erode y Salem, los mayores centros de comercio de cúrcuma de la India. Estos dedos de color dorado brillante son la opción habitual de molineros y envasadores de masalas de Oriente Medio, Bangladés, Irán y EE. UU. que muelen su propio polvo. Antes de ensacar separamos bulbos, partidos y trozos para que el lote dé un color uniforme al molerse.',
    grade: 'Dedos con doble pulido, pureza 98%',
    moisture: 'Máx. 10%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-14 días',
    port: 'Chennai',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Sacos de yute de 50 kg'],
    specifications: [
      ['Curcumina', '3-4%'],
      ['Presentación', 'Dedos enteros, hervidos y con doble pulido'],
      ['Longitud del dedo', 'Mín. 4 cm'],
      ['Bulbos y trozos', 'Máx. 2%'],
      ['Color', 'Amarillo dorado brillante'],
    ],
    varieties: [
      {
        name: 'Salem',
        attributes: [
          ['Curcumina', '3-4%'],
          ['Presentación', 'Dedos pulidos, medianos a largos'],
        ],
      },
      {
        name: 'Local de Erode',
        attributes: [
          ['Curcumina', '2.5-3.5%'],
          ['Presentación', 'Dedos pulidos, delgados'],
        ],
      },
      {
        name: 'Rajapuri',
        attributes: [
          ['Curcumina', '3-3.5%'],
          ['Presentación', 'Dedos gruesos, amarillo anaranjado'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Curcumina',
        specification: 'Mín. 3%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Plomo (Pb)',
        specification: 'Máx. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'turmeric-powder': {
    name: 'Cúrcuma en polvo',
    variety: 'Mezcla de Salem y Rajapuri',
    origin: 'Tamil Nadu (Erode, Salem), Maharashtra (Sangli)',
    description:
      'Molida a partir de dedos Salem y Rajapuri limpios en una línea de pulverización con imanes y tamices, y mezclada por lotes hasta un nivel de curcumina declarado. Fabricantes de alimentos, mezcladores de curry en polvo y envasadores para el comercio minorista la utilizan como base de color de sus productos. Ofrecemos esterilización por vapor a los compradores que necesitan recuentos microbianos bajos.',
    grade: 'Malla 60, curcumina mín. 3%',
    moisture: 'Máx. 10%',
    moq: '1 MT',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Sacos de papel multicapa de 25 kg con bolsa interior de PE',
      'Sacos de PP de 25 kg con bolsa interior',
      'Bolsas de 1 kg y 500 g (marca blanca)',
    ],
    specifications: [
      ['Malla', '60 (80 y 100 bajo pedido)'],
      ['Curcumina', '3-5%'],
      ['Color', 'De amarillo limón a amarillo anaranjado brillante'],
      ['Colorante añadido', 'Ninguno'],
      ['Tratamiento', 'Esterilizada por vapor bajo pedido'],
    ],
    varieties: [
      {
        name: 'Estándar',
        attributes: [
          ['Curcumina', 'Mín. 3%'],
          ['Malla', '60'],
        ],
      },
      {
        name: 'Alta curcumina',
        attributes: [
          ['Curcumina', 'Mín. 5%'],
          ['Malla', '80'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Curcumina',
        specification: 'Mín. 3%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Cromato de plomo y colorante añadido',
        specification: 'Ausente',
      },
      {
        parameter: 'Plomo (Pb)',
        specification: 'Máx. 1.5 mg/kg',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'red-chilli-teja': {
    name: 'Chile rojo',
    variety: 'Teja (S17)',
    origin: 'Andhra Pradesh (Guntur, Prakasam), Telangana (Khammam, Warangal)',
    description:
      'El Teja es el más picante de los chiles comerciales que se negocian en el mercado de Guntur: una vaina pequeña, de piel fina y color rojo brillante. Tomamos los lotes de cámaras frigoríficas de los alrededores de Guntur y Khammam y los seleccionamos a mano para retirar vainas decoloradas y rotas antes de envasarlos. Los compradores de China, Bangladés, Tailandia y Malasia lo destinan a la extracción de oleorresina, salsas picantes y chile triturado, donde importa más el picor que el color.',
    grade: 'Con tallo, primera calidad, seleccionado a mano',
    moisture: 'Máx. 11%',
    moq: '1 x 40ft HC',
    leadTime: '2-3 semanas',
    port: 'Chennai',
    packSizes: [
      'Cajas de cartón de 10 kg',
      'Sacos de yute de 25 kg',
      'Balas prensadas de arpillera de 40 kg',
    ],
    specifications: [
      ['Pungencia', '75,000-100,000 SHU'],
      ['Color ASTA', '50-65'],
      ['Longitud de la vaina', '5-8 cm'],
      ['Semillas sueltas y vainas rotas', 'Máx. 2%'],
      ['Vainas decoloradas', 'Máx. 3%'],
    ],
    varieties: [
      {
        name: 'Teja con tallo',
        attributes: [
          ['Pungencia', '75,000-100,000 SHU'],
          ['Presentación', 'Vaina entera con pedúnculo'],
        ],
      },
      {
        name: 'Teja sin tallo',
        attributes: [
          ['Pungencia', '75,000-100,000 SHU'],
          ['Presentación', 'Vaina entera, sin pedúnculo'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 11%',
      },
      {
        parameter: 'Pungencia',
        specification: 'Mín. 75,000 SHU',
      },
      {
        parameter: 'Color extraíble',
        specification: 'Mín. 50 unidades ASTA',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 20 µg/kg',
      },
      {
        parameter: 'Colorantes Sudán I-IV',
        specification: 'No detectado',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'byadgi-chilli': {
    name: 'Chile Byadgi',
    variety: 'Kaddi',
    origin: 'Karnataka (Haveri, Dharwad, Ballari)',
    description:
      'El chile Byadgi, que debe su nombre a la localidad mercado del distrito de Haveri, es una vaina larga y arrugada de color rojo intenso y picor suave. Los mezcladores de especias lo usan para dar a currys y masalas tandoori un rojo intenso sin que resulten demasiado picantes, y las plantas de oleorresina lo extraen como sustituto del pimentón. El tipo Kaddi es más largo y delgado; el Dabbi, más corto y carnoso y con más color.',
    grade: 'Sin tallo, rojo intenso premium',
    moisture: 'Máx. 12%',
    moq: '5 MT',
    leadTime: '2-3 semanas',
    port: 'New Mangalore',
    packSizes: ['Cajas de cartón de 10 kg', 'Sacos de PP de 25 kg', 'Balas de yute de 40 kg'],
    specifications: [
      ['Color ASTA', '140-180'],
      ['Pungencia', '8,000-15,000 SHU'],
      ['Longitud de la vaina', '12-16 cm'],
      ['Piel', 'Arrugada, gruesa'],
    ],
    varieties: [
      {
        name: 'Kaddi',
        attributes: [
          ['Pungencia', '10,000-15,000 SHU'],
          ['Color', '140-160 ASTA'],
        ],
      },
      {
        name: 'Dabbi',
        attributes: [
          ['Pungencia', '8,000-12,000 SHU'],
          ['Color', '160-180 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Color extraíble',
        specification: 'Mín. 140 unidades ASTA',
      },
      {
        parameter: 'Pungencia',
        specification: '8,000-15,000 SHU',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 20 µg/kg',
      },
      {
        parameter: 'Colorantes Sudán I-IV',
        specification: 'No detectado',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sannam-chilli-s4': {
    name: 'Chile Sannam',
    variety: '334 (S4)',
    origin: 'Andhra Pradesh (Guntur, Kurnool), Telangana (Khammam)',
    description:
      'El Sannam S4, que también se vende como 334, es el chile de exportación de uso corriente de la zona de Guntur, con picor medio y buen color rojo a un precio razonable. Es el principal chile que se envía a Sri Lanka, Bangladés, el Golfo y el Sudeste Asiático para uso doméstico, molienda y encurtidos. Los lotes se seleccionan en las instalaciones de nuestro socio envasador de Guntur y se embarcan con o sin tallo.',
    grade: 'Con tallo, primera calidad',
    moisture: 'Máx. 12%',
    moq: '1 x 40ft HC',
    leadTime: '2-3 semanas',
    port: 'Chennai',
    packSizes: [
      'Cajas de cartón de 10 kg',
      'Sacos de yute de 25 kg',
      'Balas prensadas de arpillera de 40 kg',
    ],
    specifications: [
      ['Pungencia', '35,000-40,000 SHU'],
      ['Color ASTA', '32-40'],
      ['Longitud de la vaina', '6-9 cm'],
      ['Semillas sueltas y vainas rotas', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'S4 con tallo',
        attributes: [
          ['Pungencia', '35,000-40,000 SHU'],
          ['Presentación', 'Vaina entera con pedúnculo'],
        ],
      },
      {
        name: 'S4 sin tallo',
        attributes: [
          ['Pungencia', '35,000-40,000 SHU'],
          ['Presentación', 'Vaina entera, sin pedúnculo'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Pungencia',
        specification: 'Mín. 35,000 SHU',
      },
      {
        parameter: 'Color extraíble',
        specification: 'Mín. 32 unidades ASTA',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Colorantes Sudán I-IV',
        specification: 'No detectado',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'red-chilli-powder': {
    name: 'Chile rojo en polvo',
    variety: 'Mezclas de Teja, Sannam y Byadgi',
    origin: 'Andhra Pradesh (Guntur), Karnataka (Byadgi)',
    description:
      'Chile en polvo puro, molido a partir de vainas de Guntur y Byadgi sin pedúnculo y mezclado según el picor y el color que especifica cada comprador. Los fabricantes de sazonadores para snacks, las plantas de salsas y los envasadores de especias lo compran por color ASTA y SHU, no por nombre. Cada lote se analiza para detectar colorantes Sudán y otros colorantes ilegales antes de salir de la planta.',
    grade: 'Malla 40-60, mezclado según SHU y ASTA especificados',
    moisture: 'Máx. 10%',
    moq: '1 MT',
    leadTime: '10-15 días',
    port: 'Chennai',
    packSizes: [
      'Sacos de papel multicapa de 25 kg con bolsa interior de PE',
      'Cajas de cartón de 10 kg',
      'Bolsas de 500 g y 1 kg (marca blanca)',
    ],
    specifications: [
      ['Malla', '40-60'],
      ['Pungencia', '10,000-90,000 SHU (según especificación)'],
      ['Color ASTA', '40-150 (según especificación)'],
      ['Colorante o aceite añadido', 'Ninguno'],
      ['Tratamiento', 'Esterilizada por vapor bajo pedido'],
    ],
    varieties: [
      {
        name: 'Picante (Teja)',
        attributes: [
          ['Pungencia', '70,000-90,000 SHU'],
          ['Color', '50-60 ASTA'],
        ],
      },
      {
        name: 'Medio (Sannam S4)',
        attributes: [
          ['Pungencia', '30,000-40,000 SHU'],
          ['Color', '35-45 ASTA'],
        ],
      },
      {
        name: 'Color (Byadgi)',
        attributes: [
          ['Pungencia', '8,000-15,000 SHU'],
          ['Color', '120-150 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Pungencia',
        specification: 'Según lo acordado, ±10%',
      },
      {
        parameter: 'Color extraíble',
        specification: 'Según lo acordado, ±10%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Colorantes Sudán I-IV, rojo Para',
        specification: 'No detectado',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 20 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'cumin-seeds': {
    name: 'Comino',
    variety: 'Comino de Gujarat (GC-4)',
    origin: 'Gujarat (Unjha, Banaskantha, Surendranagar), Rajasthan (Jodhpur, Barmer, Jalore)',
    description:
      'El comino es un cultivo de invierno del norte de Gujarat y el oeste de Rajasthan, y la mayor parte se comercializa en el mercado de Unjha, donde lo limpiamos y clasificamos. La calidad Singapur es adecuada para reenvasadores de Asia y el Golfo, mientras que las calidades Europa y Sortex van a molineros y plantas de sazonadores con límites estrictos de mezcla. Las semillas son alargadas, de color marrón verdoso y muy aromáticas.',
    grade: 'Calidad Europa 99%, limpieza mecánica',
    moisture: 'Máx. 9%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '98-99.5%'],
      ['Aceite volátil', 'Mín. 2.5 ml/100 g'],
      ['Color', 'Marrón verdoso'],
      ['Longitud de la semilla', '4-6 mm'],
      ['Cosecha', 'De febrero a abril'],
    ],
    varieties: [
      {
        name: 'Calidad Singapur',
        attributes: [
          ['Pureza', '98%'],
          ['Mezcla', 'Máx. 2%'],
        ],
      },
      {
        name: 'Calidad Europa',
        attributes: [
          ['Pureza', '99%'],
          ['Mezcla', 'Máx. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureza', '99.5%'],
          ['Mezcla', 'Máx. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 9.5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2.5 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'cumin-powder': {
    name: 'Comino en polvo',
    variety: 'Comino de Gujarat',
    origin: 'Gujarat (Unjha)',
    description:
      'Molido a baja temperatura a partir de comino de Unjha calidad Europa, para que el polvo conserve más aceite volátil. Las empresas de sazonadores, las plantas de platos preparados y los envasadores de especias lo utilizan donde la semilla entera tendría que molerse in situ. Para el comercio minorista indio en el extranjero ofrecemos comino tostado en polvo.',
    grade: 'Malla 40-60, aceite volátil mín. 2%',
    moisture: 'Máx. 8%',
    moq: '1 MT',
    leadTime: '10-15 días',
    port: 'Mundra',
    packSizes: [
      'Sacos de papel multicapa de 25 kg con bolsa interior de PE',
      'Cajas de cartón de 10 kg',
    ],
    specifications: [
      ['Malla', '40-60'],
      ['Aceite volátil', 'Mín. 2 ml/100 g'],
      ['Color', 'Marrón claro'],
      ['Tratamiento', 'Esterilizada por vapor bajo pedido'],
    ],
    varieties: [
      {
        name: 'Natural',
        attributes: [
          ['Malla', '40-60'],
          ['Aceite volátil', 'Mín. 2 ml/100 g'],
        ],
      },
      {
        name: 'Tostado',
        attributes: [
          ['Malla', '30-40'],
          ['Aceite volátil', 'Mín. 1.5 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2 ml/100 g',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 9.5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10^5 UFC/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'coriander-seeds': {
    name: 'Semilla de cilantro',
    variety: 'Eagle',
    origin: 'Rajasthan (Ramganj Mandi, Kota, Baran), Madhya Pradesh (Guna, Neemuch), Gujarat',
    description:
      'El cilantro indio es un cultivo de invierno de la región de Hadoti, en Rajasthan, y del vecino Madhya Pradesh, con Ramganj Mandi como principal mercado. La calidad Eagle es la semilla gruesa de tono verdoso que prefieren los molineros del Golfo y del Sudeste Asiático; la Badami es el tipo marrón, de menor precio, destinado a molienda industrial, y la Scooter se sitúa entre ambas. Limpiamos a máquina y clasificamos hasta el nivel de semillas partidas que pida el comprador.',
    grade: 'Eagle, limpieza mecánica 99%',
    moisture: 'Máx. 10%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 40 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '98-99.5%'],
      ['Semillas partidas', 'Máx. 5%'],
      ['Aceite volátil', 'Mín. 0.2 ml/100 g'],
      ['Color', 'De verdoso a marrón claro'],
    ],
    varieties: [
      {
        name: 'Eagle',
        attributes: [
          ['Color', 'Verde'],
          ['Partidas', 'Máx. 5%'],
        ],
      },
      {
        name: 'Scooter',
        attributes: [
          ['Color', 'Amarillo verdoso'],
          ['Partidas', 'Máx. 8%'],
        ],
      },
      {
        name: 'Badami',
        attributes: [
          ['Color', 'Marrón'],
          ['Partidas', 'Máx. 10%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 0.2 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'coriander-powder': {
    name: 'Cilantro en polvo',
    variety: 'Mezcla de Eagle y Scooter',
    origin: 'Rajasthan (Kota, Ramganj Mandi), Madhya Pradesh (Guna)',
    description:
      'Cilantro en polvo molido a partir de semilla Eagle y Scooter limpia, con un aroma fresco y cítrico y un color marrón verdoso. Es el ingrediente principal de la mayoría de los currys en polvo y mezclas de masala, por lo que controlamos estrictamente cenizas y humedad y molemos cerca de la fecha de embarque. Disponible en malla gruesa y fina.',
    grade: 'Malla 40, semilla con limpieza mecánica',
    moisture: 'Máx. 9%',
    moq: '1 MT',
    leadTime: '10-15 días',
    port: 'Mundra',
    packSizes: [
      'Sacos de papel multicapa de 25 kg con bolsa interior de PE',
      'Sacos de PP de 20 kg',
      'Cajas de cartón de 10 kg',
    ],
    specifications: [
      ['Malla', '40 (60 bajo pedido)'],
      ['Aceite volátil', 'Mín. 0.15 ml/100 g'],
      ['Color', 'Marrón verdoso'],
      ['Tratamiento', 'Esterilizada por vapor bajo pedido'],
    ],
    varieties: [
      {
        name: 'Grueso',
        attributes: [
          ['Malla', '30-40'],
          ['Color', 'Marrón verdoso'],
        ],
      },
      {
        name: 'Fino',
        attributes: [
          ['Malla', '60'],
          ['Color', 'Marrón claro'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.25%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 0.15 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'black-pepper-malabar': {
    name: 'Pimienta negra',
    variety: 'Malabar Garbled (MG1)',
    origin: 'Kerala (Wayanad, Idukki), Karnataka (Kodagu, Chikkamagaluru, Hassan)',
    description:
      'La pimienta Malabar se cultiva en los Ghats Occidentales de Kerala y Karnataka, a menudo sobre árboles de sombra en plantaciones de café y cardamomo, y se comercializa sobre todo a través de Kochi. Los granos garbled se limpian de pedúnculos, cabezas de alfiler y granos ligeros, y se venden por densidad aparente, con 550 g/l como referencia habitual de exportación. Molineros y envasadores de pimienta de mesa valoran su alto contenido de piperina y su aroma pleno y penetrante.',
    grade: '550 GL (MG1), garbled (limpia)',
    moisture: 'Máx. 12%',
    moq: '5 MT',
    leadTime: '2-3 semanas',
    port: 'Cochin',
    packSizes: [
      'Sacos de PP de 25 kg',
      'Sacos de yute de 50 kg',
      'Sacos de papel de 25 kg con bolsa interior',
    ],
    specifications: [
      ['Densidad aparente', 'Mín. 550 g/l'],
      ['Piperina', 'Mín. 4%'],
      ['Aceite volátil', 'Mín. 2.5 ml/100 g'],
      ['Granos ligeros', 'Máx. 2%'],
      ['Tamaño del grano', '4-5 mm'],
    ],
    varieties: [
      {
        name: '500 GL',
        attributes: [
          ['Densidad aparente', '500 g/l'],
          ['Uso', 'Molienda'],
        ],
      },
      {
        name: '550 GL (MG1)',
        attributes: [
          ['Densidad aparente', '550 g/l'],
          ['Uso', 'Molienda y en grano'],
        ],
      },
      {
        name: '570 GL',
        attributes: [
          ['Densidad aparente', '570 g/l'],
          ['Uso', 'Pimienta de mesa, molineros'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Granos ligeros',
        specification: 'Máx. 2%',
      },
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Piperina',
        specification: 'Mín. 4%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'black-pepper-tellicherry': {
    name: 'Pimienta Tellicherry',
    variety: 'TGEB (Tellicherry Garbled Extra Bold)',
    origin: 'Kerala (Kannur, Kozhikode, Wayanad)',
    description:
      'Las calidades Tellicherry son los granos más grandes que se tamizan de la cosecha Malabar, dejados madurar más tiempo en la planta para obtener un aroma más profundo y afrutado. La TGEB queda retenida en un tamiz de 4.25 mm y la TGSEB en uno de 4.75 mm, y ambas se venden con prima a tiendas gourmet, marcas de molinillos de pimienta y restaurantes. Las envasamos limpias y uniformes, listas para envases de consumo.',
    grade: 'TGEB, 4.25 mm y más',
    moisture: 'Máx. 11%',
    moq: '1 MT',
    leadTime: '2-3 semanas',
    port: 'Cochin',
    packSizes: [
      'Sacos de PP de 25 kg con bolsa interior',
      'Cajas de cartón de 10 kg',
      'Sacos de yute de 50 kg',
    ],
    specifications: [
      ['Tamaño del grano', 'Mín. 4.25 mm (TGEB), mín. 4.75 mm (TGSEB)'],
      ['Densidad aparente', 'Mín. 550 g/l'],
      ['Piperina', 'Mín. 4.5%'],
      ['Color', 'De marrón oscuro a negro, uniforme'],
    ],
    varieties: [
      {
        name: 'TGEB',
        attributes: [
          ['Tamiz', '4.25 mm'],
          ['Densidad aparente', '550 g/l'],
        ],
      },
      {
        name: 'TGSEB',
        attributes: [
          ['Tamiz', '4.75 mm'],
          ['Densidad aparente', '550 g/l'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 11%',
      },
      {
        parameter: 'Granos ligeros',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Piperina',
        specification: 'Mín. 4.5%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 15 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'green-cardamom': {
    name: 'Cardamomo verde',
    variety: 'Alleppey Green',
    origin: 'Kerala (Idukki: Vandanmedu, Kumily), Tamil Nadu (Bodinayakanur), Karnataka (Kodagu)',
    description:
      'El cardamomo pequeño de las Cardamom Hills de Idukki se compra en las subastas electrónicas del Spices Board en Puttady y Bodinayakanur y luego se clasifica por tamaño y color. Alleppey Green Extra Bold (7 mm y más) y 8 mm bold son las calidades más solicitadas en Arabia Saudita, Kuwait y los EAU, donde las cápsulas se usan en el café gahwa. Mantenemos un control estricto de plaguicidas porque los compradores del Golfo y de la UE analizan cada lote.',
    grade: '7 mm bold (AGEB), verde, sin cápsulas abiertas',
    moisture: 'Máx. 10%',
    moq: '100 kg',
    leadTime: '7-10 días',
    port: 'Cochin',
    packSizes: [
      'Cajas de cartón de 5 kg y 10 kg con bolsa interior de polietileno',
      'Bolsas al vacío de 1 kg',
      'Sacos de yute de 25 kg con forro',
    ],
    specifications: [
      ['Tamaño', '7 mm y más'],
      ['Color', 'Verde intenso uniforme'],
      ['Aceite volátil', 'Mín. 6.5 ml/100 g'],
      ['Cápsulas partidas y abiertas', 'Máx. 2%'],
      ['Cápsulas vacías y deformes', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'AGEB',
        attributes: [
          ['Tamaño', '7 mm+'],
          ['Color', 'Verde intenso'],
        ],
      },
      {
        name: 'AGB',
        attributes: [
          ['Tamaño', '6-7 mm'],
          ['Color', 'Verde'],
        ],
      },
      {
        name: 'Bold de 8 mm',
        attributes: [
          ['Tamaño', '8 mm+'],
          ['Color', 'Verde intenso'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 6.5 ml/100 g',
      },
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'large-cardamom': {
    name: 'Cardamomo negro',
    variety: 'Sikkim Badadana',
    origin: 'Sikkim (este y oeste de Sikkim), Bengala Occidental (Darjeeling, Kalimpong)',
    description:
      'El cardamomo grande o negro se cultiva bajo sombra de bosque en Sikkim y las colinas de Darjeeling y se comercializa en Singtam y Gangtok. Las cápsulas se secan sobre fuego de leña, lo que les da el sabor ahumado y alcanforado que se busca para garam masala, biryani y platos de carne de cocción lenta. Badadana es la calidad gruesa; Chotadana, la más pequeña y económica.',
    grade: 'Badadana (gruesa), seleccionada a mano',
    moisture: 'Máx. 12%',
    moq: '500 kg',
    leadTime: '2-3 semanas',
    port: 'Kolkata',
    packSizes: ['Sacos de yute de 25 kg con forro', 'Cajas de cartón de 10 kg'],
    specifications: [
      ['Sabor', 'Ahumado, alcanforado'],
      ['Secado', 'Bhatti tradicional (al humo) o secado mejorado por conductos de aire caliente'],
      ['Aceite volátil', 'Mín. 2 ml/100 g'],
      ['Longitud de la vaina', '2-3 cm'],
    ],
    varieties: [
      {
        name: 'Badadana',
        attributes: [
          ['Tamaño', 'Grueso'],
          ['Secado', 'Secado en bhatti'],
        ],
      },
      {
        name: 'Chotadana',
        attributes: [
          ['Tamaño', 'Pequeño'],
          ['Secado', 'Secado en bhatti'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2 ml/100 g',
      },
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  cloves: {
    name: 'Clavo de olor',
    variety: 'Kerala, seleccionado a mano',
    origin: 'Kerala (Kottayam, Idukki, Pathanamthitta), Tamil Nadu (Kanyakumari, Nilgiris)',
    description:
      'El clavo indio procede de pequeñas fincas en las colinas del sur de Kerala y Kanyakumari; se recolecta a mano antes de que se abran los botones florales y se seca al sol hasta un marrón rojizo. Los lotes se seleccionan a mano para retirar clavos sin cabeza y tallos, lo que mantiene alto el aceite volátil. Envasadores de especias y panaderías lo usan entero, y los molineros, para garam masala y encurtidos.',
    grade: 'Seleccionado a mano, sin cabeza máx. 2%',
    moisture: 'Máx. 12%',
    moq: '500 kg',
    leadTime: '2-3 semanas',
    port: 'Cochin',
    packSizes: ['Sacos de PP de 25 kg con bolsa interior', 'Cajas de cartón de 10 kg'],
    specifications: [
      ['Aceite volátil', 'Mín. 15 ml/100 g'],
      ['Clavos sin cabeza', 'Máx. 2%'],
      ['Tallos', 'Máx. 1%'],
      ['Color', 'Marrón rojizo'],
    ],
    varieties: [
      {
        name: 'Seleccionado a mano',
        attributes: [
          ['Sin cabeza', 'Máx. 2%'],
          ['Tallos', 'Máx. 1%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 15 ml/100 g',
      },
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  nutmeg: {
    name: 'Nuez moscada',
    variety: 'Kerala, sin cáscara',
    origin: 'Kerala (Thrissur, Ernakulam, Kottayam, Idukki)',
    description:
      'Los árboles de nuez moscada crecen como cultivo intercalado en los huertos familiares y las plantaciones de cocotero del centro de Kerala, y las nueces se secan con cáscara durante varias semanas antes de partirlas. Las nueces peladas se clasifican por número de piezas por kilogramo y se revisan para detectar daños por gusano y moho, ya que la nuez moscada es una de las especias en las que la UE más controla las aflatoxinas. Fabricantes de alimentos y molineros de especias las usan en panadería, productos cárnicos procesados y mezclas de especias.',
    grade: 'Sin cáscara, sanas, 120-140 nueces por kg',
    moisture: 'Máx. 10%',
    moq: '500 kg',
    leadTime: '2-3 semanas',
    port: 'Cochin',
    packSizes: ['Sacos de yute de 25 kg con forro', 'Cajas de cartón de 10 kg'],
    specifications: [
      ['Calibre', '120-140 nueces por kg'],
      ['Aceite volátil', 'Mín. 6 ml/100 g'],
      ['Rotas, agusanadas y vanas', 'Máx. 2%'],
      ['Color', 'Marrón grisáceo, veteado por dentro'],
    ],
    varieties: [
      {
        name: 'Sanas sin cáscara',
        attributes: [
          ['Calibre', '120-140 por kg'],
          ['Uso', 'Enteras y para molienda'],
        ],
      },
      {
        name: 'BWP',
        attributes: [
          ['Calibre', 'Mixto'],
          ['Uso', 'Molienda y destilación'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 6 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 15 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  mace: {
    name: 'Macis',
    variety: 'Macis rojo de Kerala',
    origin: 'Kerala (Thrissur, Ernakulam, Idukki)',
    description:
      'El macis es el arilo rojo y reticulado que se retira de la semilla de la nuez moscada y se seca extendido a la sombra, pasando del escarlata a un rojo anaranjado brillante. Se vende en láminas enteras y trozos para mezclas de especias, salsas saladas, productos de panadería y oleorresina. El color y la ausencia de moho determinan la calidad.',
    grade: 'Láminas enteras, rojo anaranjado brillante',
    moisture: 'Máx. 10%',
    packSizes: [
      'Cajas de cartón de 10 kg con bolsa interior de polietileno',
      'Sacos de yute de 25 kg con forro',
    ],
    specifications: [
      ['Presentación', 'Láminas enteras, partidas máx. 10%'],
      ['Color', 'Rojo anaranjado'],
      ['Aceite volátil', 'Mín. 7 ml/100 g'],
    ],
    varieties: [
      {
        name: 'Láminas enteras',
        attributes: [
          ['Color', 'Rojo anaranjado'],
          ['Partidas', 'Máx. 10%'],
        ],
      },
      {
        name: 'Partido',
        attributes: [
          ['Color', 'De rojo anaranjado a amarillo'],
          ['Partidas', 'Trozos'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 7 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'fenugreek-seeds': {
    name: 'Fenogreco',
    variety: 'Methi de Rajasthan',
    origin: 'Rajasthan (Nagaur, Chittorgarh, Kota), Madhya Pradesh (Neemuch, Mandsaur), Gujarat',
    description:
      'El fenogreco es un cultivo de invierno de Rajasthan y el oeste de Madhya Pradesh, que se limpia y selecciona para nosotros en Neemuch y Kota. Las semillas duras, de color amarillo dorado, van a mezcladores de curry en polvo, fabricantes de encurtidos y plantas nutracéuticas que extraen fibra y saponinas. Ofrecemos calidad Sortex cuando el comprador necesita una pureza del 99.5%.',
    grade: 'Limpieza mecánica 99%, Sortex 99.5% disponible',
    moisture: 'Máx. 10%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '99-99.5%'],
      ['Color', 'Amarillo dorado'],
      ['Semillas partidas y arrugadas', 'Máx. 2%'],
      ['Tamaño de la semilla', '3-5 mm'],
    ],
    varieties: [
      {
        name: 'Limpieza mecánica',
        attributes: [
          ['Pureza', '99%'],
          ['Mezcla', 'Máx. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureza', '99.5%'],
          ['Mezcla', 'Máx. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'fennel-seeds': {
    name: 'Hinojo',
    variety: 'Verde de Gujarat',
    origin: 'Gujarat (Unjha, Patan, Banaskantha, Mehsana), Rajasthan (Nagaur, Sirohi)',
    description:
      'El hinojo del norte de Gujarat se comercializa en Unjha junto con el comino y se clasifica por color y tamaño. El tipo Lucknowi, fino y de color verde brillante, se cosecha temprano y se vende como refrescante bucal, mientras que las calidades medianas y gruesas van a envasadores de especias, mezcladores de té y fabricantes de licores y confitería. El color es natural, sin colorantes añadidos.',
    grade: 'Mediano grueso, calidad Singapur 99%',
    moisture: 'Máx. 10%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de papel de 25 kg', 'Cajas de cartón de 10 kg'],
    specifications: [
      ['Pureza', '99%'],
      ['Aceite volátil', 'Mín. 1.5 ml/100 g'],
      ['Color', 'Verde natural'],
      ['Longitud de la semilla', '5-8 mm'],
    ],
    varieties: [
      {
        name: 'Lucknowi (fino)',
        attributes: [
          ['Color', 'Verde brillante'],
          ['Uso', 'Refrescante bucal'],
        ],
      },
      {
        name: 'Mediano',
        attributes: [
          ['Color', 'Verde'],
          ['Uso', 'Envasado de especias, té'],
        ],
      },
      {
        name: 'Grueso',
        attributes: [
          ['Color', 'Amarillo verdoso'],
          ['Uso', 'Molienda, destilación'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 1.5 ml/100 g',
      },
      {
        parameter: 'Colorante añadido',
        specification: 'Ausente',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'ajwain-seeds': {
    name: 'Ajwain',
    variety: 'Grueso, alto en timol',
    origin: 'Rajasthan (Chittorgarh, Jhalawar), Gujarat (Saurashtra), Madhya Pradesh (Neemuch)',
    description:
      'El ajwain, también llamado semilla de carom, es una semilla pequeña de color marrón grisáceo con un sabor intenso parecido al tomillo, que se cultiva en Rajasthan, Gujarat y Madhya Pradesh. Se utiliza en panes indios, snacks y preparaciones digestivas, y se destila para obtener un aceite rico en timol. Lo vendemos con limpieza mecánica, con calidad Sortex para envasadores minoristas.',
    grade: 'Limpieza mecánica 99%',
    moisture: 'Máx. 9%',
    moq: '1 MT',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '99%'],
      ['Aceite volátil', 'Mín. 2.5 ml/100 g'],
      ['Timol en el aceite', '35-60%'],
      ['Color', 'Marrón grisáceo'],
    ],
    varieties: [
      {
        name: 'Limpieza mecánica',
        attributes: [
          ['Pureza', '99%'],
          ['Mezcla', 'Máx. 1%'],
        ],
      },
      {
        name: 'Sortex',
        attributes: [
          ['Pureza', '99.5%'],
          ['Mezcla', 'Máx. 0.5%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2.5 ml/100 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'dry-ginger': {
    name: 'Jengibre seco',
    variety: 'Jengibre de Cochin',
    origin: 'Kerala (Wayanad, Idukki, Ernakulam), Karnataka (Kodagu, Shivamogga)',
    description:
      'El jengibre seco de Cochin se pela a mano de forma rústica y se seca entero al sol, conservando el aroma alimonado y la fuerte pungencia que lo convirtieron en calidad de referencia. Se vende sin blanquear, en rizomas enteros (manos) o en trozos, a molineros, mezcladores de ginger beer y té, y extractores de oleorresina. Las aflatoxinas y la ocratoxina se analizan en cada lote.',
    grade: 'Pelado rústico, sin blanquear, manos enteras',
    moisture: 'Máx. 12%',
    moq: '1 MT',
    leadTime: '2-3 semanas',
    port: 'Cochin',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de yute de 50 kg'],
    specifications: [
      ['Aceite volátil', 'Mín. 1.5 ml/100 g'],
      ['Presentación', 'Manos enteras, pelado rústico'],
      ['Color', 'De marrón claro a beige'],
      ['Tratamiento', 'Sin blanquear, sin cal'],
    ],
    varieties: [
      {
        name: 'Cochin (Kerala)',
        attributes: [
          ['Presentación', 'Manos enteras'],
          ['Aroma', 'Alimonado'],
        ],
      },
      {
        name: 'Trozos cortados',
        attributes: [
          ['Presentación', 'Trozos de 10-20 mm'],
          ['Aroma', 'Alimonado'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 1.5 ml/100 g',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg, totales (B1+B2+G1+G2) máx. 10 µg/kg',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 15 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'dill-seeds': {
    name: 'Semilla de eneldo',
    variety: 'Eneldo indio (sowa)',
    description:
      'El eneldo indio, conocido como sowa, es un pariente cercano del eneldo europeo cuyo aceite es más rico en dilapiol y de sabor más intenso. Se utiliza en especias para encurtidos, panes y sazonadores de centeno, y para destilar aceite de semilla de eneldo. Lo vendemos con limpieza mecánica, en contenedores completos o cargas parciales.',
    moisture: 'Máx. 10%',
    moq: '1 MT',
    leadTime: '10-14 días',
    port: 'Mundra',
    specifications: [
      ['Pureza', '99%'],
      ['Aceite volátil', 'Mín. 2 ml/100 g'],
      ['Color', 'Marrón claro'],
    ],
    varieties: [
      {
        name: 'Sowa',
        attributes: [
          ['Pureza', '99%'],
          ['Aceite volátil', 'Mín. 2 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2 ml/100 g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'celery-seeds': {
    name: 'Semilla de apio',
    variety: 'Limpieza mecánica',
    origin: 'Punjab (Amritsar, Gurdaspur), Haryana, oeste de Uttar Pradesh',
    grade: 'Limpieza mecánica 99.5%',
    moisture: 'Máx. 10%',
    moq: '1 MT',
    leadTime: '10-14 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de papel de 25 kg'],
  },
  'black-cumin': {
    name: 'Comino negro',
    variety: 'Shahi Jeera (Bunium persicum)',
    origin: 'Jammu y Cachemira (Kishtwar, Gurez), Himachal Pradesh (Kinnaur, Lahaul-Spiti)',
    description:
      'El shahi jeera es una semilla fina, curvada y de color marrón oscuro procedente de altos valles del Himalaya, gran parte de la cual todavía se recolecta de poblaciones silvestres y semisilvestres. Su aroma dulce y ahumado es muy apreciado en platos mogoles y cachemires, biryani y garam masala. La oferta es escasa y estacional, por lo que lo vendemos en lotes a partir de 100 kg.',
    grade: 'Limpieza manual 99%',
    moisture: 'Máx. 10%',
    moq: '100 kg',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Cajas de cartón de 10 kg con bolsa interior de polietileno',
      'Sacos de PP de 25 kg',
    ],
    specifications: [
      ['Pureza', '99%'],
      ['Aceite volátil', 'Mín. 2.5 ml/100 g'],
      ['Color', 'De marrón oscuro a negro'],
      ['Longitud de la semilla', '3-5 mm, delgada y curvada'],
    ],
    varieties: [
      {
        name: 'Cachemira',
        attributes: [
          ['Color', 'Marrón oscuro'],
          ['Pureza', '99%'],
        ],
      },
      {
        name: 'Himachal',
        attributes: [
          ['Color', 'Negro parduzco'],
          ['Pureza', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Materias extrañas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2.5 ml/100 g',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
}
