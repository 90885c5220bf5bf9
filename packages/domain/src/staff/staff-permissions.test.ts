import { describe, expect, it } from 'vitest';
import { statusesAllowing } from '../transitions/transitions.js';
import { staffActionOperation, staffActionsAllowed } from './staff-actions.js';
import { STAFF_PERMISSIONS, staffMay, staffOperationKey } from './staff-permissions.js';

describe('staff permissions', () => {
  it('gives the owner every operation and a member only their roles’ ones', () => {
    const correction = 'POST /api/staff/customers/{customerId}/corrections' as const;
    expect(staffMay(['owner'], correction)).toBe(true);
    expect(staffMay(['finance'], correction)).toBe(true);
    expect(staffMay(['support'], correction)).toBe(false);
    expect(staffMay(['warehouse', 'buyer'], correction)).toBe(false);
    expect(staffMay([], 'GET /api/staff/me')).toBe(false);
    expect(staffMay(['buyer'], 'GET /api/staff/me')).toBe(true);
    // Money and the team are never support's or the warehouse's.
    for (const operation of [
      'PUT /api/staff/currency-rates/{currency}',
      'POST /api/staff/promo-codes',
      'POST /api/staff/top-ups/{id}/refund',
      'POST /api/staff/team/invitations',
    ] as const) {
      expect(staffMay(['support', 'warehouse', 'buyer'], operation), operation).toBe(false);
    }
    expect(staffMay(['finance'], 'POST /api/staff/team/invitations')).toBe(false);
  });

  it('keys a Fastify route as the OpenAPI document does', () => {
    expect(staffOperationKey('put', '/api/staff/parcels/:id/weigh')).toBe(
      'PUT /api/staff/parcels/{id}/weigh',
    );
    expect(staffOperationKey('PUT', '/api/staff/parcels/:id/weigh') in STAFF_PERMISSIONS).toBe(true);
  });

  it('offers a desk’s steps only to the roles that may take them', () => {
    const [assembling] = statusesAllowing('parcel', 'staff', 'assemble');
    expect(staffActionsAllowed('parcel', assembling!, ['warehouse'])).toContain('assemble');
    expect(staffActionsAllowed('parcel', assembling!, ['support', 'finance'])).not.toContain('assemble');
    const [refundable] = statusesAllowing('parcel', 'staff', 'cancelWithRefund');
    expect(staffActionsAllowed('parcel', refundable!, ['finance'])).toEqual(['cancelWithRefund']);
    expect(staffActionsAllowed('parcel', refundable!, ['warehouse'])).not.toContain('cancelWithRefund');
    expect(staffActionOperation('orderUnit', 'transferToGoods')).toBe(
      'PUT /api/staff/orders/lots/{id}/transfer',
    );
    const [lotToTake] = statusesAllowing('orderUnit', 'staff', 'take');
    expect(staffActionsAllowed('orderUnit', lotToTake!, ['buyer'])).toContain('take');
    expect(staffActionsAllowed('orderUnit', lotToTake!, ['support'])).toEqual([]);
  });
});
