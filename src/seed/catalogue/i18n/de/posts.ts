import type { PostTranslation } from '../types'

const anbaukalender = `Für einen Importeur ist der Preis auf dem Angebotsblatt eines Lieferanten nur eine Momentaufnahme. Dahinter steht ein Anbaukalender, der bestimmt, wann frische Ware die indischen Großmärkte erreicht, wie viel davon vorhanden ist und wie viel Spielraum ein Lieferant hat, einen Preis über die kommenden Monate zu halten. Käufer, die diesen Kalender verstehen, erhalten in der Regel bessere Qualität, eine stetigere Versorgung und weniger unangenehme Überraschungen als Käufer, die nur auf Angebote reagieren.

Dieser Leitfaden erklärt, wie Indiens Anbausaisons funktionieren, wann die wichtigsten Exportgewürze und Getreidearten geerntet werden, was die Preise zwischen den Ernten typischerweise bewegt und wie man Einkaufsverträge nach diesen Mustern gestaltet. Die angegebenen Zeiträume sind typische Fenster. Der genaue Zeitpunkt verschiebt sich von Jahr zu Jahr je nach Monsun, Temperaturen und Region um einige Wochen.

## Warum der Kalender für Käufer wichtig ist

Die meisten indischen Agrarrohstoffe werden von sehr vielen Kleinbauern angebaut und über regulierte Großmärkte, sogenannte Mandis, gehandelt, bevor sie Verarbeiter und Exporteure erreichen. Wird eine Kultur geerntet, steigen die Anlieferungen auf diesen Märkten stark an. Dann ist frische Ware normalerweise am reichlichsten vorhanden, die Auswahl an Qualitäten am größten, und die Preise sind tendenziell schwächer. Monate später wird dieselbe Ware aus Lagerhäusern und Kühlhäusern bezogen, die besten Partien sind bereits verkauft, und der Markt reagiert viel empfindlicher auf Nachrichten über die nächste Ernte.

In der Praxis beeinflusst der Kalender drei Dinge, die für einen Importeur zählen:

- **Qualität und Auswahl.** Ware aus neuer Ernte bietet bei Gewürzen die beste Farbe, das beste Aroma und den höchsten Gehalt an ätherischem Öl sowie die größte Auswahl an Partien zum Prüfen und Freigeben.
- **Preis.** Der Verkaufsdruck zur Erntezeit bietet Käufern oft die beste Gelegenheit, Preise festzuschreiben, während die knappen Monate vor der nächsten Ernte meist die volatilsten sind.
- **Risiko.** Wird eine Ernte durch Dürre, übermäßigen Regen oder einen unzeitigen Kälteeinbruch geschädigt, wirkt sich das ein ganzes Jahr lang bis zur nächsten Ernte aus; frühe Informationen sind deshalb wertvoll.

## Indiens wichtigste Anbausaisons

Die indische Landwirtschaft richtet sich nach dem Südwestmonsun, der die Küste Keralas normalerweise Anfang Juni erreicht und sich bis etwa Oktober aus dem Nordwesten des Landes zurückzieht. Der Handel spricht von zwei Hauptsaisons und einer kürzeren dritten.

### Kharif: die Monsunsaison

Kharif-Kulturen werden mit dem Einsetzen der Monsunregen im Juni und Juli gesät und etwa von September bis November geerntet. Reis, einschließlich Basmati, ist die bekannteste Kharif-Kultur, daneben Mais, Sojabohnen, Erdnüsse, Baumwolle, in vielen Regionen Sesam sowie Hülsenfrüchte wie Straucherbse (Tur oder Arhar), Mungbohne (Moong) und Urdbohne (Urad). Da die Kharif-Erträge stark vom Zeitpunkt und der Verteilung der Niederschläge abhängen, wird der Verlauf des Monsuns von allen Marktteilnehmern genau beobachtet.

### Rabi: die Wintersaison

Rabi-Kulturen werden nach dem Monsun, etwa von Oktober bis Dezember, gesät und vom Spätwinter bis ins Frühjahr geerntet, ungefähr von Februar bis April. Sie sind auf die Restfeuchte im Boden, Bewässerung und Winterregen angewiesen. Weizen, Kichererbsen (Chana), Linsen (Masoor), Senf und die meisten indischen Samengewürze, darunter Kreuzkümmel, Koriander, Fenchel und Bockshornklee, sind Rabi-Kulturen. Sie sind anfällig für Wärmeperioden während der Korn- und Samenfüllung, für unzeitigen Regen kurz vor der Ernte und, bei Samengewürzen, für Frost und Pilzkrankheiten.

### Zaid und Dauerkulturen

Eine kurze Sommersaison, Zaid genannt, liegt zwischen Rabi und Kharif und wird vor allem für Gemüse, Melonen und einige Hülsenfrüchte wie Sommer-Moong genutzt. Plantagengewürze wie schwarzer Pfeffer, Kardamom und Ingwer folgen in den südlichen und nordöstlichen Bundesstaaten ihren eigenen Zyklen.

## Erntefenster der wichtigsten Exportgewürze

Jedes Gewürz hat seinen eigenen Rhythmus und konzentriert sich auf wenige Anbauregionen mit eigenen Handelszentren.

- **Kurkuma** wird hauptsächlich von Januar bis März geerntet und anschließend gekocht, getrocknet und poliert. Wichtige Handelszentren sind Erode in Tamil Nadu, Nizamabad in Telangana und Sangli in Maharashtra. Spezialsorten wie Lakadong-Kurkuma aus den Bergen Meghalayas werden wegen ihres hohen Curcumin-Gehalts geschätzt; Spezifikationen finden Sie bei unserer [Lakadong-Kurkuma](/product/turmeric-lakadong). Da Kurkuma um den Beginn des Monsuns gepflanzt wird, ist die Anbaufläche für das Folgejahr bereits zur Jahresmitte erkennbar.
- **Kreuzkümmel** ist eine Rabi-Kultur, die hauptsächlich in Gujarat und Rajasthan angebaut und etwa von Februar bis April geerntet wird. Unjha im Norden Gujarats ist der bekannteste Markt. Kreuzkümmel reagiert empfindlich auf Kältewellen, unzeitigen Regen und Krankheiten um die Blütezeit, und sein Preis kann sich innerhalb einer einzigen Saison stark bewegen.
- **Getrocknete rote Chilis** werden etwa von Januar bis April geerntet; zu den führenden Erzeugern zählen Andhra Pradesh, Telangana und Karnataka, und Guntur ist das größte Handelszentrum. Umfangreiche Kühlhauskapazitäten ermöglichen eine ganzjährige Lieferung, doch die Preise werden weiterhin von der Größe der neuen Ernte und den aus dem Vorjahr übernommenen Beständen bestimmt. Sorten wie Teja, Sannam und Byadgi unterscheiden sich deutlich in Schärfe und Farbe; geben Sie daher die Sorte an und nicht nur „rote Chili“.
- **Koriander, Fenchel und Bockshornklee** folgen einem ähnlichen Rabi-Muster wie Kreuzkümmel, mit einer Ernte etwa von Februar bis April, hauptsächlich in Rajasthan, Gujarat und Madhya Pradesh.
- **Schwarzer Pfeffer** wird in Kerala und Karnataka etwa zwischen Dezember und März geerntet, während **kleiner Kardamom** in der zweiten Jahreshälfte bis in den Winter hinein in mehreren Durchgängen gepflückt wird und die Auktionen einen Großteil des Jahres laufen.
- **Ingwer** wird in der Regel ab etwa Dezember gerodet, und getrockneter Ingwer wird in den darauffolgenden Monaten verarbeitet.

Die aktuelle Verfügbarkeit dieser Produkte können Sie in unserem [Gewürzkatalog](/category/spices) prüfen.

## Getreide, Hülsenfrüchte und Ölsaaten

### Basmati-Reis

Basmati ist eine Kharif-Kultur der Indus-Ganges-Ebene, die hauptsächlich in Punjab, Haryana und im westlichen Uttar Pradesh angebaut wird, mit kleineren Flächen in Jammu, Himachal Pradesh, Uttarakhand und Delhi. Das Umpflanzen erfolgt im Juni und Juli, die Ernte läuft etwa von Oktober bis Dezember. Früher reifende Sorten wie Pusa 1509 kommen zuerst, danach folgen extralange Sorten wie Pusa 1121 und die traditionellen Typen.

Viele Käufer, besonders im Nahen Osten, bevorzugen gelagerten Basmati, der mehrere Monate bis zu einem Jahr oder länger als Rohreis oder Reis gelagert wurde. Die Lagerung senkt die Feuchtigkeit und verbessert beim Kochen die Streckung und Körnigkeit. Das bedeutet, dass ein Importeur die im Herbst geerntete neue Ernte oft erst im Folgejahr tatsächlich erhält und der Preis gelagerter Ware die Kosten der Lagerhaltung widerspiegelt. Auf unserer Seite zu [Basmati 1121](/product/basmati-1121) beschreiben wir die Qualitäten und Lagerungsoptionen, die wir anbieten.

### Nicht-Basmati-Reis

Nicht-Basmati-Reis wird in verschiedenen Bundesstaaten sowohl in der Kharif- als auch in der Rabi-Saison angebaut, was eine gleichmäßigere Versorgung ermöglicht. Zugleich ist er der Teil des Reishandels, der am stärksten von der staatlichen Exportpolitik betroffen ist, weil Nicht-Basmati-Reis im Mittelpunkt der indischen Programme zur Ernährungssicherung steht.

### Hülsenfrüchte

Kichererbsen und Linsen sind Rabi-Kulturen, die etwa von Februar bis April geerntet werden, während Straucherbse, Moong und Urad überwiegend Kharif-Kulturen sind, die etwa zwischen September und Januar geerntet werden. Indien ist der weltweit größte Erzeuger und Verbraucher von Hülsenfrüchten und zugleich ein bedeutender Importeur; die Exportverfügbarkeit von Dals hängt daher ebenso von der Inlandsversorgung, den Importströmen und der staatlichen Bevorratungspolitik ab wie von der lokalen Ernte.

### Ölsaaten

Erdnüsse und Sojabohnen sind überwiegend Kharif-Kulturen, die im Oktober und November geerntet werden, wobei es bei Erdnüssen auch eine kleinere Rabi- und Sommerernte gibt. Sesam wird in verschiedenen Regionen sowohl in der Kharif- als auch in der Sommersaison angebaut, und Senf ist eine Rabi-Kultur, die etwa von Februar bis April geerntet wird. Die Preise für Ölsaaten sind eng mit den internationalen Pflanzenölmärkten verknüpft, was dem lokalen Kalender eine globale Dimension verleiht.

## Was die Preise zwischen den Ernten bewegt

Der Erntezeitpunkt gibt das grobe Muster vor, doch innerhalb dieses Musters treiben viele andere Kräfte die Preise nach oben oder unten.

### Das Wetter in jeder Phase

Die saisonale Monsunprognose des India Meteorological Department im April, das tatsächliche Einsetzen im Juni und die Verteilung der Niederschläge im Juli und August prägen die Erwartungen an die Kharif-Ernte. Bei Rabi-Kulturen sind die Hauptrisiken hohe Temperaturen während der Korn- und Samenentwicklung, unzeitiger Regen zur Ernte und Kältewellen. Das Wetterrisiko ist erst dann vollständig eingepreist, wenn die Ernte im Lager liegt.

### Anbaufläche und Entscheidungen der Landwirte

Landwirte wählen zwischen konkurrierenden Kulturen teilweise nach den Erlösen des Vorjahres. Ein Jahr mit hohen Kreuzkümmelpreisen bringt in der nächsten Saison oft mehr Fläche in den Kreuzkümmelanbau, während ein enttäuschender Kurkumapreis die Pflanzungen verringern kann. Die staatlichen Zahlen zur Anbaufläche, die im Verlauf jeder Saison veröffentlicht werden, gehören zu den frühesten Hinweisen auf die Größe der nächsten Ernte.

### Anlieferungen und Bestände

Die täglichen Anlieferungen auf den wichtigsten Mandis und die Bestände in Kühlhäusern und Lagern werden von Händlern genau verfolgt. Ein langsames Tempo der Anlieferungen zu Saisonbeginn kann auf eine kleinere Ernte hindeuten oder darauf, dass die Landwirte in Erwartung höherer Preise zurückhalten. Den Unterschied zu erkennen gehört zur Aufgabe eines Lieferanten.

### Staatliche Politik

Die indische Regierung legt für viele Kulturen Mindeststützungspreise fest, kauft große Mengen Reis und Weizen für die öffentliche Verteilung auf und kann die Exportpolitik rasch anpassen, wenn die Inlandspreise steigen. Jüngere Beispiele sind Beschränkungen der Weizenexporte im Jahr 2022, Beschränkungen der Exporte von weißem Nicht-Basmati-Reis und ein Mindestexportpreis für Basmati im Jahr 2023 sowie Einschränkungen der Zwiebelexporte. Eine Änderung der Politik kann Verfügbarkeit und Preise über Nacht verändern; Verträge sollten deshalb ausdrücklich darauf eingehen.

### Währung, Fracht und Weltmärkte

Die meisten Exportverträge werden in US-Dollar abgeschlossen, während Landwirte und Händler in Rupien bezahlt werden; Wechselkursbewegungen schlagen daher direkt auf die Angebote durch. Seefrachtraten und Störungen der Routen, etwa die Umleitungen um das Kap der Guten Hoffnung, die viele Reedereien Ende 2023 begannen, beeinflussen die Einstandskosten und die Transitzeit. Auch das Angebot konkurrierender Herkunftsländer, etwa Pakistan bei Basmati oder Syrien, die Türkei und andere Erzeuger bei Kreuzkümmel, wirkt sich auf die internationalen Preise aus.

### Inlandsnachfrage

Indien verbraucht den größten Teil seiner Erzeugung selbst. Die Nachfrage steigt vor großen Festen, insbesondere im Vorfeld von Diwali im Oktober oder November, sowie während der Hochzeitssaison. Eine starke Inlandsnachfrage kann die Exportverfügbarkeit selbst in einem ordentlichen Erntejahr verknappen.

## Verträge am Kalender ausrichten

Das Verständnis des Kalenders nützt nur, wenn es Ihre Einkaufsweise verändert. Das folgende Vorgehen hat sich für die meisten Importeure bewährt.

1. **Jahresbedarf den Erntefenstern gegenüberstellen.** Notieren Sie für jedes Produkt, wann Ware aus neuer Ernte verfügbar wird und wann die knappe Zeit beginnt. Decken Sie einen nennenswerten Teil Ihres Jahresbedarfs während oder kurz nach der Ernte, wenn die Qualitätsauswahl am größten ist.
2. **Deckung in Tranchen aufteilen.** Statt die Menge eines ganzen Jahres zu einem einzigen Preis zu kaufen, schreiben Sie einen Teil zur Ernte fest und buchen den Rest schrittweise. So verringern Sie das Risiko, alles zum falschen Zeitpunkt gebunden zu haben.
3. **Spezifikationen vor dem Preis vereinbaren.** Feuchtigkeit, Reinheit, Beimischung, Farbwert, Schärfe, Curcumin, Kornlänge und Einhaltung der Rückstandshöchstgehalte gehören in den Vertrag, zusammen mit der Prüfmethode und dem Labor, dessen Ergebnis im Streitfall entscheidet.
4. **Neue oder alte Ernte festlegen.** Bei Gewürzen wird Ware aus neuer Ernte in der Regel bevorzugt. Bei Basmati geben Sie das gewünschte Alter an und ob Sie rohen Reis, Steam-Reis oder Sella (parboiled) wünschen.
5. **Verschiffungsfenster statt fester Termine nutzen.** Ein monatliches oder zweiwöchentliches Fenster mit festgelegter Mengentoleranz gibt beiden Seiten Flexibilität bei Schiffsfahrplänen und Verarbeitungskapazitäten.
6. **Politisches Risiko regeln.** Nehmen Sie klare Klauseln dazu auf, was geschieht, wenn nach Vertragsabschluss Exportbeschränkungen, Mindestexportpreise oder neue Abgaben eingeführt werden.
7. **Muster frühzeitig freigeben.** Fordern Sie Vorverschiffungsmuster aus der tatsächlichen Partie an und bewahren Sie versiegelte Referenzmuster auf, damit sich Qualitätsfragen schnell klären lassen.

## Signale, die sich zu beobachten lohnen

Importeure müssen nicht jeden Marktbericht verfolgen, aber einige Quellen warnen frühzeitig vor Veränderungen:

- Die Monsunprognose und die wöchentlichen Niederschlagsberichte von Juni bis September.
- Staatliche Zahlen zur Anbaufläche und vorläufige Ernteschätzungen.
- Anlieferungen und Preise auf wichtigen Märkten wie Unjha, Erode, Nizamabad und Guntur.
- Gewürz-Futures an den indischen Warenbörsen, insbesondere für Kurkuma, Kreuzkümmel und Koriander, die die Stimmung im Inland widerspiegeln, auch wenn Sie selbst nie damit handeln.
- Bekanntmachungen des Directorate General of Foreign Trade (DGFT), das Änderungen der Exportpolitik verkündet.
- Frachtindizes und Mitteilungen der Reedereien zu Ihren Hauptrouten.

## Zusammenarbeit mit Ihrem Lieferanten

Ein guter Exporteur sollte Ihnen sagen können, wo jede Kultur in ihrem Zyklus steht, wie die diesjährige Ernte im Vergleich zu einem normalen Jahr ausfällt und wann eine Buchung sinnvoll ist. Bei Bharat Agro Exports informieren wir unsere Stammkunden während der gesamten Saison über den Stand der Ernten und helfen ihnen, ihre Deckung an den Erntefenstern auszurichten. Wenn Sie einen Beschaffungsplan für das kommende Jahr wünschen, [kontaktieren Sie unser Team](/contact) mit Ihren Produkten, Mengen und Bestimmungshäfen.`

