import { TICKET_OBJECT_TITLE, TICKET_OBJECT_TYPES, type TicketObjectType } from '@cargo/domain';

export interface TicketAbout {
  objectType: TicketObjectType;
  objectId: number;
}

/** The object a new ticket is about, read from `?objectType=parcel&objectId=12`; null when absent or malformed. */
export function aboutFromSearch(search: URLSearchParams): TicketAbout | null {
  const type = search.get('objectType');
  const id = search.get('objectId') ?? '';
  if (!type || !(TICKET_OBJECT_TYPES as readonly string[]).includes(type) || !/^[1-9]\d{0,9}$/.test(id)) {
    return null;
  }
  return { objectType: type as TicketObjectType, objectId: Number(id) };
}

/** «Посылка №12». */
export const aboutTitle = (about: TicketAbout) =>
  `${TICKET_OBJECT_TITLE[about.objectType]} №${about.objectId}`;
