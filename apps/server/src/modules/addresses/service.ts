import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { ADDRESS_MESSAGES, type AddressData, DELIVERY_METHOD, LAST_MILE_OPERATOR } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { pageOf } from '../../http.js';
import { countryNames } from '../recipients/service.js';
import { findCountry, operatorNames } from '../reference/service.js';
import { toAddressView } from './view.js';

async function names(db: Executor) {
  return { countries: await countryNames(db), operators: await operatorNames(db) };
}

const notFound = () => new AppError(404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound);

async function findOwnAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export async function listAddresses(
  db: Executor,
  userId: number,
  options: { archived: boolean; countryCode?: number; page: number; size: number },
) {
  const conditions: SQL[] = [
    eq(addresses.userId, userId),
    options.archived ? isNotNull(addresses.archivedAt) : isNull(addresses.archivedAt),
  ];
  // Partner-network addresses are managed by that flow and are not shown in the customer's active list.
  if (!options.archived) conditions.push(eq(addresses.isDobropozin, false));
  if (options.countryCode) conditions.push(eq(addresses.countryCode, options.countryCode));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(addresses).where(where);
  const rows = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(options.size)
    .offset((options.page - 1) * options.size);
  const lookup = await names(db);
  return pageOf(
    rows.map((row) => toAddressView(row, lookup)),
    total?.n ?? 0,
    options.page,
    options.size,
  );
}

export async function getAddress(db: Executor, userId: number, id: number) {
  return toAddressView(await findOwnAddress(db, userId, id), await names(db));
}

/**
 * What is stored for an address: a courier address as typed; a pickup-point address from the point itself, so
 * its city, street and index are always the operator's own.
 */
async function resolveAddress(ctx: AppContext, data: AddressData) {
  if (!(await findCountry(ctx.db, data.countryCode))) {
    throw badRequest('VALIDATION_ERROR', ADDRESS_MESSAGES.countryRequired, {
      countryCode: ADDRESS_MESSAGES.countryRequired,
    });
  }
  const base = {
    name: data.name || null,
    countryCode: data.countryCode,
    lastMileOperatorId: data.lastMileOperatorId,
    deliveryMethodId: data.lastMileDeliveryMethodId,
    isDobropozin: data.lastMileOperatorId === LAST_MILE_OPERATOR.PARTNER_NETWORK,
  };
  if (data.lastMileDeliveryMethodId === DELIVERY_METHOD.COURIER) {
    return {
      ...base,
      city: data.city ?? null,
      cityCode: data.cityCode ?? null,
      address: data.address ?? null,
      postalCode: data.postalCode ?? null,
      pvzCode: null,
      pvzName: null,
    };
  }
  const point = data.pvzCode ? await ctx.reference.findPickupPoint(data.pvzCode) : null;
  if (!point || point.operatorId !== data.lastMileOperatorId || point.countryCode !== data.countryCode) {
    throw badRequest('VALIDATION_ERROR', ADDRESS_MESSAGES.pickupPointRequired, {
      pvzCode: ADDRESS_MESSAGES.pickupPointRequired,
    });
  }
  return {
    ...base,
    city: point.city,
    cityCode: point.cityCode,
    address: point.address,
    postalCode: point.postalCode,
    pvzCode: point.code,
    pvzName: point.name,
  };
}

export async function createAddress(ctx: AppContext, userId: number, data: AddressData) {
  const values = await resolveAddress(ctx, data);
  const [row] = await ctx.db
    .insert(addresses)
    .values({ userId, ...values })
    .returning();
  return toAddressView(row!, await names(ctx.db));
}

export async function updateAddress(ctx: AppContext, userId: number, id: number, data: AddressData) {
  const current = await findOwnAddress(ctx.db, userId, id);
  if (current.archivedAt) throw conflict('ADDRESS_ARCHIVED', ADDRESS_MESSAGES.cannotEditArchived);
  const values = await resolveAddress(ctx, data);
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return toAddressView(row!, await names(ctx.db));
}

export async function setAddressArchived(db: Executor, userId: number, id: number, archived: boolean) {
  await findOwnAddress(db, userId, id);
  const [row] = await db
    .update(addresses)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return toAddressView(row!, await names(db));
}

/** An active address of this customer in the shape the delivery rules read, or null. */
export async function findActiveAddressForRules(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.archivedAt)));
  if (!row) return null;
  return {
    id: row.id,
    city: row.city,
    createDate: row.createdAt?.toISOString() ?? null,
    countryCode: row.countryCode,
    lastMileOperatorId: row.lastMileOperatorId,
    lastMileDeliveryMethodId: row.deliveryMethodId,
  };
}
