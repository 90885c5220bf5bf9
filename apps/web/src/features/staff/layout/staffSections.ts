import {
  IconBellX,
  IconBoxSeam,
  IconBuildingWarehouse,
  IconCash,
  IconChartLine,
  IconHeadset,
  IconHistory,
  IconPackageImport,
  IconPlaneDeparture,
  IconReceiptRefund,
  IconReportAnalytics,
  IconShoppingCart,
  IconTicket,
  IconTruckDelivery,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import type { StaffOperation } from '@cargo/domain';
import type { shell } from '../../../shared/staff/i18n/ru/shell';

export interface StaffSection {
  to: string;
  /** The section's name in the desk's catalogue (`shell:sections.<key>`, decision 066). */
  label: keyof typeof shell.sections;
  icon: Icon;
  /** The call that opens the section: a member whose roles do not allow it neither sees nor opens it. */
  operation: StaffOperation;
}

/** Sections of the staff desk: recipient review, the warehouse (receiving, goods, parcels, cargo), the buyer's desk, the finance desk and the help desk. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  {
    to: '/staff/recipients',
    label: 'recipients',
    icon: IconUserCheck,
    operation: 'GET /api/staff/recipients',
  },
  {
    to: '/staff/warehouse',
    label: 'warehouse',
    icon: IconPackageImport,
    operation: 'POST /api/staff/warehouse/receive',
  },
  { to: '/staff/goods', label: 'goods', icon: IconBoxSeam, operation: 'GET /api/staff/goods' },
  {
    to: '/staff/parcels',
    label: 'parcels',
    icon: IconTruckDelivery,
    operation: 'GET /api/staff/parcels',
  },
  { to: '/staff/flights', label: 'flights', icon: IconPlaneDeparture, operation: 'GET /api/staff/flights' },
  { to: '/staff/cargo', label: 'cargo', icon: IconBuildingWarehouse, operation: 'GET /api/staff/cargo' },
  { to: '/staff/orders', label: 'orders', icon: IconShoppingCart, operation: 'GET /api/staff/orders/lots' },
  {
    to: '/staff/finance/customers',
    label: 'customers',
    icon: IconCash,
    operation: 'GET /api/staff/customers',
  },
  {
    to: '/staff/finance/top-ups',
    label: 'topUps',
    icon: IconReceiptRefund,
    operation: 'GET /api/staff/top-ups',
  },
  {
    to: '/staff/finance/rates',
    label: 'rates',
    icon: IconChartLine,
    operation: 'GET /api/staff/currency-rates',
  },
  {
    to: '/staff/finance/promo-codes',
    label: 'promoCodes',
    icon: IconTicket,
    operation: 'GET /api/staff/promo-codes',
  },
  {
    to: '/staff/helpdesk',
    label: 'helpdesk',
    icon: IconHeadset,
    operation: 'GET /api/staff/helpdesk/tickets',
  },
  {
    to: '/staff/notifications',
    label: 'deadLetters',
    icon: IconBellX,
    operation: 'GET /api/staff/notifications/dead-letters',
  },
  { to: '/staff/reports', label: 'reports', icon: IconReportAnalytics, operation: 'GET /api/staff/reports' },
  { to: '/staff/audit', label: 'audit', icon: IconHistory, operation: 'GET /api/staff/audit' },
];

/** The team page (the owner's: colleagues, roles, invitations; decisions 026, 048), linked from the header. */
export const STAFF_TEAM = {
  to: '/staff/team',
  label: 'team',
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
