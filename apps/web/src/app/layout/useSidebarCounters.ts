export interface SidebarCounters {
  /** New orders plus lots awaiting price confirmation. */
  orders: number;
  /** Problem plus waiting goods. */
  products: number;
  /** Parcels awaiting payment plus customs and delivery problems. */
  parcels: number;
  /** Recipients with status "cancelled". */
  recipients: number;
}

const NO_COUNTERS: SidebarCounters = { orders: 0, products: 0, parcels: 0, recipients: 0 };

/**
 * Badge counts of the sidebar (spec section 2). Each count will come from its feature once that section
 * exists; until then all are zero and no badge is shown.
 */
export function useSidebarCounters(): SidebarCounters {
  return NO_COUNTERS;
}
