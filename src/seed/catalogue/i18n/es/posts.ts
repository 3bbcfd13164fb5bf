import type { PostTranslation } from '../types'

const content1 = `Para un importador, el precio de la hoja de oferta de un proveedor es solo una instantánea. Detrás hay un calendario agrícola que decide cuándo llega la mercancía nueva a los mercados mayoristas de la India, cuánta hay y qué margen tiene un proveedor para mantener un precio en los meses siguientes. Los compradores que entienden ese calendario suelen obtener mejor calidad, un suministro más estable y menos sorpresas desagradables que quienes solo reaccionan a las cotizaciones.

Esta guía explica cómo funcionan las campañas agrícolas de la India, cuándo se cosechan las principales especias y granos de exportación, qué suele mover los precios entre cosechas y cómo estructurar los contratos de compra en torno a esos patrones. Las fechas indicadas son ventanas habituales. El calendario exacto se desplaza unas semanas de un año a otro según el monzón, las temperaturas y la región.

## Por qué el calendario importa a los compradores

La mayoría de las materias primas agrícolas de la India las cultiva un número muy grande de pequeños agricultores y se comercializan en mercados mayoristas regulados, conocidos como mandis, antes de llegar a los procesadores y exportadores. Cuando se cosecha un cultivo, las entradas en estos mercados aumentan bruscamente. Normalmente es entonces cuando hay más mercancía fresca, cuando se dispone de la mayor variedad de calidades y cuando los precios tienden a estar más bajos. Meses después, esa misma mercancía sale de almacenes y cámaras frigoríficas, los mejores lotes ya se han vendido y el mercado se vuelve mucho más sensible a las noticias sobre la próxima cosecha.

En la práctica, el calendario influye en tres aspectos que importan a un importador:

- **Calidad y variedad.** La mercancía de cosecha nueva ofrece el mejor color, aroma y aceite volátil en las especias, y la selección más amplia de lotes para analizar y aprobar.
- **Precio.** La presión vendedora en la época de cosecha suele dar a los compradores su mejor oportunidad para fijar precios, mientras que los meses de escasez previos a la siguiente cosecha suelen ser los más volátiles.
- **Riesgo.** Si un cultivo sufre daños por sequía, exceso de lluvia o una ola de frío fuera de temporada, el efecto se nota durante todo un año hasta la siguiente cosecha, por lo que la información temprana es valiosa.

## Las principales campañas agrícolas de la India

La agricultura india se organiza en torno al monzón del suroeste, que normalmente llega a la costa de Kerala a comienzos de junio y se retira del noroeste del país hacia octubre. El sector habla de dos campañas principales y una tercera más corta.

### Kharif: la campaña del monzón

Los cultivos kharif se siembran con la llegada de las lluvias del monzón en junio y julio y se cosechan aproximadamente de septiembre a noviembre. El arroz, incluido el basmati, es el cultivo kharif más conocido, junto con el maíz, la soja, el maní, el algodón, el sésamo en muchas regiones y legumbres como el guandú (tur o arhar), el frijol mungo (moong) y el frijol urad. Como los rendimientos del kharif dependen mucho del momento y la distribución de las lluvias, todo el sector sigue de cerca el avance del monzón.

### Rabi: la campaña de invierno

Los cultivos rabi se siembran después del monzón, aproximadamente de octubre a diciembre, y se cosechan desde finales del invierno hasta la primavera, más o menos de febrero a abril. Dependen de la humedad residual del suelo, del riego y de las lluvias invernales. El trigo, el garbanzo (chana), la lenteja (masoor), la mostaza y la mayoría de las especias de semilla de la India, como el comino, el cilantro, el hinojo y el fenogreco, son cultivos rabi. Son vulnerables a los episodios de calor durante el llenado del grano y la semilla, a las lluvias fuera de temporada cerca de la cosecha y, en el caso de las especias de semilla, a las heladas y las enfermedades fúngicas.

### Zaid y cultivos perennes

Entre el rabi y el kharif hay una breve campaña de verano, llamada zaid, que se dedica sobre todo a hortalizas, melones y algunas legumbres como el moong de verano. Las especias de plantación, como la pimienta negra, el cardamomo y el jengibre, siguen sus propios ciclos en los estados del sur y del nordeste.

## Ventanas de cosecha de las principales especias de exportación

Cada especia tiene su propio ritmo, y cada una se concentra en unas pocas regiones productoras con sus propios centros de comercio.

- **La cúrcuma** se cosecha principalmente de enero a marzo; después se hierve, se seca y se pule. Entre los principales centros de comercio figuran Erode, en Tamil Nadu; Nizamabad, en Telangana, y Sangli, en Maharashtra. Los tipos especiales, como la cúrcuma Lakadong de las colinas de Meghalaya, se valoran por su alto contenido de curcumina; consulte nuestra [cúrcuma Lakadong](/product/turmeric-lakadong) para ver las especificaciones. Como la cúrcuma se planta hacia el inicio del monzón, la superficie sembrada para el año siguiente ya se conoce a mediados de año.
- **El comino** es un cultivo rabi que se produce principalmente en Gujarat y Rajasthan y se cosecha aproximadamente de febrero a abril. Unjha, en el norte de Gujarat, es el mercado más conocido. El comino es sensible a las olas de frío, a las lluvias fuera de temporada y a las enfermedades en torno a la floración, y su precio puede moverse bruscamente en una sola campaña.
- **El chile rojo seco** se cosecha aproximadamente de enero a abril; Andhra Pradesh, Telangana y Karnataka están entre los principales productores y Guntur es el mayor centro de comercio. La amplia capacidad de almacenamiento en frío permite suministrar chile durante todo el año, pero los precios siguen dependiendo del tamaño de la nueva cosecha y de las existencias remanentes de la anterior. Variedades como Teja, Sannam y Byadgi difieren mucho en pungencia y color, así que especifique la variedad y no solo "chile rojo".
- **El cilantro, el hinojo y el fenogreco** siguen un patrón rabi similar al del comino, con cosecha aproximadamente de febrero a abril, sobre todo en Rajasthan, Gujarat y Madhya Pradesh.
- **La pimienta negra** se cosecha en Kerala y Karnataka más o menos entre diciembre y marzo, mientras que **el cardamomo pequeño** se recolecta en varias pasadas durante la segunda mitad del año y hasta el invierno, con subastas durante buena parte del año.
- **El jengibre** suele arrancarse a partir de diciembre, y el jengibre seco se procesa en los meses siguientes.

Puede consultar la disponibilidad actual de estos productos en nuestro [catálogo de especias](/category/spices).

## Granos, legumbres y oleaginosas

### Arroz basmati

El basmati es un cultivo kharif de las llanuras indogangéticas, principalmente en Punjab, Haryana y el oeste de Uttar Pradesh, con superficies menores en Jammu, Himachal Pradesh, Uttarakhand y Delhi. El trasplante se realiza en junio y julio, y la cosecha va aproximadamente de octubre a diciembre. Las variedades más precoces, como el Pusa 1509, llegan primero, y después las variedades de grano extralargo, como el Pusa 1121, y los tipos tradicionales.

Muchos compradores, sobre todo en Oriente Medio, prefieren el basmati añejo, almacenado como arroz cáscara o arroz durante varios meses o incluso más de un año. El añejamiento reduce la humedad y mejora la elongación y la separación de los granos en la cocción. Esto significa que la nueva cosecha recogida en otoño a menudo no llega realmente al importador hasta el año siguiente, y el precio de las existencias añejas refleja el costo de mantenerlas. Nuestra página de [basmati 1121](/product/basmati-1121) describe las calidades y las opciones de añejamiento que ofrecemos.

### Arroz no basmati

El arroz no basmati se cultiva tanto en kharif como en rabi en distintos estados, lo que da un suministro más continuo. También es la parte del comercio arrocero más expuesta a la política de exportación del gobierno, porque el arroz no basmati es central en los programas de seguridad alimentaria nacional de la India.

### Legumbres

El garbanzo y la lenteja son cultivos rabi que se cosechan aproximadamente de febrero a abril, mientras que el guandú, el moong y el urad son principalmente cultivos kharif que se cosechan entre septiembre y enero, aproximadamente. La India es el mayor productor y consumidor de legumbres del mundo y también un gran importador, por lo que la disponibilidad de dals para exportación depende tanto de la oferta nacional, los flujos de importación y la política gubernamental de existencias como de la cosecha local.

### Oleaginosas

El maní y la soja son principalmente cultivos kharif que se cosechan en octubre y noviembre, aunque el maní también tiene una cosecha menor de rabi y de verano. El sésamo se cultiva en las campañas kharif y de verano en distintas regiones, y la mostaza es un cultivo rabi que se cosecha aproximadamente de febrero a abril. Los precios de las oleaginosas están muy ligados a los mercados internacionales de aceites vegetales, lo que añade una dimensión global al calendario local.

## Qué mueve los precios entre cosechas

El momento de la cosecha marca el patrón general, pero muchas otras fuerzas empujan los precios al alza o a la baja dentro de él.

### El clima en cada etapa

El pronóstico estacional del monzón que publica en abril el Departamento Meteorológico de la India, la llegada real en junio y la distribución de las lluvias en julio y agosto determinan las expectativas sobre los cultivos kharif. En los cultivos rabi, los principales riesgos son las altas temperaturas durante el desarrollo del grano y la semilla, las lluvias fuera de temporada en la cosecha y las olas de frío. El riesgo climático nunca queda del todo descontado en el precio hasta que la cosecha está en el almacén.

### Superficie sembrada y decisiones de los agricultores

Los agricultores eligen entre cultivos competidores en parte según los rendimientos económicos del año anterior. Un año de precios altos del comino suele llevar más tierra al comino en la campaña siguiente, mientras que un precio decepcionante de la cúrcuma puede reducir las siembras. Las cifras oficiales de superficie sembrada, publicadas a medida que avanza cada campaña, están entre los primeros indicios del tamaño de la próxima cosecha.

### Entradas y existencias

Los comerciantes siguen de cerca las entradas diarias en los principales mandis y el nivel de existencias en cámaras frigoríficas y almacenes. Un ritmo lento de entradas al comienzo de la campaña puede indicar una cosecha menor, o bien que los agricultores están reteniendo la mercancía a la espera de precios más altos. Saber distinguir una cosa de la otra es parte del trabajo de un proveedor.

### Política gubernamental

El gobierno indio anuncia precios mínimos de sostenimiento para muchos cultivos, adquiere grandes volúmenes de arroz y trigo para la distribución pública y puede ajustar rápidamente la política de exportación cuando suben los precios internos. Entre los ejemplos recientes están las restricciones a las exportaciones de trigo en 2022, las restricciones a las exportaciones de arroz blanco no basmati y un precio mínimo de exportación para el basmati en 2023, y las limitaciones a las exportaciones de cebolla. Un cambio de política puede alterar la disponibilidad y los precios de la noche a la mañana, por lo que los contratos deben regularlo de forma explícita.

### Divisas, fletes y mercados mundiales

La mayoría de los contratos de exportación se fijan en dólares estadounidenses, mientras que a los agricultores y comerciantes se les paga en rupias, de modo que los movimientos del tipo de cambio se trasladan directamente a las ofertas. Las tarifas de flete marítimo y las alteraciones de las rutas, como los desvíos por el cabo de Buena Esperanza que muchas navieras iniciaron a finales de 2023, afectan al costo puesto en destino y al tiempo de tránsito. La oferta de orígenes competidores, como Pakistán en el basmati o Siria, Turquía y otros productores en el comino, también influye en los precios internacionales.

### Demanda interna

La India consume la mayor parte de lo que produce. La demanda sube antes de las grandes festividades, sobre todo en las semanas previas a Diwali, en octubre o noviembre, y durante la temporada de bodas. Unas compras internas fuertes pueden reducir la disponibilidad para exportación incluso en un año de cosecha razonable.

## Planificar los contratos según el calendario

Conocer el calendario solo es útil si cambia la forma de comprar. El siguiente enfoque funciona bien para la mayoría de los importadores.

1. **Compare sus necesidades anuales con las ventanas de cosecha.** Para cada producto, anote cuándo llega la mercancía de cosecha nueva y cuándo cae el periodo de escasez. Procure cubrir una parte significativa de sus necesidades anuales durante la cosecha o poco después, cuando la oferta de calidades es mayor.
2. **Divida la cobertura en tramos.** En lugar de comprar el volumen de todo un año a un solo precio, fije una parte en la cosecha y contrate el resto por etapas. Así se reduce el riesgo de haberlo comprometido todo en el momento equivocado.
3. **Acuerde las especificaciones antes que el precio.** Humedad, pureza, mezcla, valor de color, pungencia, curcumina, longitud del grano y cumplimiento en materia de residuos deben figurar en el contrato, junto con el método de análisis y el laboratorio cuyo resultado dirime una controversia.
4. **Especifique cosecha nueva o cosecha vieja.** En las especias se suele preferir la mercancía de cosecha nueva. En el basmati, indique el añejamiento requerido y si desea arroz raw, steam o sella (vaporizado).
5. **Use ventanas de embarque, no fechas únicas.** Una ventana mensual o quincenal con una tolerancia de cantidad definida da a ambas partes flexibilidad frente a los itinerarios de los buques y la capacidad de procesamiento.
6. **Aborde el riesgo de política.** Incluya cláusulas claras sobre lo que ocurre si, después de firmar el contrato, se introducen restricciones a la exportación, precios mínimos de exportación o nuevos derechos.
7. **Apruebe las muestras pronto.** Pida muestras previas al embarque del lote real y conserve muestras de referencia precintadas, para que cualquier cuestión de calidad pueda resolverse con rapidez.

## Señales que conviene vigilar

Los importadores no necesitan seguir todos los informes de mercado, pero algunas fuentes avisan pronto de los cambios:

- El pronóstico del monzón y los informes semanales de lluvias de junio a septiembre.
- Las cifras oficiales de superficie sembrada y las estimaciones anticipadas de cosecha.
- Las entradas y los precios en mercados clave como Unjha, Erode, Nizamabad y Guntur.
- Los futuros de especias en las bolsas de materias primas de la India, sobre todo de cúrcuma, comino y cilantro, que reflejan el sentimiento del mercado interno aunque usted nunca opere con ellos.
- Las notificaciones de la Dirección General de Comercio Exterior (DGFT), que anuncia los cambios en la política de exportación.
- Los índices de fletes y los anuncios de las navieras en sus rutas principales.

## Trabajar con su proveedor

Un buen exportador debe poder decirle en qué punto de su ciclo está cada cultivo, cómo se compara la cosecha de este año con un año normal y cuándo conviene contratar. En Bharat Agro Exports compartimos actualizaciones de cosecha con nuestros compradores habituales durante toda la campaña y les ayudamos a planificar su cobertura en torno a las ventanas de cosecha. Si desea un plan de abastecimiento para el próximo año, [contacte con nuestro equipo](/contact) indicando sus productos, volúmenes y puertos de destino.`

