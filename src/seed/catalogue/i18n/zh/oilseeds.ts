import type { CatalogueTranslation } from '../types'

export const oilseeds: CatalogueTranslation = {
  'sesame-seeds-white': {
    name: '芝麻',
    variety: '自然白芝麻',
    origin:
      '古吉拉特邦（阿姆雷利、巴夫那加尔、拉杰果德），拉贾斯坦邦（帕利、栋格），中央邦（恰塔尔布尔、蒂卡姆加尔），北方邦（章西、马霍巴）',
    description:
      '自然白芝麻，来自索拉什特拉的夏季作物以及拉贾斯坦邦、中央邦和本德尔康德的雨季（kharif）作物，在我们古吉拉特邦的合作工厂清理并色选。远东、中东和欧洲的烘焙企业、芝麻酱和哈尔瓦酥糖生产商以及榨油厂看中其浅色和高含油量而采购。每批发往欧盟的货物在装柜前都会检测沙门氏菌和环氧乙烷。',
    grade: '自然芝麻，色选 99.95%',
    moisture: '≤6%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-15 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '1 吨吨袋'],
    specifications: [
      ['纯度', '99.95%（色选），99.90%（机器清理）'],
      ['含油量', '≥48%'],
      ['游离脂肪酸', '≤2%'],
      ['异色粒', '≤1%'],
      ['产季', '夏季（5-6 月）及雨季 kharif（10-12 月）'],
    ],
    varieties: [
      {
        name: '自然芝麻 99.95% 色选',
        attributes: [
          ['纯度', '99.95%'],
          ['游离脂肪酸', '≤1.5%'],
        ],
      },
      {
        name: '自然芝麻 99.90% 机器清理',
        attributes: [
          ['纯度', '99.90%'],
          ['游离脂肪酸', '≤2%'],
        ],
      },
      {
        name: '自然芝麻 99/1',
        attributes: [
          ['纯度', '99%'],
          ['杂质', '≤1%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '纯度（杂质）', specification: '≥99.95%' },
      { parameter: '水分', specification: '≤6%' },
      { parameter: '含油量', specification: '≥48%' },
      { parameter: '游离脂肪酸（以油酸计）', specification: '≤2%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      {
        parameter: '环氧乙烷（与 2-氯乙醇之和）',
        specification: '低于欧盟最大残留限量 0.05 mg/kg',
      },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤2 µg/kg，总量≤4 µg/kg（直接食用）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sesame-seeds-hulled': {
    name: '去皮芝麻',
    variety: '机械脱皮，自动烘干',
    origin: '古吉拉特邦（索拉什特拉）、拉贾斯坦邦、中央邦',
    description:
      '去皮芝麻是将自然白芝麻经浸泡和机械脱皮去除种皮，再经干燥、色选和金属检测而成。其洁净亮白的颜色适合用于汉堡面包表面装饰、芝麻棒、芝麻酱和寿司。我们使用带内衬的包装袋发货，生产工厂执行沙门氏菌“检测合格后放行”制度。',
    grade: '去皮 99.95%，色选',
    moisture: '≤5%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '2-3 周',
    port: '蒙德拉',
    packSizes: ['25 kg 多层牛皮纸袋，内衬 PE 袋', '25 kg PP 编织袋，带内衬'],
    specifications: [
      ['纯度', '99.95-99.98%'],
      ['含油量', '≥50%'],
      ['游离脂肪酸', '≤1.5%'],
      ['未脱皮粒', '≤0.5%'],
      ['工艺', '清水浸泡，机械脱皮，不使用化学品'],
    ],
    varieties: [
      {
        name: '去皮 99.95%',
        attributes: [
          ['纯度', '99.95%'],
          ['用途', '烘焙表面装饰'],
        ],
      },
      {
        name: '去皮 99.98% 优级',
        attributes: [
          ['纯度', '99.98%'],
          ['用途', '芝麻酱、糖果'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '纯度（杂质）', specification: '≥99.95%' },
      { parameter: '水分', specification: '≤5%' },
      { parameter: '含油量', specification: '≥50%' },
      { parameter: '游离脂肪酸（以油酸计）', specification: '≤1.5%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      {
        parameter: '环氧乙烷（与 2-氯乙醇之和）',
        specification: '低于欧盟最大残留限量 0.05 mg/kg',
      },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤2 µg/kg，总量≤4 µg/kg（直接食用）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sesame-seeds-black': {
    name: '黑芝麻',
    variety: '自然黑芝麻',
    origin: '古吉拉特邦（索拉什特拉）、中央邦、北方邦（本德尔康德）',
    description:
      '黑芝麻风味更浓，略带苦味和坚果香，在日本、韩国、中国大陆和台湾地区需求稳定，用于芝麻酱、糖果、米饭撒料和焙炒芝麻油。我们通过色选剔除褐色和白色籽粒，保持颜色均匀。其沙门氏菌和残留检测标准与我们的白芝麻相同。',
    grade: '色选 99.95%',
    moisture: '≤6%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '2-3 周',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '25 kg 纸袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '99.95%'],
      ['含油量', '≥45%'],
      ['异色粒', '≤1%'],
      ['颜色', '乌黑，均匀'],
    ],
    varieties: [
      {
        name: '色选 99.95%',
        attributes: [
          ['纯度', '99.95%'],
          ['异色粒', '≤1%'],
        ],
      },
      {
        name: '机器清理 99.5%',
        attributes: [
          ['纯度', '99.5%'],
          ['异色粒', '≤3%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '纯度（杂质）', specification: '≥99.95%' },
      { parameter: '水分', specification: '≤6%' },
      { parameter: '含油量', specification: '≥45%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      {
        parameter: '环氧乙烷（与 2-氯乙醇之和）',
        specification: '低于欧盟最大残留限量 0.05 mg/kg',
      },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'groundnut-kernels-bold': {
    name: '花生仁',
    variety: '大粒（Bold）',
    origin: '古吉拉特邦（拉杰果德、朱纳格特、阿姆雷利、贾姆讷格尔）',
    description:
      '大粒花生是索拉什特拉雨季（kharif）作物中的大粒长形 Runner 型和弗吉尼亚型花生仁，经手拣精选（HPS）并按每盎司粒数分级。印度尼西亚、越南、菲律宾、海湾地区和欧洲的烘焙零食厂和裹衣花生加工商用它制作盐焗花生和烤花生。每批货在装运前都会在 APEDA 认可的实验室抽样检测黄曲霉毒素。',
    grade: 'HPS 手拣大粒，40/50 粒',
    moisture: '≤7%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '2-3 周',
    port: '蒙德拉',
    packSizes: ['50 kg 黄麻袋', '50 kg PP 编织袋', '25 kg 真空包装袋'],
    specifications: [
      ['粒数', '每盎司 38/42、40/50、50/60 粒'],
      ['含油量', '≥48%'],
      ['杂质', '≤0.5%'],
      ['半粒及破碎粒', '≤2%'],
      ['损伤粒及干瘪粒', '≤1%'],
    ],
    varieties: [
      {
        name: '38/42',
        attributes: [
          ['粒数', '每盎司 38-42 粒'],
          ['用途', '高端烘焙'],
        ],
      },
      {
        name: '40/50',
        attributes: [
          ['粒数', '每盎司 40-50 粒'],
          ['用途', '盐焗及裹衣花生'],
        ],
      },
      {
        name: '50/60',
        attributes: [
          ['粒数', '每盎司 50-60 粒'],
          ['用途', '脱红衣、花生酱'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤7%' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '含油量', specification: '≥48%' },
      {
        parameter: '黄曲霉毒素',
        specification:
          'B1 ≤2 µg/kg，总量≤4 µg/kg（直接食用）；B1 ≤8 µg/kg，总量≤15 µg/kg（需进一步分选）',
      },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'groundnut-kernels-java': {
    name: '爪哇型花生仁',
    variety: '爪哇型（西班牙型）',
    origin:
      '古吉拉特邦（索拉什特拉），拉贾斯坦邦（比卡内尔、焦特布尔），安得拉邦（阿南塔普尔），卡纳塔克邦（奇特拉杜尔加）',
    description:
      '爪哇型花生是小粒、圆形、浅粉红色的西班牙型花生仁，口味香甜，含油量高。东南亚和中东的糖果商、花生酱工厂和零食生产商用它制作花生糖、裹衣花生和花生酱。50/60 至 80/90 各规格均在比重分选台上分级并经人工挑选。',
    grade: 'HPS 手拣爪哇型，60/70 粒',
    moisture: '≤7%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '2-3 周',
    port: '蒙德拉',
    packSizes: ['50 kg 黄麻袋', '50 kg PP 编织袋', '25 kg 真空包装袋'],
    specifications: [
      ['粒数', '每盎司 50/60、60/70、70/80、80/90 粒'],
      ['含油量', '≥48%'],
      ['形状', '圆粒，浅粉色红衣'],
      ['杂质', '≤0.5%'],
    ],
    varieties: [
      {
        name: '50/60',
        attributes: [
          ['粒数', '每盎司 50-60 粒'],
          ['用途', '烘焙'],
        ],
      },
      {
        name: '60/70',
        attributes: [
          ['粒数', '每盎司 60-70 粒'],
          ['用途', '裹衣花生'],
        ],
      },
      {
        name: '80/90',
        attributes: [
          ['粒数', '每盎司 80-90 粒'],
          ['用途', '糖果、花生酱'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤7%' },
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '含油量', specification: '≥48%' },
      { parameter: '黄曲霉毒素', specification: 'B1 ≤2 µg/kg，总量≤4 µg/kg（直接食用）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'sunflower-seeds': {
    name: '葵花籽',
    variety: '油用型黑葵杂交种',
    origin:
      '卡纳塔克邦（赖久尔、卡拉布拉吉、巴拉里），马哈拉施特拉邦（拉杜尔、索拉普尔），特伦甘纳邦',
    description:
      '油用型黑葵花籽，来自卡纳塔克邦北部和马拉特瓦达的冬季（rabi）和雨季（kharif）作物。宠物食品和野鸟饲料包装商看中其壳薄、含油量高，采购清理级产品，压榨级则供应油厂。装袋前我们会在比重分选机上进行清理、去石和分级。',
    grade: '机器清理 99%，鸟食级',
    moisture: '≤9%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['含油量', '≥38%'],
      ['纯度', '99%'],
      ['颜色', '黑色'],
      ['破碎及脱壳籽粒', '≤2%'],
    ],
    varieties: [
      {
        name: '鸟食级',
        attributes: [
          ['含油量', '38-42%'],
          ['纯度', '99%'],
        ],
      },
      {
        name: '压榨级',
        attributes: [
          ['含油量', '≥36%'],
          ['纯度', '98%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤9%' },
      { parameter: '含油量', specification: '≥38%' },
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '黄曲霉毒素 B1', specification: '≤20 µg/kg（饲料级，欧盟 2002/32/EC）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'mustard-seeds': {
    name: '芥菜籽',
    variety: '小粒黑芥籽（Brassica juncea）',
    origin:
      '拉贾斯坦邦（巴拉特布尔、阿尔瓦尔、斯里甘加纳加尔），中央邦（莫雷纳、宾德），哈里亚纳邦，北方邦',
    description:
      '印度芥菜籽是拉贾斯坦邦—哈里亚纳邦—中央邦产区的冬季（rabi）作物，3 月收获，经巴拉特布尔和斋浦尔市场交易。小粒深红褐色籽粒被海外印度和南亚家庭整粒用于炝锅调味，较大粒型和黄籽型则供应腌菜和调味品生产商。每批货都经机器清理，并检测蓟罂粟籽。',
    grade: '机器清理 99.5%，小粒',
    moisture: '≤8%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '7-10 天',
    port: '蒙德拉',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '99.5%'],
      ['含油量', '≥38%'],
      ['籽粒大小', '1-1.5 mm'],
      ['颜色', '深红褐色至黑色'],
    ],
    varieties: [
      {
        name: '小粒黑芥籽',
        attributes: [
          ['粒径', '约 1 mm'],
          ['含油量', '38-40%'],
        ],
      },
      {
        name: '大粒褐芥籽',
        attributes: [
          ['粒径', '1.5-2 mm'],
          ['含油量', '38-42%'],
        ],
      },
      {
        name: '黄芥籽（黄籽油菜 sarson）',
        attributes: [
          ['粒径', '1.5-2 mm'],
          ['含油量', '42-45%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '水分', specification: '≤8%' },
      { parameter: '含油量', specification: '≥38%' },
      { parameter: '蓟罂粟籽', specification: '不得检出' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'flax-seeds': {
    name: '亚麻籽',
    variety: '褐色亚麻籽',
    origin:
      '中央邦（萨加尔、达莫、贾巴尔普尔），恰蒂斯加尔邦，北方邦（章西、拉利特布尔），马哈拉施特拉邦',
    description:
      '褐色亚麻籽，来自印度中部的冬季（rabi）作物，经机器清理，供应食品贸易。烘焙企业、谷物早餐和格兰诺拉麦片生产商以及健康食品包装商看中其 omega-3（α-亚麻酸）含量，饲料生产商则将其用于马匹和宠物饲料。可从中央邦的认证种植组供应有机货物。',
    grade: '机器清理 99.5%',
    moisture: '≤8%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋', '25 kg 纸袋'],
    specifications: [
      ['纯度', '99.5%'],
      ['含油量', '≥38%'],
      ['α-亚麻酸', '占脂肪酸≥50%'],
      ['颜色', '红褐色，有光泽'],
    ],
    varieties: [
      {
        name: '机器清理',
        attributes: [
          ['纯度', '99.5%'],
          ['含油量', '≥38%'],
        ],
      },
      {
        name: '有机',
        attributes: [
          ['纯度', '99.5%'],
          ['含油量', '≥38%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤0.5%' },
      { parameter: '水分', specification: '≤8%' },
      { parameter: '含油量', specification: '≥38%' },
      { parameter: 'α-亚麻酸', specification: '占总脂肪酸≥50%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'castor-seeds': {
    name: '蓖麻籽',
    variety: 'GCH-7 杂交种',
    origin: '古吉拉特邦（巴纳斯坎塔、梅赫萨纳、帕坦、卡奇），拉贾斯坦邦（贾洛尔、锡罗希）',
    grade: 'FAQ，含油量基准 47%',
    moisture: '≤7%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-14 天',
    port: '坎德拉',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋'],
  },
  soybean: {
    name: '大豆',
    variety: '非转基因黄大豆（JS 95-60、JS 335）',
    origin:
      '中央邦（印多尔、乌贾因、德瓦斯），马哈拉施特拉邦（拉杜尔、阿姆拉瓦蒂），拉贾斯坦邦（科塔）',
    description:
      '黄大豆，来自马尔瓦和马拉特瓦达的雨季（kharif）作物；当地不种植转基因大豆，因而印度是非转基因大豆的稳定货源。豆腐、豆奶和饲料生产商采购时，每批货均附 PCR 检测证书。我们在印多尔进行清理和分级，然后以袋装或集装箱内衬散装发运。',
    grade: '非转基因，机器清理 98%',
    moisture: '≤12%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '2-3 周',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['50 kg PP 编织袋', '1 吨吨袋', '20 英尺集装箱内衬散装'],
    specifications: [
      ['蛋白质', '≥38%（干基）'],
      ['含油量', '≥18%'],
      ['转基因状态', '非转基因，经 PCR 检测'],
      ['杂质', '≤1%'],
      ['损伤及破碎豆粒', '≤3%'],
    ],
    varieties: [
      {
        name: 'JS 95-60',
        attributes: [
          ['颜色', '黄色'],
          ['用途', '食用及饲用'],
        ],
      },
      {
        name: 'JS 335',
        attributes: [
          ['颜色', '黄色'],
          ['用途', '压榨、饲料'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '水分', specification: '≤12%' },
      { parameter: '蛋白质（N × 6.25）', specification: '≥38%（干基）' },
      { parameter: '含油量', specification: '≥18%' },
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '转基因成分', specification: '未检出（<0.1%）' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'safflower-seeds': {
    name: '红花籽',
    variety: '白色（Bhima、PBNS-12）',
    origin:
      '马哈拉施特拉邦（索拉普尔、拉杜尔、奥斯马纳巴德），卡纳塔克邦（维贾亚普拉、卡拉布拉吉）',
    description:
      '红花是索拉普尔、拉杜尔和卡纳塔克邦北部黑土地带的冬季（rabi）油料作物。白色、带棱角的籽粒是鹦鹉饲料和野鸟混合饲料的常用原料，也供应油厂压榨高亚油酸红花籽油。我们按鸟食标准清理，粉尘和破碎籽粒含量低。',
    grade: '机器清理 99%，鸟食级',
    moisture: '≤8%',
    moq: '1 个 20 英尺整柜（FCL）',
    leadTime: '10-15 天',
    port: '那瓦舍瓦（JNPT）',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '99%'],
      ['含油量', '28-32%'],
      ['颜色', '白色至奶油色'],
      ['破碎籽粒', '≤2%'],
    ],
    varieties: [
      {
        name: '鸟食级',
        attributes: [
          ['含油量', '28-32%'],
          ['纯度', '99%'],
        ],
      },
      {
        name: '压榨级',
        attributes: [
          ['含油量', '30-35%'],
          ['纯度', '98%'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤8%' },
      { parameter: '含油量', specification: '≥28%' },
      { parameter: '农药残留', specification: '符合欧盟最大残留限量（EC 396/2005）' },
    ],
  },
  'niger-seeds': {
    name: '小葵子',
    variety: '黑色（Guizotia abyssinica）',
    origin:
      '中央邦（钦德瓦拉、曼德拉），奥迪沙邦（科拉普特、坎达马尔），恰蒂斯加尔邦，马哈拉施特拉邦',
    description:
      '小葵子（niger）是一种小宗油料作物，由奥迪沙邦、中央邦和恰蒂斯加尔邦山区的部落农民种植。这种有光泽的黑色小籽粒是雀类最喜爱的食物，因此大部分出口至美国和欧洲的野鸟饲料包装商；发往美国的货物必须经过热处理，使其中可能夹带的杂草种子失去活力。我们会按各目的地的要求安排热处理和植物检疫证书。',
    grade: '机器清理 99%，可按要求热处理',
    moisture: '≤8%',
    packSizes: ['25 kg PP 编织袋', '50 kg PP 编织袋'],
    specifications: [
      ['纯度', '99%'],
      ['含油量', '35-40%'],
      ['颜色', '亮黑色'],
      ['处理', '发往美国的货物经热灭菌'],
    ],
    varieties: [
      {
        name: '鸟食级',
        attributes: [
          ['纯度', '99%'],
          ['处理方式', '热处理'],
        ],
      },
    ],
    qualityParameters: [
      { parameter: '杂质', specification: '≤1%' },
      { parameter: '水分', specification: '≤8%' },
      { parameter: '含油量', specification: '≥35%' },
      { parameter: '沙门氏菌', specification: '25 g 中不得检出' },
    ],
  },
}
