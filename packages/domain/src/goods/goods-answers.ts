import { z } from 'zod';
import { GOOD_SECTIONS, type GoodSection } from './good-statuses.js';
import { PHOTO_APPROVAL } from './photo-approval.js';

/**
 * Answers of the goods, one-click parcel, warehouse desk, upload and photo-helper calls. The server serialises
 * with them and describes them in OpenAPI; the web takes its types from them.
 */

/**
 * A good as every goods call answers it: the form's field names and the loaded names the spec lists (cost,
 * info_url, nested service ids) side by side.
 */
/** A good's storage: free days left, the daily fee, what it owes (storage.ts `StorageInfo`). */
export const storageInfoSchema = z
  .object({
    daysLeft: z.number().int(),
    feesFrom: z.string(),
    dailyFeeRub: z.number(),
    dueRub: z.number(),
    accruing: z.boolean(),
  })
  .meta({ id: 'StorageInfo' });

export const goodSchema = z
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
    /** Bought by the service from a paid buyout lot (decision 051): the customer cannot delete it. */
    boughtByService: z.boolean(),
    parcelId: z.number().nullable(),
    isReady: z.boolean(),
    storeId: z.number(),
    statusReason: z.string().nullable(),
    photoReports: z.array(z.string()),
    /** The customer's answer to the warehouse's photos; null when none is asked (photo-approval.ts). */
    photoApproval: z.enum(Object.values(PHOTO_APPROVAL)).nullable(),
    /** Storage at the warehouse (decision 031): null before the warehouse takes the good in. */
    storage: storageInfoSchema.nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Good' });
export type Good = z.infer<typeof goodSchema>;

/** The parcel half of a one-click good (`parcelData`), with the spec's field names. */
export const readyParcelDataSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    statusId: z.number(),
    status: z.string(),
    recipientDataId: z.number().nullable(),
    recipientId: z.number().nullable(),
    deliveryTransport: z.number().nullable(),
    finalRecipientName: z.string().nullable(),
    finalRecipientPhone: z.string().nullable(),
    packageTypeId: z.number().nullable(),
    additionalServicesIds: z.string(),
    outgoingDeclaration: z.string().nullable(),
    /** «Страховка» (decision 032). */
    insured: z.boolean(),
  })
  .meta({ id: 'ReadyParcelData' });
export type ReadyParcelData = z.infer<typeof readyParcelDataSchema>;

/** A one-click good with its parcel. */
export const readyGoodSchema = goodSchema
  .extend({ parcelData: readyParcelDataSchema.nullable() })
  .meta({ id: 'ReadyGood' });
export type ReadyGood = z.infer<typeof readyGoodSchema>;

const sectionNames = Object.keys(GOOD_SECTIONS) as [GoodSection, ...GoodSection[]];

/** The number of goods in each section (tabs and the menu badge). */
export const goodsCountersSchema = z.record(z.enum(sectionNames), z.number().int()).meta({
  id: 'GoodsCounters',
});
export type GoodsCounters = z.infer<typeof goodsCountersSchema>;

/** A customer as the staff desks show them next to their objects. */
export const deskClientSchema = z.object({ id: z.number(), email: z.string(), name: z.string().nullable() });
export type DeskClient = z.infer<typeof deskClientSchema>;

/** A good at the warehouse desk: any customer's, with its owner. */
export const deskGoodSchema = goodSchema.extend({ client: deskClientSchema }).meta({ id: 'DeskGood' });
export type DeskGood = z.infer<typeof deskGoodSchema>;

/**
 * What scanning a track at the warehouse did: the goods it put on the shelf, the goods that were already there
 * (`alreadyReceived`), or a waif receipt when nobody registered the track (`waif`).
 */
export const warehouseReceiptSchema = z
  .object({
    trackNumber: z.string(),
    waif: z.boolean(),
    alreadyReceived: z.boolean(),
    goods: z.array(deskGoodSchema),
  })
  .meta({ id: 'WarehouseReceipt' });
export type WarehouseReceipt = z.infer<typeof warehouseReceiptSchema>;

/** A parcel the warehouse received whose track nobody has claimed yet. */
export const waifReceiptSchema = z
  .object({ id: z.number(), trackNumber: z.string(), receivedAt: z.string() })
  .meta({ id: 'WaifReceipt' });
export type WaifReceipt = z.infer<typeof waifReceiptSchema>;

/** A stored image: its generated name and the address it is served at. */
export const uploadedImageSchema = z
  .object({ fileName: z.string(), url: z.string(), mimeType: z.string(), size: z.number() })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The good form's fields the photo helper read from a shop's order screenshot (null: not found). */
export const recognizedGoodSchema = z
  .object({
    trackNumber: z.string().nullable(),
    qty: z.number().int().nullable(),
    price: z.number().nullable(),
    description: z.string().nullable(),
    commentProduct: z.string().nullable(),
    infoUrl: z.string().nullable(),
    isDangerous: z.boolean(),
    currencyId: z.literal('CNY'),
    goodHazardCategory: z.number().int().nullable(),
  })
  .meta({ id: 'RecognizedGood' });
export type RecognizedGood = z.infer<typeof recognizedGoodSchema>;

/** The photo helper's answer envelope. */
export const recognizedGoodAnswerSchema = z.object({ status: z.literal('OK'), result: recognizedGoodSchema });
export type RecognizedGoodAnswer = z.infer<typeof recognizedGoodAnswerSchema>;

/** Whether the customer already registered a track (GET /api/goods/incomingDeclaration/check). */
export const trackCheckAnswerSchema = z.object({ exists: z.boolean() });
export type TrackCheckAnswer = z.infer<typeof trackCheckAnswerSchema>;
