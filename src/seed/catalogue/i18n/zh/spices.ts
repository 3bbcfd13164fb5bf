import type { CatalogueTranslation } from '../types'

export const spices: CatalogueTranslation = {
  'turmeric-lakadong': {
    name: '姜黄',
    variety: '拉卡东（Lakadong）',
    origin: '梅加拉亚邦（西贾因蒂亚山区：拉卡东、拉斯凯因）',
    description:
      '拉卡东（Lakadong）是梅加拉亚邦西贾因蒂亚山区的本地姜黄品种，由小农在山坡上种植，几乎不施用化学投入品，姜黄素含量是平原常见品种的两到三倍。我们通过农民合作组织收购晒干的姜黄片和劈半姜黄指，经清理、包装后从加尔各答发运。营养保健品配方商、姜黄素提取厂和高端香料品牌在需要高姜黄素指标经得起实验室检测时选用它。',
    grade: '干片及劈半姜黄指，姜黄素≥7%',
    moisture: '≤10%',
    moq: '500 kg',
    leadTime: '3-4 周',
    port: '加尔各答',
    packSizes: ['25 kg PP 编织袋，内衬 LDPE 袋', '10 kg 纸箱', '50 kg 黄麻袋'],
    specifications: [
      ['姜黄素', '7-9%'],
      ['形态', '晒干切片（3-6 mm）及劈半姜黄指'],
      ['颜色', '断面呈深橙黄色'],
      ['挥发油', '≥3.5 ml/100 g'],
      ['采收期', '12 月至次年 2 月'],
    ],
    varieties: [
      {
        name: '拉卡东姜黄片',
        attributes: [
          ['姜黄素', '7-9%'],
          ['形态', '晒干切片，3-6 mm'],
        ],
      },
      {
        name: '拉卡东姜黄指',
        attributes: [
          ['姜黄素', '6.5-8%'],
          ['形态', '劈半姜黄指，未抛光'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '姜黄素', specification: '≥7%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '酸不溶性灰分', specification: '≤1.5%' },
      { parameter: '铅（Pb）', specification: '≤1.5 mg/kg' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'turmeric-fingers-salem': {
    name: '姜黄指',
    variety: '塞勒姆（Salem）',
    origin: '泰米尔纳德邦（塞勒姆、伊罗德、达尔马布里），马哈拉施特拉邦（桑格利）',
    description:
      '经蒸煮、晒干和两次抛光的姜黄指，采购自印度最大的姜黄交易中心伊罗德和塞勒姆市场。色泽金黄明亮的姜黄指是中东、孟加拉国、伊朗和美国自行磨粉的研磨厂和马萨拉包装商的标准之选。装袋前我们会分拣出球根、劈裂根和碎块，使整批货磨出的粉颜色均匀。',
    grade: '两次抛光姜黄指，纯度 98%',
    moisture: '≤10%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-14 天',
    port: '金奈',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '50 kg 黄麻袋'],
    specifications: [
      ['姜黄素', '3-4%'],
      ['形态', '整根姜黄指，经蒸煮和两次抛光'],
      ['指长', '≥4 cm'],
      ['球根及碎块', '≤2%'],
      ['颜色', '鲜亮金黄色'],
    ],
    varieties: [
      {
        name: '塞勒姆（Salem）',
        attributes: [
          ['姜黄素', '3-4%'],
          ['形态', '抛光姜黄指，中长'],
        ],
      },
      {
        name: '伊罗德本地种',
        attributes: [
          ['姜黄素', '2.5-3.5%'],
          ['形态', '抛光姜黄指，细长'],
        ],
      },
      {
        name: '拉贾普里（Rajapuri）',
        attributes: [
          ['姜黄素', '3-3.5%'],
          ['形态', '粗壮姜黄指，黄橙色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤10%' },
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '姜黄素', specification: '≥3%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '酸不溶性灰分', specification: '≤1.5%' },
      { parameter: '铅（Pb）', specification: '≤1.5 mg/kg' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'turmeric-powder': {
    name: '姜黄粉',
    variety: '塞勒姆与拉贾普里拼配',
    origin: '泰米尔纳德邦（伊罗德、塞勒姆），马哈拉施特拉邦（桑格利）',
    description:
      '以清理后的塞勒姆和拉贾普里姜黄指为原料，在配有除铁磁选和筛分设备的粉碎生产线上研磨，再按批次拼配至标明的姜黄素含量。食品生产商、咖喱粉调配商和零售包装商将其用作产品的着色基料。对微生物指标要求低的买家，可提供蒸汽灭菌处理。',
    grade: '60 目，姜黄素≥3%',
    moisture: '≤10%',
    moq: '1 吨',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: [
      '25 kg 多层牛皮纸袋，内衬 PE 袋',
      '25 kg PP 编织袋，带内衬',
      '1 kg 和 500 g 小袋（贴牌）',
    ],
    specifications: [
      ['目数', '60（可按要求提供 80 和 100）'],
      ['姜黄素', '3-5%'],
      ['颜色', '鲜亮柠檬黄至橙黄色'],
      ['添加色素', '无'],
      ['处理', '可按要求蒸汽灭菌'],
    ],
    varieties: [
      {
        name: '标准型',
        attributes: [
          ['姜黄素', '≥3%'],
          ['目数', '60'],
        ],
      },
      {
        name: '高姜黄素型',
        attributes: [
          ['姜黄素', '≥5%'],
          ['目数', '80'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '姜黄素', specification: '≥3%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '酸不溶性灰分', specification: '≤1%' },
      { parameter: '铬酸铅及添加色素', specification: '不得检出' },
      { parameter: '铅（Pb）', specification: '≤1.5 mg/kg' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
    ],
  },
  'red-chilli-teja': {
    name: '红辣椒',
    variety: '特加（Teja，S17）',
    origin: '安得拉邦（贡土尔、普拉卡萨姆），特伦甘纳邦（卡马姆、瓦朗加尔）',
    description:
      '特加（Teja）是贡土尔市场主流交易辣椒中最辣的品种，果荚小、皮薄、色泽鲜红。我们从贡土尔和卡马姆周边的冷库调货，包装前人工挑除变色和破损的辣椒。中国、孟加拉国、泰国和马来西亚的买家用它提取辣椒油树脂、制作辣酱和辣椒碎，这些用途更看重辣度而非颜色。',
    grade: '带柄，最优等级，人工分选',
    moisture: '≤11%',
    moq: '1 个 40 英尺高柜（HC）',
    leadTime: '2-3 周',
    port: '金奈',
    packSizes: ['10 kg 纸箱', '25 kg 黄麻袋', '40 kg 压缩麻袋包'],
    specifications: [
      ['辣度', '75,000-100,000 SHU'],
      ['ASTA 色值', '50-65'],
      ['果荚长度', '5-8 cm'],
      ['散籽及破损果荚', '≤2%'],
      ['变色果荚', '≤3%'],
    ],
    varieties: [
      {
        name: '特加带柄',
        attributes: [
          ['辣度', '75,000-100,000 SHU'],
          ['形态', '整荚带柄'],
        ],
      },
      {
        name: '特加去柄',
        attributes: [
          ['辣度', '75,000-100,000 SHU'],
          ['形态', '整荚去柄'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤11%' },
      { parameter: '辣度', specification: '≥75,000 SHU' },
      { parameter: '可萃取色素', specification: '≥50 ASTA 单位' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤20 µg/kg' },
      { parameter: '苏丹红 I-IV', specification: '未检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'byadgi-chilli': {
    name: '比亚吉辣椒',
    variety: '卡迪（Kaddi）',
    origin: '卡纳塔克邦（哈维里、达尔瓦德、巴拉里）',
    description:
      '比亚吉（Byadgi）辣椒得名于哈维里县的同名集镇，果荚长、表皮多皱，色泽深红，辣度温和。香料调配商用它为咖喱和坦都里马萨拉提供浓郁的红色而又不至于过辣，油树脂工厂则把它作为甜椒（paprika）的替代原料提取色素。卡迪（Kaddi）型更长更细，达比（Dabbi）型更短更饱满，颜色也更深。',
    grade: '去柄，优级深红色',
    moisture: '≤12%',
    moq: '5 吨',
    leadTime: '2-3 周',
    port: '新芒格洛尔',
    packSizes: ['10 kg 纸箱', '25 kg PP 编织袋', '40 kg 黄麻包'],
    specifications: [
      ['ASTA 色值', '140-180'],
      ['辣度', '8,000-15,000 SHU'],
      ['果荚长度', '12-16 cm'],
      ['表皮', '多皱，厚皮'],
    ],
    varieties: [
      {
        name: '卡迪（Kaddi）',
        attributes: [
          ['辣度', '10,000-15,000 SHU'],
          ['色值', '140-160 ASTA'],
        ],
      },
      {
        name: '达比（Dabbi）',
        attributes: [
          ['辣度', '8,000-12,000 SHU'],
          ['色值', '160-180 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '可萃取色素', specification: '≥140 ASTA 单位' },
      { parameter: '辣度', specification: '8,000-15,000 SHU' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤20 µg/kg' },
      { parameter: '苏丹红 I-IV', specification: '未检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sannam-chilli-s4': {
    name: '桑南辣椒',
    variety: '334 (S4)',
    origin: '安得拉邦（贡土尔、库尔努尔），特伦甘纳邦（卡马姆）',
    description:
      '桑南 S4（Sannam S4），又称 334，是贡土尔产区最常见的出口辣椒，辣度中等，红色好，价格合理。它是发往斯里兰卡、孟加拉国、海湾地区和东南亚的主力辣椒，用于家庭消费、磨粉和腌制。货物在我们贡土尔的合作包装厂分拣，可带柄或去柄发货。',
    grade: '带柄，最优等级',
    moisture: '≤12%',
    moq: '1 个 40 英尺高柜（HC）',
    leadTime: '2-3 周',
    port: '金奈',
    packSizes: ['10 kg 纸箱', '25 kg 黄麻袋', '40 kg 压缩麻袋包'],
    specifications: [
      ['辣度', '35,000-40,000 SHU'],
      ['ASTA 色值', '32-40'],
      ['果荚长度', '6-9 cm'],
      ['散籽及破损果荚', '≤2%'],
    ],
    varieties: [
      {
        name: 'S4 带柄',
        attributes: [
          ['辣度', '35,000-40,000 SHU'],
          ['形态', '整荚带柄'],
        ],
      },
      {
        name: 'S4 去柄',
        attributes: [
          ['辣度', '35,000-40,000 SHU'],
          ['形态', '整荚去柄'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '辣度', specification: '≥35,000 SHU' },
      { parameter: '可萃取色素', specification: '≥32 ASTA 单位' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '苏丹红 I-IV', specification: '未检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'red-chilli-powder': {
    name: '红辣椒粉',
    variety: '特加、桑南与比亚吉拼配',
    origin: '安得拉邦（贡土尔），卡纳塔克邦（比亚吉）',
    description:
      '纯辣椒粉，以去柄的贡土尔和比亚吉辣椒研磨而成，按每位买家指定的辣度和颜色拼配。休闲食品调味料厂、酱料厂和香料包装商按 ASTA 色值和 SHU 辣度而非品种名称采购。每批货出厂前都会筛查苏丹红及其他非法染料。',
    grade: '40-60 目，按指定 SHU 和 ASTA 值拼配',
    moisture: '≤10%',
    moq: '1 吨',
    leadTime: '10-15 天',
    port: '金奈',
    packSizes: ['25 kg 多层牛皮纸袋，内衬 PE 袋', '10 kg 纸箱', '500 g 和 1 kg 小袋（贴牌）'],
    specifications: [
      ['目数', '40-60'],
      ['辣度', '10,000-90,000 SHU（按规格）'],
      ['ASTA 色值', '40-150（按规格）'],
      ['添加色素或油', '无'],
      ['处理', '可按要求蒸汽灭菌'],
    ],
    varieties: [
      {
        name: '高辣型（特加）',
        attributes: [
          ['辣度', '70,000-90,000 SHU'],
          ['色值', '50-60 ASTA'],
        ],
      },
      {
        name: '中辣型（桑南 S4）',
        attributes: [
          ['辣度', '30,000-40,000 SHU'],
          ['色值', '35-45 ASTA'],
        ],
      },
      {
        name: '增色型（比亚吉）',
        attributes: [
          ['辣度', '8,000-15,000 SHU'],
          ['色值', '120-150 ASTA'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤10%' },
      { parameter: '辣度', specification: '按约定，±10%' },
      { parameter: '可萃取色素', specification: '按约定，±10%' },
      { parameter: '酸不溶性灰分', specification: '≤1%' },
      { parameter: '苏丹红 I-IV、对位红', specification: '未检出' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤20 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
    ],
  },
  'cumin-seeds': {
    name: '孜然',
    variety: '古吉拉特孜然（GC-4）',
    origin:
      '古吉拉特邦（温贾、巴纳斯坎塔、苏伦德拉纳加尔），拉贾斯坦邦（焦特布尔、巴尔梅尔、贾洛尔）',
    description:
      '孜然是古吉拉特邦北部和拉贾斯坦邦西部的冬季作物，大部分经温贾（Unjha）市场交易，我们在当地进行清理和分级。新加坡级适合亚洲和海湾地区的分装商，欧洲级和色选级则供应对杂质限量要求严格的研磨厂和调味料工厂。孜然籽粒细长，呈绿褐色，香气浓烈。',
    grade: '欧洲级 99%，机器清理',
    moisture: '≤9%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '98-99.5%'],
      ['挥发油', '≥2.5 ml/100 g'],
      ['颜色', '绿褐色'],
      ['籽粒长度', '4-6 mm'],
      ['采收期', '2 月至 4 月'],
    ],
    varieties: [
      {
        name: '新加坡级',
        attributes: [
          ['纯度', '98%'],
          ['杂质', '≤2%'],
        ],
      },
      {
        name: '欧洲级',
        attributes: [
          ['纯度', '99%'],
          ['杂质', '≤1%'],
        ],
      },
      {
        name: '色选级',
        attributes: [
          ['纯度', '99.5%'],
          ['杂质', '≤0.5%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤9%' },
      { parameter: '总灰分', specification: '≤9.5%' },
      { parameter: '酸不溶性灰分', specification: '≤1.5%' },
      { parameter: '挥发油', specification: '≥2.5 ml/100 g' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'cumin-powder': {
    name: '孜然粉',
    variety: '古吉拉特孜然',
    origin: '古吉拉特邦（温贾）',
    description:
      '以温贾欧洲级孜然低温研磨，使更多挥发油保留在粉中。调味料公司、预制餐工厂和香料包装商在不便现场研磨整粒孜然时选用它。另有烘焙孜然粉，供应海外的印度食品零售渠道。',
    grade: '40-60 目，挥发油≥2%',
    moisture: '≤8%',
    moq: '1 吨',
    leadTime: '10-15 天',
    port: '蒙德拉',
    packSizes: ['25 kg 多层牛皮纸袋，内衬 PE 袋', '10 kg 纸箱'],
    specifications: [
      ['目数', '40-60'],
      ['挥发油', '≥2 ml/100 g'],
      ['颜色', '浅褐色'],
      ['处理', '可按要求蒸汽灭菌'],
    ],
    varieties: [
      {
        name: '原味（未烘焙）',
        attributes: [
          ['目数', '40-60'],
          ['挥发油', '≥2 ml/100 g'],
        ],
      },
      {
        name: '烘焙型',
        attributes: [
          ['目数', '30-40'],
          ['挥发油', '≥1.5 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤8%' },
      { parameter: '挥发油', specification: '≥2 ml/100 g' },
      { parameter: '总灰分', specification: '≤9.5%' },
      { parameter: '酸不溶性灰分', specification: '≤1.5%' },
      { parameter: '菌落总数', specification: '≤10^5 cfu/g' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
    ],
  },
  'coriander-seeds': {
    name: '芫荽籽',
    variety: 'Eagle 级',
    origin: '拉贾斯坦邦（拉姆甘杰曼迪、科塔、巴兰），中央邦（古纳、尼默奇），古吉拉特邦',
    description:
      '印度芫荽籽是拉贾斯坦邦哈多蒂地区及邻近中央邦的冬季作物，主要市场在拉姆甘杰曼迪。Eagle 级籽粒饱满、略带绿色，受海湾地区和东南亚研磨厂青睐；Badami 级呈褐色，价格较低，用于压碎；Scooter 级介于两者之间。我们按买家要求的破籽率进行机器清理和分级。',
    grade: 'Eagle 级，机器清理 99%',
    moisture: '≤10%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '40 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '98-99.5%'],
      ['破籽', '≤5%'],
      ['挥发油', '≥0.2 ml/100 g'],
      ['颜色', '带绿色至浅褐色'],
    ],
    varieties: [
      {
        name: 'Eagle 级',
        attributes: [
          ['颜色', '绿色'],
          ['破籽率', '≤5%'],
        ],
      },
      {
        name: 'Scooter 级',
        attributes: [
          ['颜色', '黄绿色'],
          ['破籽率', '≤8%'],
        ],
      },
      {
        name: 'Badami 级',
        attributes: [
          ['颜色', '褐色'],
          ['破籽率', '≤10%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '挥发油', specification: '≥0.2 ml/100 g' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'coriander-powder': {
    name: '芫荽粉',
    variety: 'Eagle 级与 Scooter 级拼配',
    origin: '拉贾斯坦邦（科塔、拉姆甘杰曼迪），中央邦（古纳）',
    description:
      '芫荽粉以清理后的 Eagle 级和 Scooter 级芫荽籽研磨而成，带有清新的柑橘香气，颜色为绿褐色。它是大多数咖喱粉和马萨拉混合香料的主要原料，因此我们严格控制灰分和水分，并尽量在临近装运时研磨。粗粉和细粉均可供应。',
    grade: '40 目，机器清理籽粒',
    moisture: '≤9%',
    moq: '1 吨',
    leadTime: '10-15 天',
    port: '蒙德拉',
    packSizes: ['25 kg 多层牛皮纸袋，内衬 PE 袋', '20 kg PP 编织袋', '10 kg 纸箱'],
    specifications: [
      ['目数', '40（可按要求提供 60）'],
      ['挥发油', '≥0.15 ml/100 g'],
      ['颜色', '绿褐色'],
      ['处理', '可按要求蒸汽灭菌'],
    ],
    varieties: [
      {
        name: '粗粉',
        attributes: [
          ['目数', '30-40'],
          ['颜色', '绿褐色'],
        ],
      },
      {
        name: '细粉',
        attributes: [
          ['目数', '60'],
          ['颜色', '浅褐色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤9%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '酸不溶性灰分', specification: '≤1.25%' },
      { parameter: '挥发油', specification: '≥0.15 ml/100 g' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
    ],
  },
  'black-pepper-malabar': {
    name: '黑胡椒',
    variety: '马拉巴尔精选（MG1）',
    origin: '喀拉拉邦（瓦亚纳德、伊杜基），卡纳塔克邦（科达古、奇克马格卢尔、哈桑）',
    description:
      '马拉巴尔黑胡椒种植于喀拉拉邦和卡纳塔克邦的西高止山脉，常攀附在咖啡园和豆蔻园的遮荫树上，主要经科钦交易。精选（garbled）胡椒已去除果梗、针头粒和轻粒，按容重销售，出口通行基准为 550 g/l。研磨厂和餐桌胡椒包装商看重其较高的胡椒碱含量和饱满、辛辣的香气。',
    grade: '550 GL（MG1），精选',
    moisture: '≤12%',
    moq: '5 吨',
    leadTime: '2-3 周',
    port: '科钦',
    packSizes: ['25 kg PP 编织袋', '50 kg 黄麻袋', '25 kg 纸袋，带内衬'],
    specifications: [
      ['容重', '≥550 g/l'],
      ['胡椒碱', '≥4%'],
      ['挥发油', '≥2.5 ml/100 g'],
      ['轻粒', '≤2%'],
      ['粒径', '4-5 mm'],
    ],
    varieties: [
      {
        name: '500 GL',
        attributes: [
          ['容重', '500 g/l'],
          ['用途', '研磨'],
        ],
      },
      {
        name: '550 GL (MG1)',
        attributes: [
          ['容重', '550 g/l'],
          ['用途', '研磨及整粒销售'],
        ],
      },
      {
        name: '570 GL',
        attributes: [
          ['容重', '570 g/l'],
          ['用途', '餐桌胡椒、研磨用'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '轻粒', specification: '≤2%' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '胡椒碱', specification: '≥4%' },
      { parameter: '挥发油', specification: '≥2.5 ml/100 g' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'black-pepper-tellicherry': {
    name: '代利杰里黑胡椒',
    variety: 'TGEB（代利杰里精选特大粒）',
    origin: '喀拉拉邦（坎努尔、科泽科德、瓦亚纳德）',
    description:
      '代利杰里（Tellicherry）等级是从马拉巴尔胡椒中筛出的最大颗粒，在藤上成熟时间更长，香气更浓郁、更具果香。TGEB 为 4.25 mm 筛上物，TGSEB 为 4.75 mm 筛上物，两者都以溢价销往高端零售商、胡椒研磨器品牌和餐厅。我们提供干净、均匀的货品，可直接用于消费包装。',
    grade: 'TGEB，4.25 mm 及以上',
    moisture: '≤11%',
    moq: '1 吨',
    leadTime: '2-3 周',
    port: '科钦',
    packSizes: ['25 kg PP 编织袋，带内衬', '10 kg 纸箱', '50 kg 黄麻袋'],
    specifications: [
      ['粒径', '≥4.25 mm（TGEB），≥4.75 mm（TGSEB）'],
      ['容重', '≥550 g/l'],
      ['胡椒碱', '≥4.5%'],
      ['颜色', '深褐色至黑色，均匀一致'],
    ],
    varieties: [
      {
        name: 'TGEB',
        attributes: [
          ['筛孔', '4.25 mm'],
          ['容重', '550 g/l'],
        ],
      },
      {
        name: 'TGSEB',
        attributes: [
          ['筛孔', '4.75 mm'],
          ['容重', '550 g/l'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤11%' },
      { parameter: '轻粒', specification: '≤1%' },
      { parameter: '胡椒碱', specification: '≥4.5%' },
      { parameter: '挥发油', specification: '≥2.5 ml/100 g' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤15 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'green-cardamom': {
    name: '绿豆蔻',
    variety: '阿勒皮绿（Alleppey Green）',
    origin:
      '喀拉拉邦（伊杜基：万丹梅杜、库米利），泰米尔纳德邦（博迪纳亚卡努尔），卡纳塔克邦（科达古）',
    description:
      '小豆蔻产自伊杜基的豆蔻山，在普塔迪和博迪纳亚卡努尔的香料局电子拍卖会上购得，再按粒径和颜色分级。阿勒皮绿特大粒（7 mm 及以上）和 8 mm 大粒是沙特阿拉伯、科威特和阿联酋需求最多的等级，当地用豆蔻煮制阿拉伯咖啡（gahwa）。由于海湾和欧盟买家每批必检，我们对农药残留筛查把关严格。',
    grade: '7 mm 大粒（AGEB），绿色，无开口',
    moisture: '≤10%',
    moq: '100 kg',
    leadTime: '7-10 天',
    port: '科钦',
    packSizes: ['5 kg 和 10 kg 纸箱，内套塑料袋', '1 kg 真空小袋', '25 kg 带内衬黄麻袋'],
    specifications: [
      ['粒径', '7 mm 及以上'],
      ['颜色', '均匀深绿色'],
      ['挥发油', '≥6.5 ml/100 g'],
      ['开裂及开口豆荚', '≤2%'],
      ['空荚及畸形荚', '≤2%'],
    ],
    varieties: [
      {
        name: 'AGEB',
        attributes: [
          ['粒径', '7 mm+'],
          ['颜色', '深绿色'],
        ],
      },
      {
        name: 'AGB',
        attributes: [
          ['粒径', '6-7 mm'],
          ['颜色', '绿色'],
        ],
      },
      {
        name: '8 mm 大粒',
        attributes: [
          ['粒径', '8 mm+'],
          ['颜色', '深绿色'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤10%' },
      { parameter: '挥发油', specification: '≥6.5 ml/100 g' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '总灰分', specification: '≤8%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'large-cardamom': {
    name: '黑豆蔻',
    variety: '锡金大粒（Badadana）',
    origin: '锡金邦（东锡金、西锡金），西孟加拉邦（大吉岭、噶伦堡）',
    description:
      '大豆蔻又称黑豆蔻，生长在锡金和大吉岭山区的林荫下，在辛塔姆和甘托克交易。豆荚用柴火烘干，因而带有烟熏和樟脑般的风味，正是制作葛拉姆马萨拉、印度香饭和慢炖肉类菜肴所需要的。Badadana 为大粒等级，Chotadana 为较小、较便宜的等级。',
    grade: 'Badadana（大粒），人工分选',
    moisture: '≤12%',
    moq: '500 kg',
    leadTime: '2-3 周',
    port: '加尔各答',
    packSizes: ['25 kg 带内衬黄麻袋', '10 kg 纸箱'],
    specifications: [
      ['风味', '烟熏味，带樟脑香'],
      ['干燥方式', '传统炉灶（bhatti）烟熏烘干或改良烟道烘干'],
      ['挥发油', '≥2 ml/100 g'],
      ['果荚长度', '2-3 cm'],
    ],
    varieties: [
      {
        name: '大粒（Badadana）',
        attributes: [
          ['粒径', '大粒'],
          ['干燥方式', '炉灶（bhatti）烟熏烘干'],
        ],
      },
      {
        name: '小粒（Chotadana）',
        attributes: [
          ['粒径', '小粒'],
          ['干燥方式', '炉灶（bhatti）烟熏烘干'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '挥发油', specification: '≥2 ml/100 g' },
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '总灰分', specification: '≤8%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  cloves: {
    name: '丁香',
    variety: '喀拉拉手选',
    origin: '喀拉拉邦（戈德亚姆、伊杜基、帕塔南蒂塔），泰米尔纳德邦（根尼亚古马里、尼尔吉里）',
    description:
      '印度丁香来自喀拉拉邦南部山区和根尼亚古马里的小农户，在花蕾开放前人工采摘，晒干至红褐色。每批货都人工挑除无头丁香和丁香梗，从而保持较高的挥发油含量。香料包装商和烘焙企业使用整粒丁香，研磨厂则用于葛拉姆马萨拉和腌菜。',
    grade: '人工挑选，无头丁香≤2%',
    moisture: '≤12%',
    moq: '500 kg',
    leadTime: '2-3 周',
    port: '科钦',
    packSizes: ['25 kg PP 编织袋，带内衬', '10 kg 纸箱'],
    specifications: [
      ['挥发油', '≥15 ml/100 g'],
      ['无头丁香', '≤2%'],
      ['丁香梗', '≤1%'],
      ['颜色', '红褐色'],
    ],
    varieties: [
      {
        name: '人工挑选',
        attributes: [
          ['无头丁香', '≤2%'],
          ['丁香梗', '≤1%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '挥发油', specification: '≥15 ml/100 g' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '总灰分', specification: '≤7%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  nutmeg: {
    name: '肉豆蔻',
    variety: '喀拉拉去壳肉豆蔻',
    origin: '喀拉拉邦（特里苏尔、埃尔讷古勒姆、戈德亚姆、伊杜基）',
    description:
      '肉豆蔻树在喀拉拉邦中部的庭院和椰子种植园中间作种植，果实连壳干燥数周后再破壳。去壳果仁按每公斤粒数分级，并检查虫蛀和霉变，因为肉豆蔻是欧盟黄曲霉毒素抽检最多的香料之一。食品生产商和香料研磨厂将其用于烘焙食品、加工肉制品和混合香料。',
    grade: '去壳，完好，每公斤 120-140 粒',
    moisture: '≤10%',
    moq: '500 kg',
    leadTime: '2-3 周',
    port: '科钦',
    packSizes: ['25 kg 带内衬黄麻袋', '10 kg 纸箱'],
    specifications: [
      ['粒数', '每公斤 120-140 粒'],
      ['挥发油', '≥6 ml/100 g'],
      ['破碎、虫蛀及朽心', '≤2%'],
      ['颜色', '灰褐色，内部有大理石纹'],
    ],
    varieties: [
      {
        name: '完好去壳',
        attributes: [
          ['粒数', '每公斤 120-140 粒'],
          ['用途', '整粒及研磨'],
        ],
      },
      {
        name: 'BWP（破碎、虫蛀、朽心果）',
        attributes: [
          ['粒数', '混合'],
          ['用途', '研磨及蒸馏'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤10%' },
      { parameter: '挥发油', specification: '≥6 ml/100 g' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤15 µg/kg' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  mace: {
    name: '肉豆蔻衣',
    variety: '喀拉拉红肉豆蔻衣',
    origin: '喀拉拉邦（特里苏尔、埃尔讷古勒姆、伊杜基）',
    description:
      '肉豆蔻衣是从肉豆蔻种子上剥下的红色网状假种皮，在阴凉处摊平晾干，颜色由猩红转为明亮的橙红色。产品以整片和碎片形式出售，用于混合香料、咸味酱汁、烘焙食品和油树脂提取。颜色以及有无霉变决定其等级。',
    grade: '整片，鲜亮橙红色',
    moisture: '≤10%',
    packSizes: ['10 kg 纸箱，内套塑料袋', '25 kg 带内衬黄麻袋'],
    specifications: [
      ['形态', '整片，碎片≤10%'],
      ['颜色', '橙红色'],
      ['挥发油', '≥7 ml/100 g'],
    ],
    varieties: [
      {
        name: '整片',
        attributes: [
          ['颜色', '橙红色'],
          ['碎片', '≤10%'],
        ],
      },
      {
        name: '碎片',
        attributes: [
          ['颜色', '橙红色至黄色'],
          ['碎片', '碎块'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤10%' },
      { parameter: '挥发油', specification: '≥7 ml/100 g' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'fenugreek-seeds': {
    name: '葫芦巴籽',
    variety: '拉贾斯坦葫芦巴（methi）',
    origin: '拉贾斯坦邦（纳高尔、奇托尔加尔、科塔），中央邦（尼默奇、曼德索尔），古吉拉特邦',
    description:
      '葫芦巴是拉贾斯坦邦和中央邦西部的冬季作物，由我们在尼默奇和科塔的合作方清理、分选。这种坚硬、金黄色的籽粒供应咖喱粉调配商、腌菜生产商以及提取膳食纤维和皂苷的营养保健品工厂。买家需要 99.5% 纯度时，可提供色选级。',
    grade: '机器清理 99%，可供色选 99.5%',
    moisture: '≤10%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '99-99.5%'],
      ['颜色', '金黄色'],
      ['破碎及干瘪籽粒', '≤2%'],
      ['籽粒大小', '3-5 mm'],
    ],
    varieties: [
      {
        name: '机器清理',
        attributes: [
          ['纯度', '99%'],
          ['杂质', '≤1%'],
        ],
      },
      {
        name: '色选级',
        attributes: [
          ['纯度', '99.5%'],
          ['杂质', '≤0.5%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '总灰分', specification: '≤5%' },
      { parameter: '酸不溶性灰分', specification: '≤1%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'fennel-seeds': {
    name: '小茴香',
    variety: '古吉拉特绿茴香',
    origin: '古吉拉特邦（温贾、帕坦、巴纳斯坎塔、梅赫萨纳），拉贾斯坦邦（纳高尔、锡罗希）',
    description:
      '古吉拉特邦北部的小茴香与孜然一样经温贾市场交易，并按颜色和粒径分选。细粒、鲜绿的勒克瑙（Lucknowi）型提早采收，作为口气清新剂（饭后嚼食）出售；中粒和大粒等级则供应香料包装商、茶叶拼配商以及酒类和糖果生产商。颜色保持天然，不添加任何色素。',
    grade: '中大粒，新加坡级 99%',
    moisture: '≤10%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '25 kg 纸袋', '10 kg 纸箱'],
    specifications: [
      ['纯度', '99%'],
      ['挥发油', '≥1.5 ml/100 g'],
      ['颜色', '天然绿色'],
      ['籽粒长度', '5-8 mm'],
    ],
    varieties: [
      {
        name: '勒克瑙型（细粒）',
        attributes: [
          ['颜色', '鲜绿色'],
          ['用途', '口气清新用'],
        ],
      },
      {
        name: '中粒',
        attributes: [
          ['颜色', '绿色'],
          ['用途', '香料包装、茶饮'],
        ],
      },
      {
        name: '大粒',
        attributes: [
          ['颜色', '黄绿色'],
          ['用途', '研磨、蒸馏'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '总灰分', specification: '≤9%' },
      { parameter: '挥发油', specification: '≥1.5 ml/100 g' },
      { parameter: '添加色素', specification: '不得检出' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'ajwain-seeds': {
    name: '阿育魏籽',
    variety: '大粒，高百里酚',
    origin: '拉贾斯坦邦（奇托尔加尔、贾拉瓦尔），古吉拉特邦（索拉什特拉），中央邦（尼默奇）',
    description:
      '阿育魏籽又称印度藏茴香籽，是一种灰褐色的小籽粒，带有浓烈的百里香般风味，产于拉贾斯坦邦、古吉拉特邦和中央邦。它用于印度面饼、休闲小吃和助消化制剂，也用于蒸馏富含百里酚的精油。我们供应机器清理的货品，并为零售包装商提供色选级。',
    grade: '机器清理 99%',
    moisture: '≤9%',
    moq: '1 吨',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '99%'],
      ['挥发油', '≥2.5 ml/100 g'],
      ['油中百里酚含量', '35-60%'],
      ['颜色', '灰褐色'],
    ],
    varieties: [
      {
        name: '机器清理',
        attributes: [
          ['纯度', '99%'],
          ['杂质', '≤1%'],
        ],
      },
      {
        name: '色选级',
        attributes: [
          ['纯度', '99.5%'],
          ['杂质', '≤0.5%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤9%' },
      { parameter: '总灰分', specification: '≤9%' },
      { parameter: '挥发油', specification: '≥2.5 ml/100 g' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'dry-ginger': {
    name: '干姜',
    variety: '科钦姜',
    origin: '喀拉拉邦（瓦亚纳德、伊杜基、埃尔讷古勒姆），卡纳塔克邦（科达古、希莫加）',
    description:
      '科钦干姜由人工粗去皮后整块晒干，保留了柠檬般的香气和强烈的辛辣味，因而成为基准等级。产品未经漂白，以整块姜或切块形式销售给研磨厂、姜汁啤酒和茶叶拼配商以及油树脂提取厂。每批货都检测黄曲霉毒素和赭曲霉毒素。',
    grade: '粗去皮，未漂白，整块',
    moisture: '≤12%',
    moq: '1 吨',
    leadTime: '2-3 周',
    port: '科钦',
    packSizes: ['25 kg PP 编织袋', '50 kg 黄麻袋'],
    specifications: [
      ['挥发油', '≥1.5 ml/100 g'],
      ['形态', '整块，粗去皮'],
      ['颜色', '浅褐色至浅黄褐色'],
      ['处理', '未漂白，未经石灰处理'],
    ],
    varieties: [
      {
        name: '科钦（喀拉拉邦）',
        attributes: [
          ['形态', '整块'],
          ['香气', '柠檬香'],
        ],
      },
      {
        name: '切块',
        attributes: [
          ['形态', '10-20 mm 切块'],
          ['香气', '柠檬香'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '挥发油', specification: '≥1.5 ml/100 g' },
      { parameter: '总灰分', specification: '≤8%' },
      { parameter: '酸不溶性灰分', specification: '≤1%' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤5 µg/kg，总量（B1+B2+G1+G2）≤10 µg/kg' },
      { parameter: '赭曲霉毒素 A', specification: '≤15 µg/kg' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'dill-seeds': {
    name: '莳萝籽',
    variety: '印度莳萝（sowa）',
    description:
      '印度莳萝又称 sowa，是欧洲莳萝的近缘种，其精油中莳萝脑（dillapiole）含量更高，味道更冲。它用于腌渍香料、面包和黑麦面包调味料，以及蒸馏莳萝籽油。我们供应机器清理的货品，可整柜或拼柜发运。',
    moisture: '≤10%',
    moq: '1 吨',
    leadTime: '10-14 天',
    port: '蒙德拉',
    specifications: [
      ['纯度', '99%'],
      ['挥发油', '≥2 ml/100 g'],
      ['颜色', '浅褐色'],
    ],
    varieties: [
      {
        name: '印度莳萝（Sowa）',
        attributes: [
          ['纯度', '99%'],
          ['挥发油', '≥2 ml/100 g'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '挥发油', specification: '≥2 ml/100 g' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'celery-seeds': {
    name: '芹菜籽',
    variety: '机器清理',
    origin: '旁遮普邦（阿姆利则、古尔达斯普尔），哈里亚纳邦，北方邦西部',
    grade: '机器清理 99.5%',
    moisture: '≤10%',
    moq: '1 吨',
    leadTime: '10-14 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '25 kg 纸袋'],
  },
  'black-cumin': {
    name: '黑孜然',
    variety: '沙希孜然（Shahi Jeera，Bunium persicum）',
    origin: '查谟和克什米尔（基什特瓦尔、古雷兹），喜马偕尔邦（金瑙尔、拉胡尔-斯皮蒂）',
    description:
      '沙希孜然（Shahi jeera）籽粒细长、弯曲，呈深褐色，产自喜马拉雅高山河谷，大部分仍采自野生和半野生植株。其甜润、烟熏般的香气在莫卧儿菜、克什米尔菜、印度香饭和葛拉姆马萨拉中备受推崇。货源少且有季节性，因此我们以 100 kg 起的批量销售。',
    grade: '人工清理 99%',
    moisture: '≤10%',
    moq: '100 kg',
    leadTime: '2-3 周',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['10 kg 纸箱，内套塑料袋', '25 kg PP 编织袋'],
    specifications: [
      ['纯度', '99%'],
      ['挥发油', '≥2.5 ml/100 g'],
      ['颜色', '深褐色至黑色'],
      ['籽粒长度', '3-5 mm，细长弯曲'],
    ],
    varieties: [
      {
        name: '克什米尔',
        attributes: [
          ['颜色', '深褐色'],
          ['纯度', '99%'],
        ],
      },
      {
        name: '喜马偕尔',
        attributes: [
          ['颜色', '褐黑色'],
          ['纯度', '98%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤10%' },
      { parameter: '挥发油', specification: '≥2.5 ml/100 g' },
      { parameter: '总灰分', specification: '≤8%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
}
