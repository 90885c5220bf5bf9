import { z } from 'zod';
import { goodSchema } from '../goods/goods-answers.js';
import { insuranceClaimAnswerSchema } from './insurance.js';
import { parcelPriceBreakdownSchema, parcelStorageSchema } from './parcel-price-answers.js';

/**
 * Answers of the parcel and cargo calls (spec section 7 "Parcels" and "Cargo") and of the warehouse's parcel desk.
 * The server serialises with them and describes them in OpenAPI; the web takes its types from them. Money is a
 * JSON number with at most two decimals (rubles unless a currency is named next to it).
 */

/** A parcel's status as lists and pages show it: id, Russian title and the status category (spec section 4). */
export const parcelStatusRefSchema = z
  .object({ id: z.number(), title: z.string(), category: z.number().nullable() })
  .meta({ id: 'ParcelStatusRef' });
export type ParcelStatusRef = z.infer<typeof parcelStatusRefSchema>;

/** A declared value: the sum of the goods' prices in their currency (CNY by default). */
export const declaredValueSchema = z
  .object({ amount: z.number(), currency: z.string() })
  .meta({ id: 'DeclaredValue' });
export type DeclaredValue = z.infer<typeof declaredValueSchema>;

/**
 * One row of the parcel list (columns: Название посылки, Трек отслеживания, Получатель, Адрес, Тип доставки,
 * Реестр, Ценность, Стоимость доставки, Статус, Задачи).
 */
export const parcelListRowSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    /** Трек отслеживания: the outgoing track, given when the parcel ships. */
    outgoingDeclaration: z.string().nullable(),
    /** Получатель: the customs recipient's full name (or the final recipient's when they differ). */
    recipientName: z.string().nullable(),
    recipientDataId: z.number().nullable(),
    /** Адрес: the delivery address as one line (city, address or pickup point). */
    addressText: z.string().nullable(),
    /** Тип доставки: the international tariff. */
    deliveryTransport: z.object({ id: z.number(), title: z.string() }).nullable(),
    /** Реестр: the flight registry the warehouse put the parcel on when shipping. */
    registry: z.string().nullable(),
    /** Ценность. */
    declaredValue: declaredValueSchema,
    /** Стоимость доставки in rubles: known after weighing (null before). */
    deliveryCost: z.number().nullable(),
    statusId: z.number(),
    status: parcelStatusRefSchema,
    /** The reason the customer sees for a stopped or problem parcel. */
    statusReason: z.string().nullable(),
    /** Задачи: what the customer may do now (transition actions: `pay`, `sendOnAssembly`, `archive`, …). */
    tasks: z.array(z.string()),
    goodsCount: z.number(),
    /**
     * A one-click parcel (made with its good on the goods form): it goes to assembly by itself when the warehouse
     * receives the good, so «Задачи» asks nothing of the customer until it is weighed.
     */
    oneClick: z.boolean(),
    weightKg: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ParcelListRow' });
export type ParcelListRow = z.infer<typeof parcelListRowSchema>;

/** The parcel counters of the sidebar badge and the list (spec section 3 "Parcel list state"). */
export const parcelCountersSchema = z
  .object({
    parcelsAwaitingPayment: z.number(),
    problemsRuCustoms: z.number(),
    problemsRuDelivery: z.number(),
  })
  .meta({ id: 'ParcelCounters' });
export type ParcelCounters = z.infer<typeof parcelCountersSchema>;

/** `GET /api/client/my-parcels`: a page of parcels with the counters. */
export const parcelListSchema = z
  .object({
    data: z.array(parcelListRowSchema),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    parcelsAwaitingPayment: z.number(),
    problemsRuCustoms: z.number(),
    problemsRuDelivery: z.number(),
  })
  .meta({ id: 'ParcelList' });
export type ParcelList = z.infer<typeof parcelListSchema>;

/** The personal-import allowance check of a parcel (spec: 200 € and 31 kg in Russia; Belarus has its own row). */
export const customsCheckSchema = z
  .object({
    countryCode: z.number(),
    /** The date the rule applied is in force from (YYYY-MM-DD). */
    ruleValidFrom: z.string(),
    declaredValueEur: z.number(),
    valueLimitEur: z.number(),
    weightKg: z.number().nullable(),
    weightLimitKg: z.number(),
    exceedsValue: z.boolean(),
    exceedsWeight: z.boolean(),
    /** The duty the recipient would pay, in euros and in rubles at the current rate (0 within the allowance). */
    dutyEur: z.number(),
    dutyRub: z.number(),
  })
  .meta({ id: 'CustomsCheck' });
export type CustomsCheckAnswer = z.infer<typeof customsCheckSchema>;

/** One step of a parcel's way (written by each warehouse step and by the tracking provider). */
export const trackingEventSchema = z
  .object({
    at: z.string(),
    statusId: z.number(),
    title: z.string(),
    place: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'TrackingEvent' });
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Weight and dimensions measured at weighing. */
export const parcelMeasuresSchema = z
  .object({
    weightKg: z.number(),
    lengthCm: z.number(),
    widthCm: z.number(),
    heightCm: z.number(),
    chargeableWeightKg: z.number(),
  })
  .meta({ id: 'ParcelMeasures' });
