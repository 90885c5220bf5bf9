/**
 * The shape of a transition row, apart from the tables themselves, so that the files holding the rows
 * (`good-parcel-transitions.ts`) and the file combining them (`transitions.ts`) do not import each other.
 */

/** `provider`: a payment provider's verified notification; `system`: a scheduled job (e.g. a ticket's auto-close). */
export type Actor = 'customer' | 'staff' | 'provider' | 'system';

export interface Transition<A extends string = string> {
  readonly action: A;
  readonly actor: Actor;
  readonly from: readonly number[];
  readonly to: number | 'same';
}
