/**
 * The warehouse in China where customers have their purchases sent, and the kinds of dangerous goods the goods and
 * order forms let a customer mark. The help pages (/help), the dashboard and the forms read them from here.
 */
import { z } from 'zod';

/**
 * The warehouse's address as shops need it (Chinese fields) and as the customer reads it (Russian). A production start
 * takes it from the configuration (WAREHOUSE_* settings, docs/decisions/035-warehouse-address-setting.md); the trial
 * start shows `DEMO_WAREHOUSE`, marked as an example.
 */
export interface Warehouse {
  /** How the cabinet calls it. */
  title: string;
  /** 收货人: the recipient's name, followed by the customer's code. */
  recipientPrefix: string;
  /** 手机号: the warehouse's phone for the shop's courier. */
  phone: string;
  /** 所在地区: province, city, district. */
  region: string;
  /** 详细地址: street and building; the customer's code goes after it. */
  street: string;
  /** 邮编. */
  postcode: string;
  /** The same place in Russian, for the customer's own reading. */
  regionRu: string;
  streetRu: string;
}

/** The trial start's example warehouse: not a real address, and the cabinet says so. */
export const DEMO_WAREHOUSE: Warehouse = {
  title: 'Склад в Гуанчжоу',
  recipientPrefix: 'KARGO',
  phone: '13926045170',
  region: '广东省 广州市 白云区',
  street: '石井街道 石沙路1688号 卡戈仓库 3号门',
  postcode: '510430',
  regionRu: 'провинция Гуандун, г. Гуанчжоу, район Байюнь',
  streetRu: 'ул. Шиша, 1688, склад «Карго», ворота 3',
};

/** The warning a trial start shows over its example address. */
export const DEMO_WAREHOUSE_WARNING =
  'Это пример адреса пробного запуска: не отправляйте на него покупки. Настоящий адрес склада задаёт администратор.';

export interface WarehouseAddressLine {
  /** The field's name on a Chinese shop's form. */
  labelCn: string;
  labelRu: string;
  value: string;
}

/** The address lines with the customer's code in the recipient and the street, in the order shops ask for them. */
export function warehouseAddressLines(warehouse: Warehouse, clientCode: string): WarehouseAddressLine[] {
  const w = warehouse;
  return [
    { labelCn: '收货人', labelRu: 'Получатель', value: `${w.recipientPrefix} ${clientCode}` },
    { labelCn: '手机号', labelRu: 'Телефон', value: w.phone },
    { labelCn: '所在地区', labelRu: 'Регион', value: w.region },
    { labelCn: '详细地址', labelRu: 'Адрес', value: `${w.street} ${clientCode}` },
    { labelCn: '邮编', labelRu: 'Индекс', value: w.postcode },
  ];
}

/** The whole address as one text to paste. */
export function warehouseAddressText(warehouse: Warehouse, clientCode: string): string {
  return warehouseAddressLines(warehouse, clientCode)
    .map((line) => `${line.labelCn}: ${line.value}`)
    .join('\n');
}

/** `GET /api/warehouse` (and the dashboard): the signed-in customer's own address at the warehouse. */
export const warehouseAnswerSchema = z.object({
  title: z.string(),
  /** The place in Russian. */
  addressRu: z.string(),
  clientCode: z.string(),
  /** True on a trial start: the address is an example (show DEMO_WAREHOUSE_WARNING). */
  demo: z.boolean(),
  lines: z.array(z.object({ labelCn: z.string(), labelRu: z.string(), value: z.string() })),
  /** The whole address as one text to paste. */
  text: z.string(),
});
export type WarehouseAnswer = z.infer<typeof warehouseAnswerSchema>;

export function warehouseAnswer(warehouse: Warehouse, clientCode: string, demo: boolean): WarehouseAnswer {
  return {
    title: warehouse.title,
    addressRu: [warehouse.regionRu, warehouse.streetRu].filter(Boolean).join(', '),
    clientCode,
    demo,
    lines: warehouseAddressLines(warehouse, clientCode),
    text: warehouseAddressText(warehouse, clientCode),
  };
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