const content2 = `Las especias están entre las categorías de alimentos que más alertas reciben en las fronteras europeas y estadounidenses, y como la India es el mayor productor y exportador de especias del mundo, sus partidas se analizan con más frecuencia que las de casi cualquier otro origen. Para un importador, una partida rechazada en frontera supone mucho más que un envío perdido. Puede acarrear costos de destrucción o reexportación, inspecciones más estrictas de los envíos futuros, retiradas de producto por parte de los clientes y daños a una marca que tardó años en construirse.

Este artículo resume los principales requisitos de seguridad alimentaria que las especias indias deben cumplir en la Unión Europea y en Estados Unidos, cómo ha respondido el sector a los problemas recientes y qué debe exigir un importador a su proveedor. Es una visión práctica, no un asesoramiento jurídico. Los límites cambian, así que compruebe siempre el texto consolidado vigente de los reglamentos antes de contratar.

## Quién fija las normas

En la Unión Europea, la seguridad alimentaria se basa en la Legislación Alimentaria General, el Reglamento (CE) n.º 178/2002, que hace responsable de la seguridad de un alimento a la empresa que lo comercializa. Los límites concretos se establecen en reglamentos específicos sobre residuos de plaguicidas, contaminantes y criterios microbiológicos, y los controles fronterizos se organizan conforme al Reglamento de Controles Oficiales, (UE) 2017/625. Los Estados miembros comparten las alertas sobre productos no conformes a través del Sistema de Alerta Rápida para Alimentos y Piensos (RASFF), y estas notificaciones son públicas.

En Estados Unidos, la Administración de Alimentos y Medicamentos (FDA) vela por la seguridad alimentaria conforme a la Ley Federal de Alimentos, Medicamentos y Cosméticos y a la Ley de Modernización de la Inocuidad Alimentaria (FSMA). Las tolerancias de plaguicidas las fija la Agencia de Protección Ambiental (EPA) y se publican en el Título 40 del Código de Reglamentos Federales, Parte 180. Los importadores deben cumplir la norma del Programa de Verificación de Proveedores Extranjeros (FSVP), que les obliga a verificar que sus proveedores extranjeros producen alimentos conforme a las normas de seguridad de EE. UU.

## Residuos de plaguicidas

### El marco de la UE

Los límites máximos de residuos (LMR) de plaguicidas en la UE se fijan conforme al Reglamento (CE) n.º 396/2005. Las especias forman su propio grupo de productos, con LMR establecidos para cada sustancia activa. Cuando no existe un LMR específico, se aplica un límite por defecto de 0.01 mg/kg, y para muchas sustancias el límite para las especias se sitúa en el nivel más bajo que los laboratorios pueden cuantificar con fiabilidad, o muy cerca de él. En la práctica, un plaguicida registrado y muy utilizado en la India puede ser inaceptable en Europa en cualquier cantidad medible.

Los LMR se modifican varias veces al año, a menudo a la baja cuando una sustancia activa pierde su aprobación en la UE. Un producto que cumplía la campaña pasada puede no cumplir en esta, por lo que tanto el exportador como el importador necesitan una rutina para seguir los cambios.

### El marco de EE. UU.

En Estados Unidos, un residuo solo está permitido si la EPA ha establecido una tolerancia para ese plaguicida en ese producto, o si se aplica una exención. Si no hay tolerancia, cualquier residuo detectable convierte el alimento en adulterado según la ley federal. Las tolerancias estadounidenses no son siempre más estrictas ni más laxas que los LMR de la UE; simplemente son distintas, de modo que un envío aceptado en un mercado puede ser rechazado en el otro. La FDA también utiliza alertas de importación, entre ellas una dedicada a los residuos de plaguicidas, para retener sin examen físico los productos de empresas con antecedentes de infracciones.

### Control de residuos en origen

Como las especias las cultiva un gran número de pequeños agricultores, el control de residuos empieza en la compra. Los exportadores responsables trabajan con grupos de agricultores sobre listas de plaguicidas autorizados y plazos de seguridad antes de la cosecha, analizan la materia prima antes de comprarla, separan los lotes según el resultado de los análisis y aplican etapas de limpieza y procesado que pueden reducir los residuos, pero nunca eliminarlos de forma fiable. Para las partidas destinadas a la UE, seleccionar desde el principio materia prima conforme es mucho más fiable que esperar que el procesado deje un lote por debajo del límite.

## Óxido de etileno: qué ocurrió y qué cambió

El óxido de etileno (ETO) es un gas que se ha utilizado en varios países para reducir la contaminación microbiana de las especias y otros ingredientes secos. No está autorizado para su uso en alimentos en la Unión Europea, y el LMR de la UE para las especias, definido como la suma del óxido de etileno y su producto de reacción, el 2-cloroetanol, expresada como óxido de etileno, se fija en un nivel muy bajo, cercano al límite de cuantificación.

En septiembre de 2020, las autoridades de Bélgica detectaron óxido de etileno en semillas de sésamo procedentes de la India. Nuevos análisis en toda Europa encontraron residuos en muchas más partidas y, en los meses siguientes, en una amplia gama de alimentos procesados elaborados con los ingredientes afectados, lo que dio lugar a algunas de las mayores retiradas de alimentos que había vivido la UE. La UE sometió las semillas de sésamo de la India a controles fronterizos reforzados, y los Estados miembros acordaron una línea estricta: los productos que contuvieran un ingrediente con ETO por encima de su LMR debían retirarse, independientemente de la concentración final en el alimento terminado.

Estados Unidos sigue un enfoque distinto. La EPA permite el tratamiento de las especias con óxido de etileno y fija tolerancias tanto para el ETO como para el 2-cloroetanol. Esta diferencia es una de las razones por las que los exportadores no pueden suponer que un proceso aceptable para un mercado lo sea también para otro.

Los reguladores y exportadores indios respondieron en varios frentes. Se introdujeron análisis adicionales antes de la exportación para el sésamo destinado a la UE, los laboratorios invirtieron en métodos capaces de medir ETO y 2-cloroetanol a niveles muy bajos, y muchos procesadores abandonaron por completo el ETO en favor de la esterilización por vapor para todos los mercados. Para un importador, las protecciones clave son sencillas: hacer constar en el contrato que el producto no ha sido tratado con ETO, exigir un análisis de ETO y 2-cloroetanol realizado por un laboratorio acreditado en cada lote destinado a la UE, y confirmar cómo controla el proveedor la carga microbiana en su lugar.

## Micotoxinas: aflatoxinas y ocratoxina A

Las aflatoxinas y la ocratoxina A (OTA) son toxinas producidas por mohos que pueden desarrollarse en los cultivos cuando las condiciones de secado o almacenamiento son deficientes. El chile, la nuez moscada, el jengibre, la cúrcuma y la pimienta negra están entre las especias más afectadas, junto con el maní, algunos frutos de cáscara y los cereales.

En la UE, los contenidos máximos de contaminantes se fijan ahora en el Reglamento (UE) 2023/915 de la Comisión, que en mayo de 2023 sustituyó al veterano Reglamento (CE) n.º 1881/2006. Para las principales especias cubiertas, como el chile y el pimentón, la pimienta, la nuez moscada, el jengibre y la cúrcuma, los límites son de 5 µg/kg para la aflatoxina B1 y de 10 µg/kg para la suma de las aflatoxinas B1, B2, G1 y G2. Para la OTA se aplica un límite de 15 µg/kg a las especias secas en general, con un límite más alto, de 20 µg/kg, para las especies de Capsicum como el chile y el pimentón.

En Estados Unidos, la FDA aplica un nivel de acción de 20 µg/kg (20 partes por mil millones) para las aflatoxinas totales en la mayoría de los alimentos para consumo humano, y los productos que lo superan pueden ser rechazados en la entrada o retirados del mercado.

La prevención funciona mucho mejor que intentar eliminar el problema a base de análisis. Las buenas prácticas incluyen secar rápidamente hasta un nivel de humedad seguro, secar sobre lonas limpias o plataformas elevadas y no sobre la tierra desnuda, retirar el material enmohecido y dañado, y almacenar en almacenes secos y ventilados. Como las micotoxinas se distribuyen de forma desigual en un lote, concentradas en un pequeño número de vainas, granos o trozos, el muestreo es de enorme importancia, como se explica más adelante.

## Salmonella y seguridad microbiológica

Las especias se añaden a menudo a alimentos que no se vuelven a cocinar, por lo que patógenos como Salmonella son una preocupación seria. Las autoridades de la UE consideran que la presencia de Salmonella en especias hace que un producto no sea seguro, y las notificaciones del RASFF por Salmonella en especias y hierbas aromáticas aparecen con regularidad. En Estados Unidos, la FDA mantiene una alerta de importación para alimentos contaminados con Salmonella, y su marco de controles preventivos trata la Salmonella como un peligro que debe controlarse en las especias.

La contaminación suele producirse en la finca o durante el secado, a partir del suelo, el agua, las aves, los roedores y la manipulación. Las buenas prácticas agrícolas y de higiene la reducen, pero en la mayoría de las especias crudas se necesita una etapa validada de reducción microbiana para obtener resultados constantes.

### Esterilización por vapor y otros tratamientos

La esterilización por vapor se ha convertido en el tratamiento preferido para las especias destinadas a Europa y también se usa ampliamente para el mercado estadounidense. El producto se expone durante un breve tiempo a vapor saturado o sobrecalentado, a menudo bajo presión o vacío controlados, y después se seca y se enfría. Un proceso bien diseñado logra una reducción grande y validada de los recuentos microbianos, expresada normalmente como reducción logarítmica de un organismo diana, y limita a la vez la pérdida de aceite volátil y de color.

Al evaluar el proceso de un proveedor, solicite:

- Pruebas de que el proceso se ha validado para el producto concreto, por ejemplo con organismos sustitutos.
- Registros de lote que demuestren que cada ciclo cumplió sus parámetros críticos de tiempo y temperatura.
- Resultados posteriores al tratamiento de Salmonella, recuento total en placa, enterobacterias, mohos y levaduras, y cualquier otro organismo que figure en su especificación.
- Controles que impidan la recontaminación entre la esterilización y el envasado, como zonas de envasado de alta higiene separadas.

La irradiación es otra opción permitida para las especias secas en algunos mercados, pero en la UE requiere una instalación autorizada y etiquetado, y muchos compradores europeos no la aceptan.

## Métodos de análisis y laboratorios

Un resultado de análisis vale lo que valen el método y el laboratorio que lo respaldan. Los exportadores serios utilizan laboratorios acreditados conforme a ISO/IEC 17025, en la India normalmente por el National Accreditation Board for Testing and Calibration Laboratories (NABL), con el ensayo concreto incluido en el alcance de la acreditación. Los enfoques habituales incluyen:

- **Residuos de plaguicidas:** cribado multirresiduo con extracción de tipo QuEChERS seguida de LC-MS/MS y GC-MS/MS, que abarca varios cientos de sustancias activas. Las especias son matrices difíciles, así que compruebe que el laboratorio ha validado sus métodos en especias y no solo en frutas y hortalizas.
- **Óxido de etileno:** análisis por GC-MS/MS de ETO y 2-cloroetanol, con el resultado expresado como la suma en ETO, conforme a la definición de residuo de la UE.
- **Aflatoxinas y OTA:** purificación en columna de inmunoafinidad seguida de HPLC con detección por fluorescencia, como en los métodos consolidados de AOAC e ISO o EN, o métodos multimicotoxina por LC-MS/MS validados.
- **Salmonella:** ISO 6579-1, o el método del Bacteriological Analytical Manual de la FDA para los envíos a EE. UU.
- **Calidad física y química:** métodos analíticos y especificaciones de limpieza de ASTA, métodos ISO para humedad y aceite volátil, y curcumina o valor de color cuando corresponda.
- **Adulteración:** detección de colorantes ilegales como los colorantes Sudán en los productos de chile, y de plomo y otros contaminantes en la cúrcuma.

En Europa, muchos compradores también se remiten al Quality Minima Document de la European Spice Association, que recoge parámetros de calidad comúnmente aceptados. En Estados Unidos, los niveles de acción por defectos de la FDA y las especificaciones de limpieza de ASTA fijan las expectativas sobre las materias extrañas.

## Muestreo y análisis previos al embarque

Muchas controversias empiezan en el muestreo. Para los residuos de plaguicidas, una muestra compuesta de un lote bien homogeneizado suele ser representativa. Para las micotoxinas no lo es: la contaminación se concentra en unas pocas unidades, por lo que un resultado fiable requiere muchas muestras elementales tomadas de todo el lote y combinadas en una muestra global grande, que después se muele y se mezcla antes de tomar la porción de ensayo. Las normas oficiales de muestreo de la UE para micotoxinas siguen este principio, y un plan de muestreo previo al embarque debe hacer lo mismo.

Un protocolo sólido previo al embarque incluye:

1. Definir el lote: un único lote de producción, procesado y envasado en las mismas condiciones, con un código de lote único impreso en cada saco o caja.
2. Tomar las muestras después del procesado y envasado finales, no de la materia prima, para que el resultado refleje lo que realmente se embarca.
3. Tomar las muestras a través de una empresa de inspección independiente o bajo la supervisión del comprador, y que ambas partes conserven muestras duplicadas precintadas.
4. Analizar en un laboratorio acreditado frente a los límites del mercado de destino y a cualquier límite más estricto del cliente.
5. Liberar el lote para su embarque solo después de recibir y revisar los resultados.

### El certificado de análisis

Un certificado de análisis (CoA) debe identificar el laboratorio y su acreditación, el número de lote que coincida con los documentos de embarque, la fecha de muestreo y quién tomó la muestra, cada parámetro analizado, el método utilizado, el límite de cuantificación, el resultado y el límite aplicable. Un CoA que enumera resultados sin métodos ni límites de cuantificación, o que remite a un número de lote que no puede relacionar con la factura, ofrece mucha menos protección de la que aparenta.

## El papel de APEDA y del Spices Board

En la India, las exportaciones de especias las supervisa el Spices Board, un organismo estatutario dependiente del Ministerio de Comercio e Industria. Todo exportador de especias debe contar con un Certificado de Registro como Exportador de Especias (CRES) expedido por el Board. El Spices Board gestiona laboratorios de evaluación de calidad en las principales ciudades productoras y portuarias y, para determinadas combinaciones de producto y destino en las que han surgido problemas, exige un muestreo y análisis obligatorios previos al embarque antes de autorizar la exportación. Los productos y destinos afectados han ido cambiando a medida que surgían y se resolvían los problemas.

El arroz, el maní, los productos frescos y muchos alimentos procesados dependen de la Agricultural and Processed Food Products Export Development Authority (APEDA), que gestiona sistemas de trazabilidad y control de residuos para algunos productos frescos con destino a Europa y procedimientos de exportación específicos para productos como el maní.

Del lado de la UE, el Reglamento de Ejecución (UE) 2019/1793 enumera determinados productos de determinados países sometidos a controles oficiales reforzados en la frontera y, en algunos casos, exige un certificado oficial con los resultados del muestreo y los análisis expedido por las autoridades del país exportador. Productos indios han figurado en esta lista en distintos momentos, así que consulte la versión vigente antes de cada campaña.

Los análisis oficiales son una valiosa red de seguridad, pero no sustituyen su propia verificación. Tanto según la legislación de la UE como según la norma FSVP de EE. UU., la responsabilidad de la seguridad recae en la empresa que comercializa el producto.

## Lista de verificación para importadores

- Indique a su proveedor el mercado de destino y cualquier límite específico de sus clientes antes de que se compre la materia prima.
- Exija análisis de residuos frente a los LMR o tolerancias aplicables, incluidos ETO y 2-cloroetanol para la UE.
- Especifique los límites microbiológicos y el método de reducción microbiana, y pida pruebas de validación.
- Acuerde el método de muestreo, el laboratorio y cómo se resolverán las discrepancias.
- Compruebe que cada CoA coincide con el lote, la factura y la lista de empaque.
- Conserve muestras de referencia precintadas de cada lote hasta que el producto se haya vendido y consumido.

La documentación de calidad de cada una de nuestras especias, incluida nuestra [cúrcuma Lakadong](/product/turmeric-lakadong), está disponible bajo pedido, y nuestro [catálogo de especias](/category/spices) muestra las calidades esterilizadas por vapor que suministramos. Para hablar de los requisitos de su mercado, [consulte a nuestro equipo de calidad](/contact).`

