import type { GoodSection } from '@cargo/domain';

/** The list sections a customer sees as tabs (`virtual` belongs to the parcel forms). */
export type ListSection = Exclude<GoodSection, 'virtual'>;
export type GoodsSort = 'name' | 'date';

/** The spec's "goods refresh delay after actions": the list reloads 2 s after accept, return or delete. */
export const GOODS_REFRESH_DELAY_MS = 2000;
/** The whole list is loaded (spec section 9: default list 1000); the page shows ten until «Показать ещё». */
export const GOODS_PAGE_SIZE = 1000;

export const goodsQueryKeys = {
  all: ['goods'] as const,
  counters: ['goods', 'counters'] as const,
  lists: ['goods', 'list'] as const,
  list: (section: GoodSection, sort: GoodsSort) => ['goods', 'list', section, sort] as const,
  /** The shelf's goods in no parcel: what a parcel's form offers. */
  free: ['goods', 'list', 'onstore', 'free'] as const,
  one: (id: number) => ['goods', 'one', id] as const,
  ready: (id: number) => ['goods', 'ready', id] as const,
  trackCheck: (track: string, goodId: number | null) => ['goods', 'track-check', track, goodId] as const,
};
