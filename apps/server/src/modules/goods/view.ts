import { GOOD_STATUS_TITLE, moneyToJson } from '@cargo/domain';
import { z } from 'zod';
import type { goods } from '../../db/schema/index.js';
import { imageUrl } from '../uploads/index.js';

type GoodRow = typeof goods.$inferSelect;

export const goodResponse = z
  .object({
    id: z.number(),
    goodsId: z.number(),
    clientId: z.number(),
    incomingDeclaration: z.string(),
    goodStatus: z.object({ id: z.number(), title: z.string() }),
    qty: z.number(),
    price: z.number(),
    cost: z.number(),
    currencyId: z.string(),
    description: z.string(),
    infoUrl: z.string(),
    info_url: z.string(),
    commentProduct: z.string().nullable(),
    isDangerous: z.boolean(),
    goodHazardCategory: z.object({ id: z.number() }).nullable(),
    picture: z.string().nullable(),
    pictureUrl: z.string().nullable(),
    serviceType: z.enum(['WITH_CHECK', 'WITHOUT_CHECK']),
    additionalServicesIds: z.array(z.number()),
    additionalServices: z.array(z.object({ additionalService: z.object({ id: z.number() }) })),
    orderUnitId: z.number().nullable(),
    parcelId: z.number().nullable(),
    isReady: z.boolean(),
    storeId: z.number(),
    statusReason: z.string().nullable(),
    photoReports: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Good' });
export type GoodView = z.infer<typeof goodResponse>;

/** Answers both the form's field names and the loaded names the spec lists (cost, info_url, nested ids). */
export function toGoodView(row: GoodRow, photoReports: string[] = []): GoodView {
  const price = moneyToJson(row.price);
  return {
    id: row.id,
    goodsId: row.id,
    clientId: row.userId,
    incomingDeclaration: row.incomingDeclaration,
    goodStatus: { id: row.statusId, title: GOOD_STATUS_TITLE[row.statusId] ?? '' },
    qty: row.qty,
    price,
    cost: price,
    currencyId: row.currency,
    description: row.description,
    infoUrl: row.infoUrl,
    info_url: row.infoUrl,
    commentProduct: row.commentProduct,
    isDangerous: row.isDangerous,
    goodHazardCategory: row.goodHazardCategory ? { id: row.goodHazardCategory } : null,
    picture: row.picture,
    pictureUrl: row.picture ? imageUrl(row.picture) : null,
    serviceType: row.serviceType as 'WITH_CHECK' | 'WITHOUT_CHECK',
    additionalServicesIds: row.additionalServicesIds,
    additionalServices: row.additionalServicesIds.map((id) => ({ additionalService: { id } })),
    orderUnitId: row.orderUnitId,
    parcelId: row.parcelId,
    isReady: row.isReady,
    storeId: row.storeId,
    statusReason: row.statusReason,
    photoReports: photoReports.map(imageUrl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