const content3 = `Importar productos agrícolas de la India es sencillo una vez que se conoce la secuencia, pero cada envío reúne a un proveedor, un transitario, una naviera, bancos, agencias de inspección y autoridades reguladoras de dos países. La mayoría de los problemas en las primeras importaciones no provienen del producto en sí, sino de un documento que falta, una especificación poco clara o un malentendido sobre quién paga qué.

Esta guía recorre el proceso desde la primera consulta hasta el despacho de aduanas en destino, siguiendo los pasos que aplicamos con nuestros propios compradores. Las normas varían según el país importador, así que tómela como un marco de referencia y confirme los requisitos locales con su agente de aduanas o su autoridad alimentaria.

## Paso 1: Defina lo que necesita

Antes de contactar a los proveedores, anote lo esencial:

- Producto y calidad, incluidos los parámetros de calidad clave como humedad, pureza, longitud del grano, color o pungencia.
- Cantidad por envío y por año, y si necesita cargas de contenedor completo.
- Envase: tipo y tamaño de saco, marca blanca o envase neutro, y las normas de etiquetado de su mercado.
- Puerto de destino y periodo de embarque preferido.
- Requisitos reglamentarios de su país: permisos de importación, registro de productos, límites de plaguicidas y contaminantes, y certificaciones como orgánico o halal.

Una hoja de requisitos clara permite a los proveedores cotizar con precisión y hace comparables las ofertas de distintos exportadores.

## Paso 2: Envíe consultas y verifique a los proveedores

Cuando se dirija a los exportadores, pídales sus registros además de sus precios. Un exportador agrícola indio consolidado normalmente tendrá:

- Un Código de Importador-Exportador (IEC) expedido por la Dirección General de Comercio Exterior (DGFT).
- Registro en el organismo de promoción de exportaciones correspondiente, como APEDA para arroz, legumbres, alimentos procesados y productos frescos, o el Spices Board para especias.
- Una licencia de empresa alimentaria de la Food Safety and Standards Authority of India (FSSAI).
- Si importa a Estados Unidos, un registro válido de instalación alimentaria ante la FDA para la planta de procesado.

Solicite referencias comerciales, datos de la planta de procesado, certificaciones de seguridad alimentaria como ISO 22000, FSSC 22000 o BRCGS, e informes de laboratorio recientes. Antes de un pedido grande vale la pena un recorrido en video o una visita a la planta, en persona o mediante una auditoría de terceros.

## Paso 3: Apruebe las muestras

Hay dos tipos de muestras. La muestra tipo refleja la calidad general que puede ofrecer un proveedor y sirve para acordar la especificación. La muestra previa al embarque se toma del lote real que se va a enviar. Ambas importan: la muestra tipo deja constancia de lo que usted acordó comprar, y la muestra previa al embarque confirma lo que está a punto de recibir.

Analice las muestras tipo en su propio laboratorio o en uno independiente frente a los requisitos de su mercado, y conserve una parte precintada y etiquetada para que pueda servir de referencia si más adelante surge una cuestión de calidad.

## Paso 4: Acuerde la factura proforma y el contrato

Una vez fijados el precio y la especificación, el exportador emite una factura proforma, que a menudo sirve de base para abrir una carta de crédito o realizar un pago anticipado. Debe indicar:

- La descripción exacta del producto y la especificación, incluidas las tolerancias.
- La cantidad, con una variación permitida, por ejemplo de más o menos un 5%.
- El precio unitario, la moneda y el Incoterm con un lugar designado, por ejemplo "CIF Jebel Ali, Incoterms 2020".
- El envase y el marcado.
- El periodo de embarque y el puerto de carga.
- Las condiciones de pago.
- La lista de documentos que se entregarán.
- Las disposiciones de inspección y quién asume su costo.

Para relaciones comerciales recurrentes, vale la pena firmar un contrato de compraventa formal que cubra las reclamaciones de calidad, la fuerza mayor, los cambios en la política de exportación y la resolución de controversias.

## Paso 5: Elija el Incoterm adecuado

Los Incoterms 2020, publicados por la Cámara de Comercio Internacional (ICC), definen en qué punto pasan los costos y los riesgos del vendedor al comprador. Los tres términos más habituales en el comercio agrícola desde la India son:

- **FOB (Franco a bordo):** el exportador despacha la mercancía para la exportación y la carga a bordo del buque en el puerto indio designado. El riesgo pasa a usted una vez que la mercancía está a bordo, y usted contrata y paga el flete marítimo y el seguro. El FOB conviene a los importadores con buenos contratos de flete o un transitario de confianza.
- **CFR (Coste y flete):** el exportador paga además el flete marítimo hasta el puerto de destino, pero el riesgo sigue transmitiéndose cuando la mercancía se carga en la India, por lo que debe contratar su propio seguro de la carga.
- **CIF (Coste, seguro y flete):** como el CFR, y además el exportador contrata un seguro de la carga en su beneficio. Según los Incoterms 2020, la cobertura mínima para el CIF son las Institute Cargo Clauses (C) por el 110% del valor del contrato, que cubren una lista limitada de riesgos. Si desea una cobertura a todo riesgo, especifique en el contrato las Institute Cargo Clauses (A).

La ICC señala que FCA, CPT y CIP son técnicamente más adecuados para la carga en contenedores, porque los contenedores se entregan en una terminal antes de la carga; aun así, FOB, CFR y CIF siguen siendo los habituales en el comercio agrícola. Sea cual sea el término elegido, los gastos en destino, como la manipulación en terminal, el despacho de aduanas y los derechos, suelen correr por cuenta del comprador.

## Paso 6: Acuerde las condiciones de pago

El medio de pago reparte el riesgo entre comprador y vendedor.

- **Carta de crédito (LC) a la vista:** su banco se compromete a pagar al exportador cuando se presenten documentos conformes con el crédito, según las reglas UCP 600 de la ICC. Protege a ambas partes, pero conlleva gastos bancarios, y cualquier discrepancia entre los documentos y las condiciones de la LC puede retrasar el pago. Redacte la LC con cuidado y comparta el borrador con el exportador antes de su emisión.
- **Pago contra documentos (CAD):** el banco del exportador envía los documentos de embarque a su banco, que se los entrega cuando usted paga, normalmente según las reglas URC 522 de la ICC para cobranzas. Es más barato que una LC, pero el exportador asume el riesgo de que usted no retire los documentos, por lo que suele ofrecerse a compradores consolidados.
- **Transferencia telegráfica (TT) anticipada:** pago total o parcial antes del embarque. Una estructura habitual en relaciones nuevas es un anticipo parcial, con el saldo pagado contra copias escaneadas de los documentos de embarque antes de entregar los originales o emitir un telex release.

Sea cual sea el medio que use, confirme los datos bancarios por teléfono con un contacto conocido. Los correos fraudulentos que piden el pago a una cuenta "nueva" son un riesgo real en el comercio internacional.

## Paso 7: Producción, inspección y análisis

Una vez confirmado el pedido, el exportador compra, limpia, clasifica, procesa y envasa el producto, y es entonces cuando se realizan la inspección previa al embarque y los análisis de laboratorio. Muchos importadores designan una empresa de inspección independiente para comprobar la calidad, la cantidad, el envase y el marcado, tomar muestras y supervisar la carga del contenedor. Los análisis de laboratorio deben realizarse sobre el lote final envasado en un laboratorio acreditado, y abarcar los parámetros que exige su mercado.

## Paso 8: Reserva y carga del contenedor

La mayoría de las exportaciones agrícolas indias viajan en contenedores secos estándar. Como referencia aproximada, un contenedor de 20 pies transporta unas 18 a 20 toneladas métricas de arroz en sacos. Los productos pesados y densos, como el arroz, las legumbres y el azúcar, suelen alcanzar el peso permitido antes de llenar el contenedor, por lo que lo habitual son los contenedores de 20 pies. Los productos ligeros y voluminosos, como los chiles secos enteros, llenan el espacio mucho antes de alcanzar el límite de peso, y un contenedor de 40 pies suele ser más económico. Los límites de peso por carretera en origen o en destino pueden reducir aún más la carga útil real.

Las buenas prácticas de carga incluyen revisar el contenedor para comprobar su limpieza, olores, orificios y daños, forrarlo con papel kraft, añadir desecantes para controlar la condensación en travesías largas y fotografiar cada etapa de la carga. Cuando se exige fumigación, la realiza un operador autorizado, normalmente con fosfuro de aluminio o bromuro de metilo según el producto y el destino. Los palés de madera deben cumplir la NIMF 15 (ISPM 15).

Las hortalizas y frutas frescas viajan en contenedores refrigerados, o reefers, con la temperatura, la ventilación y a veces la humedad ajustadas al producto concreto. La cadena de frío empieza en la central de empaque con el preenfriamiento, y cualquier ruptura acorta la vida útil. Nuestras [hortalizas frescas](/category/vegetables) se embarcan con las consignas de temperatura acordadas con cada comprador.

## Paso 9: Documentación de exportación

Los documentos necesarios dependen del producto y del destino, pero un envío agrícola típico desde la India incluye:

- **Factura comercial:** la base de la valoración en aduana, que debe coincidir exactamente con el contrato y, en su caso, con la LC.
- **Lista de empaque:** número de bultos, pesos neto y bruto, y números de lote.
- **Conocimiento de embarque (B/L):** emitido por el transportista como recibo de la mercancía, prueba del contrato de transporte y, cuando es negociable, título de propiedad. Acuerde de antemano si necesita conocimientos originales, un sea waybill o un telex release.
- **Certificado de origen:** un certificado no preferencial acredita el origen indio en términos generales. Un certificado preferencial permite un arancel reducido o nulo en virtud de un acuerdo comercial, por ejemplo los acuerdos de la India con los EAU, Australia, Japón, Corea del Sur, el grupo de la ASEAN o los países del sur de Asia en el marco del SAFTA. Los certificados preferenciales los expiden organismos indios designados, en gran parte a través de la plataforma en línea de la DGFT, y la mercancía debe cumplir las normas de origen del acuerdo correspondiente.
- **Certificado fitosanitario:** expedido tras la inspección por la Organización Nacional de Protección Fitosanitaria de la India, la Directorate of Plant Protection, Quarantine and Storage. Muchos países lo exigen para productos vegetales como granos, legumbres, especias enteras, semillas y productos frescos, y debe incluir las declaraciones adicionales que especifiquen las condiciones de importación de su país.
- **Certificado de fumigación:** expedido por el operador de fumigación, con el producto químico, la dosis, el tiempo de exposición y la temperatura.
- **Certificado sanitario:** exigido por algunos países para determinados alimentos y expedido por la autoridad india designada para ese producto y mercado, como el Export Inspection Council.
- **Certificado de análisis:** resultados de laboratorio del lote embarcado.
- **Otros según se requiera:** un certificado de seguro para los envíos CIF, certificados de inspección de calidad y peso, certificados orgánicos o halal, y cualquier otro documento que pidan sus clientes.

Envíe los borradores de los documentos a su agente de aduanas antes del embarque. Corregir un documento en la India antes de que zarpe el buque es mucho más fácil que corregirlo después de la llegada.

## Paso 10: Clasifique correctamente la mercancía

Los derechos de aduana, las condiciones de importación y la posibilidad de acogerse a un acuerdo comercial dependen del código del Sistema Armonizado (SA o HS). Los seis primeros dígitos son comunes a nivel internacional, y cada país añade más dígitos para su propio arancel. Algunos ejemplos:

- Arroz semiblanqueado o blanqueado: 1006.30
- Cúrcuma: 0910.30
- Semillas de comino, sin triturar ni pulverizar: 0909.31
- Chiles secos, sin triturar ni pulverizar: 0904.21
- Garbanzos, incluidos los garbanzos partidos como nuestro [chana dal](/product/chana-dal): 0713.20
- Semillas de sésamo: 1207.40

Confirme el código nacional completo con su agente de aduanas y asegúrese de que la misma clasificación figure en la factura comercial, el certificado de origen y la declaración de importación.

## Paso 11: Tránsito

Los tiempos aproximados de tránsito de puerto a puerto desde los principales puertos de contenedores de la India, como Nhava Sheva y Mundra en la costa occidental y Chennai en la oriental, son:

- Puertos del Golfo como Jebel Ali y Dammam: alrededor de una semana.
- África Oriental y el mar Rojo: alrededor de dos a tres semanas.
- Norte de Europa: alrededor de cuatro a cinco semanas por el canal de Suez, y más cuando las navieras rodean el cabo de Buena Esperanza.
- Mediterráneo: alrededor de tres a cuatro semanas.
- Costas este y oeste de EE. UU.: alrededor de cuatro a seis semanas, a menudo con transbordo.
- Sudeste Asiático: alrededor de una a tres semanas.

Estos plazos varían según la naviera, las conexiones de transbordo y la congestión, así que planifique sus niveles de existencias con un margen.

## Paso 12: Llegada y despacho

Antes de la llegada, presente las notificaciones previas que exija su país. Para los envíos marítimos a Estados Unidos, debe presentarse un Importer Security Filing antes de la carga y el Prior Notice de la FDA antes de la llegada. En la UE, determinados productos vegetales y alimentos de mayor riesgo deben notificarse previamente a través del sistema TRACES y presentarse en un puesto de control fronterizo. Su agente de aduanas presenta la declaración de importación, paga los derechos e impuestos y organiza las inspecciones que correspondan. Retire los contenedores con prontitud: los días libres en las terminales de destino son limitados, y los cargos por demora (demurrage) y detención se acumulan rápidamente.

## Errores frecuentes

- **Especificaciones vagas.** "Buena calidad" no es una especificación. Defina cada parámetro que importe y cómo se analizará.
- **Documentos que no coinciden.** Una diferencia ortográfica en el nombre del consignatario o un peso distinto entre documentos puede retrasar el despacho, o el pago con una LC.
- **Ignorar las normas del destino.** Compruebe los límites de plaguicidas, las normas de etiquetado y los permisos de importación antes de hacer el pedido, no después de que llegue el contenedor.
- **Asegurar por debajo de lo necesario.** La cobertura mínima del CIF puede no protegerle frente a las pérdidas reales a las que se enfrenta.
- **Daños por condensación.** Las travesías por climas cambiantes pueden causar daños por humedad a la carga seca si no se usan un forrado y desecantes adecuados.
- **Cambios de política.** La India puede modificar con poca antelación la política de exportación de productos sensibles. Incluya en el contrato una cláusula que lo cubra y mantenga un contacto regular con su proveedor.

## Primeros pasos

Si es su primera importación desde la India, empiece con un contenedor de prueba de un solo producto, aprenda cómo funcionan los documentos y el despacho en su mercado y amplíe a partir de ahí. Nuestro equipo puede ayudarle con las especificaciones, la documentación y las opciones de flete para nuestros [granos](/category/grains) y otros productos. [Contáctenos](/contact) con sus requisitos y su puerto de destino, y prepararemos una cotización junto con la lista completa de los documentos que necesitará su envío.`

