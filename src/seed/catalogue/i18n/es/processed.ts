import type { CatalogueTranslation } from '../types'

export const processed: CatalogueTranslation = {
  'garam-masala': {
    name: 'Garam masala',
    variety: 'Mezcla del norte de la India (estilo punyabí)',
    origin: 'Mezclado en Gujarat (Vapi); especias de Kerala, Gujarat y Rajasthan',
    description:
      'Una mezcla cálida de comino tostado, cilantro, pimienta negra, cardamomo verde y negro, casia, clavo, laurel y nuez moscada, molida a baja temperatura para conservar los aceites volátiles. Se envasa en estuches y bolsas para supermercados y tiendas de alimentación india, y a granel en sacos de 25 kg para fabricantes de alimentos; hay calidades de baja carga microbiana esterilizadas por vapor. Vida útil de 18 meses en laminado sellado.',
    grade: 'Premium; malla 40-60',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Estuches de 50 g / 100 g / 200 g',
      'Bolsas de 500 g / 1 kg',
      'Sacos de papel multicapa de 25 kg',
    ],
    specifications: [
      ['Malla', '40-60'],
      ['Aceite volátil', 'Mín. 1.5 ml/100 g'],
      ['Color', 'Marrón medio'],
      ['Sal añadida', 'Nil'],
      ['Tratamiento', 'Esterilización por vapor bajo pedido (sin ETO)'],
    ],
    varieties: [
      {
        name: 'Garam masala punyabí',
        attributes: [['Perfil', 'Predominio de comino y cardamomo verde']],
      },
      {
        name: 'Garam masala shahi',
        attributes: [['Perfil', 'Más macis, nuez moscada y cardamomo negro']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
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
        parameter: 'Aceite volátil',
        specification: 'Mín. 1.5 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁵ UFC/g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'mango-pickle': {
    name: 'Encurtidos',
    variety: 'Encurtido de mango en aceite',
    origin: 'Andhra Pradesh (Krishna, Guntur), Kerala, Tamil Nadu',
    description:
      'Mango verde troceado, curado en sal y especias y envasado bajo una capa de aceite de sésamo (gingelly) o de mostaza, en estilos de Andhra (avakaya), punyabí y de Kerala. Sin colorantes artificiales; la capa de aceite y la acidez lo mantienen estable a temperatura ambiente durante 12 meses. Se vende a través de cadenas de alimentación india en el Reino Unido, el Golfo, Norteamérica y Australia, y se elabora según receta para marcas blancas.',
    grade: 'Calidad de exportación; trozos uniformes de 1.5-2 cm',
    moisture: 'No aplica (envasado en aceite)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: [
      'Frascos de vidrio de 200 g / 400 g',
      'Frascos de PET de 1 kg',
      'Cubos de 5 kg / 15 kg',
    ],
    specifications: [
      ['Oil', 'Sésamo (gingelly) o mostaza; capa sobre el producto'],
      ['Sal', '10-14%'],
      ['Acidez', '1.5-2.5% (como ácido cítrico)'],
      ['Trozos', '1.5-2 cm, con o sin hueso'],
      ['Conservante', 'Ninguno, o benzoato de sodio bajo pedido'],
    ],
    varieties: [
      {
        name: 'Avakaya (Andhra)',
        attributes: [['Base', 'Mostaza en polvo, chile rojo, aceite de sésamo']],
      },
      {
        name: 'Aam achar punyabí',
        attributes: [['Base', 'Hinojo, nigella, fenogreco, aceite de mostaza']],
      },
      {
        name: 'Kadumanga (Kerala)',
        attributes: [['Base', 'Mango verde troceado, chile de Cachemira, aceite de sésamo']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sal (como NaCl)',
        specification: '10-14%',
      },
      {
        parameter: 'Acidez titulable',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 4.2',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
      {
        parameter: 'Aflatoxinas (componente de chile)',
        specification: 'Totales máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'mint-chutney': {
    name: 'Chutneys (salsas indias)',
    variety: 'Chutney de menta y cilantro',
    origin: 'Elaborado en Gujarat (Vapi); menta y cilantro de Gujarat y Rajasthan',
    description:
      'Un chutney verde brillante de menta fresca, hoja de cilantro, chile verde, jengibre y limón, triturado y envasado en caliente para que se conserve a temperatura ambiente hasta su apertura. Se usa como salsa para mojar samosas, pakoras y kebabs y para untar en sándwiches; los compradores de restauración llevan bolsas y cubos. Vida útil de 12 meses sin abrir; una vez abierto, refrigerar y consumir en cuatro semanas.',
    grade: 'Suave, vertible; sin colorante añadido',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Frascos de vidrio de 200 g / 250 g', 'Bolsas de 1 kg', 'Cubos de 5 kg'],
    specifications: [
      ['pH', '3.8-4.2'],
      ['Sal', '3-5%'],
      ['Color', 'Verde natural (sin colorante añadido)'],
      ['Picor', 'Medio'],
      ['Proceso', 'Envasado en caliente a mín. 85 °C'],
    ],
    varieties: [
      {
        name: 'Chutney de menta y cilantro',
        attributes: [['Uso', 'Salsa para mojar, para untar en sándwiches']],
      },
      {
        name: 'Chutney de cilantro y chile',
        attributes: [['Uso', 'Chaat y comida callejera']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: '3.8-4.2',
      },
      {
        parameter: 'Acidez titulable',
        specification: '0.8-1.2%',
      },
      {
        parameter: 'Sal (como NaCl)',
        specification: '3-5%',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
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
  'ginger-garlic-paste': {
    name: 'Pastas',
    variety: 'Pasta de jengibre y ajo',
    origin: 'Elaborada en Gujarat (Vapi); jengibre de Karnataka y Kerala, ajo de Madhya Pradesh',
    description:
      'Jengibre fresco y ajo pelado molidos en húmedo con sal, un poco de aceite y ácido cítrico hasta obtener la base suave con la que empiezan la mayoría de las salsas indias. Sin colorantes ni espesantes; acidificada y envasada en caliente para una vida útil de 12 meses a temperatura ambiente. Se ofrece en proporción 1:1 para el comercio minorista, o con más ajo (40:60) para cadenas de restaurantes.',
    grade: 'Suave; jengibre:ajo 50:50',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Frascos de PET de 200 g / 300 g',
      'Frascos o bolsas de 1 kg',
      'Cubos de 5 kg / 20 kg',
    ],
    specifications: [
      ['Proporción', 'Jengibre 50 : ajo 50 (40:60 bajo pedido)'],
      ['pH', '3.8-4.2'],
      ['Sal', '6-8%'],
      ['Color', 'Beige cremoso'],
      ['Conservante', 'Ácido cítrico; benzoato de sodio opcional'],
    ],
    varieties: [
      {
        name: 'Pasta de jengibre y ajo 50:50',
        attributes: [['Uso', 'Venta minorista']],
      },
      {
        name: 'Pasta de jengibre y ajo 40:60',
        attributes: [['Uso', 'Restaurantes, platos preparados']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: '3.8-4.2',
      },
      {
        parameter: 'Acidez titulable',
        specification: 'Mín. 0.8% (como ácido cítrico)',
      },
      {
        parameter: 'Sal (como NaCl)',
        specification: '6-8%',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁴ UFC/g',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'dehydrated-onion-flakes': {
    name: 'Cebolla deshidratada en copos',
    variety: 'Cebolla blanca, troceada (kibbled)',
    origin: 'Gujarat (Mahuva, Bhavnagar), centro de deshidratación',
    description:
      'Las cebollas blancas cultivadas en los alrededores de Mahuva y Bhavnagar se pelan, se cortan en rodajas y se secan en secadero de banda a baja temperatura, y luego se seleccionan ópticamente y pasan por detección de metales. Los fabricantes de sopas, sazonadores, platos preparados y encurtidos las usan como ingrediente de cebolla estable que se rehidrata en minutos. Vida útil de 24 meses en cajas con bolsa interior, en lugar fresco y seco.',
    grade: 'Grado A (blanca), troceada 8-20 mm',
    moisture: 'Máx. 6%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cajas de cartón de 14 kg / 20 kg con doble bolsa interior de polietileno',
      'Sacos de papel de 25 kg con bolsa interior de polietileno',
    ],
    specifications: [
      ['Tamaño de partícula', '8-20 mm (troceada)'],
      ['Color', 'De blanco a blanco cremoso'],
      ['Índice de rehidratación', 'Mín. 1:5'],
      ['Sulfitos (SO₂)', 'No añadidos'],
      ['Materia extraña', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: 'Troceada / copos',
        attributes: [['Tamaño', '8-20 mm']],
      },
      {
        name: 'Picada',
        attributes: [['Tamaño', '3-5 mm']],
      },
      {
        name: 'Picada fina (minced)',
        attributes: [['Tamaño', '1-3 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 6%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Sulfitos (como SO₂)',
        specification: 'Máx. 10 mg/kg (no añadidos)',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁵ UFC/g',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 500 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'dehydrated-onion-powder': {
    name: 'Cebolla deshidratada en polvo',
    variety: 'Cebolla blanca en polvo',
    origin: 'Gujarat (Mahuva, Bhavnagar), centro de deshidratación',
    description:
      'Molido a partir de copos de cebolla blanca de Mahuva y tamizado a malla 80-100, el polvo se dispersa de manera uniforme en sazonadores secos, recubrimientos de snacks, bases de sopa y salsas. Absorbe humedad con rapidez, por lo que se envasa directamente a la salida del molino en doble bolsa interior. Conservar por debajo de 25 °C y 60% de HR; vida útil de 24 meses.',
    grade: 'Grado A, malla 80-100',
    moisture: 'Máx. 5%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cajas de cartón de 20 kg / 25 kg con doble bolsa interior de polietileno',
      'Sacos de papel de 25 kg con bolsa interior de polietileno',
    ],
    specifications: [
      ['Malla', 'Mín. 95% pasa por malla 80'],
      ['Color', 'De blanquecino a crema pálido'],
      ['Fluidez', 'Fluido; antiaglomerante solo bajo pedido'],
      ['Sulfitos (SO₂)', 'No añadidos'],
    ],
    varieties: [
      {
        name: 'Polvo',
        attributes: [['Tamaño', 'Malla 80-100']],
      },
      {
        name: 'Gránulos',
        attributes: [['Tamaño', '0.2-0.5 mm / 0.5-1 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Tamaño de partícula',
        specification: 'Mín. 95% pasa por malla 80 (180 µm)',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁵ UFC/g',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 500 UFC/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'dehydrated-garlic-flakes': {
    name: 'Ajo deshidratado en copos',
    variety: 'Dientes laminados',
    origin: 'Gujarat (Mahuva, Gondal); ajo de Madhya Pradesh y Rajasthan',
    description:
      'Dientes de ajo indio pelados, laminados y secados a baja temperatura, con las pieles y los extremos de la raíz eliminados por aspiración y selección manual. Los copos conservan un sabor a ajo intenso y penetrante para aceites aromatizados, encurtidos, sazonadores y coberturas de snacks. Vida útil de 24 meses en cajas con bolsa interior.',
    grade: 'Grado A, láminas enteras, sin raíz',
    moisture: 'Máx. 6%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Pipavav / Mundra',
    packSizes: [
      'Cajas de cartón de 20 kg con doble bolsa interior de polietileno',
      'Sacos de papel de 25 kg con bolsa interior de polietileno',
    ],
    specifications: [
      ['Color', 'Blanco cremoso'],
      ['Tamaño de partícula', 'Láminas enteras; picado de 3-5 mm bajo pedido'],
      ['Raíz y piel', 'Máx. 0.5%'],
      ['Sabor', 'Intenso, característico del ajo'],
    ],
    varieties: [
      {
        name: 'Copos',
        attributes: [['Tamaño', 'Láminas enteras']],
      },
      {
        name: 'Picada',
        attributes: [['Tamaño', '3-5 mm']],
      },
      {
        name: 'Picada fina (minced)',
        attributes: [['Tamaño', '1-3 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 6%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Sulfitos (como SO₂)',
        specification: 'Máx. 10 mg/kg (no añadidos)',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁵ UFC/g',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 500 UFC/g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'dehydrated-garlic-powder': {
    name: 'Ajo deshidratado en polvo',
    variety: 'Ajo en polvo',
    origin: 'Gujarat (Mahuva, Gondal); ajo de Madhya Pradesh y Rajasthan',
    description:
      'Ajo en polvo fino molido a partir de ajo indio deshidratado y tamizado a malla 100-120 para sazonadores, marinadas, salsas y espolvoreado de snacks. El ajo indio es de diente pequeño y picante, por lo que el polvo tiene mucho sabor con dosis bajas. Envasado en doble bolsa interior; vida útil de 24 meses.',
    grade: 'Grado A, malla 100-120',
    moisture: 'Máx. 6%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Pipavav / Mundra',
    packSizes: ['Cajas de cartón de 20 kg / 25 kg con doble bolsa interior de polietileno'],
    specifications: [
      ['Malla', 'Mín. 95% pasa por malla 100'],
      ['Color', 'De blanquecino a crema claro'],
      ['Fluidez', 'Fluido'],
      ['Sulfitos (SO₂)', 'No añadidos'],
    ],
    varieties: [
      {
        name: 'Polvo',
        attributes: [['Tamaño', 'Malla 100-120']],
      },
      {
        name: 'Gránulos',
        attributes: [['Tamaño', '0.5-1 mm']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 6%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Tamaño de partícula',
        specification: 'Mín. 95% pasa por malla 100 (150 µm)',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10⁵ UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'alphonso-mango-pulp': {
    name: 'Pulpa de mango Alphonso',
    variety: 'Alphonso (Hapus)',
    origin: 'Maharashtra (Ratnagiri, Sindhudurg, Devgad); Gujarat (Valsad)',
    description:
      'Pulpa de mangos Alphonso (Hapus) de la costa de Konkan madurados en el árbol; durante la temporada de abril-mayo los mangos se deshuesan y la pulpa se desairea y se trata térmicamente. Su color azafrán y el inconfundible aroma del Hapus la convierten en la pulpa de referencia para lassi, helados, postres y alimentos infantiles. La pulpa en lata se conserva 24 meses a temperatura ambiente; los bidones asépticos, 18 meses por debajo de 25 °C.',
    grade: 'Brix mín. 16° (natural); edulcorada 20-22°',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas (de existencias de temporada)',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Latas A2½ de 850 g',
      'Latas A10 de 3.1 kg',
      'Bag-in-box de 20 kg',
      'Bidones asépticos de 215 kg',
    ],
    specifications: [
      ['Sólidos solubles totales', '16-18 °Brix (natural)'],
      ['Acidez', '0.3-0.6% (como ácido cítrico)'],
      ['pH', '3.5-4.5'],
      ['Consistencia', 'Bostwick 6-10 cm / 30 s a 20 °C'],
      ['Color', 'Naranja dorado intenso'],
    ],
    varieties: [
      {
        name: 'Natural (sin edulcorar)',
        attributes: [['Brix', '16-18°']],
      },
      {
        name: 'Edulcorada',
        attributes: [['Brix', '20-22°']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 16 °Brix',
      },
      {
        parameter: 'Acidez titulable',
        specification: '0.3-0.6%',
      },
      {
        parameter: 'pH',
        specification: '3.5-4.5',
      },
      {
        parameter: 'Esterilidad comercial',
        specification: 'Estable tras 10 días a 37 °C y 7 días a 55 °C',
      },
      {
        parameter: 'Mohos y levaduras (aséptica)',
        specification: 'Máx. 10 UFC/g',
      },
      {
        parameter: 'Estaño (en lata)',
        specification: 'Máx. 250 mg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'totapuri-mango-pulp': {
    name: 'Pulpa de mango Totapuri',
    variety: 'Totapuri',
    origin: 'Andhra Pradesh (Chittoor), Tamil Nadu (Krishnagiri, Dharmapuri), Karnataka (Kolar)',
    description:
      'El Totapuri, el mango de punta en forma de pico de Chittoor y Krishnagiri, da una pulpa amarilla brillante y ácida que se mezcla bien, lo que la convierte en la pulpa de batalla para jugos, néctares, mermeladas y lácteos. Se suministra a concentración natural o como concentrado de 28-30 °Brix, en latas y bidones asépticos de la campaña de junio-julio. El producto aséptico se conserva 18 meses por debajo de 25 °C.',
    grade: 'Brix mín. 14° (concentración natural); concentrado 28-30°',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas (de existencias de temporada)',
    port: 'Chennai',
    packSizes: [
      'Latas A10 de 3.1 kg',
      'Bidones asépticos de 215 kg',
      'Bag-in-bin aséptico de 1,000 kg',
    ],
    specifications: [
      ['Sólidos solubles totales', '14-16 °Brix (concentración natural)'],
      ['Acidez', '0.4-0.7% (como ácido cítrico)'],
      ['pH', '3.5-4.0'],
      ['Color', 'Amarillo brillante'],
      ['Consistencia', 'Bostwick 5-8 cm / 30 s a 20 °C'],
    ],
    varieties: [
      {
        name: 'Pulpa a concentración natural',
        attributes: [['Brix', '14-16°']],
      },
      {
        name: 'Concentrado',
        attributes: [['Brix', '28-30°']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 14 °Brix',
      },
      {
        parameter: 'Acidez titulable',
        specification: '0.4-0.7%',
      },
      {
        parameter: 'pH',
        specification: '3.5-4.0',
      },
      {
        parameter: 'Esterilidad comercial',
        specification: 'Estable tras 10 días a 37 °C y 7 días a 55 °C',
      },
      {
        parameter: 'Mohos y levaduras (aséptica)',
        specification: 'Máx. 10 UFC/g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'tamarind-paste': {
    name: 'Pasta de tamarindo',
    variety: 'Sin semillas, concentrada',
    origin: 'Karnataka (Tumakuru, Chitradurga), Tamil Nadu (Krishnagiri), Chhattisgarh (Bastar)',
    description:
      'Pulpa de tamarindo sin semillas ni fibra, remojada, cocida y tamizada hasta obtener una pasta suave y oscura, para que el cocinero ya no tenga que remojarla y colarla. Se usa en sambar, rasam, chutneys, currys tailandeses y salsas oscuras. Vida útil de 18 meses a temperatura ambiente.',
    grade: 'Concentrada, mín. 65 °Brix',
    moisture: 'No aplica (producto húmedo)',
    packSizes: ['Frascos de 200 g / 400 g', 'Tarrinas de 1 kg', 'Cubos de 10 kg / 25 kg'],
    specifications: [
      ['Sólidos solubles totales', '65-70 °Brix'],
      ['Acidez', 'Mín. 10% (como ácido tartárico)'],
      ['pH', '2.5-3.0'],
      ['Color', 'Marrón oscuro'],
      ['Semillas y fibra', 'Nil'],
    ],
    varieties: [
      {
        name: 'Pasta de tamarindo',
        attributes: [['Uso', 'Cocina doméstica, venta minorista']],
      },
      {
        name: 'Concentrado de tamarindo (vertible)',
        attributes: [['Uso', 'Fabricantes de salsas y alimentos']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sólidos solubles totales',
        specification: 'Mín. 65 °Brix',
      },
      {
        parameter: 'Acidez titulable (como ácido tartárico)',
        specification: 'Mín. 10%',
      },
      {
        parameter: 'pH',
        specification: '2.5-3.0',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
    ],
  },
  'gherkins-in-vinegar': {
    name: 'Pepinillos en vinagre',
    variety: 'Pepino para encurtir, calibrado por número de piezas',
    origin: 'Karnataka (Tumakuru, Chitradurga, Hassan), Tamil Nadu, Andhra Pradesh',
    description:
      'La India figura entre los mayores exportadores mundiales de pepinillos, y estos se cultivan bajo contrato en Karnataka, se cosechan pequeños y se calibran por número de piezas por kilo. Se envasan en vinagre especiado o agridulce, en frascos para marcas minoristas o en bidones para reenvasadores de Europa y Norteamérica. Vida útil de 24 meses.',
    grade: 'Piezas por kg: 600-800 / 300-400 / 160-180 / 60-80',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '3-4 semanas',
    port: 'Chennai / Tuticorin',
    packSizes: [
      'Frascos de vidrio de 370 ml / 720 ml',
      'Frascos de PET de 3 kg',
      'Bidones de HDPE de 230 kg',
    ],
    specifications: [
      ['Acidez (líquido de gobierno)', '1.5-2.5% de ácido acético'],
      ['Sal', '1.5-3%'],
      ['Peso escurrido', 'Mín. 55%'],
      ['Textura', 'Firme, crujiente'],
      ['Color', 'Verde oliva'],
    ],
    varieties: [
      {
        name: 'Cornichon (extrafino)',
        attributes: [['Calibre', '600-800 por kg']],
      },
      {
        name: 'Fino',
        attributes: [['Calibre', '160-180 por kg']],
      },
      {
        name: 'Mediano',
        attributes: [['Calibre', '60-80 por kg']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Acidez (como ácido acético)',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 3.8',
      },
      {
        parameter: 'Peso escurrido',
        specification: 'Mín. 55% del peso neto',
      },
      {
        parameter: 'Sal (como NaCl)',
        specification: '1.5-3%',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'gherkins-in-brine': {
    name: 'Pepinillos en salmuera',
    variety: 'Conservados provisionalmente, a granel',
    origin: 'Karnataka (Tumakuru, Chitradurga, Hassan), Tamil Nadu',
    description:
      'Pepinillos a granel conservados en salmuera en bidones para procesadores que los desalan, aromatizan y envasan en frascos en destino. Como están conservados provisionalmente y no están listos para el consumo, se clasifican en la partida 0711 y no en la 2001. Se conservan 12-18 meses en bidones sellados, protegidos del sol directo.',
    grade: 'Piezas por kg: 300-400 / 160-180 / 100-120 / 60-80',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies (80 bidones)',
    leadTime: '3-4 semanas',
    port: 'Chennai / Tuticorin',
    packSizes: ['Bidones de HDPE de 230-240 kg', 'Cubos de 50 kg'],
    specifications: [
      ['Salmuera', '8-10% de sal'],
      ['Peso escurrido', 'Mín. 55%'],
      ['Textura', 'Firmes, sin centros huecos'],
      ['Use', 'Desalado y reenvasado en destino'],
    ],
    varieties: [
      {
        name: 'Pepinillos en salmuera salina (salt-stock)',
        attributes: [['Medio', 'Salmuera al 8-10%']],
      },
      {
        name: 'Pepinillos en medio ácido (acid-stock)',
        attributes: [['Medio', '2-3% de ácido acético']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Concentración de la salmuera (como NaCl)',
        specification: '8-10%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 4.0',
      },
      {
        parameter: 'Peso escurrido',
        specification: 'Mín. 55% del peso neto',
      },
      {
        parameter: 'Defectos (huecos, blandos, deformes)',
        specification: 'Máx. 5% en número',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'lime-pickle': {
    name: 'Encurtido de lima',
    variety: 'Encurtido de lima en aceite',
    origin: 'Andhra Pradesh (Gudur, Nellore), Tamil Nadu, Gujarat',
    description:
      'Limas kagzi del mercado de Gudur, cortadas en cuartos y curadas en sal hasta que la cáscara se ablanda, y terminadas con chile, fenogreco, mostaza y aceite de sésamo (gingelly). Ácido y moderadamente picante, es un básico en los lineales de alimentación india del Golfo y del Reino Unido. Vida útil de 12 meses a temperatura ambiente.',
    grade: 'Grado A; trozos en cuartos',
    moisture: 'No aplica (envasado en aceite)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Chennai',
    packSizes: ['Frascos de vidrio de 300 g / 400 g', 'Frascos de PET de 1 kg', 'Cubos de 5 kg'],
    specifications: [
      ['Sal', '12-16%'],
      ['Acidez', '2.5-4% (como ácido cítrico)'],
      ['Oil', 'Aceite de sésamo (gingelly)'],
      ['Picor', 'Medianamente picante'],
    ],
    varieties: [
      {
        name: 'Encurtido de lima picante (del sur de la India)',
        attributes: [['Base', 'Chile, fenogreco, aceite de sésamo']],
      },
      {
        name: 'Encurtido de lima dulce (gujaratí)',
        attributes: [['Base', 'Jaggery, chile, sin aceite']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sal (como NaCl)',
        specification: '12-16%',
      },
      {
        parameter: 'Acidez titulable',
        specification: '2.5-4%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 3.8',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
    ],
  },
  'mixed-vegetable-pickle': {
    name: 'Encurtido de verduras mixtas',
    variety: 'Encurtido mixto punyabí en aceite de mostaza',
    description:
      'Zanahoria, coliflor, lima, mango verde y chile verde curados con hinojo, nigella, fenogreco y mostaza, y envasados en aceite de mostaza al estilo punyabí. Un encurtido colorido y crujiente para thalis y sándwiches; vida útil de 12 meses a temperatura ambiente.',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Mundra / Nhava Sheva (JNPT)',
    specifications: [
      ['Verduras', 'Zanahoria, coliflor, lima, mango, chile verde'],
      ['Oil', 'Aceite de mostaza'],
      ['Sal', '10-14%'],
      ['Picor', 'Medio'],
    ],
    varieties: [
      {
        name: 'Encurtido mixto punyabí',
        attributes: [['Base', 'Aceite de mostaza, hinojo, nigella']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sal (como NaCl)',
        specification: '10-14%',
      },
      {
        parameter: 'Acidez titulable',
        specification: '1.5-2.5%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 4.2',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
    ],
  },
  'tamarind-chutney': {
    name: 'Chutney de tamarindo',
    variety: 'Tamarindo dulce y dátil (imli chutney)',
    origin: 'Elaborado en Gujarat (Vapi); tamarindo de Karnataka y Tamil Nadu',
    description:
      'Un chutney agridulce de tamarindo, dátiles y jaggery, especiado con comino tostado, jengibre seco y sal negra: el hilo marrón que se vierte sobre chaat, samosas y bhel. Botellas dosificadoras para el comercio minorista, bolsas y cubos para restauración. Vida útil de 12 meses a temperatura ambiente.',
    grade: 'Vertible; mín. 45 °Brix',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Botellas dosificadoras de 250 g / 500 g', 'Bolsas de 1 kg', 'Cubos de 5 kg'],
    specifications: [
      ['Sólidos solubles totales', '45-55 °Brix'],
      ['pH', '3.2-3.8'],
      ['Color', 'Marrón oscuro'],
      ['Colorante añadido', 'Nil'],
    ],
    varieties: [
      {
        name: 'Imli chutney (tamarindo y dátil)',
        attributes: [['Uso', 'Chaat, samosas, bhel']],
      },
      {
        name: 'Saunth (tamarindo y jengibre seco)',
        attributes: [['Uso', 'Comida callejera del norte de la India']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sólidos solubles totales',
        specification: '45-55 °Brix',
      },
      {
        parameter: 'pH',
        specification: '3.2-3.8',
      },
      {
        parameter: 'Acidez titulable',
        specification: '1-2% (como ácido tartárico)',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
    ],
  },
  'mango-chutney': {
    name: 'Chutney de mango',
    variety: 'Chutney de mango dulce, en láminas',
    origin: 'Elaborado en Gujarat (Vapi); mango verde de Gujarat (Valsad) y Andhra Pradesh',
    description:
      'Láminas de mango verde Totapuri y Rajapuri cocidas a fuego lento con azúcar, vinagre de alcohol, jengibre, ajo y chile hasta obtener el chutney dulce que se sirve con los poppadoms. Se suministra listo para la venta minorista o en tarrinas de catering para los restaurantes de curry del Reino Unido y Europa; las láminas se mantienen enteras tras la cocción. Vida útil de 24 meses sin abrir.',
    grade: 'Fancy: en láminas, mín. 40% de fruta',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Frascos de vidrio de 340 g',
      'Frascos de PET de 1 kg',
      'Tarrinas de catering de 5 kg',
    ],
    specifications: [
      ['Sólidos solubles totales', '55-60 °Brix'],
      ['Acidez', '0.8-1.2% (como ácido acético)'],
      ['Contenido de fruta', 'Mín. 40%'],
      ['Picor', 'Suave'],
    ],
    varieties: [
      {
        name: 'En láminas (clásico)',
        attributes: [['Picor', 'Suave']],
      },
      {
        name: 'Con trozos, con chile',
        attributes: [['Picor', 'Medio']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Sólidos solubles totales',
        specification: '55-60 °Brix',
      },
      {
        parameter: 'Acidez titulable',
        specification: '0.8-1.2%',
      },
      {
        parameter: 'pH',
        specification: 'Máx. 3.8',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 50 UFC/g',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'curry-paste-tikka': {
    name: 'Pasta de curry',
    variety: 'Pasta tikka masala',
    origin: 'Elaborada en Gujarat (Vapi); especias de Kerala, Gujarat y Andhra Pradesh',
    description:
      'Una pasta cocinada de tomate, cebolla, jengibre, ajo, chile de Cachemira y especias tostadas en aceite vegetal, lista para sofreír con pollo, paneer o verduras. Los frascos minoristas y las tarrinas de catering se elaboran según receta para marcas blancas. Vida útil de 18 meses a temperatura ambiente.',
    grade: 'Suave; picor medio',
    moisture: 'No aplica (producto húmedo)',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '3-4 semanas (marca blanca 4-5 semanas)',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Frascos de vidrio de 283 g', 'Tarrinas de catering de 1 kg / 2.5 kg'],
    specifications: [
      ['pH', 'Máx. 4.4'],
      ['Sal', '6-9%'],
      ['Oil', '18-25%'],
      ['Picor', 'Medio'],
    ],
    varieties: [
      {
        name: 'Tikka masala',
        attributes: [['Picor', 'Medio']],
      },
      {
        name: 'Madrás',
        attributes: [['Picor', 'Hot']],
      },
      {
        name: 'Korma',
        attributes: [['Picor', 'Suave']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'pH',
        specification: 'Máx. 4.4',
      },
      {
        parameter: 'Sal (como NaCl)',
        specification: '6-9%',
      },
      {
        parameter: 'Recuento total en placa',
        specification: 'Máx. 10³ UFC/g',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 50 UFC/g',
      },
      {
        parameter: 'Colorantes Sudán I-IV',
        specification: 'No detectado (LOD 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxinas (componente de chile)',
        specification: 'Totales máx. 10 µg/kg',
      },
    ],
  },
  'chana-masala': {
    name: 'Chana masala',
    variety: 'Mezcla chole punyabí',
    origin: 'Mezclado en Gujarat (Vapi); especias de Rajasthan, Gujarat y Andhra Pradesh',
    description:
      'Una mezcla ácida para curry de garbanzos a base de cilantro, comino, mango seco (amchur), semilla de granada (anardana), sal negra y chile de Cachemira. Envasada para el comercio minorista y a granel para fabricantes de platos preparados. Vida útil de 18 meses.',
    grade: 'Malla 40-60',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Estuches de 50 g / 100 g', 'Bolsas de 500 g', 'Sacos de 25 kg para granel'],
    specifications: [
      ['Malla', '40-60'],
      ['Sal (incl. sal negra)', '8-12%'],
      ['Color', 'Marrón rojizo'],
      ['Tratamiento', 'Esterilización por vapor bajo pedido'],
    ],
    varieties: [
      {
        name: 'Chana masala',
        attributes: [['Perfil', 'Ácida, con predominio de amchur y anardana']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
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
  'sambar-powder': {
    name: 'Sambar en polvo',
    variety: 'Estilo Tamil Nadu (con dal tostado)',
    origin:
      'Mezclado en Gujarat (Vapi) según receta de Tamil Nadu; chile de Andhra Pradesh, cilantro de Rajasthan',
    description:
      'Sambar podi del sur de la India a base de cilantro tostado en seco, chile rojo, toor y chana dal, fenogreco, comino, pimienta, hojas de curry y asafétida, molido en pequeños lotes. Aporta cuerpo, color y aroma al sambar de lentejas y verduras. Vida útil de 12 meses.',
    grade: 'Grueso, malla 30-40',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Chennai',
    packSizes: [
      'Estuches de 100 g / 200 g',
      'Bolsas de 500 g / 1 kg',
      'Sacos de 25 kg para granel',
    ],
    specifications: [
      ['Malla', '30-40'],
      ['Dal tostado', 'Toor y chana, 15-20%'],
      ['Color', 'Marrón rojizo'],
      ['Colorante añadido', 'Nil'],
    ],
    varieties: [
      {
        name: 'Sambar podi de Tamil Nadu',
        attributes: [['Perfil', 'Predominio de cilantro y chile']],
      },
      {
        name: 'Estilo Udupi',
        attributes: [['Perfil', 'Con coco tostado y jaggery']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
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
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
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
  'chaat-masala': {
    name: 'Chaat masala',
    variety: 'Mezcla ácida para terminar platos',
    origin: 'Mezclado en Gujarat (Vapi); amchur de Uttar Pradesh, comino de Gujarat',
    description:
      'Una mezcla ácida y salada para terminar platos, a base de mango seco en polvo, sal negra, comino tostado, pimienta negra, menta seca y asafétida, que se espolvorea sobre fruta, chaat, ensaladas y papas fritas. Molida fina para un recubrimiento uniforme. Vida útil de 18 meses en laminado.',
    grade: 'Fina, malla 60-80',
    moisture: 'Máx. 8%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Estuches de 50 g / 100 g', 'Saleros de 100 g', 'Sacos de 25 kg para granel'],
    specifications: [
      ['Malla', '60-80'],
      ['Sal (incl. sal negra)', '25-35%'],
      ['Color', 'Marrón claro'],
      ['Antiaglomerante', 'Nil'],
    ],
    varieties: [
      {
        name: 'Chaat masala',
        attributes: [['Perfil', 'Ácido, salado, sulfuroso (sal negra)']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Sal (como NaCl)',
        specification: '25-35%',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'biryani-masala': {
    name: 'Biryani masala',
    variety: 'Estilo Hyderabadi / Lucknowi',
    origin:
      'Mezclado en Gujarat (Vapi); cardamomo y macis de Kerala, shahi jeera de Jammu y Cachemira',
    description:
      'Una mezcla aromática para platos de arroz en capas: cardamomo verde y negro, macis, canela, clavo, anís estrellado, shahi jeera, laurel e hinojo, con un poco de chile en la versión de Hyderabad. Molida gruesa para que el aroma de las especias enteras resista la cocción dum. Vida útil de 18 meses.',
    grade: 'Grueso, malla 30-40',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Estuches de 50 g / 100 g', 'Bolsas de 500 g', 'Sacos de 25 kg para granel'],
    specifications: [
      ['Malla', '30-40'],
      ['Aceite volátil', 'Mín. 2 ml/100 g'],
      ['Color', 'Marrón con partículas de especias visibles'],
      ['Sal añadida', 'Nil'],
    ],
    varieties: [
      {
        name: 'Hyderabadi',
        attributes: [['Perfil', 'Más picante, con menta y chile']],
      },
      {
        name: 'Lucknowi (Awadhi)',
        attributes: [['Perfil', 'Suave, notas de macis y kewra']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Aceite volátil',
        specification: 'Mín. 2 ml/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
  'tandoori-masala': {
    name: 'Tandoori masala',
    variety: 'Mezcla para adobo, sin colorante sintético',
    origin: 'Mezclado en Gujarat (Vapi); chile de tipo Cachemira de Karnataka (Byadgi)',
    description:
      'Una especia para adobo de color rojo ladrillo a base de chile Byadgi y de tipo Cachemira, cilantro, comino, jengibre, ajo, hoja de fenogreco seca y mango seco; el color procede de los chiles y del extracto de pimentón, nunca de colorantes sintéticos. Se mezcla con yogur para tikka, pollo tandoori y paneer. Vida útil de 18 meses.',
    grade: 'Malla 40-60',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Estuches de 100 g', 'Bolsas de 500 g / 1 kg', 'Sacos de 25 kg para granel'],
    specifications: [
      ['Malla', '40-60'],
      ['Color', 'Rojo ladrillo (natural)'],
      ['Colorante sintético', 'Nil'],
      ['Sal (como NaCl)', '8-12%'],
    ],
    varieties: [
      {
        name: 'Tandoori masala',
        attributes: [['Perfil', 'Ahumado, ligeramente picante']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Colorantes Sudán I-IV',
        specification: 'No detectado (LOD 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 5 µg/kg; totales máx. 10 µg/kg',
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
  'pav-bhaji-masala': {
    name: 'Pav bhaji masala',
    variety: 'Mezcla de comida callejera de Mumbai',
    origin: 'Mezclado en Gujarat (Vapi) según receta de Mumbai',
    grade: 'Malla 40-60',
    moisture: 'Máx. 10%',
    moq: '1 MT (se admite palé mixto de referencias)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Estuches de 50 g / 100 g', 'Bolsas de 500 g', 'Sacos de 25 kg para granel'],
  },
  'besan-gram-flour': {
    name: 'Besan (harina de garbanzo)',
    variety: 'Chana desi (Bengal gram)',
    origin: 'Madhya Pradesh (Indore), Rajasthan (Bikaner), Maharashtra (Akola)',
    description:
      'Molida a partir de chana dal desi partido y tamizada hasta obtener una harina fina de color amarillo pálido para rebozados de pakora y bhaji, dulces como el laddoo y el mysore pak, y panadería sin gluten. Se muele según pedido y se envasa en sacos con bolsa interior para que se mantenga fresca. Vida útil de 9 meses.',
    grade: 'Fina, malla 80; gruesa malla 40-60 bajo pedido',
    moisture: 'Máx. 10%',
    moq: '1 contenedor FCL de 20 pies (aprox. 18 MT)',
    leadTime: '2 semanas',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Bolsas de 500 g / 1 kg / 2 kg', 'Sacos de PP de 10 kg / 25 kg con bolsa interior'],
    specifications: [
      ['Proteína', 'Mín. 20% (base seca)'],
      ['Malla', 'Mín. 95% pasa por malla 80'],
      ['Color', 'Amarillo claro'],
      ['Khesari (Lathyrus)', 'Ausente'],
    ],
    varieties: [
      {
        name: 'Besan fino',
        attributes: [['Uso', 'Rebozados, dulces']],
      },
      {
        name: 'Besan grueso (lapsi)',
        attributes: [['Uso', 'Laddoo, mohanthal']],
      },
    ],
    qualityParameters: [
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
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Proteína (N x 6.25)',
        specification: 'Mín. 20% (base seca)',
      },
      {
        parameter: 'Khesari dal (Lathyrus)',
        specification: 'Ausente',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'Totales máx. 10 µg/kg',
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
  'rice-flour': {
    name: 'Harina de arroz',
    variety: 'Harina de arroz blanco (arroz crudo)',
    origin: 'Tamil Nadu (Thanjavur), Andhra Pradesh (distritos de Godavari), Punjab',
    description:
      'Harina blanca fina molida a partir de arroz crudo, no vaporizado, para idiyappam, murukku, appam, fideos de arroz, rebozados y panadería sin gluten. Se muele según pedido para marca blanca o a granel. Vida útil de 12 meses.',
    grade: 'Fina, malla 100',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (aprox. 20 MT)',
    leadTime: '2 semanas',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: ['Bolsas de 500 g / 1 kg', 'Sacos de PP de 25 kg / 50 kg con bolsa interior'],
    specifications: [
      ['Malla', 'Mín. 95% pasa por malla 100'],
      ['Color', 'Blanco brillante'],
      ['Proteína', '6-7%'],
      ['Gluten', 'Nulo (sin gluten de forma natural)'],
    ],
    varieties: [
      {
        name: 'Harina de arroz fina',
        attributes: [['Uso', 'Idiyappam, panadería']],
      },
      {
        name: 'Harina de arroz tostada',
        attributes: [['Uso', 'Puttu, murukku']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Tamaño de partícula',
        specification: 'Mín. 95% pasa por malla 100 (150 µm)',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'Totales máx. 4 µg/kg',
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
  'ragi-flour': {
    name: 'Harina de ragi',
    variety: 'Mijo africano, grano entero',
    origin: 'Karnataka (Tumakuru, Hassan, Chitradurga), Tamil Nadu (Krishnagiri, Dharmapuri)',
    description:
      'Harina integral de mijo africano (ragi) de Karnataka, el principal estado productor de ragi, limpiado, despedregado y molido con el salvado. Sin gluten de forma natural y rica en calcio, se usa para ragi mudde, dosa, gachas, cereales infantiles y panadería de mijo. También hay harina de ragi germinado (malteado).',
    grade: 'Fina, malla 60-80',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (aprox. 18 MT)',
    leadTime: '2-3 semanas',
    port: 'Chennai',
    packSizes: ['Bolsas de 500 g / 1 kg', 'Sacos de PP de 25 kg con bolsa interior'],
    specifications: [
      ['Calcio', 'Aprox. 300-350 mg/100 g (natural)'],
      ['Proteína', '7-8%'],
      ['Color', 'Marrón rojizo'],
      ['Gluten', 'Nulo (sin gluten de forma natural)'],
    ],
    varieties: [
      {
        name: 'Harina de ragi integral',
        attributes: [['Uso', 'Mudde, roti, dosa']],
      },
      {
        name: 'Harina de ragi germinado',
        attributes: [['Uso', 'Alimentos infantiles, gachas']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 3%',
      },
      {
        parameter: 'Calcio',
        specification: 'Mín. 300 mg/100 g',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'Totales máx. 10 µg/kg',
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
  'urad-papad': {
    name: 'Papad',
    variety: 'Papad de urad dal',
    origin: 'Rajasthan (Bikaner), Gujarat, Maharashtra',
    description:
      'Discos finos de masa de urad dal (frijol urad) sazonados con pimienta negra y comino, laminados y secados según la tradición de Bikaner. Se tuestan o se fríen en casa y en restaurantes; se envasan en film barrera a la humedad. Vida útil de 12 meses.',
    grade: '4 / 6 / 7 pulgadas de diámetro',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (referencias mixtas)',
    leadTime: '2-3 semanas',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Paquetes de 200 g / 400 g', 'Paquetes de catering de 1 kg'],
    specifications: [
      ['Diámetro', '4" / 6" / 7"'],
      ['Sabores', 'Natural, pimienta negra, ajo, chile rojo, comino'],
      ['Base', 'Harina de urad dal'],
      ['Fritura', 'Se expande uniformemente, sin puntos duros'],
    ],
    varieties: [
      {
        name: 'Papad de pimienta negra',
        attributes: [['Picor', 'Medio']],
      },
      {
        name: 'Papad de chile rojo',
        attributes: [['Picor', 'Hot']],
      },
      {
        name: 'Papad de ajo',
        attributes: [['Picor', 'Suave']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Cenizas insolubles en ácido',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'Totales máx. 10 µg/kg',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'E. coli',
        specification: 'Ausencia en 1 g',
      },
    ],
  },
  'jaggery-powder': {
    name: 'Jaggery (panela) en polvo',
    variety: 'Jaggery de caña sin azufre',
    origin: 'Maharashtra (Kolhapur, Sangli), Uttar Pradesh (Muzaffarnagar), Karnataka (Mandya)',
    description:
      'Jugo de caña de azúcar clarificado con mucílago vegetal en lugar de hidrosulfito o azufre, concentrado por ebullición en pailas abiertas y granulado hasta obtener un polvo dorado y fluido. Un endulzante mínimamente refinado para té, panadería, confitería y marcas de alimentación saludable; el jaggery de Kolhapur tiene IG. Vida útil de 12 meses en envases a prueba de humedad.',
    grade: 'Dorado, fluido, malla 30-40',
    moisture: 'Máx. 3%',
    moq: '1 contenedor FCL de 20 pies (aprox. 20 MT)',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Bolsas de 500 g / 1 kg', 'Sacos de PP de 25 kg con bolsa interior'],
    specifications: [
      ['Sacarosa', '70-80%'],
      ['Azúcares reductores', 'Máx. 10%'],
      ['Color', 'De dorado a marrón claro'],
      ['Sulfitos (SO₂)', 'Máx. 10 mg/kg (sin azufre)'],
    ],
    varieties: [
      {
        name: 'Jaggery en polvo de Kolhapur',
        attributes: [['Color', 'Dorado']],
      },
      {
        name: 'Jaggery orgánico en polvo',
        attributes: [['Color', 'Marrón claro']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 3%',
      },
      {
        parameter: 'Sacarosa',
        specification: '70-80%',
      },
      {
        parameter: 'Azúcares reductores',
        specification: 'Máx. 10%',
      },
      {
        parameter: 'Cenizas totales',
        specification: 'Máx. 3%',
      },
      {
        parameter: 'Sulfitos (como SO₂)',
        specification: 'Máx. 10 mg/kg',
      },
      {
        parameter: 'Mohos y levaduras',
        specification: 'Máx. 100 UFC/g',
      },
    ],
  },
}
