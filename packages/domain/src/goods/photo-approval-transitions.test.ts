import { describe, expect, it } from 'vitest';
import {
  PHOTO_APPROVAL_MESSAGES,
  photoApprovalActions,
  photoApprovalAfter,
} from './photo-approval-transitions.js';

describe('photo approval rows', () => {
  it('the warehouse asks for an approval once, when none was asked', () => {
    expect(photoApprovalAfter('staff', 'awaitApproval', null)).toBe('PENDING');
    expect(photoApprovalAfter('staff', 'awaitApproval', 'PENDING')).toBeUndefined();
    expect(photoApprovalAfter('staff', 'awaitApproval', 'APPROVED')).toBeUndefined();
    expect(photoApprovalAfter('customer', 'awaitApproval', null)).toBeUndefined();
  });

  it('the customer approves or asks for a return only while the photos wait', () => {
    expect(photoApprovalAfter('customer', 'approvePhotos', 'PENDING')).toBe('APPROVED');
    expect(photoApprovalAfter('customer', 'requestReturn', 'PENDING')).toBe('RETURN_REQUESTED');
    for (const state of [null, 'APPROVED', 'RETURN_REQUESTED'] as const) {
      expect(photoApprovalAfter('customer', 'approvePhotos', state)).toBeUndefined();
      expect(photoApprovalAfter('customer', 'requestReturn', state)).toBeUndefined();
    }
    expect(photoApprovalAfter('staff', 'approvePhotos', 'PENDING')).toBeUndefined();
  });

  it('offers the buttons of the state', () => {
    expect(photoApprovalActions('PENDING')).toEqual(['approvePhotos', 'requestReturn']);
    expect(photoApprovalActions('APPROVED')).toEqual([]);
    expect(photoApprovalActions(null)).toEqual([]);
  });

  it('names the goods in its refusal as the lists do, the desk by number too', () => {
    const goods = [{ id: 7, description: 'Кеды' }];
    expect(PHOTO_APPROVAL_MESSAGES.blocked(goods)).toContain('товар «Кеды»');
    expect(PHOTO_APPROVAL_MESSAGES.blocked(goods)).not.toContain('№ 7');
    expect(PHOTO_APPROVAL_MESSAGES.blockedAtDesk(goods)).toContain('7');
  });
});
