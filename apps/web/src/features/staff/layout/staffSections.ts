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
  IconShoppingCart,
  IconTicket,
  IconTruckDelivery,
  IconUserCheck,
  type Icon,
} from '@tabler/icons-react';
import { SECTION_TITLES } from '../../../shared/config/sections';

export interface StaffSection {
  to: string;
  label: string;
  icon: Icon;
}

/** Sections of the staff desk: recipient review, the warehouse (receiving, goods, parcels, cargo), the buyer's desk, the finance desk and the help desk. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { to: '/staff/recipients', label: 'Получатели', icon: IconUserCheck },
  { to: '/staff/warehouse', label: 'Приёмка', icon: IconPackageImport },
  { to: '/staff/goods', label: SECTION_TITLES.goods, icon: IconBoxSeam },
  { to: '/staff/parcels', label: SECTION_TITLES.parcels, icon: IconTruckDelivery },
  { to: '/staff/cargo', label: 'Карго', icon: IconBuildingWarehouse },
  { to: '/staff/orders', label: 'Выкуп', icon: IconShoppingCart },
  { to: '/staff/finance/customers', label: 'Счета клиентов', icon: IconCash },
  { to: '/staff/finance/top-ups', label: 'Пополнения', icon: IconReceiptRefund },
  { to: '/staff/finance/rates', label: 'Курсы', icon: IconChartLine },
  { to: '/staff/finance/promo-codes', label: 'Промокоды', icon: IconTicket },
  { to: '/staff/helpdesk', label: 'Обращения', icon: IconHeadset },
  { to: '/staff/notifications', label: 'Недоставленные', icon: IconBellX },
  { to: '/staff/audit', label: 'Журнал действий', icon: IconHistory },
];

/** The team page (inviting colleagues, decision 026), linked from the desk's header. */
export const STAFF_TEAM = { to: '/staff/team', label: 'Сотрудники' } as const;

/** Where /staff itself leads. */
export const STAFF_HOME = '/staff/recipients';
