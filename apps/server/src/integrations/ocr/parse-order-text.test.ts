import { describe, expect, it } from 'vitest';
import { goodItemSchema, PLAIN_TEXT_60 } from '@cargo/domain';
import { isEmptyGood, parseOrderText } from './parse-order-text.js';

/** Text as Tesseract's Chinese model gives it: spaces inside Chinese words, ¥ read as "Y". */
const TAOBAO_ORDER = `
20:41 5G 86%
订单 详情
卖家 已 发 货
中 通 快递 运单 号 78812345678901 复制
【杭州 市 】 快 件 已 由 杭州 转运 中 心 发 出
王 芳 138****5672
NIKE 官 方 旗舰 店 >
Nike 耐 克 官方 AIR FORCE 1 。。 Y699.00
"07 男 子 空军 一 号 运动 鞋 板 X1
鞋 CW2288-111
颜色 分 类 : 白色 /白色 ; 尺
码 : 42
商品 总 价 Y699.00
运费 (快递 ) Y0.00
店铺 优惠 -Y50.00
实 付款 Y#649.00
订单 编号 3712845091276654321 (复制
支付 宝 交易 号 2026111322001456781234
创建 时 间 2026-11-13 20:41:05
`;

describe('parseOrderText: a whole order', () => {
  it('reads every field of a Taobao order', () => {
    expect(parseOrderText(TAOBAO_ORDER)).toEqual({
      trackNumber: '78812345678901',
      qty: 1,
      price: 649,
      description: 'Nike AIR FORCE 1 "07 CW2288-111',
      commentProduct: 'Цвет: белый/белый; Размер: 42',
      infoUrl: null,
      isDangerous: false,
      currencyId: 'CNY',
      goodHazardCategory: null,
    });
  });

  it('reads a 1688 order with comma decimals, a unit price and a link', () => {
    const good = parseOrderText(`
订单 号 : 2489123456789012345
物流 公司 韵 达 快递
运单 号 4312345678901
最 新 动态 【深圳 市 】 已 揽 收 揽 收 员 : 李 师 傅 电话 : 13912345678
Portable Bluetooth Speaker BT-05 Mini 便携 蓝牙 音箱 内置 锂 电池 1200mAh 单价 : 45,50 元
颜色 : 黑色 数量 : 3 个
货品 总 价 : 136,50 元
运费 : 8,00 元
实 付款 : 144,50 元
商品 链接 https://detail.1688.com/offer/712345678901.html
`);
    expect(good).toMatchObject({
      trackNumber: '4312345678901',
      qty: 3,
      price: 45.5,
      description: 'Portable Bluetooth Speaker BT-05 Mini 1200mAh',
      commentProduct: 'Цвет: чёрный',
      infoUrl: 'https://detail.1688.com/offer/712345678901.html',
      isDangerous: true,
      goodHazardCategory: 1,
    });
  });

  it('answers nulls for text that is not an order', () => {
    const good = parseOrderText('今天 天气 很好\n我们 去 公园');
    expect(good).toEqual({
      trackNumber: null,
      qty: null,
      price: null,
      description: null,
      commentProduct: null,
      infoUrl: null,
      isDangerous: false,
      currencyId: 'CNY',
      goodHazardCategory: null,
    });
    expect(isEmptyGood(good)).toBe(true);
    expect(isEmptyGood(parseOrderText(''))).toBe(true);
  });
});