export type ParcelMeasures = z.infer<typeof parcelMeasuresSchema>;

/**
 * A parcel's page (`GET /api/parcel/parcelWithStatus?parcelId`): the list row plus its data with the spec's field
 * names, its goods, measures, weighing photo, price, customs check and tracking timeline.
 */
export const parcelDetailsSchema = parcelListRowSchema
  .extend({
    clientId: z.number(),
    statusCategory: z.number().nullable(),
    /** The address id (spec: `recipientId` is the address, `recipientDataId` the customs recipient). */
    recipientId: z.number().nullable(),
    finalRecipientName: z.string().nullable(),
    finalRecipientPhone: z.string().nullable(),
    packageTypeId: z.number().nullable(),
    /** Comma string in answers, list in payloads (spec section 3). */
    additionalServicesIds: z.string(),
    withCrating: z.boolean(),
    currency: z.string(),
    declaredCostCurrency: z.string(),
    goods: z.array(goodSchema),
    measures: parcelMeasuresSchema.nullable(),
    /** URL of the photo of the packed parcel taken at weighing. */
    weighingPhotoUrl: z.string().nullable(),
    price: parcelPriceBreakdownSchema.nullable(),
    /** Its goods' storage (decision 031); null when it has no goods at the warehouse. */
    storage: parcelStorageSchema.nullable().optional(),
    customs: customsCheckSchema.nullable(),
    tracking: z.array(trackingEventSchema),
    paidAt: z.string().nullable(),
    archived: z.boolean(),
    /** The customer chose «Страховка» (decision 032). */
    insured: z.boolean(),
    /** The desk's insurance claim and its refund, null while there is none. */
    insuranceClaim: insuranceClaimAnswerSchema.nullable(),
  })
  .meta({ id: 'ParcelDetails' });
export type ParcelDetails = z.infer<typeof parcelDetailsSchema>;

/** `parcelWithStatus` answers the parcel's page. */
export const parcelWithStatusSchema = parcelDetailsSchema;
export type ParcelWithStatus = ParcelDetails;

/** `POST /api/parcel/cl`, `POST /api/parcel/virtual`, `POST /api/cargo`: the new id and the toast. */
export const createdIdSchema = z.object({ id: z.number(), message: z.string() }).meta({ id: 'CreatedId' });
export type CreatedId = z.infer<typeof createdIdSchema>;

/** `PUT /api/parcel/pay/{parcelId}`: what was debited and the balance left. */
export const parcelPaidSchema = z
  .object({
    message: z.string(),
    parcelId: z.number(),
    statusId: z.number(),
    amount: z.number(),
    balance: z.number(),
  })
  .meta({ id: 'ParcelPaid' });
export type ParcelPaid = z.infer<typeof parcelPaidSchema>;

/** Bulk actions (archive, the warehouse's flight move): which parcels moved and which were refused. */
export const bulkResultSchema = z
  .object({
    message: z.string(),
    moved: z.array(z.number()),
    refused: z.array(z.object({ id: z.number(), message: z.string() })),
  })
  .meta({ id: 'ParcelBulkResult' });
export type ParcelBulkResult = z.infer<typeof bulkResultSchema>;

/** A parcel in the warehouse desk's queues: the row plus its owner. */
export const staffParcelSchema = parcelListRowSchema
  .extend({
    clientId: z.number(),
    clientEmail: z.string(),
    /** Goods whose paid photo report has no photo yet: the parcel is not weighed until the desk uploads them. */
    photoReportsMissing: z.array(z.object({ id: z.number(), description: z.string() })),
    /** «Страховка» chosen, and whether the desk recorded its claim already (decision 032). */
    insured: z.boolean(),
    insuranceClaimed: z.boolean(),
  })
  .meta({ id: 'StaffParcel' });
export type StaffParcel = z.infer<typeof staffParcelSchema>;

/** `GET /api/staff/parcels/{id}`: the parcel's desk page — its page as the customer's, and the desk row's facts. */
export const staffParcelDetailsSchema = parcelDetailsSchema
  .extend(
    staffParcelSchema.pick({ clientEmail: true, photoReportsMissing: true, insuranceClaimed: true }).shape,
  )
  .meta({ id: 'StaffParcelDetails' });
export type StaffParcelDetails = z.infer<typeof staffParcelDetailsSchema>;

/** `GET /api/parcel/tracking?query={outgoingDeclaration}`: the way of the customer's parcel with that track. */
export const trackingAnswerSchema = z
  .object({ query: z.string(), provider: z.string(), events: z.array(trackingEventSchema) })
  .meta({ id: 'TrackingAnswer' });
export type TrackingAnswer = z.infer<typeof trackingAnswerSchema>;
