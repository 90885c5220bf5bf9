import { GOOD_STATUS_TITLE, moneyToJson, type Good, type PhotoApproval } from '@cargo/domain';
import type { goods } from '../../db/schema/goods.js';
import { imageUrl } from '../uploads/index.js';
import { storageInfoOf } from './storage-view.js';

type GoodRow = typeof goods.$inferSelect;

/** Answers both the form's field names and the loaded names the spec lists (cost, info_url, nested ids). */
export function toGoodView(row: GoodRow, photoReports: string[] = []): Good {
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
    boughtByService: row.boughtByService,
    parcelId: row.parcelId,
    isReady: row.isReady,
    storeId: row.storeId,
    statusReason: row.statusReason,
    photoReports: photoReports.map(imageUrl),
    photoApproval: row.photoApproval as PhotoApproval | null,
    storage: storageInfoOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
