import type { PostTranslation } from '../types'

const cropCalendarGuide = `Pour un importateur, le prix figurant sur l'offre d'un fournisseur n'est qu'un instantané. Derrière lui se trouve un calendrier agricole qui détermine quand la nouvelle marchandise arrive sur les marchés de gros indiens, en quelle quantité, et quelle marge de manœuvre le fournisseur aura pour tenir un prix dans les mois à venir. Les acheteurs qui comprennent ce calendrier obtiennent en général une meilleure qualité, un approvisionnement plus régulier et moins de mauvaises surprises que ceux qui se contentent de réagir aux cotations.

Ce guide explique le fonctionnement des saisons de culture en Inde, les périodes de récolte des principales épices et céréales d'exportation, les facteurs qui font évoluer les prix entre deux récoltes, et la manière de structurer les contrats d'achat en fonction de ces cycles. Les dates indiquées correspondent à des périodes habituelles. Le calendrier exact se décale de quelques semaines d'une année à l'autre selon la mousson, les températures et la région.

## Pourquoi le calendrier compte pour les acheteurs

La plupart des produits agricoles indiens sont cultivés par un très grand nombre de petits exploitants et négociés sur des marchés de gros réglementés, appelés mandis, avant d'arriver chez les transformateurs et les exportateurs. Au moment de la récolte, les arrivages sur ces marchés augmentent fortement. C'est normalement à ce moment que la marchandise fraîche est la plus abondante, que le choix de qualités est le plus large et que les prix ont tendance à être plus bas. Quelques mois plus tard, le même produit est sorti des entrepôts et des chambres froides, les meilleurs lots sont déjà vendus et le marché devient beaucoup plus sensible aux nouvelles concernant la récolte suivante.

Concrètement, le calendrier influe sur trois points essentiels pour un importateur :

- **Qualité et choix.** La marchandise de nouvelle récolte offre la meilleure couleur, le meilleur arôme et la plus forte teneur en huile essentielle pour les épices, ainsi que le plus large choix de lots à analyser et à agréer.
- **Prix.** La pression vendeuse au moment de la récolte offre souvent aux acheteurs la meilleure occasion de fixer leurs prix, tandis que les mois de soudure précédant la récolte suivante sont généralement les plus volatils.
- **Risque.** Si une récolte est touchée par la sécheresse, des pluies excessives ou une vague de froid hors saison, l'effet se fait sentir pendant toute une année, jusqu'à la récolte suivante : une information précoce est donc précieuse.

## Les principales saisons de culture en Inde

L'agriculture indienne s'organise autour de la mousson du sud-ouest, qui atteint normalement la côte du Kerala vers le début du mois de juin et se retire du nord-ouest du pays vers octobre. Le négoce distingue deux saisons principales et une troisième, plus courte.

### Kharif : la saison de la mousson

Les cultures de kharif sont semées avec l'arrivée des pluies de mousson en juin et juillet et récoltées de septembre à novembre environ. Le riz, basmati compris, est la culture de kharif la plus connue, aux côtés du maïs, du soja, de l'arachide, du coton, du sésame dans de nombreuses régions et de légumineuses comme le pois d'Angole (tur ou arhar), le haricot mungo (moong) et le haricot urd (urad). Les rendements du kharif dépendant fortement du calendrier et de la répartition des pluies, la progression de la mousson est suivie de près par tous les acteurs du négoce.

### Rabi : la saison d'hiver

Les cultures de rabi sont semées après la mousson, d'octobre à décembre environ, et récoltées de la fin de l'hiver au printemps, grosso modo de février à avril. Elles dépendent de l'humidité résiduelle des sols, de l'irrigation et des pluies d'hiver. Le blé, le pois chiche (chana), la lentille (masoor), la moutarde et la plupart des épices à graines de l'Inde, dont le cumin, la coriandre, le fenouil et le fenugrec, sont des cultures de rabi. Elles sont vulnérables aux épisodes de chaleur pendant le remplissage des grains et des graines, aux pluies hors saison à l'approche de la récolte et, pour les épices à graines, au gel et aux maladies fongiques.

### Zaid et cultures pérennes

Une courte saison d'été, appelée zaid, s'intercale entre le rabi et le kharif ; elle est surtout consacrée aux légumes, aux melons et à certaines légumineuses comme le moong d'été. Les épices de plantation comme le poivre noir, la cardamome et le gingembre suivent leurs propres cycles dans les États du sud et du nord-est.

## Périodes de récolte des principales épices d'exportation

Chaque épice a son propre rythme, et chacune est concentrée dans quelques régions de production dotées de leurs propres places de négoce.

- Le **curcuma** est récolté principalement de janvier à mars, puis bouilli, séché et poli. Les grands centres de négoce sont Erode au Tamil Nadu, Nizamabad au Telangana et Sangli au Maharashtra. Des types de spécialité comme le curcuma Lakadong des collines du Meghalaya sont recherchés pour leur forte teneur en curcumine ; consultez notre fiche [curcuma Lakadong](/product/turmeric-lakadong) pour les spécifications. Le curcuma étant planté vers le début de la mousson, les surfaces semées pour l'année suivante sont déjà connues au milieu de l'année.
- Le **cumin** est une culture de rabi, cultivée principalement au Gujarat et au Rajasthan et récoltée de février à avril environ. Unjha, dans le nord du Gujarat, en est le marché le plus connu. Le cumin est sensible aux vagues de froid, aux pluies hors saison et aux maladies au moment de la floraison, et son prix peut varier fortement au cours d'une même campagne.
- Le **piment rouge séché** est récolté de janvier à avril environ ; l'Andhra Pradesh, le Telangana et le Karnataka figurent parmi les principaux producteurs, et Guntur est le premier centre de négoce. D'importantes capacités de stockage frigorifique permettent de fournir du piment toute l'année, mais les prix restent déterminés par le volume de la nouvelle récolte et par les stocks reportés de la précédente. Des variétés comme le Teja, le Sannam et le Byadgi diffèrent nettement en piquant et en couleur : précisez donc la variété, et pas seulement « piment rouge ».
- La **coriandre, le fenouil et le fenugrec** suivent un schéma de rabi proche de celui du cumin, avec une récolte de février à avril environ, principalement au Rajasthan, au Gujarat et au Madhya Pradesh.
- Le **poivre noir** est récolté au Kerala et au Karnataka à peu près entre décembre et mars, tandis que la **petite cardamome** est cueillie en plusieurs passages au cours du second semestre et jusqu'en hiver, avec des enchères organisées pendant une grande partie de l'année.
- Le **gingembre** est généralement arraché à partir de décembre, et le gingembre sec est transformé dans les mois qui suivent.

Vous pouvez vérifier la disponibilité actuelle de ces produits dans notre [catalogue d'épices](/category/spices).

## Céréales, légumineuses et oléagineux

### Riz basmati

Le basmati est une culture de kharif des plaines indo-gangétiques, principalement au Pendjab, en Haryana et dans l'ouest de l'Uttar Pradesh, avec des surfaces plus réduites au Jammu, en Himachal Pradesh, en Uttarakhand et à Delhi. Le repiquage a lieu en juin et juillet, et la récolte s'étend d'octobre à décembre environ. Les variétés plus précoces comme le Pusa 1509 arrivent en premier, suivies des variétés à grain extra-long comme le Pusa 1121 et des types traditionnels.

De nombreux acheteurs, notamment au Moyen-Orient, préfèrent le basmati vieilli, stocké sous forme de paddy ou de riz pendant plusieurs mois, voire un an ou plus. Le vieillissement réduit l'humidité et améliore l'allongement et la séparation des grains à la cuisson. Ainsi, la nouvelle récolte de l'automne n'est souvent livrée à l'importateur que l'année suivante, et le prix du stock vieilli intègre le coût de son portage. Notre page [basmati 1121](/product/basmati-1121) présente les qualités et les options de vieillissement que nous proposons.

### Riz non basmati

Le riz non basmati est cultivé en kharif comme en rabi dans différents États, ce qui assure un approvisionnement plus continu. C'est aussi le segment du commerce du riz le plus exposé à la politique d'exportation du gouvernement, car le riz non basmati est au cœur des programmes de sécurité alimentaire nationaux.

### Légumineuses

Le pois chiche et la lentille sont des cultures de rabi récoltées de février à avril environ, tandis que le pois d'Angole, le moong et l'urad sont principalement des cultures de kharif récoltées entre septembre et janvier environ. L'Inde est le premier producteur et le premier consommateur mondial de légumineuses, et aussi un importateur majeur : la disponibilité des dals à l'exportation dépend donc autant de l'offre intérieure, des flux d'importation et de la politique de stocks publics que de la récolte locale.

### Oléagineux

L'arachide et le soja sont principalement des cultures de kharif récoltées en octobre et novembre, même si l'arachide connaît aussi une récolte de rabi et d'été plus modeste. Le sésame est cultivé en kharif et en été selon les régions, et la moutarde est une culture de rabi récoltée de février à avril environ. Les prix des oléagineux sont étroitement liés aux marchés internationaux des huiles végétales, ce qui ajoute une dimension mondiale au calendrier local.

## Ce qui fait évoluer les prix entre deux récoltes

Le calendrier des récoltes fixe la tendance générale, mais de nombreux autres facteurs font monter ou baisser les prix à l'intérieur de ce cadre.

### La météo à chaque étape

La prévision saisonnière de mousson publiée en avril par l'India Meteorological Department, l'arrivée effective de la mousson en juin et la répartition des pluies en juillet et en août façonnent les anticipations pour les cultures de kharif. Pour les cultures de rabi, les principaux risques sont les fortes chaleurs pendant le développement des grains et des graines, les pluies hors saison à la récolte et les vagues de froid. Le risque météorologique n'est jamais entièrement intégré dans les prix tant que la récolte n'est pas en entrepôt.

### Surfaces semées et choix des agriculteurs

Les agriculteurs arbitrent entre cultures concurrentes en partie selon les revenus de l'année précédente. Une année de prix élevés pour le cumin attire souvent davantage de surfaces vers le cumin la campagne suivante, tandis qu'un prix décevant du curcuma peut réduire les plantations. Les chiffres officiels des surfaces semées, publiés au fil de chaque saison, comptent parmi les premières indications du volume de la prochaine récolte.

### Arrivages et stocks

Les arrivages quotidiens sur les principaux mandis et le niveau des stocks en chambres froides et en entrepôts sont suivis de près par les négociants. Un rythme d'arrivages lent en début de campagne peut signaler une récolte plus faible, ou bien indiquer que les agriculteurs retiennent leur marchandise dans l'attente de prix plus élevés. Savoir faire la différence fait partie du métier de fournisseur.

### Politique gouvernementale

Le gouvernement indien annonce des prix minimaux de soutien (Minimum Support Prices) pour de nombreuses cultures, achète d'importants volumes de riz et de blé pour la distribution publique et peut modifier rapidement sa politique d'exportation lorsque les prix intérieurs augmentent. Parmi les exemples récents figurent les restrictions sur les exportations de blé en 2022, les restrictions sur les exportations de riz blanc non basmati et un prix minimum à l'exportation pour le basmati en 2023, ainsi que des limitations des exportations d'oignons. Un changement de politique peut modifier la disponibilité et les prix du jour au lendemain : les contrats doivent donc le traiter explicitement.

### Devises, fret et marchés mondiaux

La plupart des contrats d'exportation sont libellés en dollars américains, alors que les agriculteurs et les négociants sont payés en roupies : les variations du taux de change se répercutent donc directement sur les offres. Les taux de fret maritime et les perturbations d'itinéraires, comme les détours par le cap de Bonne-Espérance que de nombreux armateurs ont commencé à effectuer fin 2023, influent sur le coût rendu et le temps de transit. L'offre des origines concurrentes, comme le Pakistan pour le basmati ou la Syrie, la Turquie et d'autres producteurs pour le cumin, pèse également sur les prix internationaux.

### Demande intérieure

L'Inde consomme l'essentiel de ce qu'elle produit. La demande augmente à l'approche des grandes fêtes, en particulier avant Diwali en octobre ou novembre, ainsi que pendant la saison des mariages. Des achats intérieurs soutenus peuvent réduire la disponibilité à l'exportation, même lors d'une année de récolte correcte.

## Planifier ses contrats en fonction du calendrier

Comprendre le calendrier n'est utile que si cela change votre façon d'acheter. L'approche suivante convient à la plupart des importateurs.

1. **Mettez en regard vos besoins annuels et les périodes de récolte.** Pour chaque produit, notez quand la marchandise de nouvelle récolte devient disponible et quand tombe la période de soudure. Visez à couvrir une part significative de vos besoins annuels pendant ou peu après la récolte, lorsque le choix de qualités est le plus large.
2. **Fractionnez votre couverture en tranches.** Plutôt que d'acheter le volume d'une année entière à un seul prix, fixez-en une partie à la récolte et réservez le reste par étapes. Vous réduisez ainsi le risque d'avoir tout engagé au mauvais moment.
3. **Convenez des spécifications avant le prix.** Humidité, pureté, mélange, valeur de couleur, piquant, curcumine, longueur de grain et conformité en matière de résidus doivent figurer au contrat, avec la méthode d'analyse et le laboratoire dont le résultat tranche en cas de litige.
4. **Précisez nouvelle ou ancienne récolte.** Pour les épices, la marchandise de nouvelle récolte est généralement préférée. Pour le basmati, indiquez l'âge requis et si vous voulez du riz blanc, steam ou sella (étuvé).
5. **Raisonnez en fenêtres d'expédition, pas en dates uniques.** Une fenêtre mensuelle ou bimensuelle assortie d'une tolérance de quantité définie donne aux deux parties de la souplesse face aux calendriers des navires et aux capacités de transformation.
6. **Traitez le risque politique.** Prévoyez des clauses claires sur ce qui se passe si des restrictions à l'exportation, des prix minimaux à l'exportation ou de nouveaux droits sont introduits après la signature du contrat.
7. **Agréez les échantillons tôt.** Demandez des échantillons avant expédition prélevés sur le lot réel et conservez des échantillons de référence scellés, afin que toute question de qualité puisse être réglée rapidement.

## Les signaux à surveiller

Les importateurs n'ont pas besoin de suivre chaque rapport de marché, mais quelques sources donnent une alerte précoce :

- La prévision de mousson et les relevés pluviométriques hebdomadaires de juin à septembre.
- Les chiffres officiels des surfaces semées et les estimations anticipées de récolte.
- Les arrivages et les prix sur les marchés clés comme Unjha, Erode, Nizamabad et Guntur.
- Les contrats à terme sur les épices des bourses de marchandises indiennes, en particulier pour le curcuma, le cumin et la coriandre, qui reflètent le sentiment du marché intérieur même si vous ne les négociez jamais.
- Les notifications de la Directorate General of Foreign Trade (DGFT), qui annonce les modifications de la politique d'exportation.
- Les indices de fret et les annonces des armateurs sur vos principales routes.

## Travailler avec votre fournisseur

Un bon exportateur doit pouvoir vous dire où en est chaque culture dans son cycle, comment la récolte de l'année se compare à une année normale et quand il est judicieux de réserver. Chez Bharat Agro Exports, nous partageons des points de récolte avec nos acheteurs réguliers tout au long de la campagne et les aidons à planifier leur couverture en fonction des périodes de récolte. Si vous souhaitez un plan d'approvisionnement pour l'année à venir, [contactez notre équipe](/contact) en précisant vos produits, vos volumes et vos ports de destination.`

