import { addMoney, type Good, moneyToJson, type ParcelStorage } from '@cargo/domain';

/**
 * A parcel's storage from its goods' answers: the fewest free days left among the goods the warehouse charges
 * for, the daily fee per good and what they owe together (decision 031). Null when no good has storage to show.
 */
export function parcelStorageOf(goods: readonly Pick<Good, 'storage'>[]): ParcelStorage | null {
  const shown = goods.flatMap((good) => (good.storage ? [good.storage] : []));
  if (shown.length === 0) return null;
  const accruing = shown.filter((storage) => storage.accruing);
  return {
    daysLeft: accruing.length ? Math.min(...accruing.map((storage) => storage.daysLeft)) : null,
    dailyFeeRub: shown[0]!.dailyFeeRub,
    dueRub: moneyToJson(addMoney('0', ...shown.map((storage) => storage.dueRub))),
    accruingGoods: accruing.length,
  };
}
