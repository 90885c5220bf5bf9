import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, isCustomersOwnStep, preferenceKindOf } from './notifications.js';

describe('who is told, on which channel by default (decisions 029, 054)', () => {
  it('e-mails by default what waits for the customer’s answer or costs money', () => {
    const emailed = (event: Parameters<typeof preferenceKindOf>[0]) =>
      DEFAULT_NOTIFICATION_PREFERENCES[preferenceKindOf(event)].email;
    expect(emailed({ kind: 'good', action: 'photosUploaded', statusId: 20 })).toBe(true);
    expect(emailed({ kind: 'good', action: 'storageReminder' })).toBe(true);
    expect(emailed({ kind: 'good', action: 'problem', statusId: 11 })).toBe(true);
    expect(emailed({ kind: 'orderUnit', action: 'raisePrice', statusId: 20 })).toBe(true);
    // A good that merely arrived is in the bell (and Telegram), not in the mailbox.
    expect(emailed({ kind: 'good', action: 'receive', statusId: 20 })).toBe(false);
  });

  it('sends nowhere the customer’s own steps, a card top-up they started included', () => {
    expect(isCustomersOwnStep({ kind: 'parcel', action: 'sendToAssembly', actor: 'customer' })).toBe(true);
    expect(isCustomersOwnStep({ kind: 'topUp', action: 'open', actor: 'provider' })).toBe(true);
    expect(isCustomersOwnStep({ kind: 'topUp', action: 'succeed', actor: 'provider' })).toBe(false);
    expect(isCustomersOwnStep({ kind: 'parcel', action: 'weigh', actor: 'staff' })).toBe(false);
  });
});
