import { and, eq, isNull } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  DELIVERY_METHOD,
  LAST_MILE_OPERATOR,
  type Address,
  type AddressData,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { addresses } from '../../db/schema/addresses.js';
import { conflict, fieldError } from '../../errors.js';
import { findCountry } from '../reference/index.js';
import { findOwnAddress, referenceNames } from './queries.js';
import { toAddressView } from './view.js';

/**
 * What is stored for an address: a courier address as typed; a pickup-point address from the point itself, so
 * its city, street and index are always the operator's own.
 */
async function resolveAddress(ctx: AppContext, data: AddressData) {
  if (!(await findCountry(ctx.db, data.countryCode))) {
    throw fieldError('countryCode', ADDRESS_MESSAGES.countryRequired);
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
    throw fieldError('pvzCode', ADDRESS_MESSAGES.pickupPointRequired);
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

export async function createAddress(ctx: AppContext, userId: number, data: AddressData): Promise<Address> {
  const values = await resolveAddress(ctx, data);
  const [row] = await ctx.db
    .insert(addresses)
    .values({ userId, ...values })
    .returning();
  return toAddressView(row!, await referenceNames(ctx.db));
}

/** An archived address is not edited (409) until it is restored; the check is in the UPDATE itself. */
export async function updateAddress(
  ctx: AppContext,
  userId: number,
  id: number,
  data: AddressData,
): Promise<Address> {
  const current = await findOwnAddress(ctx.db, userId, id);
  const archived = () => conflict('ADDRESS_ARCHIVED', ADDRESS_MESSAGES.cannotEditArchived);
  if (current.archivedAt) throw archived();
  const values = await resolveAddress(ctx, data);
  const [row] = await ctx.db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.archivedAt)))
    .returning();
  if (!row) throw archived();
  return toAddressView(row, await referenceNames(ctx.db));
}

export async function setAddressArchived(
  db: Executor,
  userId: number,
  id: number,
  archived: boolean,
): Promise<Address> {
  const current = await findOwnAddress(db, userId, id);
  const [row] = await db
    .update(addresses)
    .set({ archivedAt: archived ? (current.archivedAt ?? new Date()) : null, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return toAddressView(row!, await referenceNames(db));
}
