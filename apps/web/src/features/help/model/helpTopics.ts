import {
  IconBan,
  IconBuildingWarehouse,
  IconLanguage,
  IconListCheck,
  IconReceiptTax,
  type Icon,
} from '@tabler/icons-react';
import cabinetGuide from '../content/cabinet-guide.md?raw';
import customsLimit from '../content/customs-limit.md?raw';
import prohibitedGoods from '../content/prohibited-goods.md?raw';
import sellerPhrases from '../content/seller-phrases.md?raw';
import warehouseAddress from '../content/warehouse-address.md?raw';

import type { HelpTopicSlug } from './paths';

export type { HelpTopicSlug } from './paths';

export interface HelpTopic {
  slug: HelpTopicSlug;
  title: string;
  /** One line on the index card. */
  summary: string;
  icon: Icon;
  /** The page's Markdown; a `{{data}}` line marks where the block built from the domain's data goes. */
  markdown: string;
}

/** The help pages (/help/<slug>), in the order of the index. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'warehouse-address',
    title: 'Адрес склада в Китае',
    summary: 'Адрес с вашим личным кодом и что указать продавцу при заказе.',
    icon: IconBuildingWarehouse,
    markdown: warehouseAddress,
  },
  {
    slug: 'prohibited-goods',
    title: 'Что можно и нельзя отправлять',
    summary: 'Запрещённые товары, аккумуляторы, жидкости и магниты.',
    icon: IconBan,
    markdown: prohibitedGoods,
  },
  {
    slug: 'customs-limit',
    title: 'Таможенный лимит',
    summary: 'Сколько можно ввезти без пошлины и как она считается.',
    icon: IconReceiptTax,
    markdown: customsLimit,
  },
  {
    slug: 'seller-phrases',
    title: 'Полезные фразы для продавцов',
    summary: 'Готовые фразы на китайском с переводом для чата с магазином.',
    icon: IconLanguage,
    markdown: sellerPhrases,
  },
  {
    slug: 'cabinet-guide',
    title: 'Как пользоваться кабинетом',
    summary: 'Адрес → товары → посылка → оплата: весь путь по шагам.',
    icon: IconListCheck,
    markdown: cabinetGuide,
  },
];

export function helpTopicBySlug(slug: string | undefined): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => topic.slug === slug);
}

export const DATA_MARKER = '{{data}}';
