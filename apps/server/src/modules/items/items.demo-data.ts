/**
 * The demo catalogues, one item a line: name | unit | products per package | content per product
 * | VAT % | category | price | purchase price | supplier key | commodity code | stock | lots
 * (quantity@days until expiry, comma-separated; empty: not tracked by lot) | weight in kg per unit.
 */
export const groothandelItems = `
Volle melk 1 L|fles|12|1|9|Zuivel|1.15|0.89|dairy|04012091|240|120@6,120@11|1.04
Halfvolle melk 1 L|fles|12|1|9|Zuivel|1.05|0.79|dairy|04012011|180|180@9|1.04
Roomboter ongezouten 250 g|st|40|0.25|9|Zuivel|2.35|1.85|dairy|04051011|160|160@45|0.25
Goudse kaas jong 48+|kg|12||9|Zuivel|8.95|6.40|dairy||36.5|24@60,12.5@75|1
Slagroom 35% 1 L|pak|12|1|9|Zuivel|4.10|3.15|dairy||8|8@14|1.02
Eieren vrije uitloop M|doos|1|180|9|Zuivel|39.50|31.00|dairy|04072100|12|12@21|11.5
Aardappelen vastkokend 10 kg|zak|1|10|9|AGF|7.25|5.10|produce|07019050|55||10
Trostomaten|kg|6||9|AGF|2.95|2.05|produce|07020000|42||1
Uien geel 5 kg|zak|1|5|9|AGF|3.40|2.20|produce||6||5
Appels Elstar|kg|12||9|AGF|2.45|1.60|produce||60||1
Bloemkool|st|6||9|AGF|1.85|1.10|produce||24||0.6
Kipfilet|kg|5||9|Vlees|9.75|7.20|meat||30|30@5|1
Rundergehakt|kg|5||9|Vlees|8.40|6.10|meat||20|20@4|1
Speklappen|kg|5||9|Vlees|7.15|5.05|meat||4|4@6|1
Tarwebloem type 405 25 kg|zak|1|25|9|Droogwaren|18.50|13.90|bakery|11010015|40||25
Kristalsuiker 25 kg|zak|1|25|9|Droogwaren|24.95|19.80|bakery|17019910|22||25
Olijfolie extra vierge 5 L|blik|4|5|9|Droogwaren|42.50|34.00||15092000|16||4.8
Koffiebonen espresso 1 kg|zak|6|1|9|Droogwaren|17.95|12.40||09012100|30||1
Frituurvet 10 kg|pak|1|10|9|Droogwaren|21.75|16.30|||18||10
Mayonaise 10 L|emmer|1|10|9|Sauzen|24.50|17.90|||9||9.8
Patat 10 mm diepvries 4 x 2,5 kg|doos|4|2.5|9|Diepvries|14.95|10.60|||48||2.5
Spa blauw 0,5 L|tray|24|0.5|9|Dranken|11.90|8.50|||35||0.52
Cola 330 ml blik|tray|24|0.33|9|Dranken|16.80|12.60|||28||0.35
Huiswijn rood 0,75 L|fles|6|0.75|21|Dranken|5.95|3.80|||72||1.25
Pilsener fust 30 L|fust|1|30|21|Dranken|96.00|78.00|||7||40
Saladebakjes PET 500 ml|doos|500||21|Verpakking|38.50|26.00|packaging||14||0.012
Pizzadozen 33 cm|pak|100||21|Verpakking|27.90|19.50|packaging||20||0.1
Vuilniszakken 120 L|rol|25||21|Non-food|6.45|3.90|packaging||40||0.05
Allesreiniger 5 L|can|2|5|21|Non-food|12.75|8.20|||11||5.2
Handschoenen nitril M|doos|100||21|Non-food|8.95|5.40|packaging||0||0.005
`;

export const andereHandelItems = `
Bulgur grof 5 kg|zak|1|5|9|Droogwaren|9.50|6.90|produce||30||5
Rode linzen 5 kg|zak|1|5|9|Droogwaren|11.25|8.10|produce||25||5
Baklava pistache 1 kg|doos|6|1|9|Zoetwaren|18.90|13.50|produce||12|12@30|1
Zwarte thee Rize 1 kg|pak|12|1|9|Dranken|8.75|6.20|produce||40||1
Draagtassen bedrukt|doos|1000||21|Verpakking|34.00|22.00|packaging||5||0.02
`;
