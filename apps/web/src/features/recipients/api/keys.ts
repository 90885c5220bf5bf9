import type { RecipientStatusId } from '@cargo/domain';

/** Archive lists show four recipients per page (spec section 9). */
export const ARCHIVE_PAGE_SIZE = 4;
/** The active list is loaded whole (spec section 9: recipient list 10000). */
export const ACTIVE_RECIPIENTS_PAGE_SIZE = 10000;
/** The staff desk shows twenty recipients per page. */
export const STAFF_PAGE_SIZE = 20;

export const recipientQueryKeys = {
  all: ['recipients'] as const,
  active: ['recipients', 'active'] as const,
  verified: ['recipients', 'verified'] as const,
  archive: (page: number) => ['recipients', 'archive', page] as const,
  one: (id: number) => ['recipients', 'one', id] as const,
  idocOrg: (text: string) => ['recipients', 'idoc-org', text] as const,
  link: (recipientId: number | null, token: string | null) => ['recipient-link', recipientId, token] as const,
  staff: ['staff', 'recipients'] as const,
  staffPage: (status: RecipientStatusId, page: number, q: string) =>
    ['staff', 'recipients', 'list', status, page, q] as const,
  staffCounters: (q: string) => ['staff', 'recipients', 'counters', q] as const,
  staffRecipient: (id: number | null) => ['staff', 'recipients', 'one', id] as const,
};
