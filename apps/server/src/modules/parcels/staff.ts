import { asc, eq, inArray } from 'drizzle-orm';
import {
  DISCOUNT_TIERS,
  formatMoneyWithSign,
  MOVES_WITH_REASON,
  PARCEL_MESSAGES,
  PARCEL_STATUS,
  type ParcelAction,
  type ParcelBulkResult,
  type ParcelPriceBreakdown,
  ParcelPricingError,
  priceParcel,
  type StaffMoveInput,
  type StaffParcel,
  type staffShipSchema,
  type staffWeighSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { updateStatus } from '../../db/guarded-update.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { AppError, conflict, fieldError } from '../../errors.js';
import { emailsOf } from '../auth/index.js';
import { takeDiscount } from '../finance/index.js';
import { goodsOfParcel, parcelGoodsSummary } from '../goods/index.js';
import { tariffsById } from '../reference/index.js';
import { findUpload } from '../uploads/index.js';
import { parcelNotFound, type ParcelRow } from './service.js';
import { WAREHOUSE_PLACE, writeTrackingEvent, writeTrackingEvents } from './tracking.js';
import { listRowsOf } from './views.js';

type Weigh = z.output<typeof staffWeighSchema>;
type Ship = z.output<typeof staffShipSchema>;

/** The desk's queue by default: sent to assembly, on assembly, on weighing, paid (to ship). */
export const DESK_QUEUE = [
  PARCEL_STATUS.READY_TO_PROCESS,
  PARCEL_STATUS.ON_ASSEMBLY,
  PARCEL_STATUS.ON_WEIGHING,
  PARCEL_STATUS.READY_FOR_SENT,
];

/** Any customer's parcels in these statuses, oldest first (the order the warehouse works in). */
export async function listDeskParcels(db: Executor, statusIds: number[], page: PageRequest) {
  return paginate(
    () =>
      db
        .select({ parcel: parcels, total: totalCount })
        .from(parcels)
        .where(inArray(parcels.statusId, statusIds))
        .orderBy(asc(parcels.updatedAt), asc(parcels.id))
        .$dynamic(),
    page,
    async (rows): Promise<StaffParcel[]> => {
      const list = rows.map((row) => row.parcel);
      const [views, emails] = await Promise.all([
        listRowsOf(db, list),
        emailsOf(
          db,
          list.map((row) => row.userId),
        ),
      ]);
      return views.map((view, i) => ({
        ...view,
        clientId: list[i]!.userId,
        clientEmail: emails.get(list[i]!.userId) ?? '',
      }));
    },
  );
}

export async function findParcel(db: Executor, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  if (!row) throw parcelNotFound();
  return row;
}

/** One staff step: the guarded status change and its tracking event, in the caller's transaction. */
async function staffStep(
  tx: Executor,
  id: number,
  action: ParcelAction,
  options: { set?: Record<string, unknown>; place?: string | null; note?: string | null } = {},
) {
  const row = await updateStatus(tx, {
    table: parcels,
    entity: 'parcel',
    actor: 'staff',
    action,
    id,
    set: { ...options.set, updatedAt: new Date() },
    notFound: parcelNotFound,
    refusal: PARCEL_MESSAGES.notAllowed,
  });
  await writeTrackingEvent(tx, {
    parcelId: id,
    statusId: row.statusId,
    place: options.place ?? WAREHOUSE_PLACE,
    note: options.note ?? null,
  });
  return row;
}

export function assembleParcel(db: Executor, id: number) {
  return db.transaction((tx) => staffStep(tx, id, 'assemble'));
}

export function startWeighing(db: Executor, id: number) {
  return db.transaction((tx) => staffStep(tx, id, 'startWeighing'));
}

/** The largest discount tier the held percent reaches (pricing knows only the tiers). */
function discountTier(percent: number | null): number {
  if (!percent) return 0;
  return [...DISCOUNT_TIERS].reverse().find((tier) => tier <= percent) ?? 0;
}

/**
 * Weighing: the measures and the photo are written, the price is computed by the domain's `priceParcel` (taking
 * the customer's held discount in the same transaction), the goods' value is frozen, and the parcel awaits payment.
 */
export async function weighParcel(db: Executor, id: number, input: Weigh) {
  if (!(await findUpload(db, input.photo))) throw fieldError('photo', PARCEL_MESSAGES.photoRequired);
  const current = await findParcel(db, id);
  const tariff = current.deliveryTransportId
    ? (await tariffsById(db)).get(current.deliveryTransportId)
    : undefined;
  if (!tariff) throw conflict('STATUS_CONFLICT', PARCEL_MESSAGES.tariffUnknown);
  return db.transaction(async (tx) => {
    const lines = await goodsOfParcel(tx, id);
    const percent = discountTier(await takeDiscount(tx, current.userId, id));
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
        items: lines.map((good) => ({ additionalServicesIds: good.additionalServicesIds ?? [] })),
        additionalServicesIds: [...current.additionalServicesIds, ...(current.withCrating ? [15] : [])],
        packageTypeId: current.packageTypeId ?? 1,
        discountPercent: percent,
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
      ratePerKg: Number(price.ratePerKg),
      freight: Number(price.delivery),
      minimumApplied: price.minimumApplied,
      lines: [
        ...price.services.map((line) => ({
          serviceId: line.serviceId,
          title: line.title,
          quantity: line.quantity,
          unitPrice: Number(line.unitPrice),
          amount: Number(line.amount),
        })),
        {
          serviceId: null,
          title: price.package.title,
          quantity: 1,
          unitPrice: Number(price.package.amount),
          amount: Number(price.package.amount),
        },
      ],
      subtotal: Number(price.delivery) + Number(price.servicesTotal) + Number(price.package.amount),
      discountPercent: price.discountPercent,
      discount: Number(price.discount),
      total: Number(price.total),
      currency: 'RUB',
    };
    const summary = (await parcelGoodsSummary(tx, [id])).get(id);
    return staffStep(tx, id, 'weigh', {
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
  });
}

/** Shipping a paid parcel (40 → 50) with its outgoing track: an unpaid parcel has no row to ship from. */
export function shipParcel(db: Executor, id: number, input: Ship) {
  return db.transaction((tx) =>
    staffStep(tx, id, 'ship', {
      set: { outgoingDeclaration: input.outgoingDeclaration, registry: input.registry ?? null },
      note: `Трек ${input.outgoingDeclaration}`,
    }),
  );
}

/**
 * A whole flight moved by one step: each parcel through its own guarded UPDATE (a parcel in another status is
 * refused and listed), all tracking events written at once, in one transaction.
 */
export async function moveParcels(db: Executor, input: StaffMoveInput): Promise<ParcelBulkResult> {
  const needsReason = MOVES_WITH_REASON.includes(input.action);
  return db.transaction(async (tx) => {
    const moved: ParcelRow[] = [];
    const refused: ParcelBulkResult['refused'] = [];
    for (const id of new Set(input.parcelIds)) {
      try {
        const row = await tx.transaction((inner) =>
          updateStatus(inner, {
            table: parcels,
            entity: 'parcel',
            actor: 'staff',
            action: input.action,
            id,
            set: { statusReason: needsReason ? (input.reason ?? null) : null, updatedAt: new Date() },
            notFound: parcelNotFound,
            refusal: PARCEL_MESSAGES.notAllowed,
          }),
        );
        moved.push(row);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ id, message: error.message });
      }
    }
    await writeTrackingEvents(
      tx,
      moved.map((row) => ({
        parcelId: row.id,
        statusId: row.statusId,
        place: input.place ?? null,
        note: input.reason ?? null,
      })),
    );
    return {
      message: `Перемещено посылок: ${moved.length}`,
      moved: moved.map((row) => row.id),
      refused,
    };
  });
}
