import {
  applyServiceType,
  GOOD_STORE_ID,
  goodsCreateSchema,
  normalizePhone,
  ONE_CLICK_DEFAULT_SERVICES,
  readyGoodCreateSchema,
  sameTrack,
  type Good,
  type GoodItemInput,
  type ReadyParcelData,
  type RecognizedGood,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { ApiError, isApiError } from '../../../shared/api/ApiError';
import { formatPhoneInput } from '../../../shared/format/formatPhoneInput';
import type { GoodItemData, ParcelDataBody } from '../api/save-ready-good';

/** The one-click parcel as the form holds it: nothing chosen yet is null. */
export interface ParcelFormValues {
  nameOfTheProduct: string;
  recipientId: number | null;
  hasTheSameRecipient: boolean;
  finalRecipientName: string;
  finalRecipientPhone: string;
  deliveryTransportId: number | null;
  deliveryAddressId: number | null;
  parcelPackageTypeId: 1 | 2 | null;
  additionalServicesIds: number[];
  /** «Страховка» (decision 032). */
  insured: boolean;
}

export interface GoodFormValues {
  incomingDeclaration: string;
  goods: GoodItemInput[];
  /** «Отправить в один клик»: the good goes on in its own parcel (only with exactly one good). */
  oneClick: boolean;
  parcelData: ParcelFormValues;
}

export interface GoodFormOutput {
  incomingDeclaration: string;
  goods: GoodItemData[];
  parcelData?: ParcelDataBody;
}

export type GoodFormApi = UseFormReturn<GoodFormValues, unknown, GoodFormOutput>;
export type GoodFormControl = Control<GoodFormValues, unknown, GoodFormOutput>;

/** A new good: one piece, «Без проверки» with its services (consolidation). */
export function emptyGood(): GoodItemInput {
  return {
    qty: 1,
    price: '',
    description: '',
    infoUrl: '',
    commentProduct: '',
    isDangerous: false,
    goodHazardCategory: null,
    photoUrl: null,
    serviceType: 'WITHOUT_CHECK',
    additionalServicesIds: applyServiceType('WITHOUT_CHECK', []),
    currencyId: 'CNY',
    orderUnitId: null,
    storeId: GOOD_STORE_ID,
  };
}

export function emptyParcel(): ParcelFormValues {
  return {
    nameOfTheProduct: '',
    recipientId: null,
    hasTheSameRecipient: true,
    finalRecipientName: '',
    finalRecipientPhone: '',
    deliveryTransportId: null,
    deliveryAddressId: null,
    parcelPackageTypeId: null,
    additionalServicesIds: [...ONE_CLICK_DEFAULT_SERVICES],
    insured: false,
  };
}

/** A price as typed in Russia: 89,5 */
export function priceText(price: number): string {
  return String(price).replace('.', ',');
}

/** A loaded good in the form; `keepId` for edit (a duplicate is a new good). */
export function goodToForm(good: Good, keepId: boolean): GoodItemInput {
  return {
    ...(keepId ? { goodsId: good.id } : {}),
    qty: good.qty,
    price: priceText(good.price),
    description: good.description,
    infoUrl: good.infoUrl,
    commentProduct: good.commentProduct ?? '',
    isDangerous: good.isDangerous,
    goodHazardCategory: good.goodHazardCategory?.id ?? null,
    photoUrl: good.picture,
    serviceType: good.serviceType,
    additionalServicesIds: [...good.additionalServicesIds],
    currencyId: 'CNY',
    orderUnitId: good.orderUnitId,
    storeId: good.storeId || GOOD_STORE_ID,
  };
}

export function parcelToForm(parcel: ReadyParcelData): ParcelFormValues {
  const packageType = parcel.packageTypeId === 1 || parcel.packageTypeId === 2 ? parcel.packageTypeId : null;
  return {
    nameOfTheProduct: parcel.name,
    recipientId: parcel.recipientDataId,
    hasTheSameRecipient: !parcel.finalRecipientName,
    finalRecipientName: parcel.finalRecipientName ?? '',
    finalRecipientPhone: parcel.finalRecipientPhone ? formatPhoneInput(parcel.finalRecipientPhone) : '',
    deliveryTransportId: parcel.deliveryTransport,
    deliveryAddressId: parcel.recipientId,
    parcelPackageTypeId: packageType,
    additionalServicesIds: parcel.additionalServicesIds
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
    insured: parcel.insured,
  };
}

/** Is the one-click parcel part of this submission? Only with exactly one good (spec section 2). */
export const isOneClick = (values: Pick<GoodFormValues, 'oneClick' | 'goods'>) =>
  values.oneClick && values.goods.length === 1;

const goodsResolver = zodResolver(goodsCreateSchema);
const readyResolver = zodResolver(readyGoodCreateSchema);

/** The goods' schema, or the ready good's (goods + `oneClickParcelSchema`) when the one-click parcel is on. */
export const goodFormResolver: Resolver<GoodFormValues, unknown, GoodFormOutput> = (
  values,
  context,
  options,
) =>
  (isOneClick(values) ? readyResolver : goodsResolver)(
    values as never,
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<GoodFormValues, unknown, GoodFormOutput>>;

/** The parcel as sent: the final recipient only when he differs, his phone as digits. */
export function parcelBody(parcel: ParcelDataBody): ParcelDataBody {
  if (parcel.hasTheSameRecipient) {
    return { ...parcel, finalRecipientName: null, finalRecipientPhone: null };
  }
  return { ...parcel, finalRecipientPhone: normalizePhone(parcel.finalRecipientPhone ?? '') };
}

/**
 * The one-click submit needs a name, a recipient, a tariff, an address and a package type; any submit
 * needs at least one service on every good (spec section 2 and 5).
 */
export function canSubmit(values: Pick<GoodFormValues, 'goods' | 'oneClick' | 'parcelData'>): boolean {
  if (values.goods.some((good) => (good.additionalServicesIds ?? []).length === 0)) return false;
  if (!isOneClick(values)) return true;
  const parcel = values.parcelData;
  return Boolean(
    parcel.nameOfTheProduct.trim() &&
    parcel.recipientId !== null &&
    parcel.deliveryTransportId !== null &&
    parcel.deliveryAddressId !== null &&
    parcel.parcelPackageTypeId !== null,
  );
}

const ITEM_FIELDS = [
  'qty',
  'price',
  'description',
  'infoUrl',
  'commentProduct',
  'photoUrl',
  'serviceType',
  'additionalServicesIds',
] as const;
const PARCEL_FIELDS = [
  'nameOfTheProduct',
  'recipientId',
  'finalRecipientName',
  'finalRecipientPhone',
  'deliveryTransportId',
  'deliveryAddressId',
  'parcelPackageTypeId',
  'additionalServicesIds',
] as const;

/** The parcel's fields the server may name in `errors` ("parcelData.recipientId", …). */
export const parcelFormServerFields = (): `parcelData.${(typeof PARCEL_FIELDS)[number]}`[] =>
  PARCEL_FIELDS.map((field) => `parcelData.${field}` as const);

/** The form's fields the server may name in `errors` ("goods.0.price", "parcelData.recipientId", …). */
export function serverErrorFields(goodsCount: number): Path<GoodFormValues>[] {
  const fields: Path<GoodFormValues>[] = ['incomingDeclaration'];
  for (let index = 0; index < goodsCount; index += 1) {
    for (const field of ITEM_FIELDS) fields.push(`goods.${index}.${field}`);
  }
  for (const field of PARCEL_FIELDS) fields.push(`parcelData.${field}`);
  return fields;
}

/** Editing one good answers `errors.price`: the form knows that field as "goods.0.price". */
export function asFirstGoodErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, message]) => [
      key === 'incomingDeclaration' || key.startsWith('goods.') || key.startsWith('parcelData.')
        ? key
        : `goods.0.${key}`,
      message,
    ]),
  );
  return new ApiError(error.status, error.code, error.message, errors);
}

