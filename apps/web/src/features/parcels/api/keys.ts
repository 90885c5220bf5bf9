import type { ParcelSection } from '../model/sections';

/** The spec's default list size (section 9): one tab is loaded whole and sorted in memory. */
export const PARCELS_PAGE_SIZE = 1000;

export const parcelsQueryKeys = {
  all: ['parcels'] as const,
  lists: ['parcels', 'list'] as const,
  list: (section: ParcelSection) => ['parcels', 'list', section] as const,
  counters: ['parcels', 'counters'] as const,
  one: (id: number) => ['parcels', 'one', id] as const,
};