describe('parseOrderText: track numbers', () => {
  const track = (text: string) => parseOrderText(text).trackNumber;

  it.each([
    ['顺丰速运 运单号 SF1234567890123', 'SF1234567890123'],
    ['运单号：YT7712345678901 复制', 'YT7712345678901'],
    ['J&T极兔速递\n运单号: JT3012345678901', 'JT3012345678901'],
    ['京东物流 JDV012345678912', 'JDV012345678912'],
    ['邮政 EMS 运单号 EA123456789CN', 'EA123456789CN'],
    ['圆通速递 YT 7712345678901', 'YT7712345678901'],
    ['中通快递 运单号 78812345678901', '78812345678901'],
    ['申通快递 773012345678901', '773012345678901'],
    ['快递单号\n4312345678901', '4312345678901'],
    ['Tracking number: 9876543210', '9876543210'],
  ])('finds %j', (text, expected) => {
    expect(track(text)).toBe(expected);
  });

  it.each([
    ['an order number', '订单编号 3712845091276654321'],
    ['a bare number with no label', '4312345678901'],
    ['a phone number beside a courier', '圆通速递 派送员 电话 13912345678'],
    ['a trade number', '支付宝交易号 2026111322001456781234'],
    ['a code longer than the form allows', '运单号 SF12345678901234'],
    ['a model number', 'Nike AIR FORCE 1 CW2288-111'],
    ['a member number', '会员号 RU10245'],
  ])('leaves %s alone', (_, text) => {
    expect(track(text)).toBeNull();
  });

  it('prefers the labelled number to an order number on the same screen', () => {
    expect(track('订单号：2489123456789012345\n运单号 4312345678901\n电话 13912345678')).toBe(
      '4312345678901',
    );
  });
});

describe('parseOrderText: prices in yuan', () => {
  const price = (text: string) => parseOrderText(text).price;

  it.each([
    ['¥1,299.00', 1299],
    ['￥35.80', 35.8],
    ['45,50 元', 45.5],
    ['128元', 128],
    ['CNY 120', 120],
    ['RMB 88.5', 88.5],
    ['单价: 45.50', 45.5],
    ['Y699.00', 699],
    ['半 35.80 X2', 35.8],
    ['实付款 关 1;599.00', 1599],
  ])('reads %j', (text, expected) => {
    expect(price(text)).toBe(expected);
  });

  it('takes the unit price over the totals', () => {
    expect(price('单价：45,50 元\n数量：3\n货品总价：136,50 元\n实付款：144,50 元')).toBe(45.5);
  });

  it('shares the amount paid by the quantity', () => {
    expect(price('￥35.80 ×2\n商品总价 ￥71.60\n实付款 ￥71.60')).toBe(35.8);
    expect(price('合计: ¥300.00 共3件')).toBe(100);
  });

  it('takes shipping out of the amount paid before sharing it', () => {
    expect(price('¥6.80 x50\n货品总价 ¥340.00\n运费 ¥12.00\n实付款 352.00')).toBe(6.8);
  });

  it('uses the item line when the amount paid does not divide by the quantity', () => {
    expect(price('¥35.00 ×3\n运费 ¥6.50\n实付款 ¥111.50')).toBe(35);
  });

  it('pays what was paid after a shop discount', () => {
    expect(price('¥699.00 x1\n商品总价 ¥699.00\n店铺优惠 -¥50.00\n实付款 ¥649.00')).toBe(649);
  });

  it('takes the price after the coupon, not the struck-out one', () => {
    expect(price('价格 ¥59.00\n券后价 ¥39.90\n数量 - 2 +')).toBe(39.9);
  });

  it('ignores shipping, discounts and numbers that are not money', () => {
    expect(price('运费 ¥8.00')).toBeNull();
    expect(price('店铺优惠 -¥50.00')).toBeNull();
    expect(price('2026-11-13 20:41:05\n订单编号 3712845091276654321\n半年 保修')).toBeNull();
  });
});

