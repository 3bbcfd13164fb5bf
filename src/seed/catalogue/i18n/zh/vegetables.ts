import type { CatalogueTranslation } from '../types'

export const vegetables: CatalogueTranslation = {
  'red-onion-nashik': {
    name: '红洋葱',
    variety: '纳西克红洋葱',
    origin: '马哈拉施特拉邦（纳西克、拉萨尔冈、平帕尔冈、艾哈迈德讷格尔）',
    description:
      '纳西克产区的辛辣深红洋葱，采购自拉萨尔冈和平帕尔冈市场，在我们的包装厂 48 小时内完成人工分级和装袋。冬季（rabi，当地称 garva）洋葱外皮厚而紧实，能经受发往海湾地区、马来西亚、斯里兰卡和孟加拉国 2-5 周的海运航程。货物以通风冷柜运输，并须符合订舱日有效的印度外贸总局（DGFT）出口条件。',
    grade: '45-65 mm；55 mm 以上为大个；可按要求提供 25-40 mm 小个',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（约 28 吨）',
    leadTime: '5-7 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['5 kg / 10 kg 纱网袋', '20 kg / 25 kg 网袋', '50 kg 黄麻袋'],
    specifications: [
      ['规格', '45-65 mm（55 mm 以上为大个）'],
      ['颜色', '深红色至粉红色'],
      ['表皮', '干燥，双层外皮，颈部紧实'],
      ['辣度', '高'],
      ['运输温度', '2-4 °C，新风口打开'],
    ],
    varieties: [
      {
        name: 'N-2-4-1（冬季 rabi / garva）',
        attributes: [
          ['季节', '3-5 月采收，可储存至 10 月'],
          ['说明', '耐储性最佳'],
        ],
      },
      {
        name: 'Agrifound Dark Red',
        attributes: [
          ['季节', '雨季（kharif），10-12 月'],
          ['说明', '颜色深，扁圆形'],
        ],
      },
      {
        name: 'Bhima Super',
        attributes: [
          ['季节', '晚雨季（late kharif），1-3 月'],
          ['说明', '均匀，鲜红色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '鳞茎直径', specification: '在标明区间内，超出区间的按个数计≤10%' },
      { parameter: '缺陷（发芽、腐烂、黑霉、裂球）', specification: '按重量计≤5%' },
      { parameter: '外皮状况', specification: '干燥完整，外层鳞片≥2 层' },
      { parameter: '可溶性固形物总量', specification: '≥11 °Brix' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'potato-fresh': {
    name: '马铃薯',
    variety: '鲜食级及炸片级',
    origin: '北方邦（阿格拉、法鲁卡巴德），古吉拉特邦（迪萨、巴纳斯坎塔），西孟加拉邦（胡格利）',
    description:
      '来自印度河—恒河平原的冷库鲜食马铃薯，以及古吉拉特邦北部迪萨出产、供零食加工商使用的高干物质炸片品种。货物从冷库出库，按订单分选装袋；冷柜设定温度根据最终用途选定，以免炸片用马铃薯糖化。常规市场为尼泊尔、斯里兰卡、阿曼、阿联酋和马来西亚。',
    grade: '鲜食 40-80 mm；加工用 45-85 mm',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（约 27 吨）',
    leadTime: '5-7 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['10 kg / 25 kg 网袋', '25 kg / 50 kg 黄麻袋'],
    specifications: [
      ['规格', '40-80 mm'],
      ['表皮', '光滑洁净，无绿皮'],
      ['干物质', '≥20%（炸片级）'],
      ['发芽', '无（储存期间已抑芽）'],
      ['运输温度', '鲜食 4-6 °C；炸片用 8-10 °C'],
    ],
    varieties: [
      {
        name: 'Kufri Jyoti',
        attributes: [
          ['表皮', '白色'],
          ['用途', '鲜食'],
        ],
      },
      {
        name: 'Kufri Pukhraj',
        attributes: [
          ['表皮', '黄白色'],
          ['用途', '鲜食，早市'],
        ],
      },
      {
        name: 'Lady Rosetta',
        attributes: [
          ['表皮', '红色'],
          ['用途', '炸片（干物质 21-23%）'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '块茎规格', specification: '在标明区间内，超出区间的按个数计≤10%' },
      { parameter: '缺陷（绿皮、切伤、腐烂、疮痂）', specification: '按重量计≤5%' },
      { parameter: '干物质（炸片用）', specification: '≥20%' },
      { parameter: '还原糖（炸片用）', specification: '按鲜重计≤0.25%' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'ginger-fresh': {
    name: '生姜',
    variety: '成熟鲜姜',
    origin: '卡纳塔克邦（希莫加、哈桑、科达古），喀拉拉邦（瓦亚纳德），阿萨姆邦和梅加拉亚邦',
    description:
      '饱满、充分成熟的生姜，于 12 月至次年 3 月在卡纳塔克邦和喀拉拉邦采收；对辣度要求更高的买家，可提供印度东北部的马兰（Maran）姜。姜块经清洗或抖净泥土后在阴凉处晾干，使表皮定型后再包装。以 12-13 °C 冷柜运输，自包装起预计可有 8-10 周的货架期。',
    grade: '每块 150 g 以上；优级 200 g 以上',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（约 26 吨）',
    leadTime: '5-7 天',
    port: '那瓦舍瓦（JNPT）/ 科钦',
    packSizes: ['10 kg / 12 kg 通风纸箱', '13 kg / 15 kg 网袋', '20 kg PP 网袋'],
    specifications: [
      ['成熟度', '充分成熟（8-9 个月），表皮已定型'],
      ['处理方式', '清洗后风干，或抖土处理'],
      ['发芽', '无'],
      ['纤维', '低'],
      ['运输温度', '12-13 °C，相对湿度 65-70%'],
    ],
    varieties: [
      {
        name: '里约热内卢（Rio-de-Janeiro）',
        attributes: [
          ['产地', '卡纳塔克邦、喀拉拉邦'],
          ['说明', '姜块肥大，纤维少'],
        ],
      },
      {
        name: '马兰（Maran）',
        attributes: [
          ['产地', '阿萨姆邦、梅加拉亚邦'],
          ['说明', '辣度高'],
        ],
      },
      {
        name: 'IISR Varada',
        attributes: [
          ['产地', '喀拉拉邦、卡纳塔克邦'],
          ['说明', '饱满，浅色表皮'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '单块重量', specification: '≥150 g' },
      { parameter: '缺陷（霉变、皱缩、切伤、发芽）', specification: '按重量计≤3%' },
      { parameter: '附着泥土及杂质', specification: '≤1%' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'garlic-fresh': {
    name: '大蒜',
    variety: 'G-282（Yamuna Safed-3）及本地种（Desi）',
    origin:
      '中央邦（曼德索尔、尼默奇、勒德兰），拉贾斯坦邦（科塔、巴兰），古吉拉特邦（贾姆讷格尔）',
    description:
      '田间晾干的大蒜，采购自印度最大的大蒜交易中心——中央邦曼德索尔和尼默奇市场，另有拉贾斯坦邦和索拉什特拉的货源。蒜头经切颈、剪根并按直径分级，从冷库直接转入冷柜，使蒜瓣保持紧实。适合东南亚、海湾地区和孟加拉国的零售分装、去皮蒜生产线和餐饮服务。',
    grade: '30-40 mm、40-45 mm、45 mm 以上',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（约 26 吨）',
    leadTime: '5-7 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['5 kg / 10 kg 网袋', '20 kg / 25 kg 网袋', '10 kg 纸箱'],
    specifications: [
      ['规格', '标准 40-45 mm；大个 45 mm 以上'],
      ['颜色', '白色至奶白色，带淡紫色条纹'],
      ['每头蒜瓣数', '15-20（G-282）；25 以上（本地种）'],
      ['修整', '留颈 1-2 cm，剪根'],
      ['运输温度', '-1 至 0 °C，相对湿度 60-70%'],
    ],
    varieties: [
      {
        name: 'G-282（Yamuna Safed-3）',
        attributes: [
          ['规格', '40-50 mm'],
          ['说明', '大个，白色，易剥皮'],
        ],
      },
      {
        name: '本地种（中央邦）',
        attributes: [
          ['规格', '30-40 mm'],
          ['说明', '蒜瓣小，辛辣味浓'],
        ],
      },
      {
        name: '乌蒂（Ooty）',
        attributes: [
          ['规格', '40-50 mm'],
          ['说明', '山地种植，蒜瓣大'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '鳞茎直径', specification: '在标明区间内，超出区间的按个数计≤10%' },
      { parameter: '缺陷（霉变、发芽、裂头或散头）', specification: '按重量计≤5%' },
      { parameter: '散瓣', specification: '按重量计≤5%' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'bangalore-rose-onion': {
    name: '班加罗尔玫瑰洋葱',
    variety: '玫瑰洋葱（地理标志第 212 号）',
    origin: '卡纳塔克邦（班加罗尔农村县、奇克巴拉普尔、科拉尔）',
    description:
      '一种小粒、极辛辣的玫瑰粉色洋葱，仅在班加罗尔周边种植，受地理标志保护。它干物质含量高，是马来西亚、新加坡、泰国、斯里兰卡和台湾地区腌渍及参巴（sambal）风味烹饪的首选洋葱。它拥有单独的税号（0703 10 11），每批货都附有玫瑰洋葱出口许可所要求的地理标志使用者证明和卡纳塔克邦园艺厅证书。',
    grade: '20-35 mm，按 5 mm 区间分级',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '5-7 天',
    port: '金奈',
    packSizes: ['10 kg / 20 kg 网袋', '25 kg 黄麻袋'],
    specifications: [
      ['颜色', '玫瑰粉色至紫红色'],
      ['形状', '扁圆形'],
      ['辣度', '极高'],
      ['用途', '醋渍、油炸、参巴酱'],
      ['随附文件', '地理标志使用者证明；卡纳塔克邦园艺厅证书'],
    ],
    varieties: [
      {
        name: '玫瑰洋葱（地理标志 212）',
        attributes: [
          ['季节', '一年三季'],
          ['用途', '腌渍及油炸'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '鳞茎直径', specification: '在标明的 5 mm 区间内' },
      { parameter: '颜色均匀度', specification: '玫瑰粉色鳞茎≥95%' },
      { parameter: '缺陷（腐烂、发芽、双球）', specification: '按重量计≤5%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'white-onion': {
    name: '白洋葱',
    variety: 'Bhima Shubhra / Phule Safed 品种',
    origin: '马哈拉施特拉邦（纳西克、浦那），古吉拉特邦（巴夫那加尔、马胡瓦）',
    description:
      '供沙拉和餐饮服务使用的白洋葱，种植者与为印度脱水加工厂供货的马哈拉施特拉邦和索拉什特拉农户相同。其肉质脆爽，比红洋葱温和；每批货都经晾干，并按狭窄的规格区间分级，切片均匀。以通风冷柜发往海湾地区、欧洲和东非的买家。',
    grade: '45-65 mm；60 mm 以上为大个',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（约 28 吨）',
    leadTime: '5-7 天',
    port: '那瓦舍瓦（JNPT）/ 皮帕瓦夫',
    packSizes: ['10 kg / 20 kg 网袋', '25 kg 网袋'],
    specifications: [
      ['颜色', '亮白色，有光泽'],
      ['形状', '圆形至扁圆形'],
      ['辣度', '温和至中等'],
      ['可溶性固形物总量', '12-14 °Brix'],
      ['运输温度', '2-4 °C，新风口打开'],
    ],
    varieties: [
      {
        name: 'Bhima Shubhra',
        attributes: [
          ['季节', '雨季（kharif）及晚雨季'],
          ['说明', '鳞茎洁白均匀'],
        ],
      },
      {
        name: 'Bhima Shweta',
        attributes: [
          ['季节', '冬季（rabi）'],
          ['说明', '耐储性更好'],
        ],
      },
      {
        name: 'Phule Safed',
        attributes: [
          ['季节', '雨季（kharif）及冬季（rabi）'],
          ['说明', '圆形，有光泽'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '鳞茎直径', specification: '在标明区间内，超出区间的按个数计≤10%' },
      { parameter: '缺陷（绿皮、腐烂、发芽）', specification: '按重量计≤5%' },
      { parameter: '可溶性固形物总量', specification: '≥12 °Brix' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'sambar-onion-shallots': {
    name: '桑巴小洋葱（红葱头）',
    variety: '分蘖洋葱（aggregatum 变种）',
    origin: '泰米尔纳德邦（佩兰巴卢尔、蒂鲁普、丁迪古尔），卡纳塔克邦（恰马拉贾纳加尔）',
    description:
      '这种小红洋葱用于南印度桑巴汤以及斯里兰卡和马来西亚咖喱，在佩兰巴卢尔和蒂鲁普作为分蘖洋葱种植。鳞茎从簇中分开，田间晾干后按均匀规格分级，短途海运后仍能保持辛辣清甜的风味。大部分货物从杜蒂戈林和金奈发往斯里兰卡、马来西亚和新加坡。',
    grade: '20-30 mm；25 mm 以上为大个',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '5-7 天',
    port: '杜蒂戈林 / 金奈',
    packSizes: ['5 kg / 10 kg 网袋', '20 kg 网袋'],
    specifications: [
      ['类型', '簇生鳞茎，已分开并清理'],
      ['颜色', '浅红色至红褐色'],
      ['规格', '20-30 mm'],
      ['表皮', '干燥，纸质外皮；颈部已修剪'],
    ],
    varieties: [
      {
        name: 'CO (On) 5',
        attributes: [
          ['来源', '泰米尔纳德农业大学（TNAU）'],
          ['说明', '鳞茎均匀，耐储性好'],
        ],
      },
      {
        name: '佩兰巴卢尔本地种',
        attributes: [
          ['来源', '农户自留种'],
          ['说明', '颜色深，辛辣'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '鳞茎直径', specification: '20-30 mm，超出区间的按个数计≤10%' },
      { parameter: '缺陷（腐烂、发芽、外皮松脱）', specification: '按重量计≤5%' },
      { parameter: '泥土及杂质', specification: '≤1%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'sweet-potato': {
    name: '红薯',
    variety: '红皮，奶白肉',
    origin: '奥迪沙邦（科拉普特、甘贾姆），西孟加拉邦，北方邦',
    description:
      '产自奥迪沙邦和西孟加拉邦的红薯，于 11 月至次年 3 月采收，包装前经愈伤处理，使伤口愈合、表皮变韧。主流贸易类型为红皮奶白肉；特色买家可选购 CTCRI 培育的橙肉和紫肉品种。冷柜温度设定为 13-15 °C，因为温度过低会导致冷害。',
    grade: '每个 200-600 g，长 15-25 cm',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '5-7 天',
    port: '维沙卡帕特南 / 那瓦舍瓦（JNPT）',
    packSizes: ['6 kg / 10 kg 通风纸箱', '25 kg 网袋'],
    specifications: [
      ['表皮', '紫红色，光滑'],
      ['薯肉', '奶白色（可按要求提供橙色或紫色）'],
      ['愈伤处理', '28-30 °C、高湿度条件下 4-7 天'],
      ['运输温度', '13-15 °C，相对湿度 85-90%'],
    ],
    varieties: [
      {
        name: '红皮，奶白肉',
        attributes: [
          ['来源', '本地选育品种'],
          ['用途', '族裔零售'],
        ],
      },
      {
        name: 'Bhu Sona',
        attributes: [
          ['来源', 'ICAR-CTCRI（印度中央块根作物研究所）'],
          ['用途', '橙肉，β-胡萝卜素含量高'],
        ],
      },
      {
        name: 'Bhu Krishna',
        attributes: [
          ['来源', 'ICAR-CTCRI（印度中央块根作物研究所）'],
          ['用途', '紫肉，富含花青素'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '单薯重量', specification: '200-600 g' },
      { parameter: '缺陷（象甲危害、切伤、腐烂）', specification: '按重量计≤3%' },
      { parameter: '发芽', specification: '无' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'green-chilli-g4': {
    name: '青辣椒',
    variety: 'G4（Bhagyalakshmi）',
    origin: '安得拉邦（贡土尔、普拉卡萨姆），特伦甘纳邦（卡马姆），卡纳塔克邦（哈维里）',
    description:
      '产自贡土尔和普拉卡萨姆的 G4 型细长辣味青辣椒，在青熟期采摘，当天装入预冷纸箱。空运货物在采摘后三天内即可到达海湾地区和英国的批发商，海运冷柜则适合发往中东的大批量项目。每批货发运前都按目的地最大残留限量进行农残检测。',
    grade: '6-9 cm，直条，果柄完整',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg / 海运 1 个 40 英尺冷柜',
    leadTime: '48-72 小时（空运）；5-7 天（海运）',
    port: '海得拉巴 / 金奈空运货站；金奈港',
    packSizes: ['4 kg / 5 kg 通风纸箱', '10 kg 纸箱（海运）'],
    specifications: [
      ['颜色', '深绿色，有光泽'],
      ['长度', '6-9 cm'],
      ['辣度', '重辣'],
      ['果柄', '绿色，完整相连'],
      ['运输温度', '7-10 °C，相对湿度 90-95%'],
    ],
    varieties: [
      {
        name: 'G4（Bhagyalakshmi）',
        attributes: [
          ['长度', '6-9 cm'],
          ['辣度', '重辣'],
        ],
      },
      {
        name: 'Pusa Jwala',
        attributes: [
          ['长度', '8-10 cm'],
          ['辣度', '中辣，浅绿色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果荚长度', specification: '6-9 cm，超出范围的≤10%' },
      { parameter: '缺陷（日灼、腐烂、虫害、红果）', specification: '按重量计≤5%' },
      { parameter: '皱缩', specification: '无' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'okra-bhindi': {
    name: '秋葵（Bhindi）',
    variety: '嫩绿，五棱',
    origin: '古吉拉特邦（苏拉特、瑙萨里、瓦多达拉），马哈拉施特拉邦（纳西克、浦那），特伦甘纳邦',
    description:
      '鲜嫩秋葵，每隔一天从古吉拉特邦南部和马哈拉施特拉邦的注册农场采摘，按长度分级，采收后数小时内完成包装。供应欧盟买家的货物在 APEDA 的 Hortinet 农残监控与追溯体系下种植。大部分货量空运至英国、海湾地区和欧洲；在 8-10 °C 下货架期约 10 天。',
    grade: '6-10 cm 嫩荚（英国市场 7-9 cm）',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg / 1 个 20 英尺冷柜',
    leadTime: '48-72 小时（空运）',
    port: '孟买空运货站（CSMIA）/ 艾哈迈达巴德',
    packSizes: ['3 kg / 4 kg / 5 kg 通风纸箱'],
    specifications: [
      ['颜色', '鲜绿色'],
      ['果荚长度', '6-10 cm'],
      ['质地', '鲜嫩；尖端一折即断，无纤维'],
      ['运输温度', '8-10 °C，相对湿度 90-95%'],
    ],
    varieties: [
      {
        name: 'Arka Anamika',
        attributes: [
          ['来源', 'ICAR-IIHR（印度园艺研究所）'],
          ['说明', '耐黄脉花叶病毒（YVMV），深绿色'],
        ],
      },
      {
        name: 'Kashi Kranti',
        attributes: [
          ['来源', 'ICAR-IIVR（印度蔬菜研究所）'],
          ['说明', '光滑，中等荚长'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果荚长度', specification: '6-10 cm，超出范围的≤10%' },
      { parameter: '缺陷（碰伤、发黑、虫害）', specification: '按重量计≤5%' },
      { parameter: '鲜嫩度', specification: '无纤维化或过熟荚' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）；受 Hortinet 监控',
      },
    ],
  },
  'drumstick-moringa': {
    name: '鼓槌豆（辣木荚）',
    variety: 'PKM-1',
    origin: '泰米尔纳德邦（泰尼、丁迪古尔、卡鲁尔、杜蒂戈林），安得拉邦（阿南塔普尔）',
    description:
      '产自泰尼、丁迪古尔和卡鲁尔一带辣木种植区的肉质辣木荚，在种子仍然柔软时采收。豆荚经修整、按纸箱长度切段后装入通风箱，主要从金奈空运，供应南亚和海湾地区的餐饮服务买家。在 8-10 °C 下货架期为 10-14 天。',
    grade: 'A 级：45-60 cm，粗 1.5-2 cm',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg / 1 个 40 英尺冷柜',
    leadTime: '3-5 天',
    port: '金奈空运货站 / 杜蒂戈林',
    packSizes: ['5 kg / 10 kg 纸箱（按长度切段）', '20 kg 捆（散装）'],
    specifications: [
      ['颜色', '绿色'],
      ['长度', '45-60 cm（可按要求切成 50 cm）'],
      ['成熟度', '鲜嫩，种子未变硬'],
      ['运输温度', '8-10 °C，相对湿度 90-95%'],
    ],
    varieties: [
      {
        name: 'PKM-1',
        attributes: [
          ['来源', '泰米尔纳德农业大学佩里亚库拉姆站'],
          ['说明', '一年生型，荚长肉厚'],
        ],
      },
      {
        name: 'PKM-2',
        attributes: [
          ['来源', '泰米尔纳德农业大学佩里亚库拉姆站'],
          ['说明', '荚更长，丰产'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果荚长度', specification: '45-60 cm' },
      { parameter: '缺陷（皱缩、折断、虫害荚）', specification: '按重量计≤5%' },
      { parameter: '鲜嫩度', specification: '荚可弯曲不折断；种子柔软' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'bitter-gourd': {
    name: '苦瓜',
    variety: '长条青苦瓜（karela）',
    origin: '北方邦（瓦拉纳西、焦恩布尔），古吉拉特邦（阿南德），喀拉拉邦，泰米尔纳德邦',
    description:
      '产自北方邦东部、古吉拉特邦和喀拉拉邦的长形青苦瓜，在种子变硬前的嫩绿期采摘。果实按长度分级，空运至海湾地区、英国和加拿大，北方邦东部的货物经瓦拉纳西空运货站发运。苦瓜现已拥有单独的税号（0709 93 30）。',
    grade: '15-25 cm，100-200 g',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg',
    leadTime: '48-72 小时（空运）',
    port: '瓦拉纳西 / 孟买 / 科钦空运货站',
    packSizes: ['4 kg / 5 kg 通风纸箱'],
    specifications: [
      ['颜色', '深绿色，有光泽'],
      ['表面', '棱脊和瘤状突起明显，紧实'],
      ['长度', '15-25 cm'],
      ['运输温度', '10-12 °C，相对湿度 90-95%'],
    ],
    varieties: [
      {
        name: 'Pusa Do Mausami',
        attributes: [
          ['来源', 'ICAR-IARI（印度农业研究所）'],
          ['说明', '深绿色，18-20 cm'],
        ],
      },
      {
        name: 'Arka Harit',
        attributes: [
          ['来源', 'ICAR-IIHR（印度园艺研究所）'],
          ['说明', '纺锤形，苦味较轻'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果长', specification: '15-25 cm，超出范围的≤10%' },
      { parameter: '缺陷（发黄、果蝇危害、腐烂）', specification: '按重量计≤5%' },
      { parameter: '成熟度', specification: '种子白而软' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'bottle-gourd': {
    name: '葫芦瓜',
    variety: '长条青葫芦（dudhi / lauki）',
    origin: '古吉拉特邦（阿南德、凯达）、北方邦、比哈尔邦、旁遮普邦',
    description:
      '直条浅绿色葫芦瓜，供英国和海湾地区的古吉拉特、旁遮普及南亚菜烹饪使用。果实在瓜肉洁白、种子柔软的幼嫩期采摘，擦拭干净后装入带缓冲的纸箱，以免碰伤。在 10-12 °C 下货架期约两周。',
    grade: '30-45 cm，单果 0.8-1.5 kg',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 1 吨 / 1 个 40 英尺冷柜',
    leadTime: '3-5 天',
    port: '艾哈迈达巴德空运货站 / 蒙德拉',
    packSizes: ['8 kg / 10 kg 纸箱（6-10 个）'],
    specifications: [
      ['颜色', '浅绿色，光滑'],
      ['形状', '圆柱形，直条'],
      ['薯肉', '洁白鲜嫩；种子柔软'],
      ['运输温度', '10-12 °C，相对湿度 85-90%'],
    ],
    varieties: [
      {
        name: 'Pusa Naveen',
        attributes: [
          ['来源', 'ICAR-IARI（印度农业研究所）'],
          ['形状', '圆柱形'],
        ],
      },
      {
        name: 'Arka Bahar',
        attributes: [
          ['来源', 'ICAR-IIHR（印度园艺研究所）'],
          ['形状', '葫芦形'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '单果重', specification: '0.8-1.5 kg' },
      { parameter: '缺陷（碰伤、疤痕、腐烂）', specification: '按重量计≤5%' },
      { parameter: '成熟度', specification: '拇指指甲可轻易掐入表皮；种子柔软' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'ivy-gourd-tindora': {
    name: '红瓜（Tindora）',
    variety: 'Kundru / kovakkai，绿色带条纹',
    origin: '古吉拉特邦（阿南德、瓦多达拉）、马哈拉施特拉邦、泰米尔纳德邦、安得拉邦',
    description:
      '小巧脆嫩的红瓜（常春藤瓜），在开始转红之前青摘，是海外古吉拉特和南印度厨房的常用食材。果实按长度分级，装入通风纸箱，主要空运至英国、美国和海湾地区。在 10-12 °C 下货架期为 10-12 天。',
    grade: '4-6 cm，嫩绿',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 300 kg',
    leadTime: '48-72 小时（空运）',
    port: '艾哈迈达巴德 / 孟买空运货站',
    packSizes: ['4 kg / 5 kg 通风纸箱'],
    specifications: [
      ['颜色', '绿色带浅色条纹；无红果'],
      ['长度', '4-6 cm'],
      ['质地', '紧实，脆嫩'],
      ['运输温度', '10-12 °C，相对湿度 90%'],
    ],
    varieties: [
      {
        name: '绿色条纹型（本地种）',
        attributes: [['用途', '炒菜、桑巴汤、腌菜']],
      },
    ],
    qualityParameters: [
      { parameter: '果长', specification: '4-6 cm' },
      { parameter: '红果或转熟果', specification: '按个数计≤2%' },
      { parameter: '缺陷（皱缩、腐烂、虫害）', specification: '按重量计≤5%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'snake-gourd': {
    name: '蛇瓜',
    variety: '长条，白色条纹（padavalanga / pudalangai）',
    origin: '喀拉拉邦（特里苏尔、帕拉卡德），泰米尔纳德邦（哥印拜陀），安得拉邦',
    description:
      '产自喀拉拉邦和泰米尔纳德邦西部的长条嫩蛇瓜，供应海湾地区的喀拉拉和泰米尔家庭及餐厅。果实幼嫩时采收，盘卷或按纸箱长度切段，当天包装。到货后 7-10 天内食用最佳。',
    grade: '40-60 cm，鲜嫩',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg',
    leadTime: '48-72 小时（空运）',
    port: '科钦 / 金奈空运货站',
    packSizes: ['8 kg / 10 kg 纸箱'],
    specifications: [
      ['颜色', '浅绿色带白色条纹'],
      ['长度', '40-60 cm'],
      ['质地', '鲜嫩，种子柔软'],
      ['运输温度', '10-12 °C，相对湿度 90%'],
    ],
    varieties: [
      {
        name: 'PKM 1',
        attributes: [
          ['来源', '泰米尔纳德农业大学佩里亚库拉姆站'],
          ['说明', '果实细长，带条纹'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果长', specification: '40-60 cm' },
      { parameter: '缺陷（发黄、碰伤、腐烂）', specification: '按重量计≤5%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
      { parameter: '成熟度', specification: '种子白而软' },
    ],
  },
  brinjal: {
    name: '茄子',
    variety: '苏拉特拉瓦亚（小圆紫茄）',
    origin: '古吉拉特邦（苏拉特、瑙萨里、阿南德）、马哈拉施特拉邦、西孟加拉邦、奥迪沙邦',
    description:
      '小圆紫茄（ravaiya），即南亚厨师用来酿馅慢炖的迷你茄子，另有用来做烤茄泥（bharta）的大圆茄和长紫茄。果实带绿色花萼剪下，擦拭后单层包装，以免碰伤。空运至英国和海湾地区，大订单可用海运冷柜。',
    grade: '40-70 g（ravaiya）；250-400 g（bharta）',
    moisture: '不适用（新鲜农产品）',
    moq: '空运 500 kg / 1 个 20 英尺冷柜',
    leadTime: '2-4 天',
    port: '孟买 / 艾哈迈达巴德空运货站；那瓦舍瓦（JNPT）',
    packSizes: ['4 kg / 5 kg 通风纸箱'],
    specifications: [
      ['颜色', '深紫色有光泽，绿色花萼'],
      ['形状', '圆形至椭圆形'],
      ['硬度', '紧实；种子未变褐'],
      ['运输温度', '10-12 °C，相对湿度 90-95%'],
    ],
    varieties: [
      {
        name: '苏拉特拉瓦亚（Ravaiya）',
        attributes: [
          ['重量', '40-70 g'],
          ['用途', '酿馅、乌迪尤什锦菜（undhiyu）'],
        ],
      },
      {
        name: '巴尔塔茄（bharta，大圆茄）',
        attributes: [
          ['重量', '250-400 g'],
          ['用途', '烤制'],
        ],
      },
      {
        name: '长紫茄',
        attributes: [
          ['重量', '100-150 g'],
          ['用途', '咖喱、油炸'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '单果重', specification: '在标明区间内' },
      { parameter: '缺陷（蛀孔、疤痕、软果）', specification: '按重量计≤5%' },
      { parameter: '花萼', specification: '绿色、新鲜、完整' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'tomato-fresh': {
    name: '番茄',
    variety: '杂交圆果',
    origin:
      '马哈拉施特拉邦（纳西克、纳拉扬冈），卡纳塔克邦（科拉尔、奇克巴拉普尔），安得拉邦（马达纳帕莱）',
    description:
      '产自纳拉扬冈、科拉尔和马达纳帕莱市场的紧实圆形杂交番茄，在转色期采摘，在海运途中完成着色。以纸箱或周转筐包装，发往海湾地区、尼泊尔和孟加拉国。冷柜设定温度 10-13 °C。',
    grade: '55-70 mm，一级；着色阶段 3-4（转色至粉红）',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '3-5 天',
    port: '那瓦舍瓦（JNPT）/ 金奈',
    packSizes: ['10 kg / 12 kg 纸箱', '25 kg 塑料周转筐（周边市场）'],
    specifications: [
      ['形状', '圆形，紧实'],
      ['着色阶段', '包装时处于转色至粉红阶段'],
      ['可溶性固形物总量', '4-5 °Brix'],
      ['运输温度', '10-13 °C，相对湿度 85-90%'],
    ],
    varieties: [
      {
        name: 'Arka Rakshak',
        attributes: [
          ['来源', 'ICAR-IIHR（印度园艺研究所）'],
          ['说明', 'F1 杂交种，兼抗三种病害'],
        ],
      },
      {
        name: 'Arka Samrat',
        attributes: [
          ['来源', 'ICAR-IIHR（印度园艺研究所）'],
          ['说明', 'F1 杂交种，圆形，紧实'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '果径', specification: '55-70 mm' },
      { parameter: '着色阶段', specification: '包装时为第 3-4 阶段' },
      { parameter: '缺陷（裂果、日灼、软果）', specification: '按重量计≤5%' },
      { parameter: '可溶性固形物总量', specification: '≥4 °Brix' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  cabbage: {
    name: '甘蓝',
    variety: '绿色圆球型（平头）',
    description:
      '紧实的绿甘蓝叶球，修剪至保留两三片包叶，装入网袋或纸箱。供应海湾地区和斯里兰卡的批发商，大多作为混装蔬菜冷柜的一部分。在 0-1 °C 和高湿度条件下可保存 3-4 周。',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜（可混装蔬菜）',
    leadTime: '5-7 天',
    port: '金奈 / 那瓦舍瓦（JNPT）',
    specifications: [
      ['叶球', '紧实，包心紧密，0.8-1.5 kg'],
      ['颜色', '鲜绿色'],
      ['修整', '保留 2-3 片包叶，茎部平切'],
      ['运输温度', '0-1 °C，相对湿度 95%'],
    ],
    varieties: [
      {
        name: '绿色圆球杂交种',
        attributes: [
          ['重量', '0.8-1.5 kg'],
          ['用途', '沙拉、烹饪'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '叶球重量', specification: '0.8-1.5 kg' },
      { parameter: '缺陷（裂球、腐烂、虫害）', specification: '按重量计≤5%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
      { parameter: '硬度', specification: '手压紧实' },
    ],
  },
  cauliflower: {
    name: '花椰菜',
    variety: '雪球型',
    origin: '西孟加拉邦（纳迪亚、胡格利），比哈尔邦，哈里亚纳邦（索尼帕特），喜马偕尔邦（淡季）',
    description:
      '洁白紧实的花球，冬季产自西孟加拉邦和哈里亚纳邦，淡季产自喜马偕尔山区。花球在松散前采收，以叶片包裹，预冷后包装。在 0-1 °C 下可保存 2-3 周。',
    grade: '花球 600-1000 g，12-16 cm',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '3-5 天',
    port: '加尔各答 / 那瓦舍瓦（JNPT）',
    packSizes: ['10 kg / 12 kg 纸箱（6-12 个），叶片包裹'],
    specifications: [
      ['花球', '紧实，白色至奶白色'],
      ['叶片', '已修整，保留 2-3 片包叶'],
      ['重量', '600-1000 g'],
      ['运输温度', '0-1 °C，相对湿度 95%'],
    ],
    varieties: [
      {
        name: 'Pusa Snowball K-1',
        attributes: [
          ['来源', 'ICAR-IARI（印度农业研究所）'],
          ['季节', '晚熟（12 月至次年 2 月）'],
        ],
      },
      {
        name: 'Pusa Sharad',
        attributes: [
          ['来源', 'ICAR-IARI（印度农业研究所）'],
          ['季节', '中早熟（10-11 月）'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '花球重量', specification: '600-1000 g' },
      { parameter: '花球颜色及紧实度', specification: '洁白紧实；无米粒状或毛绒状' },
      { parameter: '缺陷（碰伤、褐变、腐烂）', specification: '按重量计≤5%' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'carrot-ooty': {
    name: '胡萝卜',
    variety: '乌蒂（尼尔吉里，欧洲型）',
    origin: '泰米尔纳德邦（尼尔吉里：乌蒂、戈达吉里、凯蒂），卡纳塔克邦（科拉尔）',
    description:
      '色泽鲜橙、口味清甜的欧洲型胡萝卜，全年种植于尼尔吉里山区，在梅图帕拉扬的集散场清洗并去缨。胡萝卜表面光滑、规格均匀，适合海湾地区、斯里兰卡和马尔代夫的零售包装、榨汁和餐饮服务。在 0-1 °C 和高湿度条件下可保存 4-6 周。',
    grade: '15-22 cm，100-200 g',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 40 英尺冷柜',
    leadTime: '5-7 天',
    port: '金奈 / 科钦',
    packSizes: ['10 kg 纸箱', '20 kg 网袋'],
    specifications: [
      ['颜色', '鲜橙色，芯部同色'],
      ['形状', '圆柱形，钝尖'],
      ['处理方式', '已清洗，去缨'],
      ['运输温度', '0-1 °C，相对湿度 95-98%'],
    ],
    varieties: [
      {
        name: 'New Kuroda',
        attributes: [
          ['类型', '黑田型（日本）'],
          ['说明', '粗壮，清甜，深橙色'],
        ],
      },
      {
        name: '南特型杂交种',
        attributes: [
          ['类型', '南特型'],
          ['说明', '细长，光滑'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '根长', specification: '15-22 cm' },
      { parameter: '缺陷（分叉、开裂、青肩）', specification: '按重量计≤5%' },
      { parameter: '可溶性固形物总量', specification: '≥8 °Brix' },
      { parameter: '农药残留', specification: '符合目的国最大残留限量' },
    ],
  },
  'curry-leaves': {
    name: '咖喱叶',
    variety: 'Senkambu（红梗）',
    origin: '泰米尔纳德邦（哥印拜陀：卡拉马代、梅图帕拉扬），卡纳塔克邦，安得拉邦',
    description:
      '新鲜咖喱叶枝，产自哥印拜陀附近的卡拉马代地区，当地种植的红梗 Senkambu 型以香气浓郁著称。叶枝在清晨剪下，经分拣、扎把后在数小时内装入打孔内衬袋。空运至海湾地区、英国和新加坡；冷藏可保存 10-14 天。',
    grade: '叶枝 15-25 cm，无黄叶',
    moisture: '不适用（新鲜农产品）',
    packSizes: ['250 g / 500 g 扎把', '2 kg / 5 kg 纸箱，带打孔内衬'],
    specifications: [
      ['颜色', '深绿色，有光泽'],
      ['香气', '浓郁，具有特征香气'],
      ['果柄', '偏红色（Senkambu）'],
      ['运输温度', '2-5 °C，高湿度'],
    ],
    varieties: [
      {
        name: 'Senkambu（红梗型）',
        attributes: [
          ['叶梗', '红色'],
          ['说明', '香气最浓，泰米尔买家首选'],
        ],
      },
      {
        name: '本地绿梗型',
        attributes: [
          ['叶梗', '绿色'],
          ['说明', '叶片较大，香气较淡'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '黄叶或损伤叶', specification: '按重量计≤5%' },
      { parameter: '杂质（枝条、杂草）', specification: '≤1%' },
      { parameter: '新鲜度', specification: '饱满挺实，无萎蔫或黑斑' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
  'turmeric-fresh': {
    name: '鲜姜黄',
    variety: '伊罗德 / 塞勒姆姜黄指',
    origin:
      '泰米尔纳德邦（伊罗德、塞勒姆），马哈拉施特拉邦（桑格利、欣戈利），梅加拉亚邦（拉卡东）',
    description:
      '新鲜姜黄根茎，于 1 月至 3 月采挖，经清洗、剪根，并将指状根从母根上分离。鲜用于腌菜、果蔬汁和养生小饮（wellness shot），亚洲杂货店也用于烹饪。以 12-13 °C 冷柜运输；来自梅加拉亚邦的拉卡东姜黄姜黄素含量明显更高。',
    grade: '清洗后的指状根 5-8 cm；母根单独包装',
    moisture: '不适用（新鲜农产品）',
    moq: '1 个 20 英尺冷柜（约 12 吨）',
    leadTime: '5-7 天',
    port: '金奈 / 那瓦舍瓦（JNPT）',
    packSizes: ['5 kg / 10 kg 通风纸箱', '20 kg 网袋'],
    specifications: [
      ['肉色', '深橙黄色'],
      ['姜黄素（干基）', '3-4%（伊罗德/塞勒姆）；6-7%（拉卡东）'],
      ['处理方式', '已清洗，剪根'],
      ['运输温度', '12-13 °C，相对湿度 85-90%'],
    ],
    varieties: [
      {
        name: '伊罗德 / 塞勒姆',
        attributes: [
          ['姜黄素', '3-4%'],
          ['说明', '鲜橙色，粗壮指状根'],
        ],
      },
      {
        name: '拉卡东（Lakadong）',
        attributes: [
          ['姜黄素', '6-7%'],
          ['说明', '梅加拉亚邦，颜色浓郁'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '姜黄素（以干样计）', specification: '≥3%' },
      { parameter: '缺陷（霉变、腐烂、切伤、皱缩）', specification: '按重量计≤3%' },
      { parameter: '附着泥土及杂质', specification: '≤1%' },
      {
        parameter: '农药残留',
        specification: '符合欧盟最大残留限量（EC 396/2005）或目的国最大残留限量',
      },
    ],
  },
}
