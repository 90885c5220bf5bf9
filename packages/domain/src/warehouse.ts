/**
 * The warehouse in China where customers have their purchases sent, and the kinds of dangerous goods the goods and
 * order forms let a customer mark. The help pages (/help) and the forms read them from here: one copy each.
 */

/** The Guangzhou warehouse: what a customer types into a Chinese shop's delivery form. */
export const CHINA_WAREHOUSE = {
  /** How the cabinet calls it. */
  title: 'Склад в Гуанчжоу',
  /** 收货人: the recipient's name, followed by the customer's code. */
  recipientPrefix: 'KARGO',
  /** 手机号: the warehouse's phone for the shop's courier. */
  phone: '13926045170',
  /** 所在地区: province, city, district. */
  region: '广东省 广州市 白云区',
  /** 详细地址: street and building; the customer's code goes after it. */
  street: '石井街道 石沙路1688号 卡戈仓库 3号门',
  /** 邮编. */
  postcode: '510430',
  /** The same place in Russian, for the customer's own reading. */
  regionRu: 'провинция Гуандун, г. Гуанчжоу, район Байюнь',
  streetRu: 'ул. Шиша, 1688, склад «Карго», ворота 3',
} as const;

export interface WarehouseAddressLine {
  /** The field's name on a Chinese shop's form. */
  labelCn: string;
  labelRu: string;
  value: string;
}

/** The address lines with the customer's code in the recipient and the street, in the order shops ask for them. */
export function warehouseAddressLines(clientCode: string): WarehouseAddressLine[] {
  const w = CHINA_WAREHOUSE;
  return [
    { labelCn: '收货人', labelRu: 'Получатель', value: `${w.recipientPrefix} ${clientCode}` },
    { labelCn: '手机号', labelRu: 'Телефон', value: w.phone },
    { labelCn: '所在地区', labelRu: 'Регион', value: w.region },
    { labelCn: '详细地址', labelRu: 'Адрес', value: `${w.street} ${clientCode}` },
    { labelCn: '邮编', labelRu: 'Индекс', value: w.postcode },
  ];
}

/** The whole address as one text to paste. */
export function warehouseAddressText(clientCode: string): string {
  return warehouseAddressLines(clientCode)
    .map((line) => `${line.labelCn}: ${line.value}`)
    .join('\n');
}

/** Hazard category a good or a lot carries when the customer marks it dangerous (goodHazardCategory). */
export const GOOD_HAZARD_CATEGORY = { DANGEROUS: 1 } as const;

export interface DangerousGoodKind {
  title: string;
  /** What falls under it. */
  examples: string;
}

/** What «dangerous» covers: such goods go only by the tariffs that accept dangerous cargo. */
export const DANGEROUS_GOOD_KINDS: readonly DangerousGoodKind[] = [
  {
    title: 'Элементы питания',
    examples:
      'аккумуляторы и батарейки, пауэрбанки, техника со встроенным аккумулятором: телефоны, наушники, часы, электросамокаты',
  },
  {
    title: 'Жидкости',
    examples: 'косметика, духи, лаки, клеи, краски, масла, гели, жидкости для электронных сигарет',
  },
  {
    title: 'Магниты',
    examples: 'магниты и магнитные конструкторы, колонки и товары с сильными магнитами',
  },
];

/** The label of the «dangerous» checkbox of the goods and order forms. */
export const DANGEROUS_GOOD_LABEL = `Опасный груз: ${DANGEROUS_GOOD_KINDS.map((kind) => kind.title.toLowerCase()).join(', ')}`;
