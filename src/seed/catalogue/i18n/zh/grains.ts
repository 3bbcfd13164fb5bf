import type { CatalogueTranslation } from '../types'

export const grains: CatalogueTranslation = {
  'basmati-1121': {
    name: '巴斯马蒂 1121',
    variety: '1121 蒸汽米 / 蒸谷米（Sella）',
    origin: '旁遮普邦、哈里亚纳邦、北方邦西部、查谟（卡图阿、桑巴）（巴斯马蒂地理标志产区）',
    description:
      '普萨巴斯马蒂 1121（Pusa Basmati 1121）是一种特长粒米，正是它让印度巴斯马蒂香米成为海湾地区制作印度香饭（biryani）、曼迪饭（mandi）和卡布萨饭（kabsa）的首选。我们以地理标志（GI）核定产区种植的雨季（kharif）稻谷为原料，陈化后再加工，以白色蒸汽米或金色、奶白、白色蒸谷米（Sella）形式发货。米饭煮熟后长度可达约 20 mm，且颗粒分明，因此餐饮企业和分装商会指名采购。',
    grade: '1121 蒸汽米 / 蒸谷米，平均粒长 8.35 mm，双重色选',
    moisture: '≤12.5%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 5 kg 零售袋', '10 kg / 20 kg 无纺布袋', '25 kg PP 编织袋', '50 kg 黄麻袋'],
    specifications: [
      ['平均粒长（生米）', '8.30-8.40 mm'],
      ['熟米平均长度', '19-21 mm'],
      ['蒸煮伸长比', '≥2.5'],
      ['碎米', '≤1%'],
      ['巴斯马蒂纯度', '≥95%'],
      ['陈化期', '6-12 个月'],
    ],
    varieties: [
      {
        name: '1121 蒸汽米',
        attributes: [
          ['颜色', '奶白色'],
          ['长度', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 金色蒸谷米',
        attributes: [
          ['颜色', '金黄色'],
          ['长度', '8.30-8.40 mm'],
        ],
      },
      {
        name: '1121 奶白蒸谷米',
        attributes: [
          ['颜色', '浅奶油色'],
          ['长度', '8.30-8.40 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12.5%' },
      { parameter: '平均粒长', specification: '8.35 mm（最低 8.30 mm）' },
      { parameter: '碎米 / 垩白粒 / 损伤粒', specification: '≤1% / 2% / 0.5%' },
      { parameter: '非巴斯马蒂混杂', specification: '≤5%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '三环唑残留', specification: '≤0.01 mg/kg（欧盟最大残留限量）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'basmati-1509': {
    name: '巴斯马蒂 1509',
    variety: '1509 蒸汽米 / 蒸谷米（Sella）',
    origin: '旁遮普邦、哈里亚纳邦、北方邦西部（巴斯马蒂地理标志产区）',
    description:
      '普萨巴斯马蒂 1509 生育期约 120 天，米粒长度接近 1121，价格却更低。沙特阿拉伯、伊拉克和伊朗的进口商将其作为高性价比的特长粒巴斯马蒂采购；由于碾米品质好，它也深受自有品牌消费包装的青睐。',
    grade: '1509 蒸汽米 / 蒸谷米，平均粒长 8.20 mm，色选',
    moisture: '≤12.5%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 5 kg 零售袋', '10 kg 无纺布袋', '25 kg / 50 kg PP 编织袋'],
    specifications: [
      ['平均粒长（生米）', '8.15-8.25 mm'],
      ['熟米平均长度', '18-20 mm'],
      ['碎米', '≤2%'],
      ['巴斯马蒂纯度', '≥95%'],
      ['损伤粒 / 变色粒', '≤0.5%'],
    ],
    varieties: [
      {
        name: '1509 蒸汽米',
        attributes: [
          ['颜色', '奶白色'],
          ['长度', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 金色蒸谷米',
        attributes: [
          ['颜色', '金黄色'],
          ['长度', '8.15-8.25 mm'],
        ],
      },
      {
        name: '1509 白色蒸谷米',
        attributes: [
          ['颜色', '米白色'],
          ['长度', '8.15-8.25 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12.5%' },
      { parameter: '平均粒长', specification: '8.20 mm（最低 8.15 mm）' },
      { parameter: '碎米', specification: '≤2%' },
      { parameter: '非巴斯马蒂混杂', specification: '≤5%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'basmati-1401': {
    name: '巴斯马蒂 1401',
    variety: '普萨巴斯马蒂 6 号（1401）蒸汽米 / 蒸谷米',
    origin: '旁遮普邦、哈里亚纳邦、北方邦西部（巴斯马蒂地理标志产区）',
    description:
      '普萨巴斯马蒂 1401（PB 6）米粒细长、饱满匀称，香气浓郁，垩白极少。其长度介于普萨与 1121 之间，英国和欧洲的分装商采购它，看中的是传统风格的食用品质和稳定的供应。',
    grade: '1401 蒸汽米 / 蒸谷米，平均粒长 7.50 mm，色选',
    moisture: '≤12.5%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 5 kg 零售袋', '20 kg 无纺布袋', '25 kg PP 编织袋'],
    specifications: [
      ['平均粒长（生米）', '7.40-7.60 mm'],
      ['熟米平均长度', '15-17 mm'],
      ['碎米', '≤2%'],
      ['垩白粒', '≤1%'],
      ['巴斯马蒂纯度', '≥95%'],
    ],
    varieties: [
      {
        name: '1401 蒸汽米',
        attributes: [
          ['颜色', '奶白色'],
          ['长度', '7.40-7.60 mm'],
        ],
      },
      {
        name: '1401 蒸谷米',
        attributes: [
          ['颜色', '浅金色'],
          ['长度', '7.40-7.60 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12.5%' },
      { parameter: '平均粒长', specification: '7.50 mm（最低 7.40 mm）' },
      { parameter: '碎米 / 垩白粒', specification: '≤2% / 1%' },
      { parameter: '非巴斯马蒂混杂', specification: '≤5%' },
      { parameter: '三环唑残留', specification: '≤0.01 mg/kg（欧盟最大残留限量）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'pusa-basmati': {
    name: '普萨巴斯马蒂',
    variety: '普萨巴斯马蒂 1 号（PB 1）蒸汽米 / 蒸谷米',
    origin: '哈里亚纳邦、旁遮普邦、北方邦西部、北阿坎德邦（巴斯马蒂地理标志产区）',
    description:
      '普萨巴斯马蒂 1 号是第一个高产半矮秆巴斯马蒂品种，至今仍是印度巴斯马蒂中经济实惠的入门等级。海湾地区和非洲的餐馆及批发买家在想要正宗巴斯马蒂香气、又希望价格比 1121 更低时选用它。',
    grade: '普萨蒸汽米 / 蒸谷米，平均粒长 7.10 mm，色选',
    moisture: '≤12.5%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '蒙德拉 / 坎德拉',
    packSizes: ['5 kg 零售袋', '25 kg PP 编织袋', '50 kg 黄麻袋'],
    specifications: [
      ['平均粒长（生米）', '7.00-7.20 mm'],
      ['碎米', '≤2%'],
      ['损伤粒 / 变色粒', '≤1%'],
      ['巴斯马蒂纯度', '≥95%'],
    ],
    varieties: [
      {
        name: '普萨蒸汽米',
        attributes: [
          ['颜色', '奶白色'],
          ['长度', '7.00-7.20 mm'],
        ],
      },
      {
        name: '普萨金色蒸谷米',
        attributes: [
          ['颜色', '金黄色'],
          ['长度', '7.00-7.20 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12.5%' },
      { parameter: '平均粒长', specification: '7.10 mm（最低 7.00 mm）' },
      { parameter: '碎米', specification: '≤2%' },
      { parameter: '非巴斯马蒂混杂', specification: '≤5%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'traditional-basmati': {
    name: '传统巴斯马蒂',
    variety: '塔拉奥里（HBC 19）/ 巴斯马蒂 386 / 巴斯马蒂 370',
    origin:
      '哈里亚纳邦（卡尔纳尔、凯塔尔、库鲁克舍特拉），旁遮普邦（阿姆利则、古尔达斯普尔），查谟（R.S. 普拉）',
    description:
      '传统高秆巴斯马蒂品种产量低，但香气最为浓郁，口感最为松软。我们从卡尔纳尔—凯塔尔产区和 R.S. 普拉收购稻谷，将大米陈化 12 至 18 个月，供应给标签上承诺“传统巴斯马蒂”的英国和欧洲品牌。',
    grade: '传统蒸汽米，平均粒长 7.00 mm，陈化 12-18 个月，色选',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（22 吨）',
    leadTime: '20-25 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['1 kg / 2 kg 真空包装', '5 kg / 10 kg 零售袋', '20 kg PP 编织袋'],
    specifications: [
      ['平均粒长（生米）', '6.90-7.10 mm'],
      ['熟米平均长度', '13-14 mm'],
      ['碎米', '≤1%'],
      ['巴斯马蒂纯度', '≥95%'],
      ['陈化期', '12-18 个月'],
    ],
    varieties: [
      {
        name: '塔拉奥里（HBC 19）',
        attributes: [
          ['长度', '7.00 mm'],
          ['备注', '卡尔纳尔 / 凯塔尔稻谷'],
        ],
      },
      {
        name: '巴斯马蒂 386',
        attributes: [
          ['长度', '7.00 mm'],
          ['备注', '香气浓郁，口感松软'],
        ],
      },
      {
        name: '巴斯马蒂 370',
        attributes: [
          ['长度', '6.80 mm'],
          ['备注', '查谟 R.S. 普拉'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '平均粒长', specification: '7.00 mm（最低 6.90 mm）' },
      { parameter: '碎米', specification: '≤1%' },
      { parameter: '非巴斯马蒂混杂', specification: '≤5%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '三环唑残留', specification: '≤0.01 mg/kg（欧盟最大残留限量）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sugandha-rice': {
    name: '苏甘达香米',
    variety: '普萨苏甘达 5 号（PS 5）金色 / 奶白蒸谷米',
    origin: '哈里亚纳邦、旁遮普邦、北方邦西部',
    description:
      '苏甘达（Sugandha）是一种长粒香型非巴斯马蒂大米，与巴斯马蒂一同种植于印度西北部平原。它以蒸谷米（Sella）形式销往伊拉克、也门和东非等价格敏感型市场，满足当地想要长粒和一定香味、又不愿支付巴斯马蒂溢价的需求。',
    grade: '金色 / 奶白蒸谷米，平均粒长 7.90 mm，碎米 2%',
    moisture: '≤13%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 坎德拉',
    packSizes: ['5 kg 零售袋', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['平均粒长（生米）', '7.80-8.00 mm'],
      ['碎米', '≤2%'],
      ['损伤粒 / 变色粒', '≤1%'],
      ['稻谷粒', '每公斤≤5 粒'],
    ],
    varieties: [
      {
        name: '苏甘达金色蒸谷米',
        attributes: [
          ['颜色', '金黄色'],
          ['长度', '7.80-8.00 mm'],
        ],
      },
      {
        name: '苏甘达奶白蒸谷米',
        attributes: [
          ['颜色', '浅奶油色'],
          ['长度', '7.80-8.00 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13%' },
      { parameter: '平均粒长', specification: '7.90 mm（最低 7.80 mm）' },
      { parameter: '碎米', specification: '≤2%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sona-masoori-rice': {
    name: '索纳马苏里米',
    variety: 'BPT 5204（桑巴马苏里），生米 / 蒸汽米',
    origin: '安得拉邦、特伦甘纳邦、卡纳塔克邦（赖久尔、科帕尔、巴拉里）',
    description:
      '索纳马苏里（Sona Masoori）是南印度家庭日常食用的中粒米，种植于克里希纳河—戈达瓦里河及栋格珀德拉河灌区。它口感清爽，煮后松软，在美国、英国、海湾地区和新加坡的南印度社群中销路很好。我们在碾米前将其陈化六个月以上，使米饭盛盘后颗粒分明。',
    grade: '生米 / 蒸汽米，碎米≤5%，双重抛光，色选',
    moisture: '≤13%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '卡基纳达 / 金奈 / 克里希纳帕特南',
    packSizes: ['5 kg / 10 kg 零售袋', '20 kg 无纺布袋', '25 kg PP 编织袋'],
    specifications: [
      ['平均粒长', '5.0-5.2 mm'],
      ['碎米', '≤5%'],
      ['垩白粒', '≤2%'],
      ['抛光', '双重抛光（丝光）'],
      ['陈化期', '6-12 个月'],
    ],
    varieties: [
      {
        name: 'BPT 5204 生米',
        attributes: [
          ['颜色', '亮白色'],
          ['长度', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'BPT 5204 蒸汽米',
        attributes: [
          ['颜色', '米白色'],
          ['长度', '5.0-5.2 mm'],
        ],
      },
      {
        name: 'RNR 15048（特伦甘纳索纳）',
        attributes: [
          ['颜色', '白色'],
          ['长度', '4.9-5.1 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13%' },
      { parameter: '平均粒长', specification: '≥5.0 mm' },
      { parameter: '碎米 / 垩白粒', specification: '≤5% / 2%' },
      { parameter: '杂质 / 稻谷粒', specification: '≤0.1% / 每公斤 5 粒' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'ir-64-parboiled-rice': {
    name: 'IR 64 蒸谷米',
    variety: 'IR 64 长粒米，蒸谷',
    origin: '安得拉邦（东戈达瓦里、西戈达瓦里）、特伦甘纳邦、恰蒂斯加尔邦、奥迪沙邦',
    description:
      'IR 64 蒸谷米是印度大量出口到西非、海湾地区和孟加拉国的长粒米。稻谷在干燥和碾米前先经蒸煮，使淀粉定型，因此碾米时碎米更少，在湿热仓库中耐储存，大锅烹煮时也能保持米粒完整。',
    grade: '长粒蒸谷米，碎米 5%，色选',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '卡基纳达 / 维沙卡帕特南',
    packSizes: ['5 kg / 10 kg 零售袋', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['平均粒长', '6.0-6.2 mm'],
      ['碎米', '≤5%'],
      ['损伤粒 / 黄粒', '≤1%'],
      ['红粒 / 红线米', '≤2%'],
      ['稻谷粒', '每公斤≤10 粒'],
    ],
    varieties: [
      {
        name: 'IR 64 蒸谷米，碎米 5%',
        attributes: [
          ['颜色', '浅金色'],
          ['用途', '零售及餐饮'],
        ],
      },
      {
        name: 'IR 64 蒸谷米，碎米 25%',
        attributes: [
          ['颜色', '浅金色'],
          ['用途', '团餐及机构采购'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '碎米', specification: '≤5%' },
      { parameter: '损伤粒 / 红线米', specification: '≤1% / 2%' },
      { parameter: '杂质 / 稻谷粒', specification: '≤0.1% / 每公斤 10 粒' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'ir-36-rice': {
    name: 'IR 36 白米',
    variety: 'IR 36 长粒米，生白米',
    origin: '恰蒂斯加尔邦、奥迪沙邦、安得拉邦、西孟加拉邦',
    description:
      'IR 36 是产自印度东部稻米主产区的一种耐性强、成本低的长粒米。西非和中东的进口商将其用于拼配和团餐，面粉厂则用它生产米粉和面糊预拌粉。',
    grade: '长粒白米，碎米 5% / 25%，色选',
    moisture: '≤13.5%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '维沙卡帕特南 / 卡基纳达',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['平均粒长', '5.9-6.1 mm'],
      ['碎米', '≤5%（或 25% 等级）'],
      ['垩白粒', '≤5%'],
      ['损伤粒 / 变色粒', '≤1.5%'],
    ],
    varieties: [
      {
        name: 'IR 36 白米，碎米 5%',
        attributes: [
          ['颜色', '白色'],
          ['用途', '零售分装'],
        ],
      },
      {
        name: 'IR 36 白米，碎米 25%',
        attributes: [
          ['颜色', '白色'],
          ['用途', '拼配、米粉'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13.5%' },
      { parameter: '碎米 / 垩白粒', specification: '≤5% / 5%' },
      { parameter: '杂质', specification: '≤0.2%' },
      { parameter: '黄曲霉毒素总量', specification: '≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'ponni-boiled-rice': {
    name: '蓬尼蒸谷米',
    variety: '蓬尼（Ponni），中粒，蒸谷',
    origin: '泰米尔纳德邦（坦贾武尔、蒂鲁瓦鲁尔、纳加帕蒂纳姆），卡纳塔克邦（曼迪亚、迈索尔）',
    description:
      '蓬尼（Ponni）是高韦里河三角洲的主食大米，以泰米尔传统方法蒸煮加工，煮后松软而不失形，适合搭配桑巴汤（sambar）和拉桑汤（rasam）。新加坡、马来西亚、斯里兰卡和海湾地区的泰米尔社群将其作为日常主食采购，短粒的伊德利（idli）米则用于制作米浆。',
    grade: '蒸谷米，碎米 5%，色选',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '金奈 / 杜蒂戈林（V.O. 奇丹巴拉纳尔港）',
    packSizes: ['5 kg / 10 kg 零售袋', '25 kg PP 编织袋'],
    specifications: [
      ['平均粒长', '5.0-5.3 mm'],
      ['碎米', '≤5%'],
      ['变色粒', '≤1%'],
      ['稻谷粒', '每公斤≤5 粒'],
    ],
    varieties: [
      {
        name: '蓬尼蒸谷米',
        attributes: [
          ['颜色', '浅琥珀色'],
          ['用途', '日常主食'],
        ],
      },
      {
        name: '蓬尼伊德利米',
        attributes: [
          ['颜色', '浅琥珀色'],
          ['用途', '伊德利 / 多萨米浆'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '碎米', specification: '≤5%' },
      { parameter: '杂质 / 稻谷粒', specification: '≤0.1% / 每公斤 5 粒' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'kerala-matta-rice': {
    name: '喀拉拉马塔米',
    variety: '帕拉卡丹马塔（玫瑰马塔），蒸谷',
    origin: '喀拉拉邦（帕拉卡德），卡纳塔克邦沿海（南卡纳达、乌杜皮）',
    description:
      '马塔米（Matta）是产自帕拉卡德平原的大粒红果皮稻米（以“帕拉卡丹马塔”注册地理标志），经蒸谷处理后仅轻度抛光，保留红色米糠。它带有泥土般的风味，口感紧实有嚼劲，主要买家是海湾地区、英国和美国的喀拉拉社群。',
    grade: '蒸谷米，大粒，部分抛光，碎米 5%',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '科钦（Kochi）',
    packSizes: ['5 kg / 10 kg 零售袋', '25 kg PP 编织袋'],
    specifications: [
      ['米粒颜色', '保留红色果皮'],
      ['长宽比', '2.0-2.5（大粒）'],
      ['碎米', '≤5%'],
      ['抛光', '单次部分抛光（保留米糠）'],
    ],
    varieties: [
      {
        name: '马塔长粒米（Jyothi）',
        attributes: [
          ['粒型', '长大粒'],
          ['颜色', '红色'],
        ],
      },
      {
        name: '圆粒马塔（Unda）',
        attributes: [
          ['粒型', '圆大粒'],
          ['颜色', '深红色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '碎米', specification: '≤5%' },
      { parameter: '杂质', specification: '≤0.1%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'kolam-rice': {
    name: '科拉姆米',
    variety: '瓦达科拉姆 / HMT，生米',
    origin: '马哈拉施特拉邦（帕尔加尔、塔纳），特伦甘纳邦，中央邦（巴拉加特）',
    description:
      '科拉姆（Kolam）是一种短而细长、煮后软糯的大米，是马哈拉施特拉邦和古吉拉特邦的日常主食，比巴斯马蒂更清淡，价格也更低。帕尔加尔县出产的瓦达科拉姆（Wada Kolam）是优质品种，米粒小而半透明，适合做豆糊配米饭（dal-chawal）和印式杂豆粥（khichdi）。',
    grade: '生米，碎米≤2%，色选',
    moisture: '≤13%',
    packSizes: ['5 kg / 10 kg 零售袋', '25 kg PP 编织袋'],
    specifications: [
      ['平均粒长', '4.8-5.2 mm'],
      ['碎米', '≤2%'],
      ['垩白粒', '≤2%'],
      ['陈化期', '6-12 个月'],
    ],
    varieties: [
      {
        name: '瓦达科拉姆',
        attributes: [
          ['颜色', '半透明白色'],
          ['备注', '马哈拉施特拉邦帕尔加尔'],
        ],
      },
      {
        name: 'HMT 科拉姆',
        attributes: [
          ['颜色', '白色'],
          ['备注', '维达尔巴和特伦甘纳'],
        ],
      },
      {
        name: '杰希里拉姆（Jai Shriram）',
        attributes: [
          ['颜色', '白色'],
          ['备注', '细长粒'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤13%' },
      { parameter: '碎米 / 垩白粒', specification: '≤2% / 2%' },
      { parameter: '杂质', specification: '≤0.1%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'broken-rice-100': {
    name: '100% 碎米',
    variety: '非巴斯马蒂白碎米（IR 64 / 索纳马苏里）',
    origin: '安得拉邦、特伦甘纳邦、恰蒂斯加尔邦、旁遮普邦',
    description:
      '在长粒和中粒非巴斯马蒂大米碾制过程中，经长度分级机分离出的碎米。这些碎米供应米粉厂、啤酒厂、酿酒厂以及宠物食品和饲料生产商。每份合同都会对照装运日有效的印度外贸总局（DGFT）碎米出口政策进行核查。',
    grade: '100% 碎米，色选',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（26 吨）',
    leadTime: '10-15 天',
    port: '卡基纳达 / 维沙卡帕特南 / 坎德拉',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋'],
    specifications: [
      ['碎米大小', '整粒的 1/4 至 3/4'],
      ['整粒米', '≤5%'],
      ['垩白粒', '≤7%'],
      ['杂质', '≤0.5%'],
    ],
    varieties: [
      {
        name: '白碎米（生米）',
        attributes: [['用途', '米粉、酿造']],
      },
      {
        name: '蒸谷碎米',
        attributes: [['用途', '饲料、宠物食品']],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '整粒 / 垩白粒', specification: '≤5% / 7%' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '黄曲霉毒素总量', specification: '≤10 µg/kg' },
    ],
  },
  'wheat-sharbati': {
    name: '小麦',
    variety: '沙尔巴蒂（中央邦）',
    origin: '中央邦（塞霍尔、维迪沙、赖森、纳尔马达布勒姆）',
    description:
      '沙尔巴蒂（Sharbati）是一种粒大、金黄、有光泽的小麦，种植于中央邦中部的黑土上，大多仅有限灌溉，因此略带甜味，做成的恰巴提薄饼松软。海外的南亚面粉品牌愿意溢价采购它作为阿塔（atta）面粉用麦。装运合同以当时有效的印度外贸总局（DGFT）小麦出口政策为准。',
    grade: '制粉级，大粒，机器清理分级',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '15-20 天',
    port: '坎德拉 / 蒙德拉',
    packSizes: ['25 kg / 50 kg PP 编织袋', '1 吨吨袋', '集装箱内衬散装'],
    specifications: [
      ['蛋白质（干基）', '11-12.5%'],
      ['容重', '≥78 kg/hl'],
      ['千粒重', '45-50 g'],
      ['降落数值', '≥300 s'],
      ['杂质', '≤0.5%'],
      ['损伤粒 / 干瘪粒', '≤2%'],
    ],
    varieties: [
      {
        name: '塞霍尔沙尔巴蒂',
        attributes: [
          ['颜色', '金琥珀色'],
          ['粒型', '大粒，有光泽'],
        ],
      },
      {
        name: 'C 306',
        attributes: [
          ['颜色', '琥珀色'],
          ['粒型', '传统雨养恰巴提用麦'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '蛋白质（N × 5.7，干基）', specification: '11-12.5%' },
      { parameter: '容重', specification: '≥78 kg/hl' },
      { parameter: '降落数值', specification: '≥300 s' },
      { parameter: '杂质 / 损伤粒', specification: '≤0.5% / 2%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'wheat-lokwan': {
    name: '洛克万小麦',
    variety: 'Lok-1（洛克万）',
    origin: '中央邦（马尔瓦），古吉拉特邦（索拉什特拉），马哈拉施特拉邦（维达尔巴）',
    description:
      '洛克万（Lokwan）是产自马尔瓦、索拉什特拉和维达尔巴的中大粒、琥珀色高产面包小麦。它是恰巴提阿塔面粉拼配和粗粒小麦粉（suji）的主力原料，价格低于沙尔巴蒂。装运合同以当时有效的印度外贸总局（DGFT）小麦出口政策为准。',
    grade: '制粉级，中大粒，机器清理',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '15-20 天',
    port: '坎德拉 / 蒙德拉',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋', '集装箱内衬散装'],
    specifications: [
      ['蛋白质（干基）', '10.5-11.5%'],
      ['容重', '≥77 kg/hl'],
      ['降落数值', '≥280 s'],
      ['杂质', '≤0.75%'],
      ['损伤粒 / 干瘪粒', '≤3%'],
    ],
    varieties: [
      {
        name: 'Lok-1',
        attributes: [
          ['颜色', '琥珀色'],
          ['粒型', '中大粒'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '蛋白质（N × 5.7，干基）', specification: '10.5-11.5%' },
      { parameter: '容重', specification: '≥77 kg/hl' },
      { parameter: '降落数值', specification: '≥280 s' },
      { parameter: '杂质 / 损伤粒', specification: '≤0.75% / 3%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'durum-wheat': {
    name: '杜兰小麦',
    variety: '硬粒小麦 Triticum durum（HI 8498 / HI 8759）',
    origin: '中央邦（印多尔、乌贾因、德瓦斯、塔尔），拉贾斯坦邦（科塔、巴兰），古吉拉特邦',
    description:
      '产自马尔瓦高原的硬质琥珀色杜兰小麦，在干燥的冬季（rabi）种植，蛋白质和黄色素含量高。意大利面生产商、古斯米（couscous）工厂和粗粒粉厂在看重颜色和蒸煮耐煮性时选用它。装运合同以当时有效的印度外贸总局（DGFT）小麦出口政策为准。',
    grade: '硬质琥珀色杜兰小麦，角质粒率≥80%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '15-20 天',
    port: '坎德拉 / 蒙德拉',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋', '集装箱内衬散装'],
    specifications: [
      ['蛋白质（干基）', '12-13.5%'],
      ['角质粒率', '≥80%'],
      ['容重', '≥80 kg/hl'],
      ['降落数值', '≥300 s'],
      ['杂质', '≤0.5%'],
    ],
    varieties: [
      {
        name: 'HI 8498（Malav Shakti）',
        attributes: [
          ['颜色', '琥珀色'],
          ['用途', '意大利面、粗粒粉'],
        ],
      },
      {
        name: 'HI 8759（Pusa Tejas）',
        attributes: [
          ['颜色', '琥珀色'],
          ['用途', '意大利面，高黄色素'],
        ],
      },
      {
        name: 'HI 8737（Pusa Anmol）',
        attributes: [
          ['颜色', '琥珀色'],
          ['用途', '粗粒粉、古斯米'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '蛋白质（N × 5.7，干基）', specification: '12-13.5%' },
      { parameter: '角质粒率', specification: '≥80%' },
      { parameter: '容重', specification: '≥80 kg/hl' },
      { parameter: '降落数值', specification: '≥300 s' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'yellow-maize': {
    name: '黄玉米',
    variety: '杂交黄玉米，马齿型 / 半硬粒型',
    origin: '卡纳塔克邦（达万格雷、哈维里）、特伦甘纳邦、安得拉邦、比哈尔邦、马哈拉施特拉邦',
    description:
      '饲料级黄玉米，供应越南、马来西亚、孟加拉国、尼泊尔和海湾地区的家禽饲料厂和配合饲料厂。印度不允许种植转基因玉米，因此每批货按原产地即为非转基因。我们在雨季（kharif）和冬季（rabi）两季收获后均可发货。',
    grade: '饲料级，机器清理，非转基因',
    moisture: '≤14%',
    moq: '1 个 20 英尺整柜（26 吨）',
    leadTime: '10-15 天',
    port: '卡基纳达 / 维沙卡帕特南 / 金奈',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋', '散装（件杂货船）'],
    specifications: [
      ['碎米', '≤3%'],
      ['损伤粒', '≤3%（热损伤粒≤1%）'],
      ['杂质', '≤1%'],
      ['蛋白质（干基）', '8-9%'],
      ['黄曲霉毒素总量', '≤20 ppb'],
    ],
    varieties: [
      {
        name: '雨季作物（kharif）',
        attributes: [
          ['收获期', '10-12 月'],
          ['颜色', '橙黄色'],
        ],
      },
      {
        name: '冬季作物（rabi）',
        attributes: [
          ['收获期', '3-5 月'],
          ['颜色', '黄色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤14%' },
      { parameter: '破碎粒 / 损伤粒 / 杂质', specification: '≤3% / 3% / 1%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '8-9%' },
      { parameter: '黄曲霉毒素总量', specification: '≤20 µg/kg（饲料用途）' },
      { parameter: '伏马毒素 B1 + B2', specification: '≤4,000 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sorghum-jowar': {
    name: '高粱（Jowar）',
    variety: '马尔丹迪 M 35-1（冬季白高粱）',
    origin:
      '马哈拉施特拉邦（索拉普尔、浦那、艾哈迈德讷格尔），卡纳塔克邦（维贾亚普拉、卡拉布拉吉），特伦甘纳邦',
    description:
      '珍珠白色的冬季（rabi）高粱，利用德干黑土中的残余水分种植。在海外，它被用于无麸质面粉、巴克里（bhakri）和罗提饼预拌粉、膨化零食及健康食品系列，雨季（kharif）杂交高粱则作为饲料供应。',
    grade: '白色，大粒，色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['颜色', '珍珠白'],
      ['单宁', '<0.3%（无单宁型）'],
      ['纯度', '≥99%'],
      ['杂质', '≤0.5%'],
      ['损伤粒 / 变色粒', '≤2%'],
    ],
    varieties: [
      {
        name: '马尔丹迪（M 35-1）',
        attributes: [
          ['季节', '冬季（rabi）'],
          ['颜色', '珍珠白'],
          ['用途', '面粉、罗提饼'],
        ],
      },
      {
        name: 'CSH 杂交种',
        attributes: [
          ['季节', '雨季（kharif）'],
          ['颜色', '白色至奶油色'],
          ['用途', '饲料、淀粉'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '单宁', specification: '≤0.3%' },
      { parameter: '杂质 / 损伤粒', specification: '≤0.5% / 2%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '9-11%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'pearl-millet-bajra': {
    name: '珍珠粟',
    variety: '珍珠粟（Bajra）',
    origin:
      '拉贾斯坦邦（斋浦尔、阿尔瓦尔、巴尔梅尔），古吉拉特邦（巴纳斯坎塔），哈里亚纳邦，北方邦（阿格拉）',
    description:
      '印度的珍珠粟产量居世界首位，大部分以雨养方式种植于拉贾斯坦邦、古吉拉特邦和哈里亚纳邦。这种灰绿色谷粒被磨成珍珠粟罗提饼面粉，或用于粥类和无麸质拼配粉，清理后的货物也供应鸟食包装商。可按要求提供铁生物强化品种丹沙克提（Dhanshakti）。',
    grade: '色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '蒙德拉 / 坎德拉',
    packSizes: ['1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '灰绿色'],
      ['杂质', '≤0.5%'],
      ['损伤粒', '≤1%'],
      ['蛋白质（干基）', '10-12%'],
    ],
    varieties: [
      {
        name: '杂交珍珠粟',
        attributes: [
          ['颜色', '灰绿色'],
          ['用途', '制粉'],
        ],
      },
      {
        name: 'Dhanshakti（ICTP 8203-Fe）',
        attributes: [
          ['颜色', '石板灰'],
          ['用途', '铁生物强化面粉'],
        ],
      },
      {
        name: '本地珍珠粟',
        attributes: [
          ['颜色', '灰色'],
          ['用途', '鸟食、小粒谷物拼配'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 损伤粒', specification: '≤0.5% / 1%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '10-12%' },
      { parameter: '总灰分（干基）', specification: '≤2.5%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'finger-millet-ragi': {
    name: '龙爪稷（Ragi）',
    variety: '褐色龙爪稷（GPU 28 / ML 365）',
    origin:
      '卡纳塔克邦（图姆库尔、哈桑、曼迪亚），泰米尔纳德邦（克里希纳吉里、达尔马布里），北阿坎德邦',
    description:
      '卡纳塔克邦的龙爪稷（ragi）产量占印度一半以上。这种红褐色小粒杂粮以富含钙著称，买家将其用于龙爪稷麦芽饮品、粥类和婴幼儿辅食，以及无麸质面粉和烘焙。',
    grade: '色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '10-15 天',
    port: '金奈',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99%'],
      ['颜色', '红褐色'],
      ['钙（典型值）', '330-360 mg/100 g'],
      ['杂质', '≤0.5%'],
      ['未熟粒 / 干瘪粒', '≤1%'],
    ],
    varieties: [
      {
        name: 'GPU 28',
        attributes: [
          ['颜色', '铜褐色'],
          ['备注', '抗稻瘟病，卡纳塔克邦'],
        ],
      },
      {
        name: 'ML 365',
        attributes: [
          ['颜色', '褐色'],
          ['备注', '雨养，卡纳塔克邦和泰米尔纳德邦'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 未熟粒', specification: '≤0.5% / 1%' },
      { parameter: '钙', specification: '330-360 mg/100 g（典型值）' },
      { parameter: '总灰分（干基）', specification: '≤3%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'foxtail-millet': {
    name: '谷子（粟）',
    variety: 'Korra / Navane（粟，Setaria italica）',
    origin: '安得拉邦（阿南塔普尔、库尔努尔），卡纳塔克邦（奇特拉杜尔加、图姆库尔），特伦甘纳邦',
    description:
      '谷子（粟）是一种淡黄色小粒谷物，产自干旱的拉亚拉锡马和卡纳塔克邦中部高地。我们以原粮形式出口，供脱壳、发芽和高端鸟食使用；脱壳后的小米因归入税目 1104，需另行报价。',
    grade: '原粮（未脱壳），色选，纯度 99%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（24 吨）',
    leadTime: '15-20 天',
    port: '金奈 / 克里希纳帕特南',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['形态', '整粒，未脱壳'],
      ['纯度', '≥99%'],
      ['颜色', '淡黄色'],
      ['其他杂粮混杂', '≤1%'],
    ],
    varieties: [
      {
        name: '黄谷子',
        attributes: [
          ['颜色', '淡黄色'],
          ['用途', '脱壳、鸟食'],
        ],
      },
      {
        name: '红谷子',
        attributes: [
          ['颜色', '偏红色'],
          ['用途', '发芽、特色面粉'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 异种粮粒', specification: '≤0.5% / 1%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'little-millet': {
    name: '细柄黍',
    variety: 'Kutki / Samai（细柄黍，Panicum sumatrense）',
    origin:
      '中央邦（丁多里、曼德拉），恰蒂斯加尔邦（巴斯塔尔），奥迪沙邦（科拉普特），泰米尔纳德邦（贾瓦杜山）',
    description:
      '细柄黍（little millet）由印度中部和东部山区的部落农民种植，通常不使用化学投入品，因此便于提供有机认证货物。它以原粮形式发货，脱壳后制成小米，用于乌普玛（upma）、蓬格尔（pongal）和米饭替代品。',
    grade: '原粮（未脱壳），机器清理，纯度 98.5%',
    moisture: '≤12%',
    moq: '10 吨',
    leadTime: '20-25 天',
    port: '那瓦舍瓦（JNPT）/ 维沙卡帕特南',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['形态', '整粒，未脱壳'],
      ['纯度', '≥98.5%'],
      ['颜色', '浅灰褐色'],
      ['杂质', '≤0.5%'],
    ],
    varieties: [
      {
        name: 'Kutki（库特基）',
        attributes: [['产区', '中央邦、恰蒂斯加尔邦']],
      },
      {
        name: 'Samai（萨麦）',
        attributes: [['产区', '泰米尔纳德邦']],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质 / 异种粮粒', specification: '≤0.5% / 1%' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'kodo-millet': {
    name: '科多黍',
    variety: 'Kodo / Varagu（圆果雀稗，Paspalum scrobiculatum）',
    description:
      '科多黍（kodo）是一种耐逆、耐旱的杂粮，外壳厚，传统上作为备荒储粮存放多年。我们发运清理后的原粮，供脱壳制成瓦拉古米（varagu），并对每批货检测环匹阿尼酸——储存不当的谷物中引起科多黍中毒的正是这种真菌毒素。',
    moisture: '≤12%',
    moq: '10 吨',
    leadTime: '20-25 天',
    port: '那瓦舍瓦（JNPT）/ 金奈',
    specifications: [
      ['形态', '整粒，未脱壳'],
      ['纯度', '≥98.5%'],
      ['颜色', '深褐色外壳'],
      ['杂质', '≤0.5%'],
    ],
    varieties: [
      {
        name: '科多黍（Kodo）',
        attributes: [['产区', '中央邦、恰蒂斯加尔邦']],
      },
      {
        name: 'Varagu（瓦拉古）',
        attributes: [['产区', '泰米尔纳德邦']],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '环匹阿尼酸', specification: '未检出（定量限 10 µg/kg）' },
      { parameter: '黄曲霉毒素 B1 / 总量', specification: '≤2 / 4 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'barnyard-millet': {
    name: '稗子（湿地稗）',
    variety: 'Jhangora / Sanwa（湿地稗，Echinochloa frumentacea）',
    origin: '北阿坎德邦（德赫里、包里、杰莫利），北方邦，泰米尔纳德邦',
    grade: '原粮（未脱壳），机器清理，纯度 98%',
    moisture: '≤12%',
    moq: '10 吨',
    leadTime: '20-25 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
  },
  barley: {
    name: '大麦',
    variety: '啤酒大麦及饲料大麦（DWRB 101 / RD 2035）',
    origin: '拉贾斯坦邦（斋浦尔、锡卡尔、斯里甘加纳加尔），北方邦，中央邦，哈里亚纳邦',
    description:
      '产自印度西北部干旱地区的冬季（rabi）大麦，提供供麦芽厂和啤酒厂使用的酿造级，以及用于牲畜的饲料级。拉贾斯坦邦是最大的产区，酿造级货物在装运前会检测饱满度和发芽率。',
    grade: '酿造级，2.5 mm 筛上物≥85%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（25 吨）',
    leadTime: '15-20 天',
    port: '蒙德拉 / 坎德拉',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋', '集装箱内衬散装'],
    specifications: [
      ['蛋白质（干基）', '9.5-11.5%'],
      ['发芽势', '≥95%'],
      ['饱满粒（>2.5 mm）', '≥85%'],
      ['瘦小粒（<2.2 mm）', '≤5%'],
      ['杂质', '≤1%'],
    ],
    varieties: [
      {
        name: 'DWRB 101',
        attributes: [['用途', '酿造']],
      },
      {
        name: 'RD 2035',
        attributes: [['用途', '食用及饲用']],
      },
      {
        name: '饲料大麦（混合）',
        attributes: [['用途', '牲畜饲料']],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '9.5-11.5%' },
      { parameter: '发芽势', specification: '≥95%（72 h）' },
      { parameter: '筛分 >2.5 mm / <2.2 mm', specification: '≥85% / ≤5%' },
      { parameter: '赭曲霉毒素 A', specification: '≤5 µg/kg（欧盟法规 2023/915）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  quinoa: {
    name: '藜麦',
    variety: '白藜麦（Chenopodium quinoa）',
    origin: '拉贾斯坦邦、安得拉邦（阿南塔普尔）、中央邦',
    description:
      '白藜麦作为冬季作物种植于拉贾斯坦邦和南部干旱地区，经水洗和擦皮处理去除带苦味的皂苷层。产品即可烹煮，供应健康食品品牌、沙拉和碗餐生产商以及烘焙拼配。',
    grade: '水洗擦皮，无皂苷，纯度 99.5%',
    moisture: '≤12%',
    moq: '5 吨',
    leadTime: '15-20 天',
    port: '蒙德拉 / 那瓦舍瓦（JNPT）',
    packSizes: ['500 g / 1 kg 零售包装', '25 kg PP 编织袋'],
    specifications: [
      ['纯度', '≥99.5%'],
      ['皂苷', '≤0.12%'],
      ['蛋白质（干基）', '13-15%'],
      ['粒径', '1.7-2.0 mm'],
      ['破碎粒', '≤2%'],
    ],
    varieties: [
      {
        name: '白藜麦',
        attributes: [
          ['颜色', '象牙白'],
          ['粒径', '1.7-2.0 mm'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '皂苷', specification: '≤0.12%' },
      { parameter: '蛋白质（N × 6.25，干基）', specification: '13-15%' },
      { parameter: '总灰分（干基）', specification: '≤3.5%' },
      { parameter: '杂质 / 破碎粒', specification: '≤0.1% / 2%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
}
