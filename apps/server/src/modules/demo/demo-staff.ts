import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { StaffActor } from '../audit/index.js';
import { saveStaffAccount } from '../auth/index.js';

export const DEMO_STAFF_EMAIL = 'demo-warehouse@example.com';
/** The desks the demo's warehouse, buyer and support work at; never the owner, so the first CLI account still is. */
const DEMO_STAFF_ROLES = ['warehouse', 'buyer', 'support'] as const;

/** Who did a staff step of the demo: the operation is the staff call the step is (as the audit trail keys it). */
export type DemoActor = (operation: string) => StaffActor;

/**
 * The demo's warehouse, buyer and support in one account, so the demo customer's goods, parcels, lot and ticket
 * move through the same staff operations (and leave the same audit rows) as real ones. Its password is random and
 * never shown: nobody signs in as it.
 */
export async function createDemoStaff(db: Executor): Promise<DemoActor> {
  const { id } = await saveStaffAccount(db, {
    email: DEMO_STAFF_EMAIL,
    name: 'Склад (демо)',
    password: randomBytes(18).toString('base64url'),
    roles: [...DEMO_STAFF_ROLES],
  });
  return (operation) => ({
    id,
    email: DEMO_STAFF_EMAIL,
    roles: DEMO_STAFF_ROLES,
    operation,
    requestId: 'demo-seed',
    ip: '127.0.0.1',
  });
}
