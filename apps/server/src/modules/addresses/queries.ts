import { and, eq, isNull } from 'drizzle-orm';
import { ADDRESS_MESSAGES } from '@cargo/domain';
import type { OwnedText } from '../../db/owned-text.js';
import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { addressLine } from './text-column.js';
import { addresses } from '../../db/schema/addresses.js';
import { notFound } from '../../errors.js';
import { countryNames, operatorNames } from '../reference/index.js';
import type { ReferenceNames } from './view.js';

export const addressNotFound = () => notFound(ADDRESS_MESSAGES.notFound);

/** Country and operator names, read through the reference module. */
export async function referenceNames(db: Executor): Promise<ReferenceNames> {
  const [countries, operators] = await Promise.all([countryNames(db), operatorNames(db)]);
  return { countries, operators };
}

export async function findOwnAddress(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw addressNotFound();
  return row;
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
    address: row.address,
    createDate: row.createdAt?.toISOString() ?? null,
    countryCode: row.countryCode,
    lastMileOperatorId: row.lastMileOperatorId,
    lastMileDeliveryMethodId: row.deliveryMethodId,
  };
}

/** Addresses as one line each (`addressLine`), by id, each with its owner, in one query for any number of customers. */
export async function addressTexts(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, OwnedText>();
  const rows = await db
    .select({ id: addresses.id, userId: addresses.userId, text: addressLine })
    .from(addresses)
    .where(anyOf(addresses.id, unique));
  return new Map(rows.map((row) => [row.id, { userId: row.userId, text: row.text }]));
}
