/** The customer's cargo list page. */
export const CARGO_PAGE_SIZE = 20;
/** One status of the desk is loaded whole. */
export const STAFF_CARGO_PAGE_SIZE = 1000;

export const cargoQueryKeys = {
  all: ['cargo'] as const,
  list: (page: number, statusId: number | null) => ['cargo', 'list', page, statusId] as const,
  one: (id: number) => ['cargo', 'one', id] as const,
  staff: {
    all: ['staff', 'cargo'] as const,
    list: (statusId: number, q: string) => ['staff', 'cargo', 'list', statusId, q] as const,
    counters: (q: string) => ['staff', 'cargo', 'counters', q] as const,
    item: (id: number | null) => ['staff', 'cargo', 'item', id] as const,
  },
};
