import {
  APPROVAL_STATUS_TITLE,
  CARGO_STATUS_TITLE,
  GOOD_STATUS_TITLE,
  ORDER_UNIT_STATUS_TITLE,
  PARCEL_STATUS_TITLE,
  RECIPIENT_STATUS_TITLE,
  STAFF_MEMBER_STATE_TITLES,
  TICKET_STATUS_TITLE,
  TOP_UP_STATUS_TITLE,
} from '@cargo/domain';

const byId = (titles: Record<string | number, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(titles).map(([id, title]) => [String(id), title]));

/**
 * Status names as the desk shows them, keyed by status id: the domain's own Russian titles (the spec's, never
 * retyped here); zh/statuses.ts gives the same ids in Chinese.
 */
export const statuses = {
  good: byId(GOOD_STATUS_TITLE),
  parcel: byId(PARCEL_STATUS_TITLE),
  cargo: byId(CARGO_STATUS_TITLE),
  orderUnit: byId(ORDER_UNIT_STATUS_TITLE),
  topUp: byId(TOP_UP_STATUS_TITLE),
  approval: byId(APPROVAL_STATUS_TITLE),
  ticket: byId(TICKET_STATUS_TITLE),
  recipient: byId(RECIPIENT_STATUS_TITLE),
  staffMember: byId(STAFF_MEMBER_STATE_TITLES),
};
export type StatusGroup = keyof typeof statuses;