const foodSafetyGuide = `Les épices figurent parmi les catégories d'aliments les plus souvent signalées aux frontières européennes et américaines, et comme l'Inde est le premier producteur et exportateur mondial d'épices, les lots indiens sont contrôlés plus souvent que ceux de presque toute autre origine. Pour un importateur, un lot refoulé à la frontière représente bien plus qu'une expédition perdue. Il peut entraîner des frais de destruction ou de réexportation, un renforcement des contrôles sur les expéditions suivantes, des rappels chez les clients et une atteinte à une marque qui a mis des années à se construire.

Cet article résume les principales exigences de sécurité sanitaire auxquelles doivent répondre les épices indiennes dans l'Union européenne et aux États-Unis, la manière dont la filière a réagi aux problèmes récents, et ce qu'un importateur doit exiger d'un fournisseur. Il s'agit d'une synthèse pratique et non d'un avis juridique. Les limites évoluent : vérifiez toujours la version consolidée en vigueur des règlements avant de contracter.

## Qui fixe les règles

Dans l'Union européenne, la sécurité des aliments repose sur la législation alimentaire générale, le règlement (CE) n° 178/2002, qui rend l'exploitant qui met un aliment sur le marché responsable de sa sécurité. Des limites spécifiques sont fixées par des règlements distincts sur les résidus de pesticides, les contaminants et les critères microbiologiques, et les contrôles aux frontières sont organisés par le règlement sur les contrôles officiels, (UE) 2017/625. Les États membres partagent les alertes sur les produits non conformes via le système d'alerte rapide pour les denrées alimentaires et les aliments pour animaux (RASFF), et ces notifications sont publiques.

Aux États-Unis, la Food and Drug Administration (FDA) fait appliquer la sécurité des aliments en vertu du Federal Food, Drug, and Cosmetic Act et du Food Safety Modernization Act (FSMA). Les tolérances de pesticides sont fixées par l'Environmental Protection Agency (EPA) et publiées au titre 40 du Code of Federal Regulations, partie 180. Les importateurs doivent respecter la règle du Foreign Supplier Verification Program (FSVP), qui les oblige à vérifier que leurs fournisseurs étrangers produisent selon les normes de sécurité américaines.

## Résidus de pesticides

### Le cadre européen

Les limites maximales de résidus (LMR) de pesticides dans l'UE sont fixées par le règlement (CE) n° 396/2005. Les épices forment un groupe de produits à part entière, avec des LMR fixées pour chaque substance active. En l'absence de LMR spécifique, une limite par défaut de 0,01 mg/kg s'applique, et pour de nombreuses substances la limite applicable aux épices se situe au niveau, ou près du niveau, le plus bas que les laboratoires peuvent quantifier de manière fiable. En pratique, un pesticide homologué et largement utilisé en Inde peut être inacceptable en Europe dès qu'il est mesurable.

Les LMR sont modifiées plusieurs fois par an, souvent à la baisse lorsqu'une substance active perd son approbation dans l'UE. Un produit conforme la campagne précédente peut ne plus l'être cette année : l'exportateur comme l'importateur ont donc besoin d'une routine de suivi des modifications.

### Le cadre américain

Aux États-Unis, un résidu n'est autorisé que si l'EPA a fixé une tolérance pour ce pesticide sur ce produit, ou si une exemption s'applique. En l'absence de tolérance, tout résidu détectable rend l'aliment « adultéré » au sens du droit fédéral. Les tolérances américaines ne sont pas systématiquement plus strictes ou plus souples que les LMR européennes ; elles sont simplement différentes, si bien qu'un lot accepté sur un marché peut être refusé sur l'autre. La FDA recourt également aux import alerts, dont une consacrée aux résidus de pesticides, pour retenir sans examen physique les produits d'entreprises ayant des antécédents d'infractions.

### Maîtriser les résidus à la source

Les épices étant cultivées par un grand nombre de petits agriculteurs, la maîtrise des résidus commence dès l'approvisionnement. Les exportateurs responsables travaillent avec des groupements d'agriculteurs sur des listes de pesticides autorisés et des délais avant récolte, contrôlent la matière première avant achat, séparent les lots selon les résultats d'analyse et mettent en œuvre des étapes de nettoyage et de transformation qui peuvent réduire les résidus, mais jamais les éliminer de façon fiable. Pour les lots destinés à l'UE, sélectionner dès le départ une matière première conforme est bien plus sûr que d'espérer que la transformation fera passer un lot sous la limite.

## Oxyde d'éthylène : ce qui s'est passé et ce qui a changé

L'oxyde d'éthylène (ETO) est un gaz utilisé dans plusieurs pays pour réduire la contamination microbienne des épices et d'autres ingrédients secs. Son usage sur les denrées alimentaires n'est pas autorisé dans l'Union européenne, et la LMR européenne pour les épices, définie comme la somme de l'oxyde d'éthylène et de son produit de réaction, le 2-chloroéthanol, exprimée en oxyde d'éthylène, est fixée à un niveau très bas, proche de la limite de quantification.

En septembre 2020, les autorités belges ont signalé la présence d'oxyde d'éthylène dans des graines de sésame originaires d'Inde. D'autres analyses menées dans toute l'Europe ont mis en évidence des résidus dans de nombreux autres lots puis, au cours des mois suivants, dans un large éventail d'aliments transformés fabriqués avec les ingrédients concernés, ce qui a conduit à certains des plus grands rappels alimentaires qu'ait connus l'UE. L'UE a soumis les graines de sésame indiennes à des contrôles renforcés aux frontières, et les États membres ont adopté une ligne stricte : les produits contenant un ingrédient présentant de l'ETO au-dessus de sa LMR devaient être retirés, quelle que soit la concentration finale dans l'aliment fini.

Les États-Unis ont une approche différente. L'EPA autorise le traitement des épices à l'oxyde d'éthylène et fixe des tolérances à la fois pour l'ETO et pour le 2-chloroéthanol. Cette différence est l'une des raisons pour lesquelles les exportateurs ne peuvent pas supposer qu'un procédé accepté sur un marché l'est aussi sur un autre.

Les autorités et les exportateurs indiens ont réagi sur plusieurs fronts. Des analyses supplémentaires avant exportation ont été instaurées pour le sésame destiné à l'UE, les laboratoires ont investi dans des méthodes capables de mesurer l'ETO et le 2-chloroéthanol à de très faibles niveaux, et de nombreux transformateurs ont entièrement abandonné l'ETO au profit de la stérilisation à la vapeur pour tous les marchés. Pour un importateur, les protections essentielles sont simples : stipuler dans le contrat que le produit n'a pas été traité à l'ETO, exiger une analyse de l'ETO et du 2-chloroéthanol par un laboratoire accrédité sur chaque lot destiné à l'UE, et vérifier comment le fournisseur maîtrise la charge microbienne par d'autres moyens.

## Mycotoxines : aflatoxines et ochratoxine A

Les aflatoxines et l'ochratoxine A (OTA) sont des toxines produites par des moisissures qui peuvent se développer sur les récoltes lorsque les conditions de séchage ou de stockage sont mauvaises. Le piment, la muscade, le gingembre, le curcuma et le poivre noir figurent parmi les épices les plus souvent touchées, tout comme l'arachide, certains fruits à coque et les céréales.

Dans l'UE, les teneurs maximales en contaminants sont désormais fixées par le règlement (UE) 2023/915 de la Commission, qui a remplacé en mai 2023 le règlement (CE) n° 1881/2006 en vigueur de longue date. Pour les principales épices concernées, dont le piment et le paprika, le poivre, la muscade, le gingembre et le curcuma, les limites sont de 5 µg/kg pour l'aflatoxine B1 et de 10 µg/kg pour la somme des aflatoxines B1, B2, G1 et G2. Pour l'OTA, une limite de 15 µg/kg s'applique aux épices séchées en général, avec une limite plus élevée de 20 µg/kg pour les espèces de Capsicum comme le piment et le paprika.

Aux États-Unis, la FDA applique un seuil d'intervention (action level) de 20 µg/kg (20 parties par milliard) pour les aflatoxines totales dans la plupart des aliments destinés à la consommation humaine, et les produits qui le dépassent peuvent être refoulés ou retirés du marché.

La prévention est bien plus efficace que l'espoir de régler le problème par l'analyse. Les bonnes pratiques consistent à sécher rapidement jusqu'à une humidité sûre, à sécher sur des bâches propres ou des aires surélevées plutôt qu'à même le sol, à écarter les produits moisis et endommagés, et à stocker dans des entrepôts secs et ventilés. Les mycotoxines étant réparties de façon hétérogène dans un lot, concentrées dans un petit nombre de gousses, de grains ou de morceaux, l'échantillonnage est déterminant, comme nous le verrons plus loin.

## Salmonella et sécurité microbiologique

Les épices sont souvent ajoutées à des aliments qui ne subissent aucune cuisson ultérieure : les agents pathogènes comme Salmonella sont donc une préoccupation majeure. Les autorités européennes considèrent que la présence de Salmonella dans des épices rend le produit dangereux, et les notifications RASFF concernant Salmonella dans les épices et les herbes aromatiques sont régulières. Aux États-Unis, la FDA maintient une import alert pour les aliments contaminés par Salmonella, et son cadre de contrôles préventifs traite Salmonella comme un danger à maîtriser dans les épices.

La contamination survient généralement à la ferme ou pendant le séchage, par le sol, l'eau, les oiseaux, les rongeurs et les manipulations. Les bonnes pratiques agricoles et d'hygiène la réduisent, mais pour la plupart des épices brutes une étape validée de réduction microbienne est nécessaire pour obtenir des résultats constants.

### Stérilisation à la vapeur et autres traitements

La stérilisation à la vapeur est devenue le traitement privilégié pour les épices destinées à l'Europe et elle est également largement utilisée pour le marché américain. Le produit est exposé pendant un temps court à de la vapeur saturée ou surchauffée, souvent sous pression ou sous vide contrôlés, puis il est séché et refroidi. Un procédé bien conçu permet une réduction importante et validée de la charge microbienne, généralement exprimée en réduction logarithmique d'un organisme cible, tout en limitant la perte d'huile essentielle et de couleur.

Pour évaluer le procédé d'un fournisseur, demandez :

- La preuve que le procédé a été validé pour le produit concerné, par exemple avec des organismes de substitution.
- Les enregistrements de lots montrant que chaque cycle a respecté ses paramètres critiques de temps et de température.
- Les résultats après traitement pour Salmonella, la flore aérobie totale, les entérobactéries, les levures et moisissures, et tout autre organisme figurant dans votre cahier des charges.
- Les mesures qui empêchent la recontamination entre la stérilisation et le conditionnement, comme des zones de conditionnement séparées à haut niveau d'hygiène.

L'irradiation est une autre option autorisée pour les épices séchées sur certains marchés, mais dans l'UE elle exige une installation agréée et un étiquetage spécifique, et de nombreux acheteurs européens ne l'acceptent pas.

## Méthodes d'analyse et laboratoires

Un résultat d'analyse ne vaut que par la méthode et le laboratoire qui le produisent. Les exportateurs sérieux font appel à des laboratoires accrédités ISO/IEC 17025, en Inde généralement par le National Accreditation Board for Testing and Calibration Laboratories (NABL), l'analyse concernée devant figurer dans la portée d'accréditation. Les approches courantes sont les suivantes :

- **Résidus de pesticides :** criblage multirésidus par extraction de type QuEChERS suivie d'une analyse LC-MS/MS et GC-MS/MS, couvrant plusieurs centaines de substances actives. Les épices sont des matrices difficiles : vérifiez que le laboratoire a validé ses méthodes sur des épices et pas seulement sur des fruits et légumes.
- **Oxyde d'éthylène :** analyse GC-MS/MS de l'ETO et du 2-chloroéthanol, le résultat étant exprimé en somme exprimée en ETO, conformément à la définition du résidu dans l'UE.
- **Aflatoxines et OTA :** purification sur colonne d'immunoaffinité suivie d'une HPLC avec détection par fluorescence, selon les méthodes AOAC et ISO ou EN établies, ou méthodes multimycotoxines validées en LC-MS/MS.
- **Salmonella :** ISO 6579-1, ou la méthode du Bacteriological Analytical Manual de la FDA pour les expéditions vers les États-Unis.
- **Qualité physique et chimique :** méthodes d'analyse ASTA et spécifications de propreté, méthodes ISO pour l'humidité et l'huile essentielle, et curcumine ou valeur de couleur le cas échéant.
- **Fraudes :** recherche de colorants interdits comme les colorants Soudan dans les produits à base de piment, et du plomb et d'autres contaminants dans le curcuma.

En Europe, de nombreux acheteurs se réfèrent aussi au Quality Minima Document de l'European Spice Association, qui définit des paramètres de qualité communément admis. Aux États-Unis, les defect action levels de la FDA et les spécifications de propreté de l'ASTA fixent les attentes en matière de matières étrangères.

## Échantillonnage et analyses avant expédition

C'est à l'échantillonnage que naissent de nombreux litiges. Pour les résidus de pesticides, un échantillon composite prélevé sur un lot bien homogénéisé est généralement représentatif. Ce n'est pas le cas pour les mycotoxines : la contamination se concentre dans quelques unités, si bien qu'un résultat fiable nécessite de nombreux prélèvements élémentaires effectués dans l'ensemble du lot et réunis en un échantillon global de grande taille, qui est ensuite broyé et mélangé avant le prélèvement d'une prise d'essai. Les règles d'échantillonnage officielles de l'UE pour les mycotoxines suivent ce principe, et un plan d'échantillonnage avant expédition doit faire de même.

Un protocole solide avant expédition comprend :

1. La définition du lot : un seul lot de production, transformé et conditionné dans les mêmes conditions, avec un code de lot unique imprimé sur chaque sac ou carton.
2. Un échantillonnage après la transformation et le conditionnement finaux, et non sur la matière première, afin que le résultat reflète ce qui est réellement expédié.
3. Des prélèvements effectués par une société d'inspection indépendante ou sous la supervision de l'acheteur, avec des échantillons contradictoires scellés conservés par les deux parties.
4. Des analyses dans un laboratoire accrédité au regard des limites du marché de destination et de toute limite client plus stricte.
5. La libération du lot pour expédition uniquement après réception et examen des résultats.

### Le certificat d'analyse

Un certificat d'analyse (CoA) doit identifier le laboratoire et son accréditation, le numéro de lot correspondant aux documents d'expédition, la date d'échantillonnage et l'auteur du prélèvement, chaque paramètre analysé, la méthode utilisée, la limite de quantification, le résultat et la limite applicable. Un CoA qui énumère des résultats sans méthodes ni limites de quantification, ou qui renvoie à un numéro de lot impossible à rapprocher de la facture, protège beaucoup moins qu'il n'y paraît.

## Le rôle de l'APEDA et du Spices Board

En Inde, les exportations d'épices sont supervisées par le Spices Board, organisme public relevant du ministère du Commerce et de l'Industrie. Tout exportateur d'épices doit détenir un certificat d'enregistrement d'exportateur d'épices (CRES) délivré par le Board. Le Spices Board gère des laboratoires d'évaluation de la qualité dans les grandes villes de production et les villes portuaires et, pour certaines combinaisons de produits et de destinations ayant posé problème, impose un échantillonnage et des analyses obligatoires avant expédition pour autoriser l'exportation. Les produits et destinations concernés ont évolué au fil du temps, à mesure que des problèmes apparaissaient et étaient résolus.

Le riz, l'arachide, les produits frais et de nombreux aliments transformés relèvent de l'Agricultural and Processed Food Products Export Development Authority (APEDA), qui gère des systèmes de traçabilité et de surveillance des résidus pour certains produits frais destinés à l'Europe, ainsi que des procédures d'exportation spécifiques pour des produits comme l'arachide.

Côté européen, le règlement d'exécution (UE) 2019/1793 énumère certains produits de certains pays soumis à des contrôles officiels renforcés à la frontière et, dans certains cas, exige un certificat officiel accompagné des résultats d'échantillonnage et d'analyse délivrés par les autorités du pays exportateur. Des produits indiens ont figuré sur cette liste à plusieurs reprises : vérifiez la version en vigueur avant chaque campagne.

Les contrôles officiels constituent un filet de sécurité précieux, mais ils ne remplacent pas vos propres vérifications. En droit européen comme selon la règle américaine FSVP, la responsabilité de la sécurité incombe à l'entreprise qui met le produit sur le marché.

## Liste de contrôle pour les importateurs

- Indiquez à votre fournisseur le marché de destination et toute limite propre à vos clients avant l'achat de la matière première.
- Exigez des analyses de résidus au regard des LMR ou tolérances applicables, y compris l'ETO et le 2-chloroéthanol pour l'UE.
- Précisez les limites microbiologiques et la méthode de réduction microbienne, et demandez les preuves de validation.
- Convenez de la méthode d'échantillonnage, du laboratoire et du mode de règlement des désaccords.
- Vérifiez que chaque CoA correspond au lot, à la facture et à la liste de colisage.
- Conservez des échantillons de référence scellés de chaque lot jusqu'à ce que le produit ait été vendu et consommé.

La documentation qualité de chacune de nos épices, dont notre [curcuma Lakadong](/product/turmeric-lakadong), est disponible sur demande, et notre [catalogue d'épices](/category/spices) présente les qualités stérilisées à la vapeur que nous proposons. Pour examiner les exigences de votre marché, [contactez notre équipe qualité](/contact).`