const lebensmittelsicherheit = `Gewürze gehören zu den Lebensmittelkategorien, die an den Grenzen Europas und Amerikas am häufigsten beanstandet werden, und weil Indien der weltweit größte Erzeuger und Exporteur von Gewürzen ist, werden indische Sendungen häufiger geprüft als die fast jeder anderen Herkunft. Für einen Importeur bedeutet eine an der Grenze zurückgewiesene Sendung mehr als eine verlorene Lieferung. Sie kann Vernichtungs- oder Rücksendungskosten, verschärfte Kontrollen künftiger Sendungen, Rückrufe bei Kunden und Schaden an einer über Jahre aufgebauten Marke nach sich ziehen.

Dieser Artikel fasst die wichtigsten Anforderungen an die Lebensmittelsicherheit zusammen, die indische Gewürze in der Europäischen Union und den Vereinigten Staaten erfüllen müssen, beschreibt, wie die Branche auf jüngste Probleme reagiert hat, und zeigt, was ein Importeur von einem Lieferanten verlangen sollte. Er ist ein praktischer Überblick und keine Rechtsberatung. Grenzwerte ändern sich; prüfen Sie daher vor Vertragsabschluss immer die aktuelle konsolidierte Fassung der Vorschriften.

## Wer die Regeln festlegt

In der Europäischen Union beruht die Lebensmittelsicherheit auf dem allgemeinen Lebensmittelrecht, der Verordnung (EG) Nr. 178/2002, die das Unternehmen, das ein Lebensmittel in Verkehr bringt, für dessen Sicherheit verantwortlich macht. Konkrete Grenzwerte werden in gesonderten Verordnungen über Pestizidrückstände, Kontaminanten und mikrobiologische Kriterien festgelegt, und die Grenzkontrollen sind in der Kontrollverordnung (EU) 2017/625 geregelt. Die Mitgliedstaaten tauschen Warnmeldungen über nicht konforme Produkte über das Schnellwarnsystem für Lebens- und Futtermittel (RASFF) aus, und diese Meldungen sind öffentlich.

In den Vereinigten Staaten setzt die Food and Drug Administration (FDA) die Lebensmittelsicherheit auf Grundlage des Federal Food, Drug, and Cosmetic Act und des Food Safety Modernization Act (FSMA) durch. Toleranzen für Pestizide legt die Environmental Protection Agency (EPA) fest; sie werden in Titel 40 des Code of Federal Regulations, Teil 180, veröffentlicht. Importeure müssen die Vorschrift zum Foreign Supplier Verification Program (FSVP) einhalten, nach der sie überprüfen müssen, dass ihre ausländischen Lieferanten Lebensmittel nach US-Sicherheitsstandards herstellen.

## Pestizidrückstände

### Der Rahmen in der EU

Rückstandshöchstgehalte (MRL) für Pestizide werden in der EU nach der Verordnung (EG) Nr. 396/2005 festgelegt. Gewürze bilden eine eigene Erzeugnisgruppe mit Höchstgehalten für jeden einzelnen Wirkstoff. Wo kein spezifischer Höchstgehalt besteht, gilt ein Standardwert von 0,01 mg/kg, und für viele Wirkstoffe liegt der Grenzwert für Gewürze bei oder nahe der niedrigsten Konzentration, die Labore zuverlässig quantifizieren können. In der Praxis kann ein Pestizid, das in Indien zugelassen und weit verbreitet ist, in Europa in jeder messbaren Menge unzulässig sein.

Die Höchstgehalte werden mehrmals im Jahr geändert, oft nach unten, wenn ein Wirkstoff seine EU-Zulassung verliert. Ein Produkt, das in der letzten Saison konform war, ist es in dieser Saison möglicherweise nicht mehr; Exporteur und Importeur brauchen daher beide ein festes Verfahren, um Änderungen zu verfolgen.

### Der Rahmen in den USA

In den Vereinigten Staaten ist ein Rückstand nur zulässig, wenn die EPA für dieses Pestizid auf diesem Erzeugnis eine Toleranz festgelegt hat oder eine Ausnahme gilt. Gibt es keine Toleranz, gilt das Lebensmittel nach Bundesrecht bei jedem nachweisbaren Rückstand als verfälscht. US-Toleranzen sind nicht grundsätzlich strenger oder lockerer als EU-Höchstgehalte; sie sind schlicht anders, sodass eine Sendung, die auf einem Markt besteht, auf dem anderen scheitern kann. Die FDA nutzt außerdem Import Alerts, darunter einen eigens für Pestizidrückstände, um Produkte von Firmen mit früheren Verstößen ohne physische Untersuchung festzuhalten.

### Rückstandskontrolle an der Quelle

Da Gewürze von sehr vielen Kleinbauern angebaut werden, beginnt die Rückstandskontrolle beim Einkauf. Verantwortungsvolle Exporteure arbeiten mit Erzeugergruppen auf Grundlage von Listen zugelassener Pestizide und Wartezeiten vor der Ernte, prüfen Rohware vor dem Kauf, trennen Partien nach Prüfergebnis und setzen Reinigungs- und Verarbeitungsschritte ein, die Rückstände verringern, aber nie zuverlässig beseitigen können. Bei Sendungen für die EU ist es weit verlässlicher, von Anfang an konforme Rohware auszuwählen, als darauf zu hoffen, dass die Verarbeitung eine Partie unter den Grenzwert bringt.

## Ethylenoxid: was geschah und was sich änderte

Ethylenoxid (ETO) ist ein Gas, das in mehreren Ländern eingesetzt wurde, um die mikrobielle Belastung von Gewürzen und anderen trockenen Zutaten zu verringern. In der Europäischen Union ist es für die Anwendung auf Lebensmitteln nicht zugelassen, und der EU-Höchstgehalt für Gewürze, definiert als Summe aus Ethylenoxid und seinem Reaktionsprodukt 2-Chlorethanol, ausgedrückt als Ethylenoxid, liegt sehr niedrig, nahe der Bestimmungsgrenze.

Im September 2020 meldeten belgische Behörden Ethylenoxid in Sesamsaat aus Indien. Weitere Untersuchungen in ganz Europa fanden Rückstände in vielen weiteren Sendungen und in den folgenden Monaten in einer breiten Palette verarbeiteter Lebensmittel mit betroffenen Zutaten, was zu einigen der größten Lebensmittelrückrufe führte, die die EU je erlebt hatte. Die EU unterstellte Sesamsaat aus Indien verstärkten Grenzkontrollen, und die Mitgliedstaaten einigten sich auf eine strikte Linie: Produkte mit einer Zutat, deren ETO-Gehalt über dem Höchstgehalt lag, mussten unabhängig von der Endkonzentration im fertigen Lebensmittel vom Markt genommen werden.

Die Vereinigten Staaten verfolgen einen anderen Ansatz. Die EPA erlaubt die Behandlung von Gewürzen mit Ethylenoxid und legt Toleranzen sowohl für ETO als auch für 2-Chlorethanol fest. Dieser Unterschied ist ein Grund, warum Exporteure nicht davon ausgehen können, dass ein für einen Markt akzeptables Verfahren auch für einen anderen akzeptabel ist.

Indische Behörden und Exporteure reagierten an mehreren Fronten. Für Sesam mit Bestimmung EU wurden zusätzliche Prüfungen vor dem Export eingeführt, Labore investierten in Methoden, mit denen sich ETO und 2-Chlorethanol in sehr niedrigen Konzentrationen messen lassen, und viele Verarbeiter gaben ETO ganz auf und setzen für alle Märkte auf Dampfsterilisation. Für einen Importeur sind die wichtigsten Schutzmaßnahmen einfach: Halten Sie im Vertrag fest, dass das Produkt nicht mit ETO behandelt wurde, verlangen Sie für jede für die EU bestimmte Partie eine Prüfung auf ETO und 2-Chlorethanol durch ein akkreditiertes Labor, und lassen Sie sich bestätigen, wie der Lieferant die Keimbelastung stattdessen kontrolliert.

## Mykotoxine: Aflatoxine und Ochratoxin A

Aflatoxine und Ochratoxin A (OTA) sind Giftstoffe, die von Schimmelpilzen gebildet werden, die bei schlechten Trocknungs- oder Lagerbedingungen auf Erntegut wachsen können. Chili, Muskatnuss, Ingwer, Kurkuma und schwarzer Pfeffer gehören zu den am häufigsten betroffenen Gewürzen, zusammen mit Erdnüssen, einigen Schalenfrüchten und Getreide.

In der EU werden die Höchstgehalte für Kontaminanten inzwischen durch die Verordnung (EU) 2023/915 der Kommission festgelegt, die im Mai 2023 die langjährige Verordnung (EG) Nr. 1881/2006 abgelöst hat. Für die wichtigsten erfassten Gewürze, darunter Chili und Paprika, Pfeffer, Muskatnuss, Ingwer und Kurkuma, liegen die Grenzwerte bei 5 µg/kg für Aflatoxin B1 und 10 µg/kg für die Summe der Aflatoxine B1, B2, G1 und G2. Für OTA gilt für getrocknete Gewürze allgemein ein Grenzwert von 15 µg/kg, für Capsicum-Arten wie Chili und Paprika ein höherer Grenzwert von 20 µg/kg.

In den Vereinigten Staaten wendet die FDA für Gesamtaflatoxine in den meisten Lebensmitteln einen Aktionswert von 20 µg/kg (20 ppb) an; Produkte darüber können an der Einfuhr gehindert oder vom Markt genommen werden.

Vorbeugung wirkt weit besser als der Versuch, das Problem wegzutesten. Zur guten Praxis gehören schnelles Trocknen auf einen sicheren Feuchtegehalt, Trocknen auf sauberen Planen oder erhöhten Plattformen statt auf blankem Boden, das Aussortieren von verschimmeltem und beschädigtem Material sowie die Lagerung in trockenen, belüfteten Lagerhäusern. Da Mykotoxine ungleichmäßig in einer Partie verteilt sind und sich auf wenige Schoten, Kerne oder Stücke konzentrieren, kommt der Probenahme enorme Bedeutung zu, wie weiter unten erläutert.

## Salmonellen und mikrobiologische Sicherheit

Gewürze werden oft Lebensmitteln zugesetzt, die nicht weiter erhitzt werden; Krankheitserreger wie Salmonellen sind daher ein ernstes Problem. Die EU-Behörden betrachten ein Gewürz mit Salmonellen als nicht sicher, und RASFF-Meldungen über Salmonellen in Gewürzen und Kräutern erscheinen regelmäßig. In den Vereinigten Staaten unterhält die FDA einen Import Alert für mit Salmonellen kontaminierte Lebensmittel, und ihr Rahmen für präventive Kontrollen behandelt Salmonellen als Gefahr, die bei Gewürzen beherrscht werden muss.

Kontaminationen entstehen meist auf dem Feld oder beim Trocknen, durch Erde, Wasser, Vögel, Nager und Handhabung. Gute Agrar- und Hygienepraxis verringert sie, doch bei den meisten Rohgewürzen ist ein validierter Schritt zur Keimreduktion nötig, um gleichbleibende Ergebnisse zu erzielen.

### Dampfsterilisation und andere Behandlungen

Die Dampfsterilisation ist zur bevorzugten Behandlung für Gewürze mit Bestimmung Europa geworden und wird auch für den US-Markt breit eingesetzt. Das Produkt wird kurzzeitig gesättigtem oder überhitztem Dampf ausgesetzt, oft unter kontrolliertem Druck oder Vakuum, und anschließend getrocknet und gekühlt. Ein gut ausgelegtes Verfahren erreicht eine große und validierte Verringerung der Keimzahlen, meist ausgedrückt als Log-Reduktion eines Zielorganismus, und begrenzt zugleich den Verlust an ätherischem Öl und Farbe.

Fordern Sie bei der Bewertung des Verfahrens eines Lieferanten Folgendes an:

- Nachweise, dass das Verfahren für das konkrete Produkt validiert wurde, zum Beispiel mit Surrogatorganismen.
- Chargenprotokolle, die zeigen, dass jeder Durchlauf seine kritischen Zeit- und Temperaturparameter erreicht hat.
- Ergebnisse nach der Behandlung für Salmonellen, Gesamtkeimzahl, Enterobacteriaceae, Hefen und Schimmelpilze sowie alle weiteren Organismen Ihrer Spezifikation.
- Maßnahmen, die eine Rekontamination zwischen Sterilisation und Verpackung verhindern, etwa abgetrennte Hochhygienebereiche für die Verpackung.

Die Bestrahlung ist eine weitere Option, die auf einigen Märkten für getrocknete Gewürze zugelassen ist; in der EU erfordert sie jedoch eine zugelassene Anlage und eine Kennzeichnung, und viele europäische Käufer akzeptieren sie nicht.

## Prüfmethoden und Labore

Ein Prüfergebnis ist nur so gut wie die Methode und das Labor dahinter. Seriöse Exporteure nutzen nach ISO/IEC 17025 akkreditierte Labore, in Indien meist durch das National Accreditation Board for Testing and Calibration Laboratories (NABL), wobei die jeweilige Prüfung im Akkreditierungsumfang enthalten sein muss. Gängige Verfahren sind:

- **Pestizidrückstände:** Multimethoden-Screening mit Extraktion nach QuEChERS-Art und anschließender LC-MS/MS und GC-MS/MS, die mehrere hundert Wirkstoffe abdecken. Gewürze sind schwierige Matrizes; prüfen Sie daher, ob das Labor seine Methoden an Gewürzen validiert hat und nicht nur an Obst und Gemüse.
- **Ethylenoxid:** GC-MS/MS-Analyse auf ETO und 2-Chlorethanol, mit Angabe des Ergebnisses als Summe, ausgedrückt als ETO, entsprechend der EU-Rückstandsdefinition.
- **Aflatoxine und OTA:** Aufreinigung über Immunaffinitätssäulen mit anschließender HPLC mit Fluoreszenzdetektion wie in etablierten AOAC- und ISO- bzw. EN-Methoden oder validierte LC-MS/MS-Multimykotoxinmethoden.
- **Salmonellen:** ISO 6579-1 oder für Sendungen in die USA die Methode aus dem Bacteriological Analytical Manual der FDA.
- **Physikalische und chemische Qualität:** Analysemethoden und Reinheitsspezifikationen der ASTA, ISO-Methoden für Feuchtigkeit und ätherisches Öl sowie, wo relevant, Curcumin oder Farbwert.
- **Verfälschung:** Screening auf unzulässige Farbstoffe wie Sudanfarbstoffe in Chiliprodukten sowie auf Blei und andere Kontaminanten in Kurkuma.

In Europa beziehen sich viele Käufer zudem auf das Quality Minima Document der European Spice Association, das allgemein anerkannte Qualitätsparameter festlegt. In den Vereinigten Staaten bestimmen die Defect Action Levels der FDA und die Reinheitsspezifikationen der ASTA die Erwartungen an Fremdbestandteile.

## Probenahme und Prüfung vor der Verschiffung

Bei der Probenahme beginnen viele Streitigkeiten. Für Pestizidrückstände ist eine Sammelprobe aus einer gut durchmischten Partie in der Regel repräsentativ. Für Mykotoxine gilt das nicht: Die Kontamination sitzt in wenigen Einheiten, sodass ein verlässliches Ergebnis viele Einzelproben aus der gesamten Partie erfordert, die zu einer großen Sammelprobe vereinigt und dann gemahlen und gemischt werden, bevor eine Prüfportion entnommen wird. Die amtlichen Probenahmevorschriften der EU für Mykotoxine folgen diesem Prinzip, und ein Probenahmeplan vor der Verschiffung sollte es ebenso tun.

Ein solides Protokoll vor der Verschiffung umfasst:

1. Die Definition der Partie: eine Produktionscharge, unter denselben Bedingungen verarbeitet und verpackt, mit einem eindeutigen Partiecode auf jedem Sack oder Karton.
2. Die Probenahme nach der letzten Verarbeitung und Verpackung, nicht an der Rohware, damit das Ergebnis widerspiegelt, was tatsächlich verschifft wird.
3. Die Probenahme durch eine unabhängige Inspektionsgesellschaft oder unter Aufsicht des Käufers, wobei beide Parteien versiegelte Doppelproben aufbewahren.
4. Die Prüfung in einem akkreditierten Labor anhand der Grenzwerte des Zielmarkts und etwaiger strengerer Kundengrenzwerte.
5. Die Freigabe der Partie zur Verschiffung erst nach Eingang und Prüfung der Ergebnisse.

### Das Analysenzertifikat

Ein Analysenzertifikat (CoA) sollte das Labor und seine Akkreditierung, die zu den Versanddokumenten passende Partienummer, das Datum der Probenahme und den Probenehmer, jeden geprüften Parameter, die verwendete Methode, die Bestimmungsgrenze, das Ergebnis und den geltenden Grenzwert angeben. Ein CoA, das Ergebnisse ohne Methoden oder Bestimmungsgrenzen auflistet oder sich auf eine Partienummer bezieht, die Sie nicht der Rechnung zuordnen können, bietet weit weniger Schutz, als es den Anschein hat.

## Die Rolle von APEDA und Spices Board

In Indien werden Gewürzexporte vom Spices Board überwacht, einer gesetzlichen Körperschaft unter dem Ministerium für Handel und Industrie. Jeder Gewürzexporteur benötigt vom Board ein Certificate of Registration as Exporter of Spices (CRES). Das Spices Board betreibt Labore zur Qualitätsbewertung in wichtigen Anbau- und Hafenstädten und schreibt für bestimmte Kombinationen aus Produkt und Bestimmungsland, bei denen Probleme aufgetreten sind, eine verpflichtende Probenahme und Prüfung vor der Verschiffung vor, bevor der Export erlaubt wird. Die erfassten Produkte und Bestimmungsländer haben sich im Lauf der Zeit geändert, je nachdem, welche Probleme auftraten und gelöst wurden.

Reis, Erdnüsse, Frischware und viele verarbeitete Lebensmittel fallen unter die Agricultural and Processed Food Products Export Development Authority (APEDA), die für einen Teil der für Europa bestimmten Frischware Systeme zur Rückverfolgbarkeit und Rückstandsüberwachung sowie für Produkte wie Erdnüsse besondere Exportverfahren betreibt.

Auf EU-Seite listet die Durchführungsverordnung (EU) 2019/1793 bestimmte Erzeugnisse aus bestimmten Ländern für verstärkte amtliche Kontrollen an der Grenze auf und verlangt in einigen Fällen eine amtliche Bescheinigung mit Ergebnissen von Probenahme und Analyse durch die Behörden des Ausfuhrlandes. Indische Erzeugnisse standen zu verschiedenen Zeiten auf dieser Liste; prüfen Sie daher vor jeder Saison die aktuelle Fassung.

Staatliche Prüfungen sind ein wertvolles Sicherheitsnetz, ersetzen aber nicht Ihre eigene Verifizierung. Nach EU-Recht wie nach der US-FSVP-Vorschrift liegt die Verantwortung für die Sicherheit bei dem Unternehmen, das das Produkt in Verkehr bringt.

## Eine Checkliste für Importeure

- Nennen Sie Ihrem Lieferanten den Zielmarkt und etwaige kundenspezifische Grenzwerte, bevor die Rohware beschafft wird.
- Verlangen Sie Rückstandsprüfungen anhand der maßgeblichen Höchstgehalte oder Toleranzen, für die EU einschließlich ETO und 2-Chlorethanol.
- Legen Sie mikrobiologische Grenzwerte und das Verfahren zur Keimreduktion fest und fordern Sie Validierungsnachweise an.
- Vereinbaren Sie die Probenahmemethode, das Labor und das Verfahren bei Meinungsverschiedenheiten.
- Prüfen Sie, ob jedes CoA zur Partie, zur Rechnung und zur Packliste passt.
- Bewahren Sie versiegelte Referenzproben jeder Partie auf, bis das Produkt verkauft und verbraucht ist.

Qualitätsunterlagen zu jedem unserer Gewürze, einschließlich unserer [Lakadong-Kurkuma](/product/turmeric-lakadong), sind auf Anfrage erhältlich, und unser [Gewürzkatalog](/category/spices) zeigt die dampfsterilisierten Qualitäten, die wir liefern. Um die Anforderungen Ihres Marktes zu besprechen, [wenden Sie sich an unser Qualitätsteam](/contact).`

