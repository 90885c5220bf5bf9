import type {
  GoodSection,
  GoodUpdateInput,
  oneClickParcelSchema,
  goodItemSchema,
  Page,
  TariffRef,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/apiClient';
import type { Good } from '../../shared/model/good';
import type { Recipient } from '../../shared/model/recipient';

export type { Good } from '../../shared/model/good';

/** The list sections a customer sees as tabs (`virtual` belongs to the parcel forms). */
export type ListSection = Exclude<GoodSection, 'virtual'>;
export type GoodsSort = 'name' | 'date';
export type GoodsCounters = Record<GoodSection, number>;

/** The parcel of a one-click good, as the ready-goods calls answer it. */
export interface ReadyParcelData {
  id: number;
  name: string;
  statusId: number;
  status: string;
  recipientDataId: number | null;
  /** The delivery address's id. */
  recipientId: number | null;
  deliveryTransport: number | null;
  finalRecipientName: string | null;
  finalRecipientPhone: string | null;
  packageTypeId: number | null;
  /** "2,3" */
  additionalServicesIds: string;
  outgoingDeclaration: string | null;
}

export interface ReadyGood extends Good {
  parcelData: ReadyParcelData | null;
}

export interface AdditionalService {
  id: number;
  name: string;
  price: number;
  currency: string;
  per: 'item' | 'parcel';
  isRequired: boolean;
}

export interface DeliveryTariff extends TariffRef {
  countryCode: number;
  description: string;
  isSpecial: boolean;
  lastMileOperatorIds: number[];
  deliveryDays: string;
}

export interface UploadedImage {
  fileName: string;
  url: string;
  mimeType: string;
  size: number;
}

/** What the photo helper read from an order screenshot; any field may be missing. */
export interface RecognizedGood {
  trackNumber: string | null;
  qty: number | null;
  price: number | null;
  description: string | null;
  commentProduct: string | null;
  infoUrl: string | null;
  isDangerous: boolean;
  currencyId: 'CNY';
  goodHazardCategory: number | null;
}

export type GoodItemData = z.output<typeof goodItemSchema>;
export type ParcelDataBody = z.output<typeof oneClickParcelSchema>;

/** The spec's "goods refresh delay after actions": the list reloads 2 s after accept, return or delete. */
export const GOODS_REFRESH_DELAY_MS = 2000;
/** The whole list is loaded (spec section 9: default list 1000); the page shows ten until «Показать ещё». */
export const GOODS_PAGE_SIZE = 1000;

export const goodsQueryKeys = {
  all: ['goods'] as const,
  counters: ['goods', 'counters'] as const,
  lists: ['goods', 'list'] as const,
  list: (section: ListSection, sort: GoodsSort) => ['goods', 'list', section, sort] as const,
  one: (id: number) => ['goods', 'one', id] as const,
  ready: (id: number) => ['goods', 'ready', id] as const,
  trackCheck: (track: string, goodId: number | null) => ['goods', 'track-check', track, goodId] as const,
};

/** GET /api/client/my-goods/counters: the tabs' counts and the sidebar badge (problem + waiting). */
export function useGoodsCounters(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: goodsQueryKeys.counters,
    queryFn: () => apiClient.get<GoodsCounters>('/client/my-goods/counters'),
    enabled: options.enabled,
    staleTime: 30_000,
  });
}

export function useGoodsList(section: ListSection, sort: GoodsSort) {
  return useQuery({
    queryKey: goodsQueryKeys.list(section, sort),
    queryFn: () =>
      apiClient.get<Page<Good>>('/client/my-goods', {
        query: { version: 'v2', section, sort, page: 1, offset: GOODS_PAGE_SIZE },
      }),
  });
}

export function useGood(id: number | null) {
  return useQuery({
    queryKey: goodsQueryKeys.one(id ?? 0),
    queryFn: () => apiClient.get<Good>(`/goods/cl/${id}`, { query: { version: 'v2' } }),
    enabled: id !== null,
    gcTime: 0,
  });
}

export function useReadyGood(id: number | null) {
  return useQuery({
    queryKey: goodsQueryKeys.ready(id ?? 0),
    queryFn: () => apiClient.get<ReadyGood>(`/readyGoods/${id}`),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** GET /api/goods/incomingDeclaration/check: is the track already registered by this customer? */
export function useTrackCheck(
  track: string,
  options: { clientId: number | undefined; goodId: number | null; enabled: boolean },
) {
  return useQuery({
    queryKey: goodsQueryKeys.trackCheck(track, options.goodId),
    queryFn: ({ signal }) =>
      apiClient.get<{ exists: boolean }>('/goods/incomingDeclaration/check', {
        query: { incomingDeclaration: track, clientId: options.clientId, goodId: options.goodId },
        signal,
      }),
    enabled: options.enabled,
    staleTime: 10_000,
  });
}

function useAdditionalServices(type: 'GOODS' | 'PARCEL') {
  return useQuery({
    queryKey: ['additional-services', type] as const,
    queryFn: () => apiClient.get<Page<AdditionalService>>(`/additional-service/e-object-type/${type}`),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });
}

/** Services of a good (examination, consolidation, photo report…) with their prices. */
export const useGoodServices = () => useAdditionalServices('GOODS');
/** Services of a parcel (wrapping, documents, crating). */
export const useParcelServices = () => useAdditionalServices('PARCEL');

/** Confirmed recipients only: the one-click parcel's customs recipient. Under the recipients' key, so every
 * recipient change reloads it. */
export function useVerifiedRecipients(enabled: boolean) {
  return useQuery({
    queryKey: ['recipients', 'verified'] as const,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: 10000, isVerified: true },
      }),
    select: (answer) => answer.data,
    enabled,
    staleTime: 30_000,
  });
}

