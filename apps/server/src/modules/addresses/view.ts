import { DELIVERY_METHOD_TITLE, type Address } from '@cargo/domain';
import type { addresses } from '../../db/schema/addresses.js';

type AddressRow = typeof addresses.$inferSelect;

export interface ReferenceNames {
  countries: Map<number, string>;
  operators: Map<number, string>;
}

/** A stored address as the API answers it (`addressResponseSchema` in the domain package). */
export function toAddressView(row: AddressRow, names: ReferenceNames): Address {
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
      name: DELIVERY_METHOD_TITLE[row.deliveryMethodId] ?? '',
    },
    pvzCode: row.pvzCode,
    pvzName: row.pvzName,
    isDobropozin: row.isDobropozin,
    status: row.archivedAt ? 'ARCHIVED' : 'ACTIVE',
  };
}
