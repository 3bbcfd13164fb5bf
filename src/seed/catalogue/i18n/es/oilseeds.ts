import type { CatalogueTranslation } from '../types'

export const oilseeds: CatalogueTranslation = {
  'sesame-seeds-white': {
    name: 'Sésamo',
    variety: 'Blanco natural',
    origin:
      'Gujarat (Amreli, Bhavnagar, Rajkot), Rajasthan (Pali, Tonk), Madhya Pradesh (Chhatarpur, Tikamgarh), Uttar Pradesh (Jhansi, Mahoba)',
    description:
      'Sésamo (ajonjolí) blanco natural de la cosecha de verano de Saurashtra y de la cosecha kharif de Rajasthan, Madhya Pradesh y Bundelkhand, limpiado y seleccionado con Sortex en la planta de nuestro socio en Gujarat. Panaderías, fabricantes de tahini y halva y molturadoras del Lejano Oriente, Oriente Medio y Europa lo compran por su color claro y su alto contenido de aceite. Cada lote con destino a la UE se analiza para Salmonella y óxido de etileno antes de la carga.',
    grade: 'Natural, limpieza Sortex 99.95%',
    moisture: 'Máx. 6%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-15 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Big bags de 1 MT'],
    specifications: [
      ['Pureza', '99.95% (Sortex), 99.90% (limpieza mecánica)'],
      ['Contenido de aceite', 'Mín. 48%'],
      ['Ácidos grasos libres', 'Máx. 2%'],
      ['Semillas de otro color', 'Máx. 1%'],
      ['Cosecha', 'Verano (mayo-junio) y kharif (octubre-diciembre)'],
    ],
    varieties: [
      {
        name: 'Natural 99.95% Sortex',
        attributes: [
          ['Pureza', '99.95%'],
          ['AGL', 'Máx. 1.5%'],
        ],
      },
      {
        name: 'Natural 99.90% limpieza mecánica',
        attributes: [
          ['Pureza', '99.90%'],
          ['AGL', 'Máx. 2%'],
        ],
      },
      {
        name: 'Natural 99/1',
        attributes: [
          ['Pureza', '99%'],
          ['Mezcla', 'Máx. 1%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureza (impurezas)',
        specification: 'Mín. 99.95%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 6%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 48%',
      },
      {
        parameter: 'Ácidos grasos libres (como oleico)',
        specification: 'Máx. 2%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Óxido de etileno (suma con 2-cloroetanol)',
        specification: 'Por debajo del LMR de la UE de 0.05 mg/kg',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 2 µg/kg, totales máx. 4 µg/kg (consumo directo)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sesame-seeds-hulled': {
    name: 'Sésamo descortezado',
    variety: 'Descortezado mecánicamente, secado automático',
    origin: 'Gujarat (Saurashtra), Rajasthan, Madhya Pradesh',
    description:
      'El sésamo descortezado es semilla blanca natural a la que se retira la piel mediante remojo y descortezado mecánico, y que luego se seca, se selecciona con Sortex y pasa por detector de metales. Su color blanco limpio y brillante es ideal para cubrir panes de hamburguesa, barritas de sésamo, tahini y sushi. Lo embarcamos en sacos con bolsa interior desde plantas que aplican un programa de liberación positiva para Salmonella.',
    grade: 'Descortezado 99.95%, Sortex',
    moisture: 'Máx. 5%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Mundra',
    packSizes: [
      'Sacos de papel multicapa de 25 kg con bolsa interior de PE',
      'Sacos de PP de 25 kg con bolsa interior',
    ],
    specifications: [
      ['Pureza', '99.95-99.98%'],
      ['Contenido de aceite', 'Mín. 50%'],
      ['Ácidos grasos libres', 'Máx. 1.5%'],
      ['Semillas sin descortezar', 'Máx. 0.5%'],
      ['Proceso', 'Remojo en agua, descortezado mecánico, sin productos químicos'],
    ],
    varieties: [
      {
        name: 'Descortezado 99.95%',
        attributes: [
          ['Pureza', '99.95%'],
          ['Uso', 'Coberturas de panadería'],
        ],
      },
      {
        name: 'Descortezado 99.98% premium',
        attributes: [
          ['Pureza', '99.98%'],
          ['Uso', 'Tahini, confitería'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureza (impurezas)',
        specification: 'Mín. 99.95%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 50%',
      },
      {
        parameter: 'Ácidos grasos libres (como oleico)',
        specification: 'Máx. 1.5%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Óxido de etileno (suma con 2-cloroetanol)',
        specification: 'Por debajo del LMR de la UE de 0.05 mg/kg',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 2 µg/kg, totales máx. 4 µg/kg (consumo directo)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sesame-seeds-black': {
    name: 'Sésamo negro',
    variety: 'Negro natural',
    origin: 'Gujarat (Saurashtra), Madhya Pradesh, Uttar Pradesh (Bundelkhand)',
    description:
      'El sésamo negro tiene un sabor a nuez más intenso y ligeramente amargo, y tiene una demanda constante en Japón, Corea, China y Taiwán para pastas, confitería, coberturas de arroz y aceite tostado. Lo seleccionamos con Sortex para retirar las semillas marrones y blancas, de modo que el color se mantenga uniforme. Se analiza con los mismos estándares de Salmonella y residuos que nuestro sésamo blanco.',
    grade: 'Sortex 99.95%',
    moisture: 'Máx. 6%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de papel de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Pureza', '99.95%'],
      ['Contenido de aceite', 'Mín. 45%'],
      ['Semillas de otro color', 'Máx. 1%'],
      ['Color', 'Negro azabache, uniforme'],
    ],
    varieties: [
      {
        name: 'Sortex 99.95%',
        attributes: [
          ['Pureza', '99.95%'],
          ['Otro color', 'Máx. 1%'],
        ],
      },
      {
        name: 'Limpieza mecánica 99.5%',
        attributes: [
          ['Pureza', '99.5%'],
          ['Otro color', 'Máx. 3%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Pureza (impurezas)',
        specification: 'Mín. 99.95%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 6%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 45%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
      {
        parameter: 'Óxido de etileno (suma con 2-cloroetanol)',
        specification: 'Por debajo del LMR de la UE de 0.05 mg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'groundnut-kernels-bold': {
    name: 'Maní (cacahuete)',
    variety: 'Grueso',
    origin: 'Gujarat (Rajkot, Junagadh, Amreli, Jamnagar)',
    description:
      'El maní bold corresponde a los granos grandes y alargados de tipo runner y Virginia de la cosecha kharif de Saurashtra, seleccionados a mano (HPS) y calibrados por número de granos por onza. Los tostadores de snacks y los procesadores de maní recubierto de Indonesia, Vietnam, Filipinas, el Golfo y Europa lo usan para maní salado y tostado. Cada lote se muestrea y se analiza para aflatoxinas en un laboratorio reconocido por APEDA antes del embarque.',
    grade: 'HPS Bold, calibre 40/50',
    moisture: 'Máx. 7%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Mundra',
    packSizes: [
      'Sacos de yute de 50 kg',
      'Sacos de PP de 50 kg',
      'Sacos envasados al vacío de 25 kg',
    ],
    specifications: [
      ['Calibre', '38/42, 40/50, 50/60 granos por oz'],
      ['Contenido de aceite', 'Mín. 48%'],
      ['Mezcla', 'Máx. 0.5%'],
      ['Partidos y rotos', 'Máx. 2%'],
      ['Dañados y arrugados', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: '38/42',
        attributes: [
          ['Calibre', '38-42 granos por oz'],
          ['Uso', 'Tostado premium'],
        ],
      },
      {
        name: '40/50',
        attributes: [
          ['Calibre', '40-50 granos por oz'],
          ['Uso', 'Maní salado y recubierto'],
        ],
      },
      {
        name: '50/60',
        attributes: [
          ['Calibre', '50-60 granos por oz'],
          ['Uso', 'Blanqueado, mantequilla de maní'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 48%',
      },
      {
        parameter: 'Aflatoxinas',
        specification:
          'B1 máx. 2 µg/kg, totales máx. 4 µg/kg (consumo directo); B1 máx. 8 µg/kg, totales máx. 15 µg/kg (para selección posterior)',
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
  'groundnut-kernels-java': {
    name: 'Maní Java',
    variety: 'Java (tipo Spanish)',
    origin:
      'Gujarat (Saurashtra), Rajasthan (Bikaner, Jodhpur), Andhra Pradesh (Anantapur), Karnataka (Chitradurga)',
    description:
      'El maní Java es el grano pequeño, redondo y de color rosa claro de tipo Spanish, de sabor dulce y alto contenido de aceite. Los confiteros, las plantas de mantequilla de maní y los fabricantes de snacks del Sudeste Asiático y Oriente Medio lo usan para crocantes, maní recubierto y pastas. Los calibres de 50/60 a 80/90 se clasifican en mesas densimétricas y se seleccionan a mano.',
    grade: 'HPS Java, calibre 60/70',
    moisture: 'Máx. 7%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Mundra',
    packSizes: [
      'Sacos de yute de 50 kg',
      'Sacos de PP de 50 kg',
      'Sacos envasados al vacío de 25 kg',
    ],
    specifications: [
      ['Calibre', '50/60, 60/70, 70/80, 80/90 granos por oz'],
      ['Contenido de aceite', 'Mín. 48%'],
      ['Forma', 'Redondo, piel rosa claro'],
      ['Mezcla', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: '50/60',
        attributes: [
          ['Calibre', '50-60 granos por oz'],
          ['Uso', 'Tostado'],
        ],
      },
      {
        name: '60/70',
        attributes: [
          ['Calibre', '60-70 granos por oz'],
          ['Uso', 'Maní recubierto'],
        ],
      },
      {
        name: '80/90',
        attributes: [
          ['Calibre', '80-90 granos por oz'],
          ['Uso', 'Confitería, mantequilla de maní'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 7%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 48%',
      },
      {
        parameter: 'Aflatoxinas',
        specification: 'B1 máx. 2 µg/kg, totales máx. 4 µg/kg (consumo directo)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sunflower-seeds': {
    name: 'Girasol',
    variety: 'Híbrido negro de tipo oleaginoso',
    origin: 'Karnataka (Raichur, Kalaburagi, Ballari), Maharashtra (Latur, Solapur), Telangana',
    description:
      'Semilla de girasol negra de tipo oleaginoso de las cosechas rabi y kharif del norte de Karnataka y Marathwada. Los envasadores de alimento para mascotas y para aves silvestres compran la calidad limpia por su cáscara fina y alto contenido de aceite, mientras que la calidad para molturación va a las extractoras de aceite. La limpiamos, despedregamos y clasificamos en mesas densimétricas antes de ensacarla.',
    grade: 'Limpieza mecánica 99%, calidad para alimento de aves',
    moisture: 'Máx. 9%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Contenido de aceite', 'Mín. 38%'],
      ['Pureza', '99%'],
      ['Color', 'Negro'],
      ['Semillas partidas y descascaradas', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Calidad para alimento de aves',
        attributes: [
          ['Aceite', '38-42%'],
          ['Pureza', '99%'],
        ],
      },
      {
        name: 'Calidad para molturación',
        attributes: [
          ['Aceite', 'Mín. 36%'],
          ['Pureza', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 9%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 38%',
      },
      {
        parameter: 'Impurezas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Aflatoxina B1',
        specification: 'Máx. 20 µg/kg (calidad para piensos, UE 2002/32/CE)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'mustard-seeds': {
    name: 'Mostaza',
    variety: 'Negra pequeña (Brassica juncea)',
    origin:
      'Rajasthan (Bharatpur, Alwar, Sri Ganganagar), Madhya Pradesh (Morena, Bhind), Haryana, Uttar Pradesh',
    description:
      'La mostaza india es un cultivo rabi de la franja Rajasthan-Haryana-Madhya Pradesh, que se cosecha en marzo y se comercializa en los mercados de Bharatpur y Jaipur. Los hogares indios y sudasiáticos en el extranjero usan entera la semilla pequeña, de color marrón rojizo oscuro, para el tadka (sofrito de especias), y los tipos más gruesos y amarillos van a fabricantes de encurtidos y condimentos. Los lotes se limpian a máquina y se controlan para detectar semillas de argemone.',
    grade: 'Limpieza mecánica 99.5%, semilla pequeña',
    moisture: 'Máx. 8%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '7-10 días',
    port: 'Mundra',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '99.5%'],
      ['Contenido de aceite', 'Mín. 38%'],
      ['Tamaño de la semilla', '1-1.5 mm'],
      ['Color', 'De marrón rojizo oscuro a negro'],
    ],
    varieties: [
      {
        name: 'Negra pequeña',
        attributes: [
          ['Tamaño', 'Aprox. 1 mm'],
          ['Aceite', '38-40%'],
        ],
      },
      {
        name: 'Marrón gruesa',
        attributes: [
          ['Tamaño', '1.5-2 mm'],
          ['Aceite', '38-42%'],
        ],
      },
      {
        name: 'Amarilla (yellow sarson)',
        attributes: [
          ['Tamaño', '1.5-2 mm'],
          ['Aceite', '42-45%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impurezas',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 38%',
      },
      {
        parameter: 'Semillas de argemone',
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
  'flax-seeds': {
    name: 'Linaza',
    variety: 'Linaza marrón',
    origin:
      'Madhya Pradesh (Sagar, Damoh, Jabalpur), Chhattisgarh, Uttar Pradesh (Jhansi, Lalitpur), Maharashtra',
    description:
      'Linaza marrón de la cosecha rabi del centro de la India, limpiada a máquina para el sector alimentario. Panaderías, fabricantes de cereales y granola y envasadores de alimentación saludable la compran por su contenido de omega-3 (ácido alfa-linolénico), y los fabricantes de piensos, para caballos y mascotas. Hay lotes orgánicos de grupos de productores certificados de Madhya Pradesh.',
    grade: 'Limpieza mecánica 99.5%',
    moisture: 'Máx. 8%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg', 'Sacos de papel de 25 kg'],
    specifications: [
      ['Pureza', '99.5%'],
      ['Contenido de aceite', 'Mín. 38%'],
      ['Ácido alfa-linolénico', 'Mín. 50% de los ácidos grasos'],
      ['Color', 'Marrón rojizo, brillante'],
    ],
    varieties: [
      {
        name: 'Limpieza mecánica',
        attributes: [
          ['Pureza', '99.5%'],
          ['Aceite', 'Mín. 38%'],
        ],
      },
      {
        name: 'Orgánica',
        attributes: [
          ['Pureza', '99.5%'],
          ['Aceite', 'Mín. 38%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impurezas',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 38%',
      },
      {
        parameter: 'Ácido alfa-linolénico',
        specification: 'Mín. 50% de los ácidos grasos totales',
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
  'castor-seeds': {
    name: 'Semilla de ricino',
    variety: 'Híbrido GCH-7',
    origin: 'Gujarat (Banaskantha, Mehsana, Patan, Kutch), Rajasthan (Jalore, Sirohi)',
    grade: 'FAQ, base de contenido de aceite 47%',
    moisture: 'Máx. 7%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-14 días',
    port: 'Kandla',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT'],
  },
  soybean: {
    name: 'Soja',
    variety: 'Amarilla no OGM (JS 95-60, JS 335)',
    origin:
      'Madhya Pradesh (Indore, Ujjain, Dewas), Maharashtra (Latur, Amravati), Rajasthan (Kota)',
    description:
      'Soja amarilla de la cosecha kharif de Malwa y Marathwada, donde no se cultiva soja modificada genéticamente, lo que convierte a la India en una fuente estable de soja no OGM. Los fabricantes de tofu, bebida de soja y piensos la compran con un certificado de análisis PCR para cada lote. La limpiamos y clasificamos en Indore antes de embarcarla en sacos o en liners de contenedor.',
    grade: 'No OGM, limpieza mecánica 98%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '2-3 semanas',
    port: 'Nhava Sheva (JNPT)',
    packSizes: [
      'Sacos de PP de 50 kg',
      'Big bags de 1 MT',
      'A granel en liner para contenedor de 20 pies',
    ],
    specifications: [
      ['Proteína', 'Mín. 38% (base seca)'],
      ['Contenido de aceite', 'Mín. 18%'],
      ['Condición OGM', 'No OGM, analizada por PCR'],
      ['Materia extraña', 'Máx. 1%'],
      ['Granos dañados y partidos', 'Máx. 3%'],
    ],
    varieties: [
      {
        name: 'JS 95-60',
        attributes: [
          ['Color', 'Amarillo'],
          ['Uso', 'Alimentación humana y piensos'],
        ],
      },
      {
        name: 'JS 335',
        attributes: [
          ['Color', 'Amarillo'],
          ['Uso', 'Molturación, piensos'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Proteína (N x 6.25)',
        specification: 'Mín. 38% base seca',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 18%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'GMO',
        specification: 'No detectado (< 0.1%)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'safflower-seeds': {
    name: 'Cártamo',
    variety: 'Blanco (Bhima, PBNS-12)',
    origin: 'Maharashtra (Solapur, Latur, Osmanabad), Karnataka (Vijayapura, Kalaburagi)',
    description:
      'El cártamo es una oleaginosa rabi de las zonas de suelos negros de Solapur, Latur y el norte de Karnataka. La semilla blanca y angulosa es un ingrediente básico de las mezclas para loros y aves silvestres, y también se destina a extractoras de aceite de cártamo alto linoleico. La limpiamos hasta el estándar de alimento para aves, con poco polvo y pocas semillas partidas.',
    grade: 'Limpieza mecánica 99%, calidad para alimento de aves',
    moisture: 'Máx. 8%',
    moq: '1 contenedor FCL de 20 pies',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Pureza', '99%'],
      ['Contenido de aceite', '28-32%'],
      ['Color', 'De blanco a crema'],
      ['Semillas partidas', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Calidad para alimento de aves',
        attributes: [
          ['Aceite', '28-32%'],
          ['Pureza', '99%'],
        ],
      },
      {
        name: 'Calidad para molturación',
        attributes: [
          ['Aceite', '30-35%'],
          ['Pureza', '98%'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impurezas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 28%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'niger-seeds': {
    name: 'Semilla de níger',
    variety: 'Negra (Guizotia abyssinica)',
    origin:
      'Madhya Pradesh (Chhindwara, Mandla), Odisha (Koraput, Kandhamal), Chhattisgarh, Maharashtra',
    description:
      'El níger es una oleaginosa menor que cultivan agricultores tribales en las colinas de Odisha, Madhya Pradesh y Chhattisgarh. La semilla pequeña, negra y brillante es el alimento preferido de los pinzones, por lo que la mayor parte de las exportaciones va a envasadores de alimento para aves silvestres de EE. UU. y Europa, y los envíos a EE. UU. deben tratarse térmicamente para inviabilizar cualquier semilla de maleza. Gestionamos el tratamiento térmico y los certificados fitosanitarios según exija cada destino.',
    grade: 'Limpieza mecánica 99%, tratamiento térmico bajo pedido',
    moisture: 'Máx. 8%',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Pureza', '99%'],
      ['Contenido de aceite', '35-40%'],
      ['Color', 'Negro brillante'],
      ['Tratamiento', 'Esterilizada por calor para envíos a EE. UU.'],
    ],
    varieties: [
      {
        name: 'Calidad para alimento de aves',
        attributes: [
          ['Pureza', '99%'],
          ['Tratamiento', 'Tratada térmicamente'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Impurezas',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Humedad',
        specification: 'Máx. 8%',
      },
      {
        parameter: 'Contenido de aceite',
        specification: 'Mín. 35%',
      },
      {
        parameter: 'Salmonella',
        specification: 'Ausencia en 25 g',
      },
    ],
  },
}
