/** What the parcel screens take from other features, through their index. */
export { AddressSelector } from '../../addresses';
export { GoodStatusBadge, GoodThumb } from '../../goods';
