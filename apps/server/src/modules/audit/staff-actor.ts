import type { StaffRole } from '@cargo/domain';

/** Who made a staff change, as every audit row records it: the member, their roles then, the request. */
export interface StaffActor {
  id: number;
  email: string;
  roles: readonly StaffRole[];
  /** The staff operation, `METHOD /path` as the permission table keys it. */
  operation: string;
  requestId: string;
  ip: string;
  /** Set when the member runs a change they approved under four-eyes (decision 049): the request and its maker. */
  approval?: { id: number; requestedBy: number };
}