const importGuide = `Importer des produits agricoles d'Inde est simple dès lors que l'on connaît l'enchaînement des étapes, mais chaque expédition réunit un fournisseur, un transitaire, une compagnie maritime, des banques, des sociétés d'inspection et des autorités de réglementation dans deux pays. La plupart des problèmes rencontrés lors d'une première importation ne viennent pas du produit lui-même, mais d'un document manquant, d'une spécification imprécise ou d'un malentendu sur qui paie quoi.

Ce guide décrit le processus, de la première demande jusqu'au dédouanement à destination, en suivant les étapes que nous appliquons avec nos propres acheteurs. Les règles diffèrent selon les pays importateurs : considérez-le comme un cadre et faites confirmer les exigences locales par votre commissionnaire en douane ou votre autorité sanitaire.

## Étape 1 : définir vos besoins

Avant de contacter des fournisseurs, notez l'essentiel :

- Le produit et la qualité, y compris les principaux paramètres de qualité comme l'humidité, la pureté, la longueur du grain, la couleur ou le piquant.
- La quantité par expédition et par an, et si vous avez besoin de conteneurs complets.
- Le conditionnement : type et taille des sacs, marque de distributeur ou emballage neutre, et règles d'étiquetage de votre marché.
- Le port de destination et la période d'expédition souhaitée.
- Les exigences réglementaires de votre pays : licences d'importation, enregistrement des produits, limites de pesticides et de contaminants, et certifications comme le biologique ou le halal.

Un cahier des charges clair permet aux fournisseurs de coter avec précision et rend comparables les offres des différents exportateurs.

## Étape 2 : envoyer vos demandes et vérifier les fournisseurs

Lorsque vous sollicitez des exportateurs, demandez leurs enregistrements en plus de leurs prix. Un exportateur agricole indien bien établi dispose normalement :

- D'un Importer-Exporter Code (IEC) délivré par la Directorate General of Foreign Trade (DGFT).
- D'un enregistrement auprès de l'organisme de promotion des exportations compétent, comme l'APEDA pour le riz, les légumineuses, les aliments transformés et les produits frais, ou le Spices Board pour les épices.
- D'une licence d'exploitant du secteur alimentaire délivrée par la Food Safety and Standards Authority of India (FSSAI).
- Si vous importez aux États-Unis, d'un enregistrement valide de l'usine de transformation auprès de la FDA (food facility registration).

Demandez des références commerciales, des informations sur l'usine de transformation, les certifications de sécurité des aliments comme ISO 22000, FSSC 22000 ou BRCGS, ainsi que des rapports de laboratoire récents. Une visite vidéo ou une visite du site, en personne ou par un audit tiers, vaut la peine avant une commande importante.

## Étape 3 : agréer les échantillons

Il existe deux sortes d'échantillons. L'échantillon type montre la qualité générale qu'un fournisseur peut proposer et sert à convenir de la spécification. L'échantillon avant expédition est prélevé sur le lot réel à expédier. Les deux comptent : l'échantillon type fixe ce que vous avez accepté d'acheter, et l'échantillon avant expédition confirme ce que vous allez recevoir.

Faites analyser les échantillons types dans votre propre laboratoire ou dans un laboratoire indépendant au regard des exigences de votre marché, et conservez-en une partie scellée et étiquetée pour qu'elle serve de référence si une question de qualité se pose plus tard.

## Étape 4 : valider la facture pro forma et le contrat

Une fois le prix et la spécification arrêtés, l'exportateur émet une facture pro forma, qui sert souvent de base à l'ouverture d'une lettre de crédit ou au versement d'un acompte. Elle doit indiquer :

- La description exacte du produit et sa spécification, tolérances comprises.
- La quantité, avec une variation admise, par exemple plus ou moins 5 %.
- Le prix unitaire, la devise et l'Incoterm avec un lieu désigné, par exemple « CIF Jebel Ali, Incoterms 2020 ».
- Le conditionnement et le marquage.
- La période d'expédition et le port de chargement.
- Les conditions de paiement.
- La liste des documents à fournir.
- Les modalités d'inspection et la partie qui en supporte le coût.

Pour des relations suivies, un contrat de vente formel couvrant les réclamations qualité, la force majeure, les changements de politique d'exportation et le règlement des litiges vaut largement l'effort.

## Étape 5 : choisir le bon Incoterm

Les Incoterms 2020, publiés par la Chambre de commerce internationale (ICC), définissent le point où les frais et les risques passent du vendeur à l'acheteur. Les trois termes les plus courants dans le commerce agricole au départ de l'Inde sont :

- **FOB (Free On Board, franco à bord) :** l'exportateur dédouane la marchandise à l'export et la charge à bord du navire au port indien désigné. Le risque vous est transféré dès que la marchandise est à bord, et vous organisez et payez le fret maritime et l'assurance. Le FOB convient aux importateurs qui disposent de bons contrats de fret ou d'un transitaire attitré.
- **CFR (Cost and Freight, coût et fret) :** l'exportateur paie en plus le fret maritime jusqu'au port de destination, mais le risque est toujours transféré au chargement en Inde : vous devez donc souscrire votre propre assurance marchandises.
- **CIF (Cost, Insurance and Freight, coût, assurance et fret) :** comme le CFR, l'exportateur souscrivant en outre une assurance marchandises à votre profit. Selon les Incoterms 2020, la couverture minimale en CIF correspond aux Institute Cargo Clauses (C) pour 110 % de la valeur du contrat, ce qui ne couvre qu'une liste limitée de risques. Si vous souhaitez une couverture tous risques, stipulez les Institute Cargo Clauses (A) dans le contrat.

L'ICC souligne que le FCA, le CPT et le CIP sont techniquement mieux adaptés aux marchandises conteneurisées, puisque les conteneurs sont remis dans un terminal avant le chargement ; pourtant, le FOB, le CFR et le CIF restent la norme dans le commerce agricole. Quel que soit le terme retenu, les frais à destination, comme la manutention au terminal, le dédouanement et les droits, sont normalement à la charge de l'acheteur.

## Étape 6 : convenir des conditions de paiement

Le mode de paiement répartit le risque entre l'acheteur et le vendeur.

- **Lettre de crédit (LC) à vue :** votre banque s'engage à payer l'exportateur sur présentation de documents conformes au crédit, selon les règles RUU 600 (UCP 600) de l'ICC. Elle protège les deux parties mais entraîne des frais bancaires, et toute irrégularité entre les documents et les termes de la LC peut retarder le paiement. Rédigez la LC avec soin et communiquez le projet à l'exportateur avant son émission.
- **Paiement contre documents (CAD) :** la banque de l'exportateur envoie les documents d'expédition à votre banque, qui vous les remet contre paiement, généralement selon les règles RUE 522 (URC 522) de l'ICC relatives aux encaissements. C'est moins coûteux qu'une LC, mais l'exportateur supporte le risque que vous ne leviez pas les documents : ce mode est donc généralement proposé aux acheteurs établis.
- **Virement (TT) d'avance :** paiement total ou partiel avant expédition. Pour une nouvelle relation, une structure courante consiste en un acompte partiel, le solde étant payé sur copies numérisées des documents d'expédition avant la remise des originaux ou le telex release.

Quel que soit le mode choisi, confirmez les coordonnées bancaires par téléphone auprès d'un interlocuteur connu. Les courriels frauduleux demandant un paiement sur un « nouveau » compte sont un risque réel dans le commerce international.

## Étape 7 : production, inspection et analyses

Une fois la commande confirmée, l'exportateur achète, nettoie, calibre, transforme et conditionne le produit ; c'est à ce moment qu'ont lieu l'inspection avant expédition et les analyses de laboratoire. De nombreux importateurs mandatent une société d'inspection indépendante pour contrôler la qualité, la quantité, le conditionnement et le marquage, prélever des échantillons et superviser l'empotage du conteneur. Les analyses doivent être réalisées sur le lot final conditionné par un laboratoire accrédité et couvrir les paramètres exigés par votre marché.

## Étape 8 : réservation et empotage du conteneur

La plupart des exportations agricoles indiennes voyagent en conteneurs secs standard. À titre indicatif, un conteneur de 20 pieds transporte environ 18 à 20 tonnes de riz en sacs. Les produits lourds et denses comme le riz, les légumineuses et le sucre atteignent généralement le poids autorisé avant que le conteneur ne soit plein : le 20 pieds est donc le choix habituel. Les produits légers et volumineux comme les piments séchés entiers remplissent l'espace bien avant d'atteindre la limite de poids, et un conteneur de 40 pieds est généralement plus économique. Les limites de poids routières au départ comme à l'arrivée peuvent réduire encore la charge utile réelle.

Les bonnes pratiques d'empotage consistent à vérifier la propreté du conteneur, l'absence d'odeurs, de trous et de dommages, à le tapisser de papier kraft, à ajouter des dessiccants pour maîtriser la condensation lors des longues traversées, et à photographier chaque étape du chargement. Lorsqu'une fumigation est requise, elle est effectuée par un opérateur agréé, généralement au phosphure d'aluminium ou au bromure de méthyle selon le produit et la destination. Les palettes en bois doivent être conformes à la norme NIMP 15.

Les légumes et fruits frais voyagent en conteneurs frigorifiques (reefers), avec une température, une ventilation et parfois une humidité réglées pour le produit concerné. La chaîne du froid commence dès la station de conditionnement avec le prérefroidissement, et toute rupture raccourcit la durée de conservation. Nos [légumes frais](/category/vegetables) sont expédiés avec des consignes de température convenues avec chaque acheteur.

## Étape 9 : documents d'exportation

Les documents requis dépendent du produit et de la destination, mais une expédition agricole type au départ de l'Inde comprend :

- **Facture commerciale :** base de la valeur en douane, elle doit correspondre exactement au contrat et, le cas échéant, à la LC.
- **Liste de colisage :** nombre de colis, poids nets et bruts, et numéros de lot.
- **Connaissement :** émis par le transporteur comme reçu de la marchandise, il fait preuve du contrat de transport et, lorsqu'il est négociable, constitue un titre représentatif de la marchandise. Convenez à l'avance si vous avez besoin de connaissements originaux, d'une lettre de transport maritime (sea waybill) ou d'un telex release.
- **Certificat d'origine :** un certificat non préférentiel atteste l'origine indienne en termes généraux. Un certificat préférentiel permet un droit réduit ou nul dans le cadre d'un accord commercial, par exemple les accords de l'Inde avec les Émirats arabes unis, l'Australie, le Japon, la Corée du Sud, le groupe de l'ASEAN ou les pays d'Asie du Sud dans le cadre du SAFTA. Les certificats préférentiels sont délivrés par des organismes indiens désignés, en grande partie via la plateforme en ligne de la DGFT, et la marchandise doit respecter les règles d'origine de l'accord concerné.
- **Certificat phytosanitaire :** délivré après inspection par l'organisation nationale de protection des végétaux de l'Inde, la Directorate of Plant Protection, Quarantine and Storage. De nombreux pays l'exigent pour les produits végétaux comme les céréales, les légumineuses, les épices entières, les semences et les produits frais, et il doit porter les éventuelles déclarations supplémentaires prévues par les conditions d'importation de votre pays.
- **Certificat de fumigation :** délivré par l'opérateur de fumigation, il indique le produit utilisé, la dose, la durée d'exposition et la température.
- **Certificat sanitaire :** exigé par certains pays pour certains aliments et délivré par l'autorité indienne désignée pour ce produit et ce marché, comme l'Export Inspection Council.
- **Certificat d'analyse :** résultats de laboratoire pour le lot expédié.
- **Autres selon les besoins :** un certificat d'assurance pour les expéditions CIF, des certificats d'inspection de qualité et de poids, des certificats biologiques ou halal, et tout autre document demandé par vos clients.

Envoyez les projets de documents à votre commissionnaire en douane avant l'expédition. Corriger un document en Inde avant le départ du navire est bien plus facile que de le corriger après l'arrivée.

## Étape 10 : classer correctement la marchandise

Les droits de douane, les conditions d'importation et l'éligibilité aux accords commerciaux dépendent tous du code du Système harmonisé (SH). Les six premiers chiffres sont communs au niveau international, et chaque pays ajoute des chiffres pour son propre tarif. Quelques exemples :

- Riz semi-blanchi ou blanchi : 1006.30
- Curcuma : 0910.30
- Graines de cumin, non broyées ni pulvérisées : 0909.31
- Piments séchés, non broyés ni pulvérisés : 0904.21
- Pois chiches, y compris les pois chiches cassés comme notre [chana dal](/product/chana-dal) : 0713.20
- Graines de sésame : 1207.40

Faites confirmer le code national complet par votre commissionnaire en douane, et veillez à ce que le même classement figure sur la facture commerciale, le certificat d'origine et la déclaration d'importation.

## Étape 11 : transit

Les temps de transit approximatifs de port à port depuis les principaux ports à conteneurs de l'Inde, comme Nhava Sheva et Mundra sur la côte ouest et Chennai sur la côte est, sont les suivants :

- Ports du Golfe comme Jebel Ali et Dammam : environ une semaine.
- Afrique de l'Est et mer Rouge : environ deux à trois semaines.
- Europe du Nord : environ quatre à cinq semaines via le canal de Suez, et davantage lorsque les armateurs contournent le cap de Bonne-Espérance.
- Méditerranée : environ trois à quatre semaines.
- Côtes est et ouest des États-Unis : environ quatre à six semaines, souvent avec transbordement.
- Asie du Sud-Est : environ une à trois semaines.

Ces fourchettes varient selon la compagnie maritime, les correspondances de transbordement et la congestion : prévoyez une marge de sécurité dans vos niveaux de stock.

## Étape 12 : arrivée et dédouanement

Avant l'arrivée, effectuez les notifications préalables exigées par votre pays. Pour les expéditions maritimes vers les États-Unis, un Importer Security Filing doit être déposé avant le chargement et un Prior Notice adressé à la FDA avant l'arrivée. Dans l'UE, certains produits végétaux et aliments à risque plus élevé doivent faire l'objet d'une notification préalable via le système TRACES et être présentés à un poste de contrôle frontalier. Votre commissionnaire en douane dépose la déclaration d'importation, acquitte les droits et taxes et organise les éventuelles inspections. Enlevez les conteneurs rapidement : le temps de franchise dans les terminaux de destination est limité, et les frais de surestaries et de détention s'accumulent vite.

## Les pièges courants

- **Spécifications floues.** « Bonne qualité » n'est pas une spécification. Définissez chaque paramètre important et la manière dont il sera analysé.
- **Incohérences documentaires.** Une différence d'orthographe dans le nom du destinataire ou un poids différent d'un document à l'autre peut retarder le dédouanement, ou le paiement dans le cadre d'une LC.
- **Méconnaissance des règles de destination.** Vérifiez les limites de pesticides, les règles d'étiquetage et les licences d'importation avant de commander, et non après l'arrivée du conteneur.
- **Sous-assurance.** La couverture CIF minimale peut ne pas vous protéger contre les pertes que vous risquez réellement.
- **Dommages dus à la condensation.** Les traversées sous des climats changeants peuvent endommager une cargaison sèche par l'humidité en l'absence de revêtement adapté et de dessiccants.
- **Changements de politique.** L'Inde peut modifier sa politique d'exportation pour les produits sensibles à bref délai. Prévoyez une clause contractuelle qui couvre ce risque et restez en contact régulier avec votre fournisseur.

## Pour commencer

S'il s'agit de votre première importation en provenance d'Inde, commencez par un conteneur d'essai d'un seul produit, apprenez comment fonctionnent les documents et le dédouanement sur votre marché, puis augmentez progressivement les volumes. Notre équipe peut vous aider pour les spécifications, les documents et les options de fret pour nos [céréales](/category/grains) et nos autres produits. [Contactez-nous](/contact) en indiquant vos besoins et votre port de destination, et nous vous préparerons une offre accompagnée de la liste complète des documents nécessaires à votre expédition.`

