import type { CatalogueTranslation } from '../types'

export const pulses: CatalogueTranslation = {
  'chana-dal': {
    name: 'Chana dal',
    variety: 'Garbanzo desi partido (Bengal gram)',
    origin: 'Madhya Pradesh, Maharashtra, Rajasthan, Karnataka, Gujarat',
    description:
      'El chana dal es garbanzo desi descascarillado y partido en nuestro molino de dal. Queda firme y con sabor a nuez al cocinarse, y es la base de los currys de chana dal, de la molienda de besan y de los dulces indios. Las mesas densimétricas y las seleccionadoras ópticas mantienen las mitades de tamaño uniforme y libres de trozos con cascarilla, y el dal se entrega sin pulir salvo que el comprador pida lo contrario.',
    grade: 'Grueso, limpieza Sortex, pureza 99%, sin pulir',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Partidos / trozos pequeños', 'Máx. 2%'],
      ['Dañados / decolorados', 'Máx. 1%'],
      ['Mitades con cascarilla', 'Máx. 0.5%'],
      ['Proteína (base seca)', '20-22%'],
    ],
    varieties: [
      {
        name: 'Chana dal grueso',
        attributes: [
          ['Tamaño', 'Mitades grandes uniformes'],
          ['Uso', 'Envases minoristas'],
        ],
      },
      {
        name: 'Chana dal mediano',
        attributes: [
          ['Tamaño', 'Mitades de tamaño mixto'],
          ['Uso', 'Molienda de besan, restauración'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Dañados / decolorados / partidos',
        specification: 'Máx. 1% / 1% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '20-22%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'moong-dal': {
    name: 'Moong dal',
    variety: 'Mungo verde descascarillado y partido (moong dal amarillo)',
    origin: 'Rajasthan (Nagaur, Jodhpur, Ajmer), Maharashtra, Karnataka, Madhya Pradesh',
    description:
      'El moong dal amarillo es frijol mungo verde sin piel y partido, el más ligero y de cocción más rápida de los dals indios. Se usa en khichdi, dal tadka, halwa y masas para snacks, y la cosecha kharif de Rajasthan da el grano pequeño y brillante que prefieren nuestros compradores.',
    grade: 'Limpieza Sortex, pureza 99%, sin pulir',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Amarillo brillante'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Restos de piel verde', 'Máx. 0.5%'],
      ['Partidos / trozos pequeños', 'Máx. 2%'],
      ['Proteína (base seca)', '23-25%'],
    ],
    varieties: [
      {
        name: 'Moong dal (lavado)',
        attributes: [
          ['Presentación', 'Partido, sin piel'],
          ['Color', 'Amarillo'],
        ],
      },
      {
        name: 'Moong dal chilka',
        attributes: [
          ['Presentación', 'Partido con piel'],
          ['Color', 'Verde y amarillo'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Dañados / decolorados / partidos',
        specification: 'Máx. 1% / 1% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '23-25%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'toor-dal': {
    name: 'Toor dal',
    variety: 'Guandú partido (arhar)',
    origin:
      'Karnataka (Kalaburagi, Bidar, Vijayapura), Maharashtra (Latur, Akola, Amravati), Telangana, Madhya Pradesh, Gujarat',
    description:
      'El toor dal es el dal de uso diario del oeste y el sur de la India, que se emplea para sambar, varan y dal fry. Molemos guandú de la zona de Kalaburagi y Marathwada (el tur dal de Gulbarga tiene IG) y lo suministramos sin pulir o ligeramente recubierto de aceite comestible para alargar su vida útil en mercados húmedos.',
    grade: 'Sin pulir / pulido con aceite, limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Envases de consumo de 1 kg / 2 kg / 4 lb',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Partidos / trozos pequeños', 'Máx. 2%'],
      ['Dañados / decolorados', 'Máx. 1%'],
      ['Mitades con cascarilla', 'Máx. 0.5%'],
      ['Proteína (base seca)', '21-23%'],
    ],
    varieties: [
      {
        name: 'Toor dal sin pulir',
        attributes: [
          ['Acabado', 'Seco, natural'],
          ['Uso', 'Venta minorista, líneas orgánicas'],
        ],
      },
      {
        name: 'Toor dal aceitado (oily)',
        attributes: [
          ['Acabado', 'Recubierto de aceite comestible'],
          ['Uso', 'Venta minorista en EE. UU., Reino Unido y el Golfo'],
        ],
      },
      {
        name: 'Tur dal de Gulbarga',
        attributes: [
          ['Acabado', 'Sin pulir'],
          ['Uso', 'Envases premium de origen con IG'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Dañados / decolorados / partidos',
        specification: 'Máx. 1% / 1% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '21-23%',
      },
      {
        parameter: 'Cenizas totales (base seca)',
        specification: 'Máx. 4%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'urad-dal': {
    name: 'Urad dal',
    variety: 'Frijol urad descascarillado y partido (urad dal blanco)',
    origin:
      'Madhya Pradesh, Uttar Pradesh, Maharashtra, Andhra Pradesh (Krishna, Guntur), Rajasthan',
    description:
      'El urad dal blanco es frijol urad (mungo negro) sin su piel negra y partido. Su mucílago da volumen a la masa de idli y dosa y la corteza crujiente al medu vada, y también es la base del papad. Clasificamos para obtener mitades blancas y limpias, sin motas de piel negra.',
    grade: 'Limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Blanco cremoso'],
      ['Motas de piel negra', 'Máx. 0.5%'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Partidos / trozos pequeños', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Urad dal (lavado)',
        attributes: [
          ['Presentación', 'Partido, sin piel'],
          ['Color', 'Blanco cremoso'],
        ],
      },
      {
        name: 'Urad chilka',
        attributes: [
          ['Presentación', 'Partido con piel'],
          ['Color', 'Negro y blanco'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Dañados / decolorados / partidos',
        specification: 'Máx. 1% / 1% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '23-25%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'masoor-dal': {
    name: 'Masoor dal',
    variety: 'Lenteja roja partida',
    origin: 'Madhya Pradesh, Uttar Pradesh (Bundelkhand), Bihar, Bengala Occidental',
    description:
      'El masoor dal es lenteja roja descascarillada y partida que se deshace en un puré suave en unos 15 minutos. Es un alimento básico en los hogares bengalíes y de Bihar y para los fabricantes de sopas y platos preparados. La lenteja desi de las llanuras del Ganges es de semilla pequeña, lo que da un partido más fino y de color más vivo.',
    grade: 'Limpieza Sortex, pureza 99%, sin pulir',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Rojo anaranjado'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Semillas marrones (sin descascarillar)', 'Máx. 0.5%'],
      ['Partidos / trozos pequeños', 'Máx. 3%'],
    ],
    varieties: [
      {
        name: 'Masoor dal (partido)',
        attributes: [
          ['Presentación', 'Partido, sin piel'],
          ['Color', 'Rojo anaranjado'],
        ],
      },
      {
        name: 'Malka masoor',
        attributes: [
          ['Presentación', 'Entera, sin piel'],
          ['Color', 'Rojo anaranjado'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Semillas sin descascarillar / partidos',
        specification: 'Máx. 0.5% / 3%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '24-26%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'kabuli-chickpeas-12mm': {
    name: 'Garbanzos kabuli 12 mm',
    variety: 'Kabuli chana (Kak-2 / JGK 1)',
    origin:
      'Madhya Pradesh (Indore, Dhar, Khargone), Maharashtra (Vidarbha, Marathwada), Karnataka, Gujarat',
    description:
      'Garbanzos kabuli grandes, de color crema, de Malwa y Vidarbha, calibrados a 12 mm y con doble pulido. Los compradores de Turquía, Argelia, los EAU, Sri Lanka y Europa los utilizan para hummus, chole, conservas y barras de ensaladas, donde importan un tamaño uniforme y una piel fina.',
    grade: '12 mm (42-44 granos por onza), doble pulido, limpieza Sortex',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Tamaño', '12 mm (mín. 95% retenido en criba de 12 mm)'],
      ['Calibre', '42-44 por onza'],
      ['Pureza', '99% mín.'],
      ['Partidos / rotos', 'Máx. 1%'],
      ['Arrugados / inmaduros', 'Máx. 2%'],
      ['Materia extraña', 'Máx. 0.1%'],
    ],
    varieties: [
      {
        name: 'Kak-2',
        attributes: [
          ['Semilla', 'Grueso, beige cremoso'],
          ['Uso', 'Conservas, hummus'],
        ],
      },
      {
        name: 'JGK 1',
        attributes: [
          ['Semilla', 'Grueso, beige'],
          ['Uso', 'Venta minorista, barras de ensaladas'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Calibrado / granos por onza',
        specification: 'Mín. 95% sobre 12 mm; 42-44 por onza',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Granos partidos, arrugados y dañados',
        specification: 'Máx. 1% / 2% / 1%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '19-21%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'desi-chana': {
    name: 'Garbanzos desi (kala chana)',
    variety: 'Garbanzo desi entero (JG 11 / JAKI 9218)',
    origin: 'Madhya Pradesh, Maharashtra, Rajasthan, Gujarat, Karnataka',
    description:
      'Garbanzos desi pequeños, angulosos y de color marrón, que constituyen el grueso de la cosecha de garbanzo de la India. Los compradores los usan enteros para el curry kala chana y para germinados, y los molinos de dal y de besan del extranjero los compran como materia prima.',
    grade: 'Limpiado a máquina, Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'De marrón claro a oscuro'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Dañados / picados por gorgojo', 'Máx. 1%'],
      ['Partidos / rotos', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'JG 11',
        attributes: [
          ['Semilla', 'Grueso, marrón claro'],
          ['Uso', 'Molienda de dal'],
        ],
      },
      {
        name: 'JAKI 9218',
        attributes: [
          ['Semilla', 'Grueso, marrón'],
          ['Uso', 'Entero, germinados'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos dañados / picados por gorgojo',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '18-20%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'green-moong-whole': {
    name: 'Mungo verde entero',
    variety: 'Frijol mungo verde, tipos brillante y mate (IPM 02-3 / Virat)',
    origin: 'Rajasthan (Nagaur, Jodhpur, Ajmer), Maharashtra, Karnataka, Madhya Pradesh, Odisha',
    description:
      'Frijol mungo verde entero para germinados, curry de moong y molienda de dal. Los compradores de germinados del Golfo, Europa y Asia Oriental analizan primero la germinación, por lo que mantenemos separados los lotes de cosecha nueva e informamos la germinación de cada uno.',
    grade: 'Limpieza Sortex, pureza 99%, calidad para germinar',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Germinación', 'Mín. 90% (calidad para germinar)'],
      ['Semillas duras', 'Máx. 2%'],
      ['Materia extraña', 'Máx. 0.1%'],
      ['Dañados / picados por gorgojo', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'Moong brillante',
        attributes: [
          ['Semilla', 'Verde vivo, brillante'],
          ['Uso', 'Venta minorista, germinados'],
        ],
      },
      {
        name: 'Moong mate',
        attributes: [
          ['Semilla', 'Verde mate'],
          ['Uso', 'Molienda de dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Germinación',
        specification: 'Mín. 90%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Granos dañados / picados por gorgojo',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'black-urad-whole': {
    name: 'Urad negro entero',
    variety: 'Black matpe (frijol urad entero)',
    origin:
      'Madhya Pradesh, Uttar Pradesh, Maharashtra, Andhra Pradesh (Krishna, Guntur), Tamil Nadu',
    description:
      'Frijol urad entero con piel, que se cocina a fuego lento para el dal makhani y el maa ki dal punyabí, y que los molinos de dal usan para producir urad dal blanco. Ofrecemos lotes gruesos de calidad especial de la cosecha kharif del centro de la India y urad de rabi de la costa de Andhra.',
    grade: 'SQ (calidad especial), limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Chennai / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Negro azabache'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Dañados / picados por gorgojo', 'Máx. 1%'],
      ['Inmaduros / arrugados', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'SQ (calidad especial)',
        attributes: [
          ['Semilla', 'Grueso, uniforme'],
          ['Uso', 'Venta minorista, dal makhani'],
        ],
      },
      {
        name: 'FAQ (calidad media aceptable)',
        attributes: [
          ['Semilla', 'Tamaño mixto'],
          ['Uso', 'Molienda de dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos dañados / inmaduros',
        specification: 'Máx. 1% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '22-24%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'urad-gota': {
    name: 'Urad gota',
    variety: 'Frijol urad entero descascarillado (blanco)',
    origin: 'Madhya Pradesh, Uttar Pradesh, Andhra Pradesh (Krishna, Guntur), Tamil Nadu',
    description:
      'El urad gota es frijol urad sin piel, pero con la semilla entera. Los cocineros del sur de la India y los fabricantes de masas lo prefieren al dal partido porque se remoja de manera uniforme y da al molerse una masa de idli y dosa más ligera y esponjosa.',
    grade: 'Grueso, limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '10-15 días',
    port: 'Chennai',
    packSizes: ['Envases de consumo de 500 g / 1 kg / 2 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Blanco cremoso'],
      ['Motas de piel negra', 'Máx. 0.5%'],
      ['Semillas partidas', 'Máx. 3%'],
      ['Materia extraña', 'Máx. 0.1%'],
    ],
    varieties: [
      {
        name: 'Gota grueso',
        attributes: [
          ['Semilla', 'Grande, uniforme'],
          ['Uso', 'Fábricas de masas, venta minorista'],
        ],
      },
      {
        name: 'Gota mediano',
        attributes: [
          ['Semilla', 'Tamaño mixto'],
          ['Uso', 'Restauración'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Granos partidos / dañados',
        specification: 'Máx. 3% / 1%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'masoor-whole': {
    name: 'Masoor entera (lentejas pardas)',
    variety: 'Lenteja desi de semilla pequeña, entera',
    origin: 'Madhya Pradesh, Uttar Pradesh (Bundelkhand), Bihar',
    description:
      'Lentejas desi pequeñas y pardas con su tegumento, que se cocinan enteras como sabut masoor y que los molinos de dal usan para obtener lenteja roja partida. La semilla pequeña mantiene su forma en cocciones largas y tiene un sabor más profundo y terroso que las lentejas verdes grandes.',
    grade: 'Limpiado a máquina, Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Kolkata / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases de consumo de 1 kg / 2 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Tamaño de la semilla', '3-4 mm'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Dañados / picados por gorgojo', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'Masoor desi (pequeña)',
        attributes: [
          ['Semilla', 'Parda, 3-4 mm'],
          ['Uso', 'Entera, molienda de dal'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos dañados / picados por gorgojo',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'jammu-rajma': {
    name: 'Rajma de Jammu',
    variety: 'Frijol rojo pequeño (tipo Bhaderwah)',
    origin: 'Jammu y Cachemira (Bhaderwah, Doda, Kishtwar), Himachal Pradesh (Kinnaur)',
    description:
      'Rajma de montaña pequeño y de color rojo oscuro, cultivado en terrazas del valle del Chenab. Queda cremoso y de piel suave al cocinarse, y el rajma-chawal de Jammu tiene una clientela fiel entre las comunidades del norte de la India en el extranjero, dispuestas a pagar una prima frente a los frijoles rojos importados.',
    grade: 'Seleccionado a mano, limpiado a máquina, pureza 99%',
    moisture: 'Máx. 14%',
    moq: '5 MT',
    leadTime: '20-25 días',
    port: 'Nhava Sheva (JNPT) / ICD Tughlakabad (Delhi)',
    packSizes: ['Envases de consumo de 500 g / 1 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Rojo oscuro'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Rotos / partidos', 'Máx. 2%'],
      ['Tiempo de cocción (olla a presión)', '20-25 min tras el remojo'],
    ],
    varieties: [
      {
        name: 'Rajma Bhaderwah',
        attributes: [
          ['Semilla', 'Pequeño, rojo oscuro'],
          ['Región', 'Distrito de Doda'],
        ],
      },
      {
        name: 'Rajma Kishtwar',
        attributes: [
          ['Semilla', 'Pequeño, rojo granate'],
          ['Región', 'Distrito de Kishtwar'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos rotos / dañados',
        specification: 'Máx. 2% / 1%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'rajma-chitra': {
    name: 'Rajma Chitra',
    variety: 'Frijol jaspeado claro (Chitra)',
    origin: 'Himachal Pradesh, Uttarakhand, Jammu y Cachemira, Maharashtra',
    description:
      'El rajma Chitra es un frijol rosa claro con motas rojas que al cocinarse se vuelve uniformemente marrón y cremoso. Es el rajma preferido en los hogares punyabíes y de Delhi y en las cocinas de restaurante, y lo suministramos calibrado para envases minoristas.',
    grade: 'Grueso, limpieza Sortex, pureza 99%',
    moisture: 'Máx. 14%',
    moq: '1 x 20ft FCL (22 MT)',
    leadTime: '15-20 días',
    port: 'Nhava Sheva (JNPT) / Mundra',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Rosa claro con motas rojas'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Rotos / partidos', 'Máx. 2%'],
      ['Frijoles decolorados', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Chitra grueso',
        attributes: [
          ['Semilla', 'Grande, jaspeado'],
          ['Uso', 'Envases minoristas'],
        ],
      },
      {
        name: 'Chitra mediano',
        attributes: [
          ['Semilla', 'Mediano, jaspeado'],
          ['Uso', 'Restaurantes, restauración'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos rotos / decolorados',
        specification: 'Máx. 2% / 2%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'black-eyed-beans-lobia': {
    name: 'Frijol de ojo negro (lobia)',
    variety: 'Caupí (Vigna unguiculata), blanco con ojo negro',
    origin: 'Rajasthan, Karnataka, Maharashtra, Tamil Nadu, Gujarat',
    description:
      'Caupíes de color blanco crema con un ojo negro, que se cocinan como lobia masala en el norte de la India, como chawli usal en Maharashtra y en muchos platos de legumbres de Oriente Medio y África Occidental. Los clasificamos por tamaño y retiramos los granos manchados y partidos.',
    grade: 'Grueso, limpieza Sortex, pureza 99%',
    moisture: 'Máx. 13%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Chennai',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Blanco cremoso con ojo negro'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Manchados / decolorados', 'Máx. 2%'],
      ['Partidos / rotos', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Lobia grueso',
        attributes: [
          ['Semilla', 'Grande, arriñonado'],
          ['Uso', 'Venta minorista'],
        ],
      },
      {
        name: 'Chawli pequeño',
        attributes: [
          ['Semilla', 'Pequeño, blanco'],
          ['Uso', 'Usal, germinados'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos manchados / partidos',
        specification: 'Máx. 2% / 2%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'horse-gram': {
    name: 'Kulthi (horse gram)',
    variety: 'Macrotyloma uniflorum, marrón',
    origin: 'Karnataka, Andhra Pradesh, Odisha, Tamil Nadu',
    grade: 'Limpiado a máquina, pureza 98%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '15-20 días',
    port: 'Chennai',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
  },
  'moth-beans': {
    name: 'Frijol moth (matki)',
    variety: 'Vigna aconitifolia (RMO 40 / RMO 225)',
    origin: 'Rajasthan (Bikaner, Churu, Jodhpur, Barmer), Gujarat, Maharashtra',
    description:
      'El moth es un frijol pequeño y resistente a la sequía del desierto de Thar, donde Rajasthan produce la mayor parte de la cosecha de la India. Se germina para el misal y el usal de Maharashtra y se muele para obtener la harina de moth que da al bhujia de Bikaner su textura crujiente.',
    grade: 'Limpiado a máquina, Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'De marrón claro a marrón dorado'],
      ['Germinación', 'Mín. 85% (calidad para germinar)'],
      ['Materia extraña', 'Máx. 0.2%'],
    ],
    varieties: [
      {
        name: 'RMO 40',
        attributes: [
          ['Semilla', 'Pequeño, marrón claro'],
          ['Observación', 'Maduración temprana'],
        ],
      },
      {
        name: 'RMO 225',
        attributes: [
          ['Semilla', 'Pequeño, marrón dorado'],
          ['Observación', 'Tolerante a la sequía'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Germinación',
        specification: 'Mín. 85%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'yellow-peas': {
    name: 'Arvejas amarillas (safed matar)',
    variety: 'Arveja seca (Pisum sativum), entera',
    origin: 'Uttar Pradesh (Lalitpur, Jhansi, Jalaun), Madhya Pradesh (Sagar, Jabalpur), Bihar',
    description:
      'Arvejas secas (guisantes) de la cosecha rabi de Bundelkhand y el centro de la India, de amarillo pálido a blanco cremoso. Se cocinan enteras para ragda y chaat, se tuestan como snack y se parten para matar dal y harina de arveja.',
    grade: 'Limpiado a máquina, Sortex, pureza 99%',
    moisture: 'Máx. 13%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT) / Kolkata',
    packSizes: ['Envases de consumo de 1 kg', 'Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'De amarillo pálido a blanco cremoso'],
      ['Materia extraña', 'Máx. 0.2%'],
      ['Blanqueadas / dañadas', 'Máx. 2%'],
      ['Partidos / rotos', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Safed matar',
        attributes: [
          ['Semilla', 'Redonda, lisa, cremosa'],
          ['Uso', 'Ragda, aperitivos'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13%',
      },
      {
        parameter: 'Materia extraña / impurezas',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Granos dañados / partidos',
        specification: 'Máx. 2% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '21-23%',
      },
      {
        parameter: 'Aflatoxinas totales (B1+B2+G1+G2)',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
}
