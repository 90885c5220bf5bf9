/**
 * Screens of one feature that another links to. They live here, not in the owner's index, so that a link does
 * not make two features depend on each other: the virtual parcel's goods (features/parcels) are opened from the
 * goods list (features/goods), and the parcel screens show goods through the goods feature's index.
 */

/** The virtual parcel's goods (spec: /virtual-parcel/goods/), optionally for one of several virtual parcels. */
export const virtualGoodsPath = (parcelId?: number) =>
  parcelId === undefined ? '/virtual-parcel/goods' : `/virtual-parcel/goods?parcelId=${parcelId}`;
