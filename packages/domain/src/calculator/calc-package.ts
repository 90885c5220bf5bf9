/**
 * Every packaging the desk prices (`PACKAGE_PRICES`: box or bag × standard or round black), titled for the
 * public calculator's choice. The price is the table's, the same `priceParcel` charges.
 */
import { formatMoneyWithSign } from '../shared/money-format.js';
import { toMinorUnits } from '../shared/money.js';
import {
  PACKAGE_PRICES,
  PACKAGE_STYLES,
  PACKAGE_TITLE,
  type PackageStyle,
} from '../reference/parcel-tariffs.js';
import { PACKAGE_TYPE } from '../reference/reference.js';

/** The variant's word, agreeing with the type's gender (коробка, пакет). */
export const PACKAGE_STYLE_TITLE: Readonly<Record<number, Record<PackageStyle, string>>> = {
  [PACKAGE_TYPE.BOX]: { STANDARD: 'стандартная', ROUND_BLACK: 'круглая чёрная' },
  [PACKAGE_TYPE.BAG]: { STANDARD: 'стандартный', ROUND_BLACK: 'круглый чёрный' },
};

export interface PackageOption {
  packageTypeId: number;
  packageStyle: PackageStyle;
  /** «Коробка, круглая чёрная». */
  title: string;
  /** Roubles, exact text ("180.00"). */
  price: string;
}

export function packageOptionTitle(packageTypeId: number, style: PackageStyle): string {
  const type = PACKAGE_TITLE[packageTypeId] ?? String(packageTypeId);
  const variant = PACKAGE_STYLE_TITLE[packageTypeId]?.[style];
  return variant ? `${type}, ${variant}` : type;
}

/** Box and bag in each variant, in the table's order. */
export const PACKAGE_OPTIONS: readonly PackageOption[] = Object.keys(PACKAGE_PRICES)
  .map(Number)
  .flatMap((packageTypeId) =>
    PACKAGE_STYLES.map((packageStyle) => ({
      packageTypeId,
      packageStyle,
      title: packageOptionTitle(packageTypeId, packageStyle),
      price: PACKAGE_PRICES[packageTypeId]![packageStyle],
    })),
  );

/** «Коробка, стандартная — 120 ₽», «Пакет, стандартный — бесплатно». */
export function packageOptionLabel(option: PackageOption): string {
  const price =
    toMinorUnits(option.price) > 0n
      ? formatMoneyWithSign(option.price, 'RUB', { noBreak: true })
      : 'бесплатно';
  return `${option.title} — ${price}`;
}
