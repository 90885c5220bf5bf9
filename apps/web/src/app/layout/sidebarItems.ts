import {
  IconAddressBook,
  IconBox,
  IconCalculator,
  IconHeadset,
  IconHelp,
  IconHome2,
  IconShoppingBag,
  IconTruckDelivery,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { SECTION_TITLES } from '../../shared/config/sections';
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
  { label: SECTION_TITLES.dashboard, to: '/dashboard', matches: ['/dashboard'], icon: IconHome2 },
  {
    label: SECTION_TITLES.orders,
    to: '/orders?section=new',
    matches: ['/orders', '/order'],
    icon: IconShoppingBag,
    counter: 'orders',
  },
  {
    label: SECTION_TITLES.goods,
    to: '/products?section=waiting',
    matches: ['/products', '/product', '/virtual-parcel'],
    icon: IconBox,
    counter: 'products',
  },
  {
    label: SECTION_TITLES.parcels,
    to: '/parcels?section=inwork',
    matches: ['/parcels', '/cargo'],
    icon: IconTruckDelivery,
    counter: 'parcels',
  },
  {
    label: SECTION_TITLES.recipientsAndAddresses,
    to: '/recipientsAndAddress/recipients',
    matches: ['/recipientsAndAddress', '/recipients', '/archive', '/recipient-optional'],
    icon: IconAddressBook,
    counter: 'recipients',
  },
  { label: SECTION_TITLES.calculator, to: '/calc', matches: ['/calc'], icon: IconCalculator },
  { label: SECTION_TITLES.finance, to: '/finance', matches: ['/finance'], icon: IconWallet },
  {
    label: SECTION_TITLES.support,
    to: '/customer-support',
    matches: ['/customer-support'],
    icon: IconHeadset,
    counter: 'support',
  },
  // The help pages (issue 20): the warehouse address, what may be sent, customs, phrases for sellers.
  { label: SECTION_TITLES.help, to: '/help', matches: ['/help'], icon: IconHelp },
];

export function isItemActive(item: SidebarItem, pathname: string): boolean {
  return item.matches.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
