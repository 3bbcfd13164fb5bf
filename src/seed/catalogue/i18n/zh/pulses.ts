import type { CatalogueTranslation } from '../types'

export const pulses: CatalogueTranslation = {
  'chana-dal': {
    name: '鹰嘴豆瓣',
    variety: '德西鹰嘴豆瓣（孟加拉鹰嘴豆）',
    origin: '中央邦、马哈拉施特拉邦、拉贾斯坦邦、卡纳塔克邦、古吉拉特邦',
    description:
      '鹰嘴豆瓣（chana dal）是德西鹰嘴豆在我们的豆类加工厂去皮、劈瓣而成。煮后口感紧实，带坚果香，是鹰嘴豆瓣咖喱、鹰嘴豆粉（besan）加工和印度甜点的基础原料。比重分选机和色选机确保豆瓣大小均匀、不含带皮碎片；除非买家另有要求，豆瓣不作抛光处理。',
    grade: '大粒，色选，纯度 99%，未抛光',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['杂质', '≤0.1%'],
      ['碎粒 / 小碎片', '≤2%'],
      ['损伤粒 / 变色粒', '≤1%'],
      ['带皮豆瓣', '≤0.5%'],
      ['蛋白质（干基）', '20-22%'],
    ],
    varieties: [
      {
        name: '大粒鹰嘴豆瓣',
        attributes: [
          ['大小', '均匀大瓣'],
          ['用途', '零售包装'],
        ],
      },
      {
        name: '中粒鹰嘴豆瓣',
        attributes: [
          ['大小', '大小混合豆瓣'],
          ['用途', '鹰嘴豆粉加工、餐饮服务'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '损伤粒 / 变色粒 / 碎粒', specification: '≤1% / 1% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '20-22%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'moong-dal': {
    name: '绿豆瓣',
    variety: '去皮绿豆瓣（黄绿豆瓣）',
    origin: '拉贾斯坦邦（纳高尔、焦特布尔、阿杰梅尔），马哈拉施特拉邦，卡纳塔克邦，中央邦',
    description:
      '黄绿豆瓣（moong dal）是去皮劈瓣的绿豆，是印度各类豆瓣中最清淡、最易煮熟的一种。它用于印式杂豆粥（khichdi）、炝锅豆糊（dal tadka）、哈尔瓦甜点和小吃面糊；拉贾斯坦邦雨季（kharif）作物颗粒小、色泽鲜亮，正是我们的买家所青睐的。',
    grade: '色选，纯度 99%，未抛光',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '鲜黄色'],
      ['杂质', '≤0.1%'],
      ['绿皮残留', '≤0.5%'],
      ['碎粒 / 小碎片', '≤2%'],
      ['蛋白质（干基）', '23-25%'],
    ],
    varieties: [
      {
        name: '绿豆瓣（去皮）',
        attributes: [
          ['形态', '劈瓣，去皮'],
          ['颜色', '黄色'],
        ],
      },
      {
        name: '带皮绿豆瓣（chilka）',
        attributes: [
          ['形态', '劈瓣，带皮'],
          ['颜色', '绿黄相间'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '损伤粒 / 变色粒 / 碎粒', specification: '≤1% / 1% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '23-25%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'toor-dal': {
    name: '木豆瓣',
    variety: '木豆瓣（arhar）',
    origin:
      '卡纳塔克邦（卡拉布拉吉、比德尔、维贾亚普拉），马哈拉施特拉邦（拉杜尔、阿科拉、阿姆拉瓦蒂），特伦甘纳邦，中央邦，古吉拉特邦',
    description:
      '木豆瓣（toor dal）是印度西部和南部的日常豆瓣，用于桑巴汤（sambar）、瓦兰豆糊（varan）和炒豆糊（dal fry）。我们加工卡拉布拉吉和马拉特瓦达产区的木豆（古尔伯加木豆瓣拥有地理标志），提供未抛光产品，或为适应潮湿市场延长保质期，轻度裹覆食用油的产品。',
    grade: '未抛光 / 油抛光，色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）/ 蒙德拉',
    packSizes: ['1 kg / 2 kg / 4 lb 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['杂质', '≤0.1%'],
      ['碎粒 / 小碎片', '≤2%'],
      ['损伤粒 / 变色粒', '≤1%'],
      ['带皮豆瓣', '≤0.5%'],
      ['蛋白质（干基）', '21-23%'],
    ],
    varieties: [
      {
        name: '未抛光木豆瓣',
        attributes: [
          ['表面处理', '干爽，天然'],
          ['用途', '零售、有机产品线'],
        ],
      },
      {
        name: '油抛光木豆瓣',
        attributes: [
          ['表面处理', '裹覆食用油'],
          ['用途', '美国、英国及海湾地区零售'],
        ],
      },
      {
        name: '古尔伯加木豆瓣',
        attributes: [
          ['表面处理', '未抛光'],
          ['用途', '地理标志原产地高端包装'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '损伤粒 / 变色粒 / 碎粒', specification: '≤1% / 1% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '21-23%' },
      { parameter: '总灰分（干基）', specification: '≤4%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'urad-dal': {
    name: '黑吉豆瓣',
    variety: '去皮黑吉豆瓣（白色黑吉豆瓣）',
    origin: '中央邦、北方邦、马哈拉施特拉邦、安得拉邦（克里希纳、贡土尔）、拉贾斯坦邦',
    description:
      '白色黑吉豆瓣（urad dal）是去除黑色种皮后劈瓣的黑吉豆。其黏液质使伊德利和多萨米浆发得起来，也让麦杜瓦达（medu vada）外壳酥脆，同时它还是印度薄脆饼（papad）的基础原料。我们按豆瓣洁白干净、无黑皮斑点的标准分级。',
    grade: '色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '金奈 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '奶白色'],
      ['黑皮斑点', '≤0.5%'],
      ['杂质', '≤0.1%'],
      ['碎粒 / 小碎片', '≤2%'],
    ],
    varieties: [
      {
        name: '黑吉豆瓣（去皮）',
        attributes: [
          ['形态', '劈瓣，去皮'],
          ['颜色', '奶白色'],
        ],
      },
      {
        name: '带皮黑吉豆瓣（chilka）',
        attributes: [
          ['形态', '劈瓣，带皮'],
          ['颜色', '黑白相间'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '损伤粒 / 变色粒 / 碎粒', specification: '≤1% / 1% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '23-25%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'masoor-dal': {
    name: '红扁豆瓣',
    variety: '红扁豆瓣',
    origin: '中央邦、北方邦（本德尔康德）、比哈尔邦、西孟加拉邦',
    description:
      '红扁豆瓣（masoor dal）是去皮劈瓣的红扁豆，约 15 分钟即可煮成细滑的豆泥。它是孟加拉和比哈尔家庭的主食，也供应汤品和预制餐生产商。恒河平原的德西扁豆粒小，因此豆瓣更细、色泽更亮。',
    grade: '色选，纯度 99%，未抛光',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '加尔各答 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '橙红色'],
      ['杂质', '≤0.1%'],
      ['褐色（未去皮）籽粒', '≤0.5%'],
      ['碎粒 / 小碎片', '≤3%'],
    ],
    varieties: [
      {
        name: '红扁豆瓣（劈瓣）',
        attributes: [
          ['形态', '劈瓣，去皮'],
          ['颜色', '橙红色'],
        ],
      },
      {
        name: '去皮整粒红扁豆（malka）',
        attributes: [
          ['形态', '整粒，去皮'],
          ['颜色', '橙红色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '未去皮籽粒 / 碎粒', specification: '≤0.5% / 3%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '24-26%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'kabuli-chickpeas-12mm': {
    name: '卡布里鹰嘴豆 12 mm',
    variety: '卡布里鹰嘴豆（Kak-2 / JGK 1）',
    origin:
      '中央邦（印多尔、塔尔、卡尔贡），马哈拉施特拉邦（维达尔巴、马拉特瓦达），卡纳塔克邦，古吉拉特邦',
    description:
      '产自马尔瓦和维达尔巴的大粒奶油色卡布里鹰嘴豆，过 12 mm 筛并经两次抛光。土耳其、阿尔及利亚、阿联酋、斯里兰卡和欧洲的买家将其用于鹰嘴豆泥、咖喱鹰嘴豆（chole）、罐头和沙拉吧，这些用途看重颗粒均匀和皮薄。',
    grade: '12 mm（每盎司 42-44 粒），两次抛光，色选',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）/ 蒙德拉',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['粒径', '12 mm（12 mm 筛上物≥95%）'],
      ['粒数', '每盎司 42-44 粒'],
      ['纯度', '≥99%'],
      ['破瓣 / 破碎', '≤1%'],
      ['皱皮 / 未熟', '≤2%'],
      ['杂质', '≤0.1%'],
    ],
    varieties: [
      {
        name: 'Kak-2',
        attributes: [
          ['籽粒', '大粒，奶油米色'],
          ['用途', '罐头、鹰嘴豆泥'],
        ],
      },
      {
        name: 'JGK 1',
        attributes: [
          ['籽粒', '大粒，米色'],
          ['用途', '零售、沙拉吧'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '粒径分级 / 粒数', specification: '12 mm 以上≥95%；每盎司 42-44 粒' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '破瓣、皱皮及损伤粒', specification: 'Max 1% / 2% / 1%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '19-21%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'desi-chana': {
    name: '德西鹰嘴豆（黑鹰嘴豆）',
    variety: '整粒德西鹰嘴豆（JG 11 / JAKI 9218）',
    origin: '中央邦、马哈拉施特拉邦、拉贾斯坦邦、古吉拉特邦、卡纳塔克邦',
    description:
      '小粒、多棱角的褐色德西鹰嘴豆，占印度鹰嘴豆产量的大部分。买家整粒用于黑鹰嘴豆咖喱（kala chana）和发芽豆，海外的豆瓣加工厂和鹰嘴豆粉厂则将其作为原料采购。',
    grade: '机器清理，色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '浅褐色至深褐色'],
      ['杂质', '≤0.2%'],
      ['损伤粒 / 虫蛀粒', '≤1%'],
      ['破瓣 / 破碎', '≤1%'],
    ],
    varieties: [
      {
        name: 'JG 11',
        attributes: [
          ['籽粒', '大粒，浅褐色'],
          ['用途', '豆瓣加工'],
        ],
      },
      {
        name: 'JAKI 9218',
        attributes: [
          ['籽粒', '大粒，褐色'],
          ['用途', '整粒食用、发芽'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '损伤粒 / 虫蛀粒', specification: '≤1%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '18-20%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'green-moong-whole': {
    name: '整粒绿豆',
    variety: '绿豆，亮皮型及哑光型（IPM 02-3 / Virat）',
    origin:
      '拉贾斯坦邦（纳高尔、焦特布尔、阿杰梅尔），马哈拉施特拉邦，卡纳塔克邦，中央邦，奥迪沙邦',
    description:
      '整粒绿豆，用于发芽、绿豆咖喱和豆瓣加工。海湾地区、欧洲和东亚的发芽用途买家会先检测发芽率，因此我们将新季货物单独存放，并逐批报告发芽率。',
    grade: '色选，纯度 99%，发芽级',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['发芽率', '≥90%（发芽级）'],
      ['硬实粒', '≤2%'],
      ['杂质', '≤0.1%'],
      ['损伤粒 / 虫蛀粒', '≤1%'],
    ],
    varieties: [
      {
        name: '亮皮绿豆',
        attributes: [
          ['籽粒', '鲜绿色，有光泽'],
          ['用途', '零售、发芽'],
        ],
      },
      {
        name: '哑光绿豆',
        attributes: [
          ['籽粒', '哑光绿色'],
          ['用途', '豆瓣加工'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '发芽率', specification: '≥90%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '损伤粒 / 虫蛀粒', specification: '≤1%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'black-urad-whole': {
    name: '整粒黑吉豆',
    variety: '黑吉豆（整粒黑吉豆）',
    origin: '中央邦、北方邦、马哈拉施特拉邦、安得拉邦（克里希纳、贡土尔）、泰米尔纳德邦',
    description:
      '带皮整粒黑吉豆，用于慢炖黄油黑豆（dal makhani）和旁遮普黑豆糊（maa ki dal），豆瓣加工厂也用它生产白色黑吉豆瓣。我们提供印度中部雨季（kharif）作物的大粒特级货，以及安得拉沿海的冬季（rabi）黑吉豆。',
    grade: 'SQ（特级），色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '金奈 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '乌黑色'],
      ['杂质', '≤0.2%'],
      ['损伤粒 / 虫蛀粒', '≤1%'],
      ['未熟粒 / 干瘪粒', '≤2%'],
    ],
    varieties: [
      {
        name: 'SQ（特级）',
        attributes: [
          ['籽粒', '大粒，均匀'],
          ['用途', '零售、黄油黑豆'],
        ],
      },
      {
        name: 'FAQ（良好平均品质）',
        attributes: [
          ['籽粒', '大小混合'],
          ['用途', '豆瓣加工'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '损伤粒 / 未熟粒', specification: '≤1% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '22-24%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'urad-gota': {
    name: '黑吉豆去皮整粒',
    variety: '去皮整粒黑吉豆（白色）',
    origin: '中央邦、北方邦、安得拉邦（克里希纳、贡土尔）、泰米尔纳德邦',
    description:
      '黑吉豆去皮整粒（urad gota）是去除种皮但籽粒保持完整的黑吉豆。南印度厨师和米浆生产商更偏爱它而非豆瓣，因为它浸泡均匀，磨出的伊德利和多萨米浆更轻盈蓬松。',
    grade: '大粒，色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '10-15 天',
    port: '金奈',
    packSizes: ['500 g / 1 kg / 2 kg 零售包装', '25 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '奶白色'],
      ['黑皮斑点', '≤0.5%'],
      ['破瓣粒', '≤3%'],
      ['杂质', '≤0.1%'],
    ],
    varieties: [
      {
        name: '大粒去皮整粒',
        attributes: [
          ['籽粒', '大粒，均匀'],
          ['用途', '米浆厂、零售'],
        ],
      },
      {
        name: '中粒去皮整粒',
        attributes: [
          ['籽粒', '大小混合'],
          ['用途', '餐饮服务'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.1%' },
      { parameter: '破瓣粒 / 损伤粒', specification: '≤3% / 1%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'masoor-whole': {
    name: '整粒扁豆（褐扁豆）',
    variety: '小粒德西扁豆，整粒',
    origin: '中央邦、北方邦（本德尔康德）、比哈尔邦',
    description:
      '带种皮的小粒褐色德西扁豆，整粒烹煮即为整扁豆菜（sabut masoor），豆瓣加工厂也用它生产红扁豆瓣。小粒扁豆在慢炖中不易煮烂，味道比大粒绿扁豆更浓郁、更具泥土气息。',
    grade: '机器清理，色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '加尔各答 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 2 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['籽粒大小', '3-4 mm'],
      ['杂质', '≤0.2%'],
      ['损伤粒 / 虫蛀粒', '≤1%'],
    ],
    varieties: [
      {
        name: '德西扁豆（小粒）',
        attributes: [
          ['籽粒', '褐色，3-4 mm'],
          ['用途', '整粒食用、豆瓣加工'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '损伤粒 / 虫蛀粒', specification: '≤1%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'jammu-rajma': {
    name: '查谟芸豆',
    variety: '小粒红芸豆（帕德尔瓦型）',
    origin: '查谟和克什米尔（帕德尔瓦、多达、基什特瓦尔），喜马偕尔邦（金瑙尔）',
    description:
      '种植在杰纳布河谷梯田上的小粒深红色山地芸豆。它煮后绵软、皮薄，查谟芸豆配米饭（rajma-chawal）在海外北印度社群中拥有忠实拥趸，他们愿意为其支付高于进口红腰豆的溢价。',
    grade: '人工挑选，机器清理，纯度 99%',
    moisture: '≤14%',
    moq: '5 吨',
    leadTime: '20-25 天',
    port: '那瓦舍瓦（JNPT）/ 图格拉卡巴德内陆集装箱站（德里）',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '深红色'],
      ['杂质', '≤0.2%'],
      ['破碎 / 破瓣', '≤2%'],
      ['蒸煮时间（高压锅）', '浸泡后 20-25 分钟'],
    ],
    varieties: [
      {
        name: '帕德尔瓦芸豆',
        attributes: [
          ['籽粒', '小粒，深红色'],
          ['产区', '多达县'],
        ],
      },
      {
        name: '基什特瓦尔芸豆',
        attributes: [
          ['籽粒', '小粒，红褐紫色'],
          ['产区', '基什特瓦尔县'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '破碎粒 / 损伤粒', specification: '≤2% / 1%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'rajma-chitra': {
    name: '奇特拉芸豆',
    variety: '浅色花斑芸豆（奇特拉）',
    origin: '喜马偕尔邦、北阿坎德邦、查谟和克什米尔、马哈拉施特拉邦',
    description:
      '奇特拉（Chitra）芸豆为浅粉色带红色斑点的豆子，煮后呈均匀的褐色，口感绵密。它是旁遮普和德里家庭以及餐厅厨房首选的芸豆，我们按粒径分级供应，适合零售包装。',
    grade: '大粒，色选，纯度 99%',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（22 吨）',
    leadTime: '15-20 天',
    port: '那瓦舍瓦（JNPT）/ 蒙德拉',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '浅粉色带红色斑点'],
      ['杂质', '≤0.2%'],
      ['破碎 / 破瓣', '≤2%'],
      ['变色豆', '≤2%'],
    ],
    varieties: [
      {
        name: '奇特拉大粒',
        attributes: [
          ['籽粒', '大粒，带斑点'],
          ['用途', '零售包装'],
        ],
      },
      {
        name: '奇特拉中粒',
        attributes: [
          ['籽粒', '中粒，带斑点'],
          ['用途', '餐厅、餐饮服务'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '破碎粒 / 变色粒', specification: '≤2% / 2%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'black-eyed-beans-lobia': {
    name: '黑眼豆（Lobia）',
    variety: '豇豆（Vigna unguiculata），白色带黑色豆脐',
    origin: '拉贾斯坦邦、卡纳塔克邦、马哈拉施特拉邦、泰米尔纳德邦、古吉拉特邦',
    description:
      '奶白色带黑色豆脐的豇豆，在北印度做成马萨拉豇豆（lobia masala），在马哈拉施特拉邦做成豇豆咖喱（chawli usal），也用于许多中东和西非豆类菜肴。我们按粒径分级，并挑除污斑豆和破瓣豆。',
    grade: '大粒，色选，纯度 99%',
    moisture: '≤13%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 金奈',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '奶白色带黑色豆脐'],
      ['杂质', '≤0.2%'],
      ['污斑粒 / 变色粒', '≤2%'],
      ['破瓣 / 破碎', '≤2%'],
    ],
    varieties: [
      {
        name: '大粒黑眼豆',
        attributes: [
          ['籽粒', '大粒，肾形'],
          ['用途', '零售'],
        ],
      },
      {
        name: '小粒豇豆（chawli）',
        attributes: [
          ['籽粒', '小粒，白色'],
          ['用途', '乌萨尔（usal）、发芽'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '污斑粒 / 破瓣粒', specification: '≤2% / 2%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'horse-gram': {
    name: '硬皮豆（Kulthi）',
    variety: '硬皮豆（Macrotyloma uniflorum），褐色',
    origin: '卡纳塔克邦、安得拉邦、奥迪沙邦、泰米尔纳德邦',
    grade: '机器清理，纯度 98%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '15-20 天',
    port: '金奈',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
  },
  'moth-beans': {
    name: '乌头叶豇豆（Matki）',
    variety: '乌头叶豇豆 Vigna aconitifolia（RMO 40 / RMO 225）',
    origin: '拉贾斯坦邦（比卡内尔、丘鲁、焦特布尔、巴尔梅尔），古吉拉特邦，马哈拉施特拉邦',
    description:
      '乌头叶豇豆（moth）是产自塔尔沙漠的一种耐旱小粒豆，印度的大部分产量来自拉贾斯坦邦。它发芽后用于马哈拉施特拉邦的米萨尔（misal）和乌萨尔（usal）豆芽咖喱，磨成的乌头叶豇豆粉则赋予比卡内尔炸面条（Bikaneri bhujia）特有的脆劲。',
    grade: '机器清理，色选，纯度 99%',
    moisture: '≤12%',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '浅褐色至金褐色'],
      ['发芽率', '≥85%（发芽级）'],
      ['杂质', '≤0.2%'],
    ],
    varieties: [
      {
        name: 'RMO 40',
        attributes: [
          ['籽粒', '小粒，浅褐色'],
          ['备注', '早熟'],
        ],
      },
      {
        name: 'RMO 225',
        attributes: [
          ['籽粒', '小粒，金褐色'],
          ['备注', '耐旱'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '发芽率', specification: '≥85%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'yellow-peas': {
    name: '黄豌豆（Safed Matar）',
    variety: '干豌豆（Pisum sativum），整粒',
    origin: '北方邦（拉利特布尔、章西、贾劳恩），中央邦（萨加尔、贾巴尔普尔），比哈尔邦',
    description:
      '产自本德尔康德和印度中部冬季（rabi）作物的干豌豆，颜色从淡黄到奶白。整粒煮后用于豌豆咖喱（ragda）和恰特（chaat）小吃，烘烤后作零食，也可劈瓣制成豌豆瓣（matar dal）和豌豆粉。',
    grade: '机器清理，色选，纯度 99%',
    moisture: '≤13%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）/ 加尔各答',
    packSizes: ['1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '淡黄色至奶白色'],
      ['杂质', '≤0.2%'],
      ['褪色粒 / 损伤粒', '≤2%'],
      ['破瓣 / 破碎', '≤2%'],
    ],
    varieties: [
      {
        name: '白豌豆（safed matar）',
        attributes: [
          ['籽粒', '圆粒，光滑，奶油色'],
          ['用途', '豌豆咖喱（ragda）、零食'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13%' },
      { parameter: '杂质 / 夹杂物', specification: '≤0.2%' },
      { parameter: '损伤粒 / 破瓣粒', specification: '≤2% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '21-23%' },
      { parameter: '黄曲霉毒素总量（B1+B2+G1+G2）', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
}