export type RecognitionOutcome =
  | { kind: 'mismatch'; formTrack: string; recognizedTrack: string }
  | { kind: 'fill'; track: string | null; fields: Partial<GoodItemInput> };

const clip = (text: string) => text.trim().slice(0, 60);

/**
 * What the photo helper's answer does to the good at `index` (spec section 4): a recognised track that
 * differs from the form's non-empty one (spelling aside: `yt 7712…` is `YT7712…`) discards the answer unless
 * this is the first good; otherwise the track is overwritten and the good's fields are filled from whatever
 * was read.
 */
export function readRecognized(result: RecognizedGood, formTrack: string, index: number): RecognitionOutcome {
  const current = formTrack.trim();
  const recognized = result.trackNumber?.trim() ?? '';
  if (current && recognized && !sameTrack(current, recognized) && index > 0) {
    return { kind: 'mismatch', formTrack: current, recognizedTrack: recognized };
  }
  const fields: Partial<GoodItemInput> = { isDangerous: result.isDangerous };
  if (result.qty !== null) fields.qty = result.qty;
  if (result.price !== null) fields.price = priceText(result.price);
  if (result.description) fields.description = clip(result.description);
  if (result.commentProduct) fields.commentProduct = clip(result.commentProduct);
  if (result.infoUrl) fields.infoUrl = result.infoUrl.trim();
  fields.goodHazardCategory = result.isDangerous ? result.goodHazardCategory : null;
  return { kind: 'fill', track: recognized || null, fields };
}
