import { z } from 'zod';
import { tidyAddressLine } from './addresses.js';

/** An address as the API answers it (the spec's `create_date` included). */
export const addressResponseSchema = z
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
export type Address = z.infer<typeof addressResponseSchema>;

/** "Невский пр-т, 28, 190062": the address and its index with no empty parts, or '' when there is nothing. */
export function formatAddressLine(address: { address: string | null; postalCode: string | null }): string {
  return tidyAddressLine([address.address, address.postalCode].filter(Boolean).join(', '));
}
