/**
 * What the addresses feature offers other features (the parcel forms): the address picker and the types.
 * Nothing else of a feature is imported from outside it.
 */
export { AddressSelector, type AddressSelectorProps } from './components/AddressSelector';
export { AddressDialog } from './components/AddressDialog';
export type { Address, PickupPoint } from '@cargo/domain';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const addressesPages = {
  book: () => import('./pages/AddressBookPage').then((m) => ({ Component: m.AddressBookPage })),
};
