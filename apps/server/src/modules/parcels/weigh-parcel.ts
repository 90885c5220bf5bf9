import {
  ADDITIONAL_SERVICE,
  DISCOUNT_TIERS,
  formatMoneyWithSign,
  moneyToJson,
  PARCEL_MESSAGES,
  type ParcelPriceBreakdown,
  ParcelPricingError,
  priceParcel,
  type staffWeighSchema,
  toMinorUnits,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, fieldError } from '../../errors.js';
import type { StaffActor } from '../audit/index.js';
import { takeDiscount } from '../finance/index.js';
import {
  goodsAwaitingPhotoReportOf,
  goodsOfParcel,
  parcelGoodsSummary,
  storageDueOfParcel,
} from '../goods/index.js';
import { tariffsById } from '../reference/index.js';
import { findUpload } from '../uploads/index.js';
import {
  insuranceBreakdownOf,
  insuranceLines,
  type InsurancePricing,
  insuranceRatesFor,
  parcelInsuranceInput,
} from './insurance-price.js';
import { staffStep } from './parcel-step.js';
import { findParcel } from './find-parcel.js';

type Weigh = z.output<typeof staffWeighSchema>;

/** What weighing writes that the trail shows: the measures, the price and what it rests on (not the breakdown). */
const WEIGH_AUDITED = [
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
  'chargeableWeightKg',
  'deliveryPrice',
  'discountPercent',
  'declaredValue',
  'declaredCostCurrency',
  'weighingPhoto',
] as const;

/** The largest discount tier the held percent reaches (pricing knows only the tiers). */
function discountTier(percent: number | null): number {
  if (!percent) return 0;
  return [...DISCOUNT_TIERS].reverse().find((tier) => tier <= percent) ?? 0;
}

/**
 * Weighing: the measures and the photo are written, the price is computed by the domain's `priceParcel` (taking
 * the customer's held discount in the same transaction), the goods' value is frozen, and the parcel awaits payment;
 * its goods are packed in it (140 → 130). Refused (409 `PHOTO_REPORT_MISSING`) while a good's paid photo report has
 * no photo.
 */
export async function weighParcel(
  db: Executor,
  actor: StaffActor,
  id: number,
  input: Weigh,
  pricing: InsurancePricing,
) {
  if (!(await findUpload(db, input.photo))) throw fieldError('photo', PARCEL_MESSAGES.photoRequired);
  const current = await findParcel(db, id);
  const tariff = current.deliveryTransportId
    ? (await tariffsById(db)).get(current.deliveryTransportId)
    : undefined;
  if (!tariff) throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.tariffUnknown);
  const insuranceRates = await insuranceRatesFor(pricing, current);
  return db.transaction(async (tx) => {
    // A paid photo report is billed here: the warehouse uploads it first, so no customer pays for missing photos.
    const awaitingPhotos = (await goodsAwaitingPhotoReportOf(tx, [id])).get(id);
    if (awaitingPhotos) {
      const ids = awaitingPhotos.map((good) => good.id);
      throw conflict('PHOTO_REPORT_MISSING', PARCEL_MESSAGES.photoReportsMissing(ids));
    }
    const lines = await goodsOfParcel(tx, id);
    const percent = discountTier(await takeDiscount(tx, current.userId, id));
    // What its goods owe for storage goes into the price (decision 031); packed, they stop accruing.
    const storageFeeRub = await storageDueOfParcel(tx, id);
    const insurance = await parcelInsuranceInput(tx, pricing, current, insuranceRates);
    let price;
    try {
      price = priceParcel({
        deliveryTransportId: tariff.id,
        countryCode: tariff.countryCode,
        weightKg: String(input.weightKg),
        dimensionsCm: {
          length: String(input.lengthCm),
          width: String(input.widthCm),
          height: String(input.heightCm),
        },
        items: lines.map((good) => ({
          qty: good.qty,
          additionalServicesIds: good.additionalServicesIds ?? [],
        })),
        additionalServicesIds: [
          ...current.additionalServicesIds,
          ...(current.withCrating ? [ADDITIONAL_SERVICE.PARCEL_SHEATHING] : []),
        ],
        packageTypeId: current.packageTypeId ?? 1,
        discountPercent: percent,
        storageFeeRub,
        insurance,
      });
    } catch (error) {
      if (error instanceof ParcelPricingError) {
        throw new AppError(409, 'STATUS_CONFLICT', PARCEL_MESSAGES.tariffUnknown);
      }
      throw error;
    }
    const breakdown: ParcelPriceBreakdown = {
      actualWeightKg: Number(price.actualWeightKg),
      volumetricWeightKg: Number(price.volumetricWeightKg ?? 0),
      chargeableWeightKg: Number(price.chargeableWeightKg),
      ratePerKg: moneyToJson(price.ratePerKg),
      freight: moneyToJson(price.delivery),
      minimumApplied: price.minimumApplied,
      lines: [
        ...price.services.map((line) => ({
          serviceId: line.serviceId,
          title: line.title,
          quantity: line.quantity,
          unitPrice: moneyToJson(line.unitPrice),
          amount: moneyToJson(line.amount),
        })),
        {
          serviceId: null,
          title: price.package.title,
          quantity: 1,
          unitPrice: moneyToJson(price.package.amount),
          amount: moneyToJson(price.package.amount),
        },
        ...insuranceLines(price),
      ],
      ...(toMinorUnits(price.storage) > 0n ? { storage: moneyToJson(price.storage) } : {}),
      subtotal: moneyToJson(price.subtotal),
      discountPercent: price.discountPercent,
      discount: moneyToJson(price.discount),
      total: moneyToJson(price.total),
      currency: 'RUB',
      insurance: insuranceBreakdownOf(price),
    };
    const summary = (await parcelGoodsSummary(tx, [id])).get(id);
    const row = await staffStep(tx, actor, id, 'weigh', {
      fields: WEIGH_AUDITED,
      set: {
        weightKg: String(input.weightKg),
        lengthCm: String(input.lengthCm),
        widthCm: String(input.widthCm),
        heightCm: String(input.heightCm),
        chargeableWeightKg: price.chargeableWeightKg,
        deliveryPrice: price.total,
        priceBreakdown: breakdown,
        discountPercent: String(price.discountPercent),
        weighingPhoto: input.photo,
        declaredValue: summary?.value ?? '0',
        declaredCostCurrency: summary?.currency ?? current.declaredCostCurrency,
      },
      // Russian number format in what the customer reads: «Вес 2,4 кг, к оплате 3 912 ₽».
      note: `Вес ${String(Number(price.actualWeightKg)).replace('.', ',')} кг, к оплате ${formatMoneyWithSign(price.total, 'RUB')}`,
    });
    return row;
  });
}
