/** The good form's check option («с проверкой» / «без проверки») and the services it implies. */
import type { ServiceType } from './goods.js';
import { formatMoneyWithSign } from '../shared/money-format.js';
import { multiplyMoney } from '../shared/money.js';
import { SERVICE_PRICES } from '../reference/parcel-tariffs.js';
import { ADDITIONAL_SERVICE } from '../reference/reference.js';
import { chargedUnits, servicePriceText } from '../reference/service-units.js';

/**
 * The check option's effect on services (spec section 4): "with check" adds detailed examination (1) and
 * postal packaging removal (16); "without check" keeps consolidation (4) only and drops examination.
 */
export function applyServiceType(serviceType: ServiceType, serviceIds: readonly number[]): number[] {
  if (serviceType === 'WITH_CHECK') {
    return [
      ...new Set([
        ...serviceIds,
        ADDITIONAL_SERVICE.DETAILED_EXAMINATION,
        ADDITIONAL_SERVICE.POSTAL_PACKAGING_REMOVAL,
      ]),
    ].sort((a, b) => a - b);
  }
  return [ADDITIONAL_SERVICE.CONSOLIDATION];
}

/**
 * What the server keeps whatever the form sent: "with check" always includes examination (1) and packaging
 * removal (16); "without check" never includes examination and always includes consolidation (4).
 */
export function normalizeServices(serviceType: ServiceType, serviceIds: readonly number[]): number[] {
  const ids = new Set(serviceIds);
  if (serviceType === 'WITH_CHECK') {
    ids.add(ADDITIONAL_SERVICE.DETAILED_EXAMINATION);
    ids.add(ADDITIONAL_SERVICE.POSTAL_PACKAGING_REMOVAL);
  } else {
    ids.delete(ADDITIONAL_SERVICE.DETAILED_EXAMINATION);
    ids.add(ADDITIONAL_SERVICE.CONSOLIDATION);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The services a buyout lot's good always carries (decision 052): a lot's good is checked («с проверкой», the goods
 * form refuses «без проверки» for it), so examination and postal packaging disposal come with it. The order form
 * shows them chosen, with their prices, before anything is charged.
 */
export const BUYOUT_CHECK_SERVICES: readonly number[] = [
  ADDITIONAL_SERVICE.DETAILED_EXAMINATION,
  ADDITIONAL_SERVICE.POSTAL_PACKAGING_REMOVAL,
];

/** A buyout lot's services as its good will carry them: the lot's choice with `BUYOUT_CHECK_SERVICES`. */
export function buyoutLotServices(serviceIds: readonly number[]): number[] {
  return normalizeServices('WITH_CHECK', serviceIds);
}

/** True when the good's services include the paid photo report (12, 149 ₽ per item). */
export function hasPaidPhotoReport(serviceIds: readonly number[] | null | undefined): boolean {
  return (serviceIds ?? []).includes(ADDITIONAL_SERVICE.PHOTO_REPORT);
}

/**
 * The goods whose paid photo report has no photo yet. The photo report is billed with the parcel at weighing, so
 * the warehouse uploads it before the parcel is weighed (the weighing refuses with `photoReportsMissing`
 * otherwise): a customer never pays for photos that were not taken.
 */
export function goodsAwaitingPhotoReport(
  goods: ReadonlyArray<{ id: number; additionalServicesIds: readonly number[] | null; photoReports: number }>,
): number[] {
  return goods
    .filter((good) => hasPaidPhotoReport(good.additionalServicesIds) && good.photoReports === 0)
    .map((good) => good.id);
}

/**
 * What «С проверкой» costs, from the price table and the per-piece rule (decision 052): «Детальный осмотр — 100 ₽
 * за шт. (3 шт. — 300 ₽), утилизация почтовой упаковки — бесплатно».
 */
export function withCheckText(qty?: number | null): string {
  const examination = SERVICE_PRICES[ADDITIONAL_SERVICE.DETAILED_EXAMINATION]!;
  const disposal = SERVICE_PRICES[ADDITIONAL_SERVICE.POSTAL_PACKAGING_REMOVAL]!;
  const pieces = qty && Number.isInteger(qty) && qty > 0 ? chargedUnits('item', [{ qty }]) : null;
  const total = pieces
    ? ` (${pieces} шт. — ${formatMoneyWithSign(multiplyMoney(examination.price, pieces), 'RUB', { noBreak: true })})`
    : '';
  return (
    `Детальный осмотр — ${servicePriceText(examination.price, examination.per)}${total}, ` +
    `утилизация почтовой упаковки — ${servicePriceText(disposal.price, disposal.per)}`
  );
}
