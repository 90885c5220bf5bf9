import { DELIVERY_METHOD } from '@cargo/domain';
import { z } from 'zod';
import type { addresses } from '../../db/schema/index.js';

type AddressRow = typeof addresses.$inferSelect;

export const addressResponse = z
  .object({
    id: z.number(),
    name: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    cityCode: z.number().nullable(),
    postalCode: z.string().nullable(),
    create_date: z.string().nullable(),
    country: z.object({ code: z.number(), name: z.string() }),
    lastMileOperator: z.object({ id: z.number(), name: z.string() }),
    lastMileDeliveryMethod: z.object({ id: z.number(), name: z.string() }),
    pvzCode: z.string().nullable(),
    pvzName: z.string().nullable(),
    isDobropozin: z.boolean(),
    status: z.enum(['ACTIVE', 'ARCHIVED']),
  })
  .meta({ id: 'Address' });
export type AddressView = z.infer<typeof addressResponse>;

export const DELIVERY_METHOD_NAMES: Record<number, string> = {
  [DELIVERY_METHOD.COURIER]: 'Курьер',
  [DELIVERY_METHOD.BRANCH]: 'Пункт выдачи',
};

export function toAddressView(
  row: AddressRow,
  names: { countries: Map<number, string>; operators: Map<number, string> },
): AddressView {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    cityCode: row.cityCode,
    postalCode: row.postalCode,
    create_date: row.createdAt?.toISOString() ?? null,
    country: { code: row.countryCode, name: names.countries.get(row.countryCode) ?? '' },
    lastMileOperator: { id: row.lastMileOperatorId, name: names.operators.get(row.lastMileOperatorId) ?? '' },
    lastMileDeliveryMethod: {
      id: row.deliveryMethodId,
      name: DELIVERY_METHOD_NAMES[row.deliveryMethodId] ?? '',
    },
    pvzCode: row.pvzCode,
    pvzName: row.pvzName,
    isDobropozin: row.isDobropozin,
    status: row.archivedAt ? 'ARCHIVED' : 'ACTIVE',
  };
}
