import { lotName, type StaffLot } from '@cargo/domain';

/**
 * «Лот «Кроссовки» заказа Z12»: the desk names a lot in its dialogs as the customer's lists, letters and ledger do
 * (decision 054), so both sides of a call speak of the same thing.
 */
export const lotTitle = (lot: StaffLot): string => lotName(lot);
