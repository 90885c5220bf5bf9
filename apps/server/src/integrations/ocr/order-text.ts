/** Helpers shared by the field readers of `parse-order-text.ts`: text clean-up and the Chinese labels. */

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
export const CJK_CHAR = new RegExp(`[${CJK}]`);
const CJK_SPACE_CJK = new RegExp(`([${CJK}])[ \\t]+(?=[${CJK}])`, 'g');
const CJK_SPACE_COLON = new RegExp(`([${CJK}])[ \\t]+(?=[:;])`, 'g');

/** A Latin word standing alone: not part of a link, a code or a number ("ltem", not "item.htm" or "1000lm"). */
const LATIN_WORD = /(?<![\p{L}\p{N}./:_-])[A-Za-z]+(?![\p{L}\p{N}./:_-])/gu;

/**
 * Tesseract confuses a capital I and a small l in Latin words: «ltem», «lnside» for «Item», «Inside», and «AppIe» for
 * «Apple». A word starting with l before a consonant no English word starts with (t, n, s, f, d, m, r) gets its
 * I back (unless it has no vowel: «ltd»); a capital I between small letters is an l.
 */
function fixCapitalIAndSmallL(line: string): string {
  return line.replace(LATIN_WORD, (word) =>
    word.replace(/^l(?=[tnsfdmr](?:[a-z]*[aeiouy]|$))/, 'I').replace(/(?<=[a-z])I(?=[a-z])/g, 'l'),
  );
}

/**
 * Tesseract's Chinese model puts spaces between characters ("实 付款") and full-width forms come in both
 * shapes; this brings the text to one form: half-width punctuation and digits (NFKC), straight quotes, no
 * spaces inside Chinese words, one space between other words, I and l where Latin words want them, no empty lines.
 */
export function normalizeOcrText(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
      .replace(/[\u2018\u2019\u201a`]/g, "'")
      .replace(/[\u3010\u3014]/g, '[')
      .replace(/[\u3011\u3015]/g, ']')
      .replace(/\u3001/g, ',')
      .replace(/\u3002/g, '. ')
      // A comma between digits often comes out as ";" or ";," ("1;599.00", "144;,50").
      .replace(/(\d);,?(?=\d)/g, '$1,')
      .split(/\r?\n/)
      .map((line) =>
        line
          .replace(/[ \t\u00a0\u3000]+/g, ' ')
          .replace(CJK_SPACE_CJK, '$1')
          .replace(CJK_SPACE_CJK, '$1')
          .replace(CJK_SPACE_COLON, '$1')
          .replace(/.+/, fixCapitalIAndSmallL)
          .trim(),
      )
      .filter((line) => line.length > 0)
  );
}

/**
 * Labels that start another field: a product title or a variant ends where one of them begins
 * ("...1200mAh 单价: 45,50 元").
 */
export const FIELD_LABELS =
  /单价|数量|价格|原价|券后|到手价|实付|合计|小计|总价|总金额|商品金额|运费|运单|快递单|物流|订单|编号|交易号|下单|付款|发货|收货|电话|地址|会员号|库存|月销|已售|共\d+件|复制/;

/** Price labels by meaning, in the order a price is chosen (see `readPriceFen`). */
export const UNIT_PRICE_LABELS = /单价|券后价?|到手价|现价|售价|unit price|цена за/i;
export const PAID_LABELS = /实付款?|实付金额|实际支付|应付|支付金额|合计|total paid|итого/i;
export const GOODS_TOTAL_LABELS = /商品总价|商品总额|货品总价|商品金额|货品总金额|商品合计|总价|subtotal/i;
/** Shipping, which the amount paid includes. */
export const SHIPPING_LABELS = /运费|邮费|快递费|shipping/i;
/** Amounts that are not the good's price: discounts, fees. */
export const OTHER_AMOUNT_LABELS = /优惠|红包|折扣|立减|服务费|税费|积分|保险|discount/i;
export const ORIGINAL_PRICE_LABELS = /价格|原价|划线价/;

/** A tracking number's label: 运单号, 快递单号, 物流单号, "tracking". 订单号 (order number) is not one. */
export const TRACK_LABELS = /运单|快递单|物流单|面单|包裹号|tracking|трек/i;
export const COURIER_NAMES =
  /中通|圆通|申通|韵达|顺丰|极兔|邮政|EMS|京东|德邦|百世|天天|快递|速递|速运|物流|J&T|ZTO|YTO|STO|SF Express/i;