export const posts: Record<string, PostTranslation> = {
  '1': {
    title:
      "Comprendre le calendrier agricole indien : guide de l'acheteur pour s'approvisionner en épices et céréales",
    excerpt:
      'Comment les saisons de kharif et de rabi, les périodes de récolte des épices et le vieillissement du basmati déterminent la disponibilité et les prix, et comment les importateurs peuvent planifier leurs contrats en conséquence.',
    content: cropCalendarGuide,
    author: 'Priya Nair, responsable des études de marché',
    tags: [
      'calendrier agricole',
      'approvisionnement en épices',
      'riz basmati',
      'prix des matières premières',
      'planification des achats',
    ],
    seoTitle: "Calendrier agricole indien : s'approvisionner en épices et céréales",
    seoDescription:
      'Quand sont récoltés les épices, le basmati, les légumineuses et les oléagineux indiens, ce qui fait évoluer leurs prix et comment planifier ses contrats selon le calendrier agricole.',
  },
  '2': {
    title:
      "Règles sanitaires de l'UE et des États-Unis pour les épices indiennes : résidus, mycotoxines, oxyde d'éthylène et Salmonella",
    excerpt:
      "Un guide pratique sur les LMR de pesticides, l'oxyde d'éthylène, les limites d'aflatoxines et d'ochratoxine, la maîtrise de Salmonella, les analyses et les certificats d'analyse pour les importateurs d'épices.",
    content: foodSafetyGuide,
    author: "Dr. Arjun Mehta, directeur de l'assurance qualité",
    tags: [
      'sécurité des aliments',
      'LMR de pesticides',
      "oxyde d'éthylène",
      'aflatoxines',
      'stérilisation à la vapeur',
      'réglementation européenne',
    ],
    seoTitle: 'Règles sanitaires UE et États-Unis pour les épices indiennes',
    seoDescription:
      "LMR de pesticides, oxyde d'éthylène, limites d'aflatoxines et d'OTA, maîtrise de Salmonella et analyses avant expédition : les exigences imposées aux épices indiennes dans l'UE et aux États-Unis.",
  },
  '3': {
    title: "Importer des produits agricoles d'Inde : le guide étape par étape",
    excerpt:
      "De la demande et des échantillons aux Incoterms, conditions de paiement, documents d'exportation, codes SH, empotage et dédouanement : une feuille de route pratique pour les importateurs.",
    content: importGuide,
    author: 'Rohan Deshpande, responsable des opérations export',
    tags: [
      "guide d'importation",
      'Incoterms 2020',
      "documents d'exportation",
      'lettre de crédit',
      'logistique maritime',
    ],
    seoTitle: "Importer des produits agricoles d'Inde : le guide",
    seoDescription:
      'Un guide étape par étape pour les importateurs : échantillons, factures pro forma, Incoterms, conditions de paiement, documents, codes SH, empotage et temps de transit.',
  },
}