describe('parseOrderText: quantity', () => {
  const qty = (text: string) => parseOrderText(text).qty;

  it.each([
    ['¥35.80 x2', 2],
    ['¥35.80 ×2', 2],
    ['¥35.80 X 3', 3],
    ['数量 2', 2],
    ['数量：4 个', 4],
    ['共3件 实付 ¥71.70', 3],
    ['2件', 2],
    ['数量 - 2 + 件 (库存5210件)', 2],
    ['- 5 +', 5],
    ['Qty: 6', 6],
  ])('reads %j', (text, expected) => {
    expect(qty(text)).toBe(expected);
  });

  it('trusts the 数量 label over a stray x-number', () => {
    expect(qty('Xiaomi X10 套装\n数量: 2')).toBe(2);
  });

  it.each([['库存5210件'], ['月销 1万+'], ['x0'], ['1200mAh'], ['138****5672'], ['USB-C to USB-C']])(
    'finds none in %j',
    (text) => {
      expect(qty(text)).toBeNull();
    },
  );
});

describe('parseOrderText: description', () => {
  const description = (text: string) => parseOrderText(text).description;

  it('keeps the Latin words of a mixed title and drops the Chinese', () => {
    expect(description('Anker安克 USB-C to USB-C 数据线 100W 快充线 2m 编织')).toBe(
      'Anker USB-C to USB-C 100W 2m',
    );
  });

  it('joins a title wrapped over lines and stops at the variant', () => {
    expect(
      description('Magnetic Car Phone Holder MagSafe 磁\n吸 车 载 手机 支架\n规格 : 黑色 15W 无 线 充'),
    ).toBe('Magnetic Car Phone Holder MagSafe');
    expect(
      description('Air Jordan 1 Retro High OG "Chicago”\n芝加哥 高 帮 复古 篮球 鞋 DZ5485-612\n尺码 : 42.5'),
    ).toBe('Air Jordan 1 Retro High OG "Chicago" DZ5485-612');
  });

  it('chooses the title over the status bar, the shop and the address', () => {
    expect(
      description(
        '14:08 Wi-Fi 64%\nNIKE官方旗舰店 >\nXiaomi 小米充电宝 20000mAh 22.5W 移动电源\n会员号 RU10245',
      ),
    ).toBe('Xiaomi 20000mAh 22.5W');
  });

  it('gives back the I and l the recognizer confused in Latin words, and leaves links and codes alone', () => {
    expect(description('New ltem AppIe lnside Stand 支架')).toBe('New Item Apple Inside Stand');
    expect(description('Lamp 1000lm ltd lamp')).toBe('Lamp 1000lm ltd lamp');
    expect(parseOrderText('https://item.taobao.com/item.htm?id=612345678901 ltem').infoUrl).toBe(
      'https://item.taobao.com/item.htm?id=612345678901',
    );
  });

  it('keeps Cyrillic and removes accents the form does not take', () => {
    expect(description('Кроссовки Nike 男鞋 размер 42')).toBe('Кроссовки Nike размер 42');
    expect(description('Café Crème 咖啡杯')).toBe('Cafe Creme');
  });

  it('cuts a long title to 60 characters at a word', () => {
    const text = description(
      'Original Apple iPhone 15 Pro Max Silicone Case with MagSafe Compatible Protective Cover Midnight',
    );
    expect(text).toBe('Original Apple iPhone 15 Pro Max Silicone Case with MagSafe');
    expect(text!.length).toBeLessThanOrEqual(60);
  });

  it('is null when only Chinese is left', () => {
    expect(description('小米充电宝 移动电源 大容量\n¥89.90 x1')).toBeNull();
  });

  it('gives text the good form accepts', () => {
    for (const text of [
      TAOBAO_ORDER,
      'Ультра™ Lamp ★ LED 台灯 — 2 шт',
      'L’OREAL 欧莱雅 Hydra Energetic 100ml',
    ]) {
      const value = description(text);
      expect(value).not.toBeNull();
      expect(value).toMatch(PLAIN_TEXT_60);
    }
  });
});