/** Tariffs of the recipient's country; only those that take dangerous goods when the good is one. */
export function useDeliveryTariffs(countryId: number | null, isDangerous: boolean) {
  return useQuery({
    queryKey: ['delivery-tariffs', countryId, isDangerous] as const,
    queryFn: () =>
      apiClient.get<Page<DeliveryTariff>>('/delivery-transport', {
        query: { countryId, isDangerous: isDangerous || undefined, offset: 100 },
      }),
    select: (answer) => answer.data,
    enabled: countryId !== null,
    staleTime: 10 * 60_000,
  });
}

function useInvalidateGoods() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts, navigation) run first.
  return () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all });
}

export function useCreateGoods() {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: { incomingDeclaration: string; goods: GoodItemData[] }) =>
      apiClient.post<Page<Good>>('/goods/create', body, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}

export function useUpdateGood(id: number) {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: GoodUpdateInput) =>
      apiClient.put<Good>(`/goods/cl/${id}`, body, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}

export function useCreateReadyGood() {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: { incomingDeclaration: string; goods: GoodItemData[]; parcelData: ParcelDataBody }) =>
      apiClient.post<ReadyGood>('/readyGoods/cl', body),
    onSuccess: invalidate,
  });
}

export function useUpdateReadyGood(id: number) {
  const invalidate = useInvalidateGoods();
  return useMutation({
    mutationFn: (body: { incomingDeclaration: string; goods: GoodItemData; parcelData: ParcelDataBody }) =>
      apiClient.put<ReadyGood>(`/readyGoods/${id}`, body),
    onSuccess: invalidate,
  });
}

/**
 * After an action on a list row: the row shows the answer at once, and the lists and counters reload
 * 2 s later (spec section 9), when the good leaves its section.
 */
function showThenRefresh(queryClient: QueryClient, good: Good | null, id: number) {
  queryClient.setQueriesData<Page<Good>>({ queryKey: goodsQueryKeys.lists }, (page) =>
    page && good
      ? { ...page, data: page.data.map((item) => (item.id === id ? { ...item, ...good } : item)) }
      : page,
  );
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.all }),
    GOODS_REFRESH_DELAY_MS,
  );
}

function useGoodAction(send: (good: Good) => Promise<Good | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, good) => showThenRefresh(queryClient, answer, good.id),
  });
}

/** Deletes a good not yet at the warehouse (it goes to the archive); a one-click good takes its parcel along. */
export const useDeleteGood = () =>
  useGoodAction((good) =>
    good.isReady
      ? apiClient
          .delete<null>(`/readyGoods/${good.id}`)
          .then(() => ({ ...good, goodStatus: { id: 100, title: 'Отменён' } }))
      : apiClient.delete<Good>(`/goods/cl/${good.id}`, { query: { version: 'v2' } }),
  );

export const useAcceptGood = () =>
  useGoodAction((good) => apiClient.post<Good>(`/goods/cl/accept/${good.id}`));

export const useReturnGood = () =>
  useGoodAction((good) => apiClient.post<Good>(`/goods/cl/return/${good.id}`));

/** POST /api/google-cloud/image?purpose=good: a good's photo (up to 2 MB), with the upload's progress. */
export function useUploadGoodPhoto(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload<UploadedImage>('/google-cloud/image', form, {
        query: { purpose: 'good' },
        onProgress,
      });
    },
  });
}

/** Takes the saved photo off a good (edit). */
export function useDeleteGoodPicture() {
  return useMutation({
    mutationFn: ({ goodId, imageName }: { goodId: number; imageName: string }) =>
      apiClient.delete<null>(`/goods/picture/${goodId}`, {
        query: { imageName, goodsImageFieldName: 'picture' },
      }),
  });
}

/** Deletes a photo uploaded in this form and not saved with a good yet. */
export function useDeleteUploadedImage() {
  return useMutation({
    mutationFn: (filename: string) => apiClient.delete<null>('/google-cloud/image', { query: { filename } }),
  });
}

/** The photo helper: POST /api/ocr with the image as base64. */
export function useRecognizeGoodPhoto() {
  return useMutation({
    mutationFn: (image: { mimeType: string; data: string }) =>
      apiClient
        .post<{ status: string; result: RecognizedGood }>('/ocr', image)
        .then((answer) => answer.result),
  });
}