const importleitfaden = `Der Import von Agrarprodukten aus Indien ist unkompliziert, sobald man den Ablauf kennt, doch bei jeder Sendung wirken ein Lieferant, ein Spediteur, eine Reederei, Banken, Inspektionsgesellschaften und Behörden in zwei Ländern zusammen. Die meisten Probleme bei Erstimporten entstehen nicht durch das Produkt selbst, sondern durch ein fehlendes Dokument, eine unklare Spezifikation oder ein Missverständnis darüber, wer was bezahlt.

Dieser Leitfaden führt durch den Ablauf von der ersten Anfrage bis zur Zollabfertigung im Bestimmungsland und folgt dabei den Schritten, die wir mit unseren eigenen Käufern gehen. Die Vorschriften unterscheiden sich von Einfuhrland zu Einfuhrland; verstehen Sie ihn daher als Rahmen und klären Sie die örtlichen Anforderungen mit Ihrem Zollagenten oder Ihrer Lebensmittelbehörde.

## Schritt 1: Bedarf festlegen

Halten Sie vor der Kontaktaufnahme mit Lieferanten das Wesentliche schriftlich fest:

- Produkt und Qualität, einschließlich wichtiger Qualitätsparameter wie Feuchtigkeit, Reinheit, Kornlänge, Farbe oder Schärfe.
- Menge pro Sendung und pro Jahr und ob Sie volle Containerladungen benötigen.
- Verpackung: Sackart und -größe, Handelsmarke oder neutrale Verpackung sowie die Kennzeichnungsvorschriften Ihres Marktes.
- Bestimmungshafen und bevorzugter Verschiffungszeitraum.
- Behördliche Anforderungen in Ihrem Land: Einfuhrgenehmigungen, Produktregistrierung, Grenzwerte für Pestizide und Kontaminanten sowie Zertifizierungen wie Bio oder Halal.

Ein klares Anforderungsblatt ermöglicht den Lieferanten genaue Angebote und macht Angebote verschiedener Exporteure vergleichbar.

## Schritt 2: Anfragen versenden und Lieferanten prüfen

Fragen Sie Exporteure nicht nur nach Preisen, sondern auch nach ihren Registrierungen. Ein etablierter indischer Agrarexporteur verfügt in der Regel über:

- Einen Importer-Exporter Code (IEC), ausgestellt vom Directorate General of Foreign Trade (DGFT).
- Die Registrierung bei der zuständigen Exportförderstelle, etwa APEDA für Reis, Hülsenfrüchte, verarbeitete Lebensmittel und Frischware oder dem Spices Board für Gewürze.
- Eine Lebensmittelunternehmer-Lizenz der Food Safety and Standards Authority of India (FSSAI).
- Bei Einfuhren in die Vereinigten Staaten eine gültige FDA-Registrierung als Lebensmittelbetrieb für das Verarbeitungswerk.

Fragen Sie nach Handelsreferenzen, Angaben zum Verarbeitungsbetrieb, Zertifizierungen für Lebensmittelsicherheit wie ISO 22000, FSSC 22000 oder BRCGS sowie aktuellen Laborberichten. Ein Videorundgang oder ein Besuch des Betriebs, persönlich oder im Rahmen eines Audits durch Dritte, lohnt sich vor einem großen Auftrag.

## Schritt 3: Muster freigeben

Es gibt zwei Arten von Mustern. Ein Typmuster zeigt die allgemeine Qualität, die ein Lieferant anbieten kann, und dient dazu, die Spezifikation zu vereinbaren. Ein Vorverschiffungsmuster wird aus der tatsächlich zu verschiffenden Partie gezogen. Beide sind wichtig: Das Typmuster dokumentiert, was Sie zu kaufen vereinbart haben, und das Vorverschiffungsmuster bestätigt, was Sie erhalten werden.

Prüfen Sie Typmuster in Ihrem eigenen oder einem unabhängigen Labor anhand der Anforderungen Ihres Marktes und bewahren Sie einen Teil versiegelt und beschriftet auf, damit er als Referenz dienen kann, falls später eine Qualitätsfrage aufkommt.

## Schritt 4: Proforma-Rechnung und Vertrag vereinbaren

Sind Preis und Spezifikation geklärt, stellt der Exporteur eine Proforma-Rechnung aus, die oft als Grundlage für die Eröffnung eines Akkreditivs oder für eine Vorauszahlung dient. Sie sollte enthalten:

- Die genaue Produktbeschreibung und Spezifikation einschließlich Toleranzen.
- Die Menge mit zulässiger Abweichung, etwa plus oder minus 5 Prozent.
- Stückpreis, Währung und den Incoterm mit benanntem Ort, zum Beispiel „CIF Jebel Ali, Incoterms 2020“.
- Verpackung und Markierung.
- Verschiffungszeitraum und Verladehafen.
- Zahlungsbedingungen.
- Die Liste der zu liefernden Dokumente.
- Die Regelung der Inspektion und wer deren Kosten trägt.

Bei wiederkehrenden Geschäften lohnt sich ein förmlicher Kaufvertrag, der Qualitätsreklamationen, höhere Gewalt, Änderungen der Exportpolitik und die Streitbeilegung regelt.

## Schritt 5: Den richtigen Incoterm wählen

Die von der Internationalen Handelskammer (ICC) herausgegebenen Incoterms 2020 legen fest, wo Kosten und Gefahr vom Verkäufer auf den Käufer übergehen. Die drei im Agrarhandel aus Indien gebräuchlichsten Klauseln sind:

- **FOB (Free On Board):** Der Exporteur macht die Ware exportfertig und verlädt sie im benannten indischen Hafen an Bord des Schiffes. Die Gefahr geht auf Sie über, sobald die Ware an Bord ist, und Sie organisieren und bezahlen Seefracht und Versicherung. FOB eignet sich für Importeure mit guten Frachtverträgen oder einem bevorzugten Spediteur.
- **CFR (Cost and Freight):** Der Exporteur bezahlt zusätzlich die Seefracht bis zum Bestimmungshafen, die Gefahr geht aber weiterhin mit der Verladung in Indien über; Sie sollten daher eine eigene Transportversicherung abschließen.
- **CIF (Cost, Insurance and Freight):** wie CFR, zusätzlich schließt der Exporteur zu Ihren Gunsten eine Transportversicherung ab. Nach den Incoterms 2020 ist die Mindestdeckung bei CIF die Institute Cargo Clauses (C) über 110 Prozent des Vertragswerts, die nur eine begrenzte Liste von Gefahren abdeckt. Wenn Sie eine Allgefahrendeckung wünschen, vereinbaren Sie im Vertrag die Institute Cargo Clauses (A).

Die ICC weist darauf hin, dass FCA, CPT und CIP technisch besser für Containerfracht geeignet sind, weil Container vor der Verladung an einem Terminal übergeben werden; im Agrarhandel sind FOB, CFR und CIF dennoch Standard. Welche Klausel Sie auch wählen, Kosten im Bestimmungsland wie Terminal Handling, Zollabfertigung und Abgaben gehen normalerweise zulasten des Käufers.

## Schritt 6: Zahlungsbedingungen vereinbaren

Die Zahlungsart verteilt das Risiko zwischen Käufer und Verkäufer.

- **Sichtakkreditiv (LC at sight):** Ihre Bank verpflichtet sich, den Exporteur bei Vorlage akkreditivkonformer Dokumente nach den ERA 600 (UCP 600) der ICC zu bezahlen. Es schützt beide Seiten, verursacht aber Bankgebühren, und jede Abweichung zwischen den Dokumenten und den Akkreditivbedingungen kann die Zahlung verzögern. Formulieren Sie das Akkreditiv sorgfältig und stimmen Sie den Entwurf vor der Eröffnung mit dem Exporteur ab.
- **Dokumente gegen Zahlung (CAD):** Die Bank des Exporteurs sendet die Versanddokumente an Ihre Bank, die sie gegen Ihre Zahlung freigibt, in der Regel nach den ERI 522 (URC 522) der ICC für Inkassi. Das ist günstiger als ein Akkreditiv, doch der Exporteur trägt das Risiko, dass Sie die Dokumente nicht aufnehmen; es wird daher meist etablierten Käufern angeboten.
- **Vorauszahlung per Überweisung (TT):** vollständige oder teilweise Zahlung vor der Verschiffung. Eine übliche Struktur für neue Geschäftsbeziehungen ist eine Teilvorauszahlung, wobei der Restbetrag gegen Scans der Versanddokumente gezahlt wird, bevor die Originale übergeben werden oder ein Telex Release erfolgt.

Welche Zahlungsart Sie auch nutzen, bestätigen Sie Bankverbindungen telefonisch bei einem bekannten Ansprechpartner. Betrügerische E-Mails, die zur Zahlung auf ein „neues“ Konto auffordern, sind im internationalen Handel ein reales Risiko.

## Schritt 7: Produktion, Inspektion und Prüfung

Nach der Auftragsbestätigung beschafft, reinigt, sortiert, verarbeitet und verpackt der Exporteur das Produkt; in dieser Phase finden auch die Inspektion vor der Verschiffung und die Laborprüfungen statt. Viele Importeure beauftragen eine unabhängige Inspektionsgesellschaft, die Qualität, Menge, Verpackung und Markierung prüft, Proben zieht und die Containerbeladung überwacht. Die Laborprüfung sollte an der fertig verpackten Partie in einem akkreditierten Labor erfolgen und die Parameter abdecken, die Ihr Markt verlangt.

## Schritt 8: Containerbuchung und Beladung

Die meisten indischen Agrarexporte werden in Standard-Trockencontainern verschifft. Als grober Richtwert fasst ein 20-Fuß-Container etwa 18 bis 20 Tonnen Reis in Säcken. Schwere, dichte Produkte wie Reis, Hülsenfrüchte und Zucker erreichen meist das zulässige Gewicht, bevor der Container voll ist, weshalb 20-Fuß-Container die übliche Wahl sind. Leichte, voluminöse Produkte wie ganze getrocknete Chilis füllen den Raum lange vor Erreichen der Gewichtsgrenze, sodass ein 40-Fuß-Container meist wirtschaftlicher ist. Straßengewichtsbeschränkungen an beiden Enden können die praktische Zuladung weiter verringern.

Zu einer guten Beladepraxis gehören die Prüfung des Containers auf Sauberkeit, Geruch, Löcher und Schäden, das Auskleiden mit Kraftpapier, der Einsatz von Trockenmitteln gegen Kondensation auf langen Reisen und die fotografische Dokumentation jedes Beladeschritts. Ist eine Begasung erforderlich, wird sie von einem zugelassenen Unternehmen durchgeführt, je nach Produkt und Bestimmungsland in der Regel mit Aluminiumphosphid oder Methylbromid. Holzpaletten müssen ISPM 15 entsprechen.

Frisches Gemüse und Obst werden in Kühlcontainern (Reefern) transportiert, deren Temperatur, Belüftung und mitunter Luftfeuchte auf das jeweilige Produkt eingestellt sind. Die Kühlkette beginnt im Packhaus mit der Vorkühlung, und jede Unterbrechung verkürzt die Haltbarkeit. Unser [frisches Gemüse](/category/vegetables) wird mit den mit jedem Käufer vereinbarten Temperatureinstellungen verschifft.

## Schritt 9: Exportdokumente

Welche Dokumente erforderlich sind, hängt von Produkt und Bestimmungsland ab, doch eine typische Agrarsendung aus Indien umfasst:

- **Handelsrechnung:** die Grundlage für den Zollwert, die genau mit dem Vertrag und gegebenenfalls dem Akkreditiv übereinstimmen muss.
- **Packliste:** Anzahl der Packstücke, Netto- und Bruttogewichte sowie Partienummern.
- **Konnossement (Bill of Lading):** vom Frachtführer ausgestellt als Empfangsbestätigung für die Ware, Nachweis des Frachtvertrags und, wenn begebbar, Traditionspapier. Vereinbaren Sie vorab, ob Sie Original-Konnossemente, einen Seefrachtbrief oder einen Telex Release benötigen.
- **Ursprungszeugnis:** Ein nichtpräferenzielles Zeugnis weist den indischen Ursprung allgemein nach. Ein Präferenznachweis ermöglicht ermäßigte oder Nullzölle im Rahmen eines Handelsabkommens, etwa der Abkommen Indiens mit den VAE, Australien, Japan, Südkorea, der ASEAN-Gruppe oder mit südasiatischen Ländern im Rahmen von SAFTA. Präferenznachweise werden von benannten indischen Stellen ausgestellt, überwiegend über die Online-Plattform der DGFT, und die Ware muss die Ursprungsregeln des jeweiligen Abkommens erfüllen.
- **Pflanzengesundheitszeugnis:** ausgestellt nach einer Inspektion durch Indiens nationale Pflanzenschutzorganisation, das Directorate of Plant Protection, Quarantine and Storage. Viele Länder verlangen es für pflanzliche Erzeugnisse wie Getreide, Hülsenfrüchte, ganze Gewürze, Saaten und Frischware, und es sollte alle Zusatzerklärungen enthalten, die in den Einfuhrbedingungen Ihres Landes festgelegt sind.
- **Begasungszertifikat:** ausgestellt vom Begasungsunternehmen, mit Angabe von Mittel, Dosierung, Einwirkzeit und Temperatur.
- **Gesundheitszeugnis:** von einigen Ländern für bestimmte Lebensmittel verlangt und von der für dieses Produkt und diesen Markt benannten indischen Behörde ausgestellt, etwa dem Export Inspection Council.
- **Analysenzertifikat:** Laborergebnisse für die verschiffte Partie.
- **Weitere nach Bedarf:** ein Versicherungszertifikat bei CIF-Sendungen, Inspektionszertifikate über Qualität und Gewicht, Bio- oder Halal-Zertifikate und alles Weitere, was Ihre Kunden verlangen.

Senden Sie die Dokumentenentwürfe vor der Verschiffung an Ihren Zollagenten. Ein Dokument in Indien vor dem Auslaufen des Schiffes zu korrigieren ist weit einfacher als nach der Ankunft.

## Schritt 10: Die Ware richtig einreihen

Zölle, Einfuhrbedingungen und die Inanspruchnahme von Handelsabkommen hängen alle vom Code des Harmonisierten Systems (HS) ab. Die ersten sechs Stellen sind international einheitlich, und jedes Land fügt für seinen eigenen Zolltarif weitere Stellen hinzu. Einige Beispiele:

- Reis, halb oder vollständig geschliffen: 1006.30
- Kurkuma: 0910.30
- Kreuzkümmel, weder zerkleinert noch gemahlen: 0909.31
- Getrocknete Chilis, weder zerkleinert noch gemahlen: 0904.21
- Kichererbsen, einschließlich halbierter Kichererbsen wie unser [Chana Dal](/product/chana-dal): 0713.20
- Sesamsaat: 1207.40

Lassen Sie sich den vollständigen nationalen Code von Ihrem Zollagenten bestätigen und achten Sie darauf, dass dieselbe Einreihung auf der Handelsrechnung, dem Ursprungszeugnis und der Einfuhranmeldung erscheint.

## Schritt 11: Transit

Die ungefähren Transitzeiten von Hafen zu Hafen ab Indiens wichtigsten Containerhäfen, etwa Nhava Sheva und Mundra an der Westküste und Chennai an der Ostküste, betragen:

- Golfhäfen wie Jebel Ali und Dammam: etwa eine Woche.
- Ostafrika und Rotes Meer: etwa zwei bis drei Wochen.
- Nordeuropa: etwa vier bis fünf Wochen über den Suezkanal, länger, wenn die Reedereien um das Kap der Guten Hoffnung fahren.
- Mittelmeer: etwa drei bis vier Wochen.
- Ost- und Westküste der USA: etwa vier bis sechs Wochen, oft mit Umladung.
- Südostasien: etwa eine bis drei Wochen.

Diese Spannen variieren je nach Reederei, Umladeverbindungen und Überlastung der Häfen; planen Sie Ihre Lagerbestände daher mit einem Puffer.

## Schritt 12: Ankunft und Abfertigung

Reichen Sie vor der Ankunft alle Vorabmeldungen ein, die Ihr Land verlangt. Bei Seesendungen in die Vereinigten Staaten muss vor der Verladung ein Importer Security Filing eingereicht und vor der Ankunft eine FDA Prior Notice abgegeben werden. In der EU müssen bestimmte pflanzliche Erzeugnisse und Lebensmittel mit höherem Risiko über das TRACES-System vorangemeldet und an einer Grenzkontrollstelle gestellt werden. Ihr Zollagent gibt die Einfuhranmeldung ab, entrichtet Zölle und Steuern und organisiert etwaige Kontrollen. Holen Sie die Container zügig ab: Die freie Standzeit an den Terminals im Bestimmungsland ist begrenzt, und Demurrage- und Detention-Gebühren laufen schnell auf.

## Häufige Fallstricke

- **Vage Spezifikationen.** „Gute Qualität“ ist keine Spezifikation. Legen Sie jeden relevanten Parameter fest und wie er geprüft wird.
- **Abweichungen zwischen Dokumenten.** Eine abweichende Schreibweise im Namen des Empfängers oder ein Gewicht, das zwischen den Dokumenten differiert, kann die Abfertigung oder die Zahlung aus einem Akkreditiv verzögern.
- **Vorschriften des Bestimmungslandes ignorieren.** Prüfen Sie Pestizidgrenzwerte, Kennzeichnungsvorschriften und Einfuhrgenehmigungen vor der Bestellung, nicht erst nach Ankunft des Containers.
- **Unterversicherung.** Die CIF-Mindestdeckung schützt Sie möglicherweise nicht vor den Schäden, die Ihnen tatsächlich drohen.
- **Kondensationsschäden.** Reisen durch wechselnde Klimazonen können bei trockener Ladung ohne geeignete Auskleidung und Trockenmittel Feuchtigkeitsschäden verursachen.
- **Politische Änderungen.** Indien kann die Exportpolitik für sensible Rohstoffe kurzfristig anpassen. Nehmen Sie eine entsprechende Vertragsklausel auf und halten Sie regelmäßig Kontakt zu Ihrem Lieferanten.

## Der Einstieg

Wenn dies Ihr erster Import aus Indien ist, beginnen Sie mit einem Probecontainer eines einzelnen Produkts, lernen Sie, wie Dokumente und Abfertigung in Ihrem Markt funktionieren, und bauen Sie die Mengen von dort aus. Unser Team hilft Ihnen bei Spezifikationen, Dokumentation und Frachtoptionen für unser [Getreide](/category/grains) und unsere weiteren Produkte. [Kontaktieren Sie uns](/contact) mit Ihren Anforderungen und Ihrem Bestimmungshafen, und wir erstellen ein Angebot zusammen mit einer vollständigen Liste der Dokumente, die Ihre Sendung benötigt.`

