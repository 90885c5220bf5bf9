import { PARCEL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { oneClickParcelsReceived } from '../goods/index.js';
import { applyParcelSteps } from './parcel-step.js';
import { WAREHOUSE_PLACE } from './tracking.js';

/**
 * The warehouse has just received these goods, in its scan's transaction (or a one-click good was created on a
 * track the warehouse already held): each one-click parcel whose goods are now all in the warehouse goes to the
 * assembly queue by itself (10 → 15, `sendOnAssemblyOnReceipt`), with its tracking event. The good form promised
 * it: no customer step follows the form. A parcel no longer a request (the customer sent it on already, or
 * withdrew it) keeps its status, and the scan goes on.
 */
export async function sendReceivedParcelsOn(tx: Executor, goodIds: readonly number[]) {
  const parcelIds = await oneClickParcelsReceived(tx, goodIds);
  if (parcelIds.length === 0) return [];
  const { moved } = await applyParcelSteps(tx, parcelIds, {
    actor: 'staff',
    action: 'sendOnAssemblyOnReceipt',
    place: WAREHOUSE_PLACE,
    note: PARCEL_MESSAGES.oneClickReceivedNote,
  });
  return moved;
}
