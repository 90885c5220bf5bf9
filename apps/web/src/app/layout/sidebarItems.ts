import {
  IconAddressBook,
  IconBox,
  IconHome2,
  IconShoppingBag,
  IconTruckDelivery,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { SidebarCounters } from './useSidebarCounters';

export interface SidebarItem {
  label: string;
  to: string;
  /** Path prefixes that make the item active. */
  matches: string[];
  icon: Icon;
  counter?: keyof SidebarCounters;
}

/** The sidebar of spec section 2, in its order. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { label: 'Главная', to: '/dashboard', matches: ['/dashboard'], icon: IconHome2 },
  {
    label: 'Поможем купить',
    to: '/orders?section=new',
    matches: ['/orders', '/order'],
    icon: IconShoppingBag,
    counter: 'orders',
  },
  {
    label: 'Товары',
    to: '/products?section=waiting',
    matches: ['/products', '/product', '/virtual-parcel'],
    icon: IconBox,
    counter: 'products',
  },
  {
    label: 'Посылки',
    to: '/parcels?section=inwork',
    matches: ['/parcels'],
    icon: IconTruckDelivery,
    counter: 'parcels',
  },
  {
    label: 'Получатели и адреса',
    to: '/recipientsAndAddress/recipients',
    matches: ['/recipientsAndAddress', '/recipients', '/archive', '/recipient-optional'],
    icon: IconAddressBook,
    counter: 'recipients',
  },
  { label: 'Финансы', to: '/finance', matches: ['/finance'], icon: IconWallet },
];

export function isItemActive(item: SidebarItem, pathname: string): boolean {
  return item.matches.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
