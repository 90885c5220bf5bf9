/**
 * The customer's side of the bench at scale: every call of the API bench (bench/api/calls.ts) that a signed-in
 * customer sends, for the typical and for the heavy customer. The few with an object's id in the path ask for the
 * customer's own first parcel, cargo and ticket; a customer who has none skips that row. Public calls (reference
 * data, rates) do not depend on anyone's data and stay in the API bench.
 */
import { CALLS } from '../api/calls.ts';
import type { ScaleCall } from './scale-measure.ts';
import type { CustomerIds } from './scale-values.ts';

/** The API bench's path with the heavy account's ids replaced by this customer's, or null to skip the row. */
function ownPath(path: string, ids: CustomerIds): string | null {
  const swap = (pattern: RegExp, id: number | null) =>
    id === null ? null : path.replace(pattern, `$1${id}`);
  if (path.includes('parcelWithStatus?parcelId=')) return swap(/(parcelId=)\d+/, ids.parcelId);
  if (/^\/api\/cargo\/\d+$/.test(path)) return swap(/(\/api\/cargo\/)\d+/, ids.cargoId);
  if (path.startsWith('/api/helpDesk/answers/')) return swap(/(\/answers\/)\d+/, ids.ticketId);
  return path;
}

export function customerCalls(who: 'typical' | 'heavy', ids: CustomerIds): ScaleCall[] {
  return CALLS.filter((call) => call.auth && !call.staff && call.method === undefined).flatMap((call) => {
    const path = ownPath(call.path, ids);
    if (path === null) return [];
    return [
      {
        name: call.name,
        group: who === 'typical' ? 'typical customer' : 'heavy customer',
        as: who,
        goal: 'flat',
        path: () => path,
      } satisfies ScaleCall,
    ];
  });
}
