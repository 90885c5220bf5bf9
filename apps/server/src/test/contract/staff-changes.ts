import type { Setup } from './staff-change-types.js';
import { FLIGHT_CHANGES } from './staff-changes-flights.js';
import { OFFICE_CHANGES } from './staff-changes-office.js';
import { WAREHOUSE_CHANGES } from './staff-changes-warehouse.js';

export type { ChangeContext, StaffChange } from './staff-change-types.js';

/**
 * Every staff operation that changes something, keyed `METHOD /path` as the OpenAPI document names it: how to bring
 * an object to the state it starts from, the call, and the audit row it must leave (decision 049). The sweep fails
 * for a staff POST or PUT without an entry here.
 */
export const STAFF_CHANGES: Record<string, Setup> = {
  ...WAREHOUSE_CHANGES,
  ...FLIGHT_CHANGES,
  ...OFFICE_CHANGES,
};
