/** Queries of the warehouse desk (staff). */
export const deskQueryKeys = {
  waifs: ['staff', 'waifs'] as const,
  waifsPage: (page: number) => ['staff', 'waifs', page] as const,
  goods: ['staff', 'goods'] as const,
  goodsSearch: (q: string, statusIds: string, page: number) =>
    ['staff', 'goods', 'list', q, statusIds, page] as const,
  goodsCounters: (q: string) => ['staff', 'goods', 'counters', q] as const,
  good: (id: number | null) => ['staff', 'goods', 'good', id] as const,
};