describe('parseOrderText: variant for the comment', () => {
  const comment = (text: string) => parseOrderText(text).commentProduct;

  it.each([
    ['颜色分类：白色；尺码：42', 'Цвет: белый; Размер: 42'],
    ['颜色 分 类 : 白色 /白色 ; 尺\n码 : 42', 'Цвет: белый/белый; Размер: 42'],
    ['尺码：42.5', 'Размер: 42.5'],
    ['颜色: 黑色 数量: 3 个', 'Цвет: чёрный'],
    ['规格: 黑色 15W无线充', 'Вариант: чёрный 15W'],
    ['已选 "黑色 2m"', 'чёрный 2m'],
    ['Size: XL Color: Navy', 'Size: XL Color: Navy'],
    ['颜色分类: 米白色', 'Цвет: молочный'],
  ])('reads %j', (text, expected) => {
    expect(comment(text)).toBe(expected);
  });

  it('is null when only a label would be left or there is no variant', () => {
    expect(comment('规格: 三档调光')).toBeNull();
    expect(comment('Nike AIR FORCE 1 ¥699.00')).toBeNull();
  });

  it('gives text the good form accepts', () => {
    const value = comment('颜色分类：深灰色【加厚款】；尺码：XXL 适合 80-90kg');
    expect(value).toBe('Цвет: тёмно-серый; Размер: XXL 80-90kg');
    expect(value).toMatch(PLAIN_TEXT_60);
  });
});

describe('parseOrderText: product link', () => {
  const url = (text: string) => parseOrderText(text).infoUrl;

  it.each([
    ['https://item.taobao.com/item.htm?id=745812345678', 'https://item.taobao.com/item.htm?id=745812345678'],
    [
      '扩 瑟 了 https:Witem.taobao.coryitem.htm?id=745812345678',
      'https://item.taobao.com/item.htm?id=745812345678',
    ],
    [
      'https:/detailtmallcornyitem.htm?id=680123456789&skuld=5012345',
      'https://detail.tmall.com/item.htm?id=680123456789',
    ],
    [
      '商品 链接 https://detailL1688.comyjoffer/712345678901.html',
      'https://detail.1688.com/offer/712345678901.html',
    ],
    ['商品链接 https://dw4.co/t/A/7kQpZx2', 'https://dw4.co/t/A/7kQpZx2'],
    ['https://m.tb.cn/h.5abcDEF 复制打开淘宝', 'https://m.tb.cn/h.5abcDEF'],
    ['https://item.jd.com/100012345678.html', 'https://item.jd.com/100012345678.html'],
    ['see https://www.poizon.com/product/12345.', 'https://www.poizon.com/product/12345'],
  ])('reads %j', (text, expected) => {
    expect(url(text)).toBe(expected);
  });

  it('answers a link the good form accepts', () => {
    const infoUrl = url('https:Witem.taobao.coryitem.htm?id=745812345678');
    expect(goodItemSchema.shape.infoUrl.safeParse(infoUrl).success).toBe(true);
  });

  it('is null with no link', () => {
    expect(url('订单详情 ¥35.80')).toBeNull();
  });
});

describe('parseOrderText: dangerous goods', () => {
  const danger = (text: string) => {
    const good = parseOrderText(text);
    return [good.isDangerous, good.goodHazardCategory];
  };

  it.each([
    ['内置锂电池'],
    ['电池'],
    ['液体 请勿倒置'],
    ['磁吸车载手机支架'],
    ['小米充电宝 移动电源'],
    ['Power bank 20000mAh'],
    ['Li-ion battery pack'],
    ['Liquid foundation'],
    ['Magnetic phone holder'],
    ['Hydra Energetic 洁面乳 100ml'],
    ['USB LED Desk Lamp 可充电'],
    ['Apple AirPods Pro 蓝牙耳机'],
    ['Аккумулятор 18650'],
  ])('flags %j', (text) => {
    expect(danger(text)).toEqual([true, 1]);
  });

  it.each([
    ['Nike AIR FORCE 1 运动鞋'],
    ['遥控车 不含电池'],
    ['Toy car (battery not included)'],
    ['USB-C 数据线'],
  ])('does not flag %j', (text) => {
    expect(danger(text)).toEqual([false, null]);
  });
});
