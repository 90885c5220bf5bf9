/** Queries of the warehouse desk (staff). */
export const deskQueryKeys = {
  waifs: ['staff', 'waifs'] as const,
  waifsPage: (page: number) => ['staff', 'waifs', page] as const,
  goods: ['staff', 'goods'] as const,
  goodsSearch: (track: string, statusIds: string, page: number) =>
    ['staff', 'goods', track, statusIds, page] as const,
};