export const posts: Record<string, PostTranslation> = {
  '1': {
    title:
      'Den indischen Anbaukalender lesen: Ein Leitfaden für Käufer zur Beschaffung von Gewürzen und Getreide',
    excerpt:
      'Wie Kharif- und Rabi-Saison, Erntefenster bei Gewürzen und die Lagerung von Basmati Verfügbarkeit und Preis bestimmen und wie Importeure ihre Verträge danach planen können.',
    content: anbaukalender,
    author: 'Priya Nair, Leiterin Marktforschung',
    tags: [
      'Anbaukalender',
      'Gewürzbeschaffung',
      'Basmati-Reis',
      'Rohstoffpreise',
      'Einkaufsplanung',
    ],
    seoTitle: 'Indischer Anbaukalender: Gewürze und Getreide beschaffen',
    seoDescription:
      'Wann indische Gewürze, Basmati, Hülsenfrüchte und Ölsaaten geerntet werden, was ihre Preise bewegt und wie Importeure Verträge am Anbaukalender ausrichten.',
  },
  '2': {
    title:
      'Lebensmittelsicherheit in EU und USA für indische Gewürze: Rückstände, Mykotoxine, ETO und Salmonellen',
    excerpt:
      'Ein praktischer Leitfaden für Gewürzimporteure zu Pestizid-Höchstgehalten, Ethylenoxid, Grenzwerten für Aflatoxine und Ochratoxin, Salmonellenkontrolle, Prüfungen und Analysenzertifikaten.',
    content: lebensmittelsicherheit,
    author: 'Dr. Arjun Mehta, Leiter Qualitätssicherung',
    tags: [
      'Lebensmittelsicherheit',
      'Pestizid-Höchstgehalte',
      'Ethylenoxid',
      'Aflatoxine',
      'Dampfsterilisation',
      'EU-Vorschriften',
    ],
    seoTitle: 'Lebensmittelsicherheit in EU und USA für indische Gewürze',
    seoDescription:
      'Pestizid-Höchstgehalte, Ethylenoxid, Grenzwerte für Aflatoxine und OTA, Salmonellenkontrolle und Prüfung vor Verschiffung: was indische Gewürze in EU und USA erfüllen müssen.',
  },
  '3': {
    title: 'Agrarprodukte aus Indien importieren: Ein Leitfaden Schritt für Schritt',
    excerpt:
      'Von Anfrage und Mustern über Incoterms, Zahlungsbedingungen, Exportdokumente und HS-Codes bis zu Containerbeladung und Abfertigung: ein praktischer Fahrplan für Importeure.',
    content: importleitfaden,
    author: 'Rohan Deshpande, Leiter Exportabwicklung',
    tags: ['Importleitfaden', 'Incoterms 2020', 'Exportdokumente', 'Akkreditiv', 'Versandlogistik'],
    seoTitle: 'Agrarprodukte aus Indien importieren',
    seoDescription:
      'Ein Leitfaden Schritt für Schritt für Importeure: Muster, Proforma-Rechnungen, Incoterms, Zahlungsbedingungen, Dokumente, HS-Codes, Containerbeladung und Transitzeiten.',
  },
}