export const posts: Record<string, PostTranslation> = {
  '1': {
    title:
      'Cómo leer el calendario agrícola de la India: guía del comprador para abastecerse de especias y granos',
    excerpt:
      'Cómo las campañas kharif y rabi, las ventanas de cosecha de las especias y el añejamiento del basmati determinan la disponibilidad y el precio, y cómo pueden los importadores planificar sus contratos en torno a ellos.',
    content: content1,
    author: 'Priya Nair, directora de Investigación de Mercados',
    tags: [
      'calendario agrícola',
      'abastecimiento de especias',
      'arroz basmati',
      'precios de materias primas',
      'planificación de compras',
    ],
    seoTitle: 'Calendario agrícola de la India: abastecimiento de especias y granos',
    seoDescription:
      'Cuándo se cosechan las especias, el basmati, las legumbres y las oleaginosas de la India, qué mueve sus precios y cómo planificar los contratos según el calendario agrícola.',
  },
  '2': {
    title:
      'Normas de seguridad alimentaria de la UE y EE. UU. para las especias indias: residuos, micotoxinas, ETO y Salmonella',
    excerpt:
      'Guía práctica sobre LMR de plaguicidas, óxido de etileno, límites de aflatoxinas y ocratoxina, control de Salmonella, análisis y certificados de análisis para importadores de especias.',
    content: content2,
    author: 'Dr. Arjun Mehta, director de Aseguramiento de la Calidad',
    tags: [
      'seguridad alimentaria',
      'LMR de plaguicidas',
      'óxido de etileno',
      'aflatoxinas',
      'esterilización por vapor',
      'normativa de la UE',
    ],
    seoTitle: 'Seguridad alimentaria UE y EE. UU. para especias indias',
    seoDescription:
      'LMR de plaguicidas, óxido de etileno, límites de aflatoxinas y OTA, control de Salmonella y análisis previos al embarque: lo que deben cumplir las especias indias en la UE y EE. UU.',
  },
  '3': {
    title: 'Cómo importar productos agrícolas de la India: guía paso a paso',
    excerpt:
      'De la consulta y las muestras a los Incoterms, las condiciones de pago, los documentos de exportación, los códigos SA, la carga del contenedor y el despacho: una hoja de ruta práctica para importadores.',
    content: content3,
    author: 'Rohan Deshpande, gerente de Operaciones de Exportación',
    tags: [
      'guía de importación',
      'Incoterms 2020',
      'documentación de exportación',
      'carta de crédito',
      'logística de envíos',
    ],
    seoTitle: 'Cómo importar productos agrícolas de la India',
    seoDescription:
      'Guía paso a paso para importadores: muestras, facturas proforma, Incoterms, condiciones de pago, documentos, códigos SA, carga de contenedores y tiempos de tránsito.',
  },
}
