/**
 * The shape of a transition row, apart from the tables themselves, so that the files holding the rows
 * (`good-parcel-transitions.ts`) and the file combining them (`transitions.ts`) do not import each other.
 */

/** `provider`: a payment provider's verified notification. */
export type Actor = 'customer' | 'staff' | 'provider';

export interface Transition<A extends string = string> {
  readonly action: A;
  readonly actor: Actor;
  readonly from: readonly number[];
  readonly to: number | 'same';
}
