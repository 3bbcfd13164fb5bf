import type { CatalogueTranslation } from '../types'

export const grains: CatalogueTranslation = {
  'basmati-1121': {
    name: 'Arroz basmati 1121',
    variety: '1121 Steam / Sella',
    origin: 'Punjab, Haryana, oeste de Uttar Pradesh, Jammu (Kathua, Samba) (zona basmati con IG)',
    description:
      'El Pusa Basmati 1121 es el grano extralargo que convirtió al basmati indio en el arroz de referencia para biryani, mandi y kabsa en todo el Golfo. Lo elaboramos a partir de arroz cáscara de kharif cultivado en los distritos notificados de la IG, lo añejamos antes del procesado y lo embarcamos como steam blanco o como sella dorado, cremoso y blanco. Los granos cocidos alcanzan unos 20 mm y quedan sueltos, por eso los servicios de catering y los reenvasadores lo piden por su nombre.',
    grade: '1121 Steam / Sella, longitud media 8.35 mm, doble limpieza Sortex',
    moisture: 'Máx. 12.5%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Bolsas de consumo de 1 kg / 5 kg',
      'Bolsas de tela no tejida de 10 kg / 20 kg',
      'Sacos de PP de 25 kg',
      'Sacos de yute de 50 kg',
    ],
    specifications: [
      ['Longitud media del grano (crudo)', '8.30-8.40 mm'],
      ['Longitud media del grano cocido', '19-21 mm'],
      ['Índice de elongación', '2.5 mín.'],
      ['Granos partidos', 'Máx. 1%'],
      ['Pureza basmati', '95% mín.'],
      ['Añejamiento', '6-12 meses'],
    ],
    varieties: [
      {
        name: '1121 al vapor (Steam)',
        attributes: [
          ['Color', 'Blanco cremoso'],
          ['Longitud', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 Sella dorado',
        attributes: [
          ['Color', 'Amarillo dorado'],
          ['Longitud', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 Sella cremoso',
        attributes: [
          ['Color', 'Crema claro'],
          ['Longitud', '8.30-8.40 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12.5%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '8.35 mm (mín. 8.30 mm)',
      },
      {
        parameter: 'Granos partidos / yesosos / dañados',
        specification: 'Máx. 1% / 2% / 0.5%',
      },
      {
        parameter: 'Mezcla con arroz no basmati',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuo de triciclazol',
        specification: 'Máx. 0.01 mg/kg (EU MRL)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'basmati-1509': {
    name: 'Arroz basmati 1509',
    variety: '1509 Steam / Sella',
    origin: 'Punjab, Haryana, oeste de Uttar Pradesh (zona basmati con IG)',
    description:
      'El Pusa Basmati 1509 madura en unos 120 días y da un grano de longitud cercana al 1121 a un precio menor. Los importadores de Arabia Saudita, Irak e Irán lo compran como basmati extralargo económico, y su molienda limpia lo hace uno de los preferidos para envases de consumo de marca blanca.',
    grade: '1509 Steam / Sella, longitud media 8.20 mm, limpieza Sortex',
    moisture: 'Máx. 12.5%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Bolsas de consumo de 1 kg / 5 kg',
      'Bolsas de tela no tejida de 10 kg',
      'Sacos de PP de 25 kg / 50 kg',
    ],
    specifications: [
      ['Longitud media del grano (crudo)', '8.15-8.25 mm'],
      ['Longitud media del grano cocido', '18-20 mm'],
      ['Granos partidos', 'Máx. 2%'],
      ['Pureza basmati', '95% mín.'],
      ['Dañados / decolorados', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: '1509 al vapor (Steam)',
        attributes: [
          ['Color', 'Blanco cremoso'],
          ['Longitud', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 Sella dorado',
        attributes: [
          ['Color', 'Amarillo dorado'],
          ['Longitud', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 Sella blanco',
        attributes: [
          ['Color', 'Blanquecino'],
          ['Longitud', '8.15-8.25 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12.5%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '8.20 mm (mín. 8.15 mm)',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 2%',
      },
      {
        parameter: 'Mezcla con arroz no basmati',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'basmati-1401': {
    name: 'Arroz basmati 1401',
    variety: 'Pusa Basmati 6 (1401) Steam / Sella',
    origin: 'Punjab, Haryana, oeste de Uttar Pradesh (zona basmati con IG)',
    description:
      'El Pusa Basmati 1401 (PB 6) es un basmati delgado y bien formado, de aroma intenso y muy poco yesoso. Por longitud se sitúa entre el Pusa y el 1121, y lo compran envasadores del Reino Unido y Europa que buscan una calidad culinaria de estilo tradicional con un suministro fiable.',
    grade: '1401 Steam / Sella, longitud media 7.50 mm, limpieza Sortex',
    moisture: 'Máx. 12.5%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Bolsas de consumo de 1 kg / 5 kg',
      'Bolsas de tela no tejida de 20 kg',
      'Sacos de PP de 25 kg',
    ],
    specifications: [
      ['Longitud media del grano (crudo)', '7.40-7.60 mm'],
      ['Longitud media del grano cocido', '15-17 mm'],
      ['Granos partidos', 'Máx. 2%'],
      ['Granos yesosos', 'Máx. 1%'],
      ['Pureza basmati', '95% mín.'],
    ],
    varieties: [
      {
        name: '1401 al vapor (Steam)',
        attributes: [
          ['Color', 'Blanco cremoso'],
          ['Longitud', '7.40-7.60 mm'],
        ],
      },
      {
        name: '1401 Sella',
        attributes: [
          ['Color', 'Dorado claro'],
          ['Longitud', '7.40-7.60 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12.5%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '7.50 mm (mín. 7.40 mm)',
      },
      {
        parameter: 'Granos partidos / yesosos',
        specification: 'Máx. 2% / 1%',
      },
      {
        parameter: 'Mezcla con arroz no basmati',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Residuo de triciclazol',
        specification: 'Máx. 0.01 mg/kg (EU MRL)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'pusa-basmati': {
    name: 'Arroz Pusa Basmati',
    variety: 'Pusa Basmati 1 (PB 1) Steam / Sella',
    origin: 'Haryana, Punjab, oeste de Uttar Pradesh, Uttarakhand (zona basmati con IG)',
    description:
      'El Pusa Basmati 1 fue el primer basmati semienano de alto rendimiento y sigue siendo la calidad de entrada económica del basmati indio. Restaurantes y mayoristas del Golfo y de África lo utilizan cuando buscan un auténtico aroma basmati a un precio más ajustado que el 1121.',
    grade: 'Pusa Steam / Sella, longitud media 7.10 mm, limpieza Sortex',
    moisture: 'Máx. 12.5%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Mundra / Kandla',
    packSizes: ['Bolsas de consumo de 5 kg', 'Sacos de PP de 25 kg', 'Sacos de yute de 50 kg'],
    specifications: [
      ['Longitud media del grano (crudo)', '7.00-7.20 mm'],
      ['Granos partidos', 'Máx. 2%'],
      ['Dañados / decolorados', 'Máx. 1%'],
      ['Pureza basmati', '95% mín.'],
    ],
    varieties: [
      {
        name: 'Pusa al vapor (Steam)',
        attributes: [
          ['Color', 'Blanco cremoso'],
          ['Longitud', '7.00-7.20 mm'],
        ],
      },
      {
        name: 'Pusa Sella dorado',
        attributes: [
          ['Color', 'Amarillo dorado'],
          ['Longitud', '7.00-7.20 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12.5%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '7.10 mm (mín. 7.00 mm)',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 2%',
      },
      {
        parameter: 'Mezcla con arroz no basmati',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'traditional-basmati': {
    name: 'Arroz basmati tradicional',
    variety: 'Taraori (HBC 19) / Basmati 386 / Basmati 370',
    origin:
      'Haryana (Karnal, Kaithal, Kurukshetra), Punjab (Amritsar, Gurdaspur), Jammu (R.S. Pura)',
    description:
      'Las antiguas variedades altas de basmati rinden poco, pero tienen el aroma más pleno y la textura más suave y esponjosa. Compramos arroz cáscara en la zona de Karnal–Kaithal y en R.S. Pura, añejamos el arroz de 12 a 18 meses y lo suministramos a marcas del Reino Unido y Europa cuyas etiquetas prometen basmati tradicional.',
    grade:
      'Tradicional al vapor (Steam), longitud media 7.00 mm, añejado 12-18 meses, limpieza Sortex',
    moisture: 'Máx. 12%',
    moq: '1 x 20ft FCL (22 MT)',
    leadTime: '20-25 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: [
      'Envases al vacío de 1 kg / 2 kg',
      'Bolsas de consumo de 5 kg / 10 kg',
      'Sacos de PP de 20 kg',
    ],
    specifications: [
      ['Longitud media del grano (crudo)', '6.90-7.10 mm'],
      ['Longitud media del grano cocido', '13-14 mm'],
      ['Granos partidos', 'Máx. 1%'],
      ['Pureza basmati', '95% mín.'],
      ['Añejamiento', '12-18 meses'],
    ],
    varieties: [
      {
        name: 'Taraori (HBC 19)',
        attributes: [
          ['Longitud', '7.00 mm'],
          ['Observación', 'Arroz cáscara de Karnal / Kaithal'],
        ],
      },
      {
        name: 'Basmati 386',
        attributes: [
          ['Longitud', '7.00 mm'],
          ['Observación', 'Aroma intenso, textura suave'],
        ],
      },
      {
        name: 'Basmati 370',
        attributes: [
          ['Longitud', '6.80 mm'],
          ['Observación', 'R.S. Pura, Jammu'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '7.00 mm (mín. 6.90 mm)',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 1%',
      },
      {
        parameter: 'Mezcla con arroz no basmati',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuo de triciclazol',
        specification: 'Máx. 0.01 mg/kg (EU MRL)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sugandha-rice': {
    name: 'Arroz Sugandha',
    variety: 'Pusa Sugandh 5 (PS 5) Sella dorado / cremoso',
    origin: 'Haryana, Punjab, oeste de Uttar Pradesh',
    description:
      'El Sugandha es un arroz largo y aromático no basmati que se cultiva junto al basmati en las llanuras del noroeste. Se vende como sella a mercados sensibles al precio de Irak, Yemen y África Oriental que buscan grano largo y algo de aroma sin pagar la prima del basmati.',
    grade: 'Sella dorado / cremoso, longitud media 7.90 mm, 2% de partidos',
    moisture: 'Máx. 13%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Kandla',
    packSizes: ['Bolsas de consumo de 5 kg', 'Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Longitud media del grano (crudo)', '7.80-8.00 mm'],
      ['Granos partidos', 'Máx. 2%'],
      ['Dañados / decolorados', 'Máx. 1%'],
      ['Granos con cáscara', 'Máx. 5 por kg'],
    ],
    varieties: [
      {
        name: 'Sugandha Sella dorado',
        attributes: [
          ['Color', 'Amarillo dorado'],
          ['Longitud', '7.80-8.00 mm'],
        ],
      },
      {
        name: 'Sugandha Sella cremoso',
        attributes: [
          ['Color', 'Crema claro'],
          ['Longitud', '7.80-8.00 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '7.90 mm (mín. 7.80 mm)',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 2%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sona-masoori-rice': {
    name: 'Arroz Sona Masoori',
    variety: 'BPT 5204 (Samba Mahsuri), blanco / al vapor (Raw / Steam)',
    origin: 'Andhra Pradesh, Telangana, Karnataka (Raichur, Koppal, Ballari)',
    description:
      'El Sona Masoori es el grano medio de uso diario en las cocinas del sur de la India, cultivado en las zonas regadas del Krishna–Godavari y del Tungabhadra. Es ligero, queda suave y esponjoso al cocinarse y tiene una fuerte demanda entre las comunidades del sur de la India en EE. UU., el Reino Unido, el Golfo y Singapur. Lo añejamos seis meses o más antes de molerlo para que quede suelto en el plato.',
    grade: 'Blanco / al vapor (Raw / Steam), máx. 5% de partidos, doble pulido, limpieza Sortex',
    moisture: 'Máx. 13%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Kakinada / Chennai / Krishnapatnam',
    packSizes: [
      'Bolsas de consumo de 5 kg / 10 kg',
      'Bolsas de tela no tejida de 20 kg',
      'Sacos de PP de 25 kg',
    ],
    specifications: [
      ['Longitud media del grano', '5.0-5.2 mm'],
      ['Granos partidos', 'Máx. 5%'],
      ['Granos yesosos', 'Máx. 2%'],
      ['Pulido', 'Doble pulido (sedoso)'],
      ['Antigüedad de la cosecha', '6-12 meses'],
    ],
    varieties: [
      {
        name: 'BPT 5204 Raw',
        attributes: [
          ['Color', 'Blanco brillante'],
          ['Longitud', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'BPT 5204 al vapor (Steam)',
        attributes: [
          ['Color', 'Blanquecino'],
          ['Longitud', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'RNR 15048 (Telangana Sona)',
        attributes: [
          ['Color', 'Blanco'],
          ['Longitud', '4.9-5.1 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13%',
      },
      {
        parameter: 'Longitud media del grano',
        specification: '5.0 mm mín.',
      },
      {
        parameter: 'Granos partidos / yesosos',
        specification: 'Máx. 5% / 2%',
      },
      {
        parameter: 'Materia extraña / granos con cáscara',
        specification: 'Máx. 0.1% / 5 por kg',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'ir-64-parboiled-rice': {
    name: 'Arroz vaporizado IR 64',
    variety: 'IR 64 grano largo, vaporizado (parboiled)',
    origin: 'Andhra Pradesh (Godavari Oriental y Occidental), Telangana, Chhattisgarh, Odisha',
    description:
      'El IR 64 vaporizado es el grano largo de gran volumen que la India envía a África Occidental, el Golfo y Bangladés. Al tratar con vapor el arroz cáscara antes del secado y la molienda, el almidón se fija, de modo que el grano se parte menos en el molino, se conserva bien en almacenes cálidos y húmedos y mantiene su forma en la cocción de grandes cantidades.',
    grade: 'Grano largo vaporizado, 5% de partidos, limpieza Sortex',
    moisture: 'Máx. 14%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Kakinada / Visakhapatnam',
    packSizes: [
      'Bolsas de consumo de 5 kg / 10 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Longitud media del grano', '6.0-6.2 mm'],
      ['Granos partidos', 'Máx. 5%'],
      ['Granos dañados / amarillos', 'Máx. 1%'],
      ['Granos rojos / con estrías rojas', 'Máx. 2%'],
      ['Granos con cáscara', 'Máx. 10 por kg'],
    ],
    varieties: [
      {
        name: 'IR 64 vaporizado, 5% de partidos',
        attributes: [
          ['Color', 'Dorado claro'],
          ['Uso', 'Venta minorista y catering'],
        ],
      },
      {
        name: 'IR 64 vaporizado, 25% de partidos',
        attributes: [
          ['Color', 'Dorado claro'],
          ['Uso', 'Compradores institucionales'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Granos dañados / con estrías rojas',
        specification: 'Máx. 1% / 2%',
      },
      {
        parameter: 'Materia extraña / granos con cáscara',
        specification: 'Máx. 0.1% / 10 por kg',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'ir-36-rice': {
    name: 'Arroz blanco IR 36',
    variety: 'IR 36 grano largo, blanco (raw)',
    origin: 'Chhattisgarh, Odisha, Andhra Pradesh, Bengala Occidental',
    description:
      'El IR 36 es un grano largo resistente y de bajo costo del granero arrocero del este. Los importadores de África Occidental y Oriente Medio lo usan para mezclas y catering institucional, y los molinos harineros lo destinan a harina de arroz y mezclas para rebozados.',
    grade: 'Grano largo blanco, 5% / 25% de partidos, limpieza Sortex',
    moisture: 'Máx. 13.5%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Visakhapatnam / Kakinada',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Longitud media del grano', '5.9-6.1 mm'],
      ['Granos partidos', 'Máx. 5% (o calidad 25%)'],
      ['Granos yesosos', 'Máx. 5%'],
      ['Dañados / decolorados', 'Máx. 1.5%'],
    ],
    varieties: [
      {
        name: 'IR 36 blanco, 5% de partidos',
        attributes: [
          ['Color', 'Blanco'],
          ['Uso', 'Reenvasado minorista'],
        ],
      },
      {
        name: 'IR 36 blanco, 25% de partidos',
        attributes: [
          ['Color', 'Blanco'],
          ['Uso', 'Mezclas, harina de arroz'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13.5%',
      },
      {
        parameter: 'Granos partidos / yesosos',
        specification: 'Máx. 5% / 5%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.2%',
      },
      {
        parameter: 'Aflatoxinas totales',
        specification: 'Máx. 10 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'ponni-boiled-rice': {
    name: 'Arroz Ponni vaporizado',
    variety: 'Ponni, grano medio, vaporizado (parboiled)',
    origin: 'Tamil Nadu (Thanjavur, Tiruvarur, Nagapattinam), Karnataka (Mandya, Mysuru)',
    description:
      'El Ponni es el arroz básico del delta del Cauvery, vaporizado a la manera tradicional tamil para que quede suave pero mantenga su forma con el sambar y el rasam. Las comunidades tamiles de Singapur, Malasia, Sri Lanka y el Golfo lo compran para las comidas diarias, y la calidad corta para idli se destina a masas.',
    grade: 'Vaporizado, 5% de partidos, limpieza Sortex',
    moisture: 'Máx. 14%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Chennai / Tuticorin (V.O. Chidambaranar)',
    packSizes: ['Bolsas de consumo de 5 kg / 10 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Longitud media del grano', '5.0-5.3 mm'],
      ['Granos partidos', 'Máx. 5%'],
      ['Granos decolorados', 'Máx. 1%'],
      ['Granos con cáscara', 'Máx. 5 por kg'],
    ],
    varieties: [
      {
        name: 'Ponni vaporizado',
        attributes: [
          ['Color', 'Ámbar claro'],
          ['Uso', 'Comidas diarias'],
        ],
      },
      {
        name: 'Arroz Ponni para idli',
        attributes: [
          ['Color', 'Ámbar claro'],
          ['Uso', 'Masa para idli / dosa'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Materia extraña / granos con cáscara',
        specification: 'Máx. 0.1% / 5 por kg',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'kerala-matta-rice': {
    name: 'Arroz Matta de Kerala',
    variety: 'Palakkadan Matta (Rosematta), vaporizado',
    origin: 'Kerala (Palakkad), costa de Karnataka (Dakshina Kannada, Udupi)',
    description:
      'El Matta es un arroz grueso de pericarpio rojo de las llanuras de Palakkad (registrado como IG con el nombre Palakkadan Matta), vaporizado y pulido solo ligeramente para que conserve el salvado rojo. Tiene un sabor terroso y una textura firme, y lo compran sobre todo las comunidades keralitas del Golfo, el Reino Unido y EE. UU.',
    grade: 'Vaporizado, grueso, pulido parcial, 5% de partidos',
    moisture: 'Máx. 14%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Kochi (Cochin)',
    packSizes: ['Bolsas de consumo de 5 kg / 10 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Color del grano', 'Conserva el pericarpio rojo'],
      ['Relación longitud / anchura', '2.0-2.5 (grueso)'],
      ['Granos partidos', 'Máx. 5%'],
      ['Pulido', 'Simple, parcial (conserva el salvado)'],
    ],
    varieties: [
      {
        name: 'Matta de grano largo (Jyothi)',
        attributes: [
          ['Forma', 'Largo grueso'],
          ['Color', 'Red'],
        ],
      },
      {
        name: 'Unda Matta',
        attributes: [
          ['Forma', 'Redondo grueso'],
          ['Color', 'Rojo intenso'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Granos partidos',
        specification: 'Máx. 5%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'kolam-rice': {
    name: 'Arroz Kolam',
    variety: 'Wada Kolam / HMT, blanco (raw)',
    origin: 'Maharashtra (Palghar, Thane), Telangana, Madhya Pradesh (Balaghat)',
    description:
      'El Kolam es un arroz corto y delgado, de cocción suave, que se come a diario en Maharashtra y Gujarat; es más ligero y más barato que el basmati. El Wada Kolam del distrito de Palghar es el tipo premium, con granos pequeños y translúcidos ideales para dal-chawal y khichdi.',
    grade: 'Blanco (raw), máx. 2% de partidos, limpieza Sortex',
    moisture: 'Máx. 13%',
    packSizes: ['Bolsas de consumo de 5 kg / 10 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Longitud media del grano', '4.8-5.2 mm'],
      ['Granos partidos', 'Máx. 2%'],
      ['Granos yesosos', 'Máx. 2%'],
      ['Antigüedad de la cosecha', '6-12 meses'],
    ],
    varieties: [
      {
        name: 'Wada Kolam',
        attributes: [
          ['Color', 'Blanco translúcido'],
          ['Observación', 'Palghar, Maharashtra'],
        ],
      },
      {
        name: 'HMT Kolam',
        attributes: [
          ['Color', 'Blanco'],
          ['Observación', 'Vidarbha y Telangana'],
        ],
      },
      {
        name: 'Jai Shriram',
        attributes: [
          ['Color', 'Blanco'],
          ['Observación', 'Grano fino y delgado'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 13%',
      },
      {
        parameter: 'Granos partidos / yesosos',
        specification: 'Máx. 2% / 2%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.1%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'broken-rice-100': {
    name: 'Arroz partido 100%',
    variety: 'Partidos blancos no basmati (IR 64 / Sona Masoori)',
    origin: 'Andhra Pradesh, Telangana, Chhattisgarh, Punjab',
    description:
      'Partidos separados en clasificadoras por longitud durante la molienda de arroz no basmati de grano largo y medio. Se destinan a molinos de harina de arroz, cervecerías, destilerías y fabricantes de alimentos para mascotas y piensos. Cada contrato se verifica conforme a la política de exportación de la DGFT para el arroz partido vigente en la fecha de embarque.',
    grade: '100% partido, limpieza Sortex',
    moisture: 'Máx. 14%',
    moq: '1 x 20ft FCL (26 MT)',
    leadTime: '10-15 días',
    port: 'Kakinada / Visakhapatnam / Kandla',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT'],
    specifications: [
      ['Tamaño del partido', 'De 1/4 a 3/4 del grano entero'],
      ['Granos enteros', 'Máx. 5%'],
      ['Granos yesosos', 'Máx. 7%'],
      ['Materia extraña', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: 'Partidos blancos (raw)',
        attributes: [['Uso', 'Harina de arroz, cervecería']],
      },
      {
        name: 'Partidos vaporizados',
        attributes: [['Uso', 'Piensos, alimento para mascotas']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Granos enteros / yesosos',
        specification: 'Máx. 5% / 7%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Aflatoxinas totales',
        specification: 'Máx. 10 µg/kg',
      },
    ],
  },
  'wheat-sharbati': {
    name: 'Trigo',
    variety: 'Sharbati (MP)',
    origin: 'Madhya Pradesh (Sehore, Vidisha, Raisen, Narmadapuram)',
    description:
      'El Sharbati es un trigo de grano grueso, dorado y lustroso que se cultiva en los suelos negros del centro de Madhya Pradesh, en gran parte con riego limitado, lo que le da un sabor ligeramente dulce y chapatis suaves. Las marcas de harina del sur de Asia en el extranjero pagan una prima por él como trigo para atta. Los embarques se contratan con sujeción a la política de exportación de trigo de la DGFT vigente en cada momento.',
    grade: 'Calidad molinera, grano grueso, limpiado y clasificado a máquina',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '15-20 días',
    port: 'Kandla / Mundra',
    packSizes: [
      'Sacos de PP de 25 kg / 50 kg',
      'Big bags de 1 MT',
      'A granel en liner de contenedor',
    ],
    specifications: [
      ['Proteína (base seca)', '11-12.5%'],
      ['Peso hectolítrico', 'Mín. 78 kg/hl'],
      ['Peso de mil granos', '45-50 g'],
      ['Falling number (índice de caída)', 'Mín. 300 s'],
      ['Materia extraña', 'Máx. 0.5%'],
      ['Granos dañados / arrugados', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Sharbati de Sehore',
        attributes: [
          ['Color', 'Ámbar dorado'],
          ['Grano', 'Grueso, lustroso'],
        ],
      },
      {
        name: 'C 306',
        attributes: [
          ['Color', 'Ámbar'],
          ['Grano', 'Trigo tradicional de secano para chapati'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Proteína (N x 5.7, base seca)',
        specification: '11-12.5%',
      },
      {
        parameter: 'Peso hectolítrico',
        specification: 'Mín. 78 kg/hl',
      },
      {
        parameter: 'Falling number (índice de caída)',
        specification: 'Mín. 300 s',
      },
      {
        parameter: 'Materia extraña / granos dañados',
        specification: 'Máx. 0.5% / 2%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'wheat-lokwan': {
    name: 'Trigo Lokwan',
    variety: 'Lok-1 (Lokwan)',
    origin: 'Madhya Pradesh (Malwa), Gujarat (Saurashtra), Maharashtra (Vidarbha)',
    description:
      'El Lokwan es un trigo panificable de alto rendimiento, de grano mediano grueso y color ámbar, procedente de Malwa, Saurashtra y Vidarbha. Es el trigo de batalla para mezclas de atta para chapati y para suji, y cuesta menos que el Sharbati. Los embarques se contratan con sujeción a la política de exportación de trigo de la DGFT vigente en cada momento.',
    grade: 'Calidad molinera, mediano grueso, limpiado a máquina',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '15-20 días',
    port: 'Kandla / Mundra',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT', 'A granel en liner de contenedor'],
    specifications: [
      ['Proteína (base seca)', '10.5-11.5%'],
      ['Peso hectolítrico', 'Mín. 77 kg/hl'],
      ['Falling number (índice de caída)', 'Mín. 280 s'],
      ['Materia extraña', 'Máx. 0.75%'],
      ['Granos dañados / arrugados', 'Máx. 3%'],
    ],
    varieties: [
      {
        name: 'Lok-1',
        attributes: [
          ['Color', 'Ámbar'],
          ['Grano', 'Mediano grueso'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Proteína (N x 5.7, base seca)',
        specification: '10.5-11.5%',
      },
      {
        parameter: 'Peso hectolítrico',
        specification: 'Mín. 77 kg/hl',
      },
      {
        parameter: 'Falling number (índice de caída)',
        specification: 'Mín. 280 s',
      },
      {
        parameter: 'Materia extraña / granos dañados',
        specification: 'Máx. 0.75% / 3%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'durum-wheat': {
    name: 'Trigo duro',
    variety: 'Triticum durum (HI 8498 / HI 8759)',
    origin: 'Madhya Pradesh (Indore, Ujjain, Dewas, Dhar), Rajasthan (Kota, Baran), Gujarat',
    description:
      'Trigo duro ambarino de la meseta de Malwa, cultivado en la estación seca rabi, con alto contenido de proteína y de pigmento amarillo. Los fabricantes de pasta, las plantas de cuscús y las fábricas de sémola lo usan cuando importan el color y la firmeza en la cocción. Los embarques se contratan con sujeción a la política de exportación de trigo de la DGFT vigente en cada momento.',
    grade: 'Trigo duro ambarino, mín. 80% de granos vítreos',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '15-20 días',
    port: 'Kandla / Mundra',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT', 'A granel en liner de contenedor'],
    specifications: [
      ['Proteína (base seca)', '12-13.5%'],
      ['Granos vítreos', 'Mín. 80%'],
      ['Peso hectolítrico', 'Mín. 80 kg/hl'],
      ['Falling number (índice de caída)', 'Mín. 300 s'],
      ['Materia extraña', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: 'HI 8498 (Malav Shakti)',
        attributes: [
          ['Color', 'Ámbar'],
          ['Uso', 'Pasta, sémola'],
        ],
      },
      {
        name: 'HI 8759 (Pusa Tejas)',
        attributes: [
          ['Color', 'Ámbar'],
          ['Uso', 'Pasta, alto pigmento amarillo'],
        ],
      },
      {
        name: 'HI 8737 (Pusa Anmol)',
        attributes: [
          ['Color', 'Ámbar'],
          ['Uso', 'Sémola, cuscús'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Proteína (N x 5.7, base seca)',
        specification: '12-13.5%',
      },
      {
        parameter: 'Granos vítreos',
        specification: 'Mín. 80%',
      },
      {
        parameter: 'Peso hectolítrico',
        specification: 'Mín. 80 kg/hl',
      },
      {
        parameter: 'Falling number (índice de caída)',
        specification: 'Mín. 300 s',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'yellow-maize': {
    name: 'Maíz amarillo',
    variety: 'Híbrido amarillo dentado / semicristalino',
    origin: 'Karnataka (Davanagere, Haveri), Telangana, Andhra Pradesh, Bihar, Maharashtra',
    description:
      'Maíz amarillo de calidad forrajera para fábricas de piensos avícolas y compuestos de Vietnam, Malasia, Bangladés, Nepal y el Golfo. La India no permite el cultivo de maíz transgénico, por lo que todos los lotes son no OGM por origen. Embarcamos tanto de la cosecha kharif como de la rabi.',
    grade: 'Calidad forrajera, limpiado a máquina, no OGM',
    moisture: 'Máx. 14%',
    moq: '1 x 20ft FCL (26 MT)',
    leadTime: '10-15 días',
    port: 'Kakinada / Visakhapatnam / Chennai',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT', 'A granel (buque de carga general)'],
    specifications: [
      ['Granos partidos', 'Máx. 3%'],
      ['Granos dañados', 'Máx. 3% (dañados por calor máx. 1%)'],
      ['Materia extraña', 'Máx. 1%'],
      ['Proteína (base seca)', '8-9%'],
      ['Aflatoxinas totales', 'Máx. 20 ppb'],
    ],
    varieties: [
      {
        name: 'Cosecha kharif',
        attributes: [
          ['Cosecha', 'Octubre-diciembre'],
          ['Color', 'Amarillo anaranjado'],
        ],
      },
      {
        name: 'Cosecha rabi',
        attributes: [
          ['Cosecha', 'Marzo-mayo'],
          ['Color', 'Amarillo'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 14%',
      },
      {
        parameter: 'Granos partidos / dañados / materia extraña',
        specification: 'Máx. 3% / 3% / 1%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '8-9%',
      },
      {
        parameter: 'Aflatoxinas totales',
        specification: 'Máx. 20 µg/kg (uso en piensos)',
      },
      {
        parameter: 'Fumonisinas B1 + B2',
        specification: 'Máx. 4,000 µg/kg',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'sorghum-jowar': {
    name: 'Sorgo (jowar)',
    variety: 'Maldandi M 35-1 (jowar blanco de rabi)',
    origin:
      'Maharashtra (Solapur, Pune, Ahmednagar), Karnataka (Vijayapura, Kalaburagi), Telangana',
    description:
      'Jowar de rabi blanco perlado cultivado con la humedad residual de los suelos negros del Decán. En el extranjero se destina a harinas sin gluten, mezclas para bhakri y roti, snacks inflados y líneas de alimentación saludable, mientras que los lotes de híbridos de kharif se ofrecen para piensos.',
    grade: 'Blanco, grueso, limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Envases de consumo de 1 kg', 'Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Color', 'Blanco perlado'],
      ['Taninos', 'Menos de 0.3% (tipo sin taninos)'],
      ['Pureza', '99% mín.'],
      ['Materia extraña', 'Máx. 0.5%'],
      ['Dañados / decolorados', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Maldandi (M 35-1)',
        attributes: [
          ['Temporada', 'Rabi'],
          ['Color', 'Blanco perlado'],
          ['Uso', 'Harina, roti'],
        ],
      },
      {
        name: 'Híbrido CSH',
        attributes: [
          ['Temporada', 'Kharif'],
          ['Color', 'De blanco a cremoso'],
          ['Uso', 'Piensos, almidón'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Taninos',
        specification: 'Máx. 0.3%',
      },
      {
        parameter: 'Materia extraña / granos dañados',
        specification: 'Máx. 0.5% / 2%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '9-11%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'pearl-millet-bajra': {
    name: 'Mijo',
    variety: 'Mijo perla (bajra)',
    origin:
      'Rajasthan (Jaipur, Alwar, Barmer), Gujarat (Banaskantha), Haryana, Uttar Pradesh (Agra)',
    description:
      'La India cultiva más mijo perla que ningún otro país, la mayor parte en secano en Rajasthan, Gujarat y Haryana. El grano gris verdoso se muele para harina de bajra roti, gachas y mezclas sin gluten, y los lotes limpios también van a envasadores de alpiste y semillas para aves. Bajo pedido ofrecemos Dhanshakti, biofortificado con hierro.',
    grade: 'Limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Mundra / Kandla',
    packSizes: ['Envases de consumo de 1 kg', 'Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Verde grisáceo'],
      ['Materia extraña', 'Máx. 0.5%'],
      ['Granos dañados', 'Máx. 1%'],
      ['Proteína (base seca)', '10-12%'],
    ],
    varieties: [
      {
        name: 'Bajra híbrido',
        attributes: [
          ['Color', 'Verde grisáceo'],
          ['Uso', 'Molienda de harina'],
        ],
      },
      {
        name: 'Dhanshakti (ICTP 8203-Fe)',
        attributes: [
          ['Color', 'Gris pizarra'],
          ['Uso', 'Harina biofortificada con hierro'],
        ],
      },
      {
        name: 'Bajra desi',
        attributes: [
          ['Color', 'Gris'],
          ['Uso', 'Alimento para aves, mezclas de granos pequeños'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / granos dañados',
        specification: 'Máx. 0.5% / 1%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '10-12%',
      },
      {
        parameter: 'Cenizas totales (base seca)',
        specification: 'Máx. 2.5%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'finger-millet-ragi': {
    name: 'Mijo africano (ragi)',
    variety: 'Ragi marrón (GPU 28 / ML 365)',
    origin:
      'Karnataka (Tumakuru, Hassan, Mandya), Tamil Nadu (Krishnagiri, Dharmapuri), Uttarakhand',
    description:
      'Karnataka cultiva más de la mitad del ragi de la India, un mijo pequeño de color marrón rojizo conocido por su calcio. Los compradores lo usan para bebidas de malta de ragi, gachas y alimentos de destete, así como para harinas sin gluten y panadería.',
    grade: 'Limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '10-15 días',
    port: 'Chennai',
    packSizes: [
      'Envases de consumo de 500 g / 1 kg',
      'Sacos de PP de 25 kg',
      'Sacos de PP de 50 kg',
    ],
    specifications: [
      ['Pureza', '99% mín.'],
      ['Color', 'Marrón rojizo'],
      ['Calcio (típico)', '330-360 mg/100 g'],
      ['Materia extraña', 'Máx. 0.5%'],
      ['Granos inmaduros / arrugados', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'GPU 28',
        attributes: [
          ['Color', 'Marrón cobrizo'],
          ['Observación', 'Tolerante al añublo, Karnataka'],
        ],
      },
      {
        name: 'ML 365',
        attributes: [
          ['Color', 'Marrón'],
          ['Observación', 'Secano, Karnataka y Tamil Nadu'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / granos inmaduros',
        specification: 'Máx. 0.5% / 1%',
      },
      {
        parameter: 'Calcio',
        specification: '330-360 mg/100 g (típico)',
      },
      {
        parameter: 'Cenizas totales (base seca)',
        specification: 'Máx. 3%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'foxtail-millet': {
    name: 'Mijo cola de zorra',
    variety: 'Korra / Navane (Setaria italica)',
    origin: 'Andhra Pradesh (Anantapur, Kurnool), Karnataka (Chitradurga, Tumakuru), Telangana',
    description:
      'El mijo cola de zorra es un grano pequeño de color amarillo pálido procedente de las tierras altas secas de Rayalaseema y del centro de Karnataka. Lo exportamos como grano entero para descascarillado, germinación y alpiste premium; el mijo descascarillado se cotiza aparte porque corresponde a la partida 1104.',
    grade: 'Grano entero (sin descascarillar), limpieza Sortex, pureza 99%',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (24 MT)',
    leadTime: '15-20 días',
    port: 'Chennai / Krishnapatnam',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Presentación', 'Entero, sin descascarillar'],
      ['Pureza', '99% mín.'],
      ['Color', 'Amarillo pálido'],
      ['Mezcla con otros mijos', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'Cola de zorra amarillo',
        attributes: [
          ['Color', 'Amarillo pálido'],
          ['Uso', 'Descascarillado, alimento para aves'],
        ],
      },
      {
        name: 'Cola de zorra rojo',
        attributes: [
          ['Color', 'Rojizo'],
          ['Uso', 'Germinación, harinas especiales'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / otros granos',
        specification: 'Máx. 0.5% / 1%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'little-millet': {
    name: 'Mijo pequeño',
    variety: 'Kutki / Samai (Panicum sumatrense)',
    origin:
      'Madhya Pradesh (Dindori, Mandla), Chhattisgarh (Bastar), Odisha (Koraput), Tamil Nadu (Javadhu Hills)',
    description:
      'El mijo pequeño lo cultivan agricultores tribales en las colinas del centro y el este, normalmente sin insumos químicos, lo que facilita ofrecer lotes con certificación orgánica. Se embarca como grano entero para descascarillarlo y obtener arroz de mijo, que se usa en upma, pongal y como sustituto del arroz.',
    grade: 'Grano entero (sin descascarillar), limpiado a máquina, pureza 98.5%',
    moisture: 'Máx. 12%',
    moq: '10 MT',
    leadTime: '20-25 días',
    port: 'Nhava Sheva (JNPT) / Visakhapatnam',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
    specifications: [
      ['Presentación', 'Entero, sin descascarillar'],
      ['Pureza', '98.5% mín.'],
      ['Color', 'Marrón grisáceo claro'],
      ['Materia extraña', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: 'Kutki',
        attributes: [['Región', 'Madhya Pradesh, Chhattisgarh']],
      },
      {
        name: 'Samai',
        attributes: [['Región', 'Tamil Nadu']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña / otros granos',
        specification: 'Máx. 0.5% / 1%',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'kodo-millet': {
    name: 'Mijo kodo',
    variety: 'Kodo / Varagu (Paspalum scrobiculatum)',
    description:
      'El kodo es un mijo rústico y tolerante a la sequía, de cáscara gruesa, que tradicionalmente se almacenaba durante años como reserva contra la hambruna. Embarcamos grano entero limpio para descascarillarlo como arroz varagu, y analizamos cada lote para detectar ácido ciclopiazónico, la toxina fúngica responsable de la intoxicación por kodo en granos mal almacenados.',
    moisture: 'Máx. 12%',
    moq: '10 MT',
    leadTime: '20-25 días',
    port: 'Nhava Sheva (JNPT) / Chennai',
    specifications: [
      ['Presentación', 'Entero, sin descascarillar'],
      ['Pureza', '98.5% mín.'],
      ['Color', 'Cáscara marrón oscuro'],
      ['Materia extraña', 'Máx. 0.5%'],
    ],
    varieties: [
      {
        name: 'Kodo',
        attributes: [['Región', 'Madhya Pradesh, Chhattisgarh']],
      },
      {
        name: 'Varagu',
        attributes: [['Región', 'Tamil Nadu']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Materia extraña',
        specification: 'Máx. 0.5%',
      },
      {
        parameter: 'Ácido ciclopiazónico',
        specification: 'No detectado (LOQ 10 µg/kg)',
      },
      {
        parameter: 'Aflatoxina B1 / total',
        specification: 'Máx. 2 / 4 µg/kg (Reglamento (UE) 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  'barnyard-millet': {
    name: 'Mijo japonés (barnyard)',
    variety: 'Jhangora / Sanwa (Echinochloa frumentacea)',
    origin: 'Uttarakhand (Tehri, Pauri, Chamoli), Uttar Pradesh, Tamil Nadu',
    grade: 'Grano entero (sin descascarillar), limpiado a máquina, pureza 98%',
    moisture: 'Máx. 12%',
    moq: '10 MT',
    leadTime: '20-25 días',
    port: 'Nhava Sheva (JNPT)',
    packSizes: ['Sacos de PP de 25 kg', 'Sacos de PP de 50 kg'],
  },
  barley: {
    name: 'Cebada',
    variety: 'Cebada maltera y forrajera (DWRB 101 / RD 2035)',
    origin: 'Rajasthan (Jaipur, Sikar, Sri Ganganagar), Uttar Pradesh, Madhya Pradesh, Haryana',
    description:
      'Cebada de rabi del noroeste seco, ofrecida en calidad maltera para malterías y cerveceras y en calidad forrajera para ganado. Rajasthan es el mayor estado productor, y los lotes malteros se controlan en calibre y germinación antes del embarque.',
    grade: 'Calidad maltera, mín. 85% retenido en criba de 2.5 mm',
    moisture: 'Máx. 12%',
    moq: '1 contenedor FCL de 20 pies (25 MT)',
    leadTime: '15-20 días',
    port: 'Mundra / Kandla',
    packSizes: ['Sacos de PP de 50 kg', 'Big bags de 1 MT', 'A granel en liner de contenedor'],
    specifications: [
      ['Proteína (base seca)', '9.5-11.5%'],
      ['Energía germinativa', 'Mín. 95%'],
      ['Granos llenos (más de 2.5 mm)', 'Mín. 85%'],
      ['Granos delgados (menos de 2.2 mm)', 'Máx. 5%'],
      ['Materia extraña', 'Máx. 1%'],
    ],
    varieties: [
      {
        name: 'DWRB 101',
        attributes: [['Uso', 'Maltería']],
      },
      {
        name: 'RD 2035',
        attributes: [['Uso', 'Alimentación humana y piensos']],
      },
      {
        name: 'Cebada forrajera (mezcla)',
        attributes: [['Uso', 'Piensos para ganado']],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '9.5-11.5%',
      },
      {
        parameter: 'Energía germinativa',
        specification: 'Mín. 95% (72 h)',
      },
      {
        parameter: 'Cribado sobre 2.5 mm / bajo 2.2 mm',
        specification: 'Mín. 85% / máx. 5%',
      },
      {
        parameter: 'Ocratoxina A',
        specification: 'Máx. 5 µg/kg (EU Reg. 2023/915)',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
  quinoa: {
    name: 'Quinua',
    variety: 'Quinua blanca (Chenopodium quinoa)',
    origin: 'Rajasthan, Andhra Pradesh (Anantapur), Madhya Pradesh',
    description:
      'Quinua blanca sembrada como cultivo de invierno en Rajasthan y el sur seco, y luego lavada y escarificada para eliminar la capa amarga de saponina. Se suministra lista para cocinar a marcas de alimentación saludable, fabricantes de ensaladas y bowls y mezclas de panadería.',
    grade: 'Lavada y escarificada, sin saponina, pureza 99.5%',
    moisture: 'Máx. 12%',
    moq: '5 MT',
    leadTime: '15-20 días',
    port: 'Mundra / Nhava Sheva (JNPT)',
    packSizes: ['Envases de consumo de 500 g / 1 kg', 'Sacos de PP de 25 kg'],
    specifications: [
      ['Pureza', '99.5% mín.'],
      ['Saponina', 'Máx. 0.12%'],
      ['Proteína (base seca)', '13-15%'],
      ['Tamaño del grano', '1.7-2.0 mm'],
      ['Granos partidos', 'Máx. 2%'],
    ],
    varieties: [
      {
        name: 'Quinua blanca',
        attributes: [
          ['Color', 'Marfil'],
          ['Tamaño', '1.7-2.0 mm'],
        ],
      },
    ],
    qualityParameters: [
      {
        parameter: 'Humedad',
        specification: 'Máx. 12%',
      },
      {
        parameter: 'Saponina',
        specification: 'Máx. 0.12%',
      },
      {
        parameter: 'Proteína (N x 6.25, base seca)',
        specification: '13-15%',
      },
      {
        parameter: 'Cenizas totales (base seca)',
        specification: 'Máx. 3.5%',
      },
      {
        parameter: 'Materia extraña / granos partidos',
        specification: 'Máx. 0.1% / 2%',
      },
      {
        parameter: 'Residuos de plaguicidas',
        specification: 'Según LMR de la UE (CE 396/2005)',
      },
    ],
  },
}
