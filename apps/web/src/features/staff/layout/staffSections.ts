import { IconBoxSeam, IconPackageImport, IconUserCheck, type Icon } from '@tabler/icons-react';
import { SECTION_TITLES } from '../../../shared/config/sections';

export interface StaffSection {
  to: string;
  label: string;
  icon: Icon;
}

/** Sections of the staff desk: recipient review and the warehouse (receiving, goods). */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { to: '/staff/recipients', label: 'Проверка получателей', icon: IconUserCheck },
  { to: '/staff/warehouse', label: 'Приёмка', icon: IconPackageImport },
  { to: '/staff/goods', label: SECTION_TITLES.goods, icon: IconBoxSeam },
];

/** Where /staff itself leads. */
export const STAFF_HOME = '/staff/recipients';
