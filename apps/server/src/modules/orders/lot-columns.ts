import { GOOD_MESSAGES, type OrderUnitData } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { findAdditionalServices } from '../reference/index.js';
import { findOwnUpload } from '../uploads/index.js';

/**
 * The columns of a lot from the order form: its services must be goods services (the lot becomes a good), and its
 * photo the customer's own upload (checked by content when it was uploaded). Field errors carry `prefix`.
 */
export async function lotColumns(db: Executor, userId: number, unit: OrderUnitData, prefix: string) {
  const services = [...new Set(unit.additionalServices)].sort((a, b) => a - b);
  const known = await findAdditionalServices(db, services);
  const valid = new Set(known.filter((s) => s.objectTypes.includes('GOODS')).map((s) => s.id));
  if (services.some((id) => !valid.has(id))) {
    throw fieldError(`${prefix}additionalServices`, GOOD_MESSAGES.servicesRequired);
  }
  const photoUrl = unit.photoUrl || null;
  if (photoUrl && !(await findOwnUpload(db, userId, photoUrl))) {
    throw fieldError(`${prefix}photoUrl`, GOOD_MESSAGES.uploadFailed);
  }
  return {
    goodUrl: unit.goodUrl,
    photoUrl,
    // Exact decimal text from the money fields: stored as typed, never through a float.
    price: unit.price,
    count: unit.count,
    delivery: unit.delivery,
    orderName: unit.orderName,
    size: unit.size,
    color: unit.color,
    commentProduct: unit.commentProduct,
    commentProductForManager: unit.commentProductForManager,
    goodHazardCategoryId: unit.goodHazardCategoryId ?? null,
    additionalServices: services,
    types: [...new Set(unit.types)].sort((a, b) => a - b),
    isInternational: unit.isInternational,
  };
}
export type LotColumns = Awaited<ReturnType<typeof lotColumns>>;
