import { GOOD_MESSAGES, goodItemSchema, normalizeServices } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { findAdditionalServices } from '../reference/index.js';
import { findOwnUpload } from '../uploads/index.js';

export type GoodItem = z.output<typeof goodItemSchema>;

/**
 * The columns of a good from the form: the check option applied to the services, which must be goods services,
 * and the photo, which must be the customer's own upload. Field errors carry `fieldPrefix` ("goods.0.").
 */
export async function goodColumns(db: Executor, userId: number, item: GoodItem, fieldPrefix = '') {
  const field = (name: string) => `${fieldPrefix}${name}`;
  if (item.serviceType === 'WITHOUT_CHECK' && item.orderUnitId) {
    throw fieldError(field('serviceType'), GOOD_MESSAGES.withoutCheckForOrder);
  }
  const serviceIds = normalizeServices(item.serviceType, item.additionalServicesIds);
  const known = await findAdditionalServices(db, serviceIds);
  const valid = new Set(known.filter((s) => s.objectTypes.includes('GOODS')).map((s) => s.id));
  if (serviceIds.some((id) => !valid.has(id))) {
    throw fieldError(field('additionalServicesIds'), GOOD_MESSAGES.servicesRequired);
  }
  if (item.photoUrl && !(await findOwnUpload(db, userId, item.photoUrl))) {
    throw fieldError(field('photoUrl'), GOOD_MESSAGES.uploadFailed);
  }
  return {
    qty: item.qty,
    // Exact decimal text from the money field: stored as typed, never through a float.
    price: item.price,
    currency: 'CNY',
    description: item.description,
    infoUrl: item.infoUrl,
    commentProduct: item.commentProduct,
    isDangerous: item.isDangerous,
    goodHazardCategory: item.isDangerous ? (item.goodHazardCategory ?? 1) : null,
    picture: item.photoUrl || null,
    serviceType: item.serviceType,
    additionalServicesIds: serviceIds,
    orderUnitId: item.orderUnitId ?? null,
    storeId: item.storeId,
  };
}
export type GoodColumns = Awaited<ReturnType<typeof goodColumns>>;
