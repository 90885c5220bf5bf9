import type { ObjectKind, OwnerCalls } from './owned.js';

/** The notification objects the ownership sweep names: an event of the owner's (a recipient approved by staff). */
export const NOTIFICATION_OBJECTS = {
  notification: {
    what: 'event of an approved recipient',
    async create(h: OwnerCalls) {
      const recipientId = await h.get('recipient');
      const page = await h.read(
        `/api/notifications?objectType=recipient&objectId=${recipientId}`,
        'the recipient’s events',
      );
      return (page.data as Array<{ id: number }>)[0]!.id;
    },
    show: () => ({ url: '/api/notifications' }),
  },
} satisfies Record<string, ObjectKind>;
