import {
  IconBellX,
  IconBoxSeam,
  IconBuildingWarehouse,
  IconCash,
  IconChartLine,
  IconHeadset,
  IconHistory,
  IconPackageImport,
  IconReceiptRefund,
  IconReportAnalytics,
  IconShoppingCart,
  IconTicket,
  IconTruckDelivery,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import type { StaffOperation } from '@cargo/domain';
import { SECTION_TITLES } from '../../../shared/config/sections';

export interface StaffSection {
  to: string;
  label: string;
  icon: Icon;
  /** The call that opens the section: a member whose roles do not allow it neither sees nor opens it. */
  operation: StaffOperation;
}

/** Sections of the staff desk: recipient review, the warehouse (receiving, goods, parcels, cargo), the buyer's desk, the finance desk and the help desk. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  {
    to: '/staff/recipients',
    label: 'Получатели',
    icon: IconUserCheck,
    operation: 'GET /api/staff/recipients',
  },
  {
    to: '/staff/warehouse',
    label: 'Приёмка',
    icon: IconPackageImport,
    operation: 'POST /api/staff/warehouse/receive',
  },
  { to: '/staff/goods', label: SECTION_TITLES.goods, icon: IconBoxSeam, operation: 'GET /api/staff/goods' },
  {
    to: '/staff/parcels',
    label: SECTION_TITLES.parcels,
    icon: IconTruckDelivery,
    operation: 'GET /api/staff/parcels',
  },
  { to: '/staff/cargo', label: 'Карго', icon: IconBuildingWarehouse, operation: 'GET /api/staff/cargo' },
  { to: '/staff/orders', label: 'Выкуп', icon: IconShoppingCart, operation: 'GET /api/staff/orders/lots' },
  {
    to: '/staff/finance/customers',
    label: 'Счета клиентов',
    icon: IconCash,
    operation: 'GET /api/staff/customers',
  },
  {
    to: '/staff/finance/top-ups',
    label: 'Пополнения',
    icon: IconReceiptRefund,
    operation: 'GET /api/staff/top-ups',
  },
  {
    to: '/staff/finance/rates',
    label: 'Курсы',
    icon: IconChartLine,
    operation: 'GET /api/staff/currency-rates',
  },
  {
    to: '/staff/finance/promo-codes',
    label: 'Промокоды',
    icon: IconTicket,
    operation: 'GET /api/staff/promo-codes',
  },
  {
    to: '/staff/helpdesk',
    label: 'Обращения',
    icon: IconHeadset,
    operation: 'GET /api/staff/helpdesk/tickets',
  },
  {
    to: '/staff/notifications',
    label: 'Недоставленные',
    icon: IconBellX,
    operation: 'GET /api/staff/notifications/dead-letters',
  },
  {
    to: '/staff/reports',
    label: 'Отчёты',
    icon: IconReportAnalytics,
    operation: 'GET /api/staff/reports',
  },
  { to: '/staff/audit', label: 'Журнал действий', icon: IconHistory, operation: 'GET /api/staff/audit' },
];

/** The team page (the owner's: colleagues, roles, invitations; decisions 026, 048), linked from the header. */
export const STAFF_TEAM = {
  to: '/staff/team',
  label: 'Сотрудники',
  operation: 'GET /api/staff/team',
} as const satisfies Omit<StaffSection, 'icon'>;

/** Where /staff itself leads: the member's first section (StaffHome picks it by role). */
export const STAFF_HOME = '/staff';

/** The section an address belongs to (the longest matching prefix), if any. */
export function sectionOf(pathname: string): Omit<StaffSection, 'icon'> | undefined {
  return [...STAFF_SECTIONS, STAFF_TEAM]
    .filter((section) => pathname === section.to || pathname.startsWith(`${section.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
