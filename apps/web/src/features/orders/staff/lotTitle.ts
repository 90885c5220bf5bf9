import type { StaffLot } from '@cargo/domain';

/** «Заказ Z12, лот 34»: how the desk names a lot in its dialogs. */
export const lotTitle = (lot: StaffLot): string => `Заказ ${lot.orderNumber}, лот ${lot.id}`;
