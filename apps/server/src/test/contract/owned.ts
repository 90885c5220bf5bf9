import type { FastifyInstance } from 'fastify';

/**
 * The ownership sweep's registry: for every id a customer can put in a path, a query or a body, what real object
 * of the first customer it names and how to make one. A new id-bearing operation needs its parameter here (the
 * sweep fails and names it otherwise): add an `ID_PARAMETERS` row pointing at an `OBJECTS` kind (add the kind to
 * `Kind` and to `OBJECTS` in owned-objects.ts when it is a new sort of object: how to create it and which of the
 * owner's GETs shows it), or say why it is shared.
 */

export type Id = string | number;

export type Kind =
  | 'recipient'
  | 'selfFillCard'
  | 'address'
  | 'picture'
  | 'good'
  | 'flaggedGood'
  | 'photoGood'
  | 'readyGood'
  | 'parcel'
  | 'virtualParcel'
  | 'virtualGood'
  | 'parcelToPay'
  | 'cargo'
  | 'cargoToPay'
  | 'customer'
  | 'topUp'
  | 'order'
  | 'lotWithPicture'
  | 'lotToConfirm'
  | 'readyOrder'
  | 'ticket'
  | 'notification';

/** Text only the owner's objects carry: a stranger's answer that contains it shows something of the owner's. */
export const OWNER_MARK = 'Владельцев';

/** What making an object may use: one customer's calls for one call of the sweep (holdings.ts implements it). */
export interface OwnerCalls {
  readonly app: FastifyInstance;
  readonly token: string;
  readonly staff: string;
  /** Text put in the objects' names: the owner's mark, or anything else for a stranger. */
  readonly mark: string;
  get(kind: Kind): Promise<Id>;
  read(url: string, what: string): Promise<Record<string, unknown>>;
  post(url: string, body: unknown, what: string): Promise<Record<string, unknown>>;
  staffCall(method: 'POST' | 'PUT', url: string, body?: unknown): Promise<Record<string, unknown>>;
  once(key: string, make: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>>;
}

export interface ObjectKind {
  what: string;
  create(holdings: OwnerCalls): Promise<Id>;
  /** The owner's own GET that shows the object (null token: it is served without one). */
  show(id: Id): { url: string; anonymous?: boolean };
}

export interface IdParameter {
  name: string;
  /** The row applies to paths starting with this; the longest match wins. */
  under?: string;
  /** The objects the sweep names with this parameter, each in turn. */
  objects?: Array<Kind>;
  /**
   * 'notFound' (the default): a stranger's call answers 404. 'asIfAbsent': the parameter only narrows the caller's
   * own rows (a list filter, "not counting this good"), so a stranger's call answers exactly what an id of nothing
   * answers: an empty list, the same yes/no, or 404.
   */
  answer?: 'notFound' | 'asIfAbsent';
  /** Why the parameter names nothing a customer owns (reference data, public codes). */
  shared?: string;
}

const REFERENCE = 'reference data every customer reads';

export const ID_PARAMETERS: IdParameter[] = [
  { name: 'id', under: '/api/recipient-client-data/', objects: ['recipient', 'selfFillCard'] },
  { name: 'id', under: '/api/client-address/', objects: ['address'] },
  { name: 'id', under: '/api/goods/', objects: ['good'] },
  // Accepting and returning are only open for a good the warehouse flagged.
  { name: 'id', under: '/api/goods/cl/accept/', objects: ['flaggedGood'] },
  { name: 'id', under: '/api/goods/cl/return/', objects: ['flaggedGood'] },
  { name: 'id', under: '/api/goods/return/', objects: ['flaggedGood'] },
  // Answering the warehouse's photos is only open while they wait (decision 033).
  { name: 'id', under: '/api/goods/cl/photos/', objects: ['photoGood'] },
  { name: 'id', under: '/api/readyGoods/', objects: ['readyGood'] },
  { name: 'id', under: '/api/client/top-ups/', objects: ['topUp'] },
  { name: 'goodId', objects: ['good'] },
  { name: 'goodId', under: '/api/client/remove-good-from-parcel/', objects: ['readyGood'] },
  { name: 'goodId', under: '/api/goods/incomingDeclaration/check', objects: ['good'], answer: 'asIfAbsent' },
  { name: 'clientId', objects: ['customer'], answer: 'asIfAbsent' },
  { name: 'parcelId', objects: ['parcel'] },
  { name: 'parcelId', under: '/api/client/my-goods', objects: ['parcel'], answer: 'asIfAbsent' },
  { name: 'id', under: '/api/parcel/cl/', objects: ['parcel'] },
  { name: 'parcelId', under: '/api/parcel/virtual/', objects: ['virtualParcel'] },
  { name: 'goodsId', under: '/api/parcel/virtual/', objects: ['virtualGood'] },
  // Paying needs a weighed parcel and the money for it.
  { name: 'parcelId', under: '/api/parcel/pay/', objects: ['parcelToPay'] },
  { name: 'parcelIds', objects: ['parcel'] },
  { name: 'goodsIds', objects: ['good'] },
  { name: 'statusCategoryIds', shared: 'parcel status categories of the shared list' },
  { name: 'parcelStatusId', shared: 'a status of the shared parcel status list' },
  // The parcel desk's ids: staff-only paths, which answer 404 to every customer before any id is read.
  // The passport reveal (decision 064): any customer's recipient, audited; 404 to customers.
  {
    name: 'id',
    under: '/api/staff/recipients/',
    shared: 'staff desk: any customer’s recipient, 404 to customers',
  },
  { name: 'id', under: '/api/staff/parcels/', shared: 'staff desk: any customer’s parcel, 404 to customers' },
  { name: 'parcelIds', under: '/api/staff/', shared: 'staff desk: a flight of parcels, 404 to customers' },
  { name: 'id', under: '/api/cargo/', objects: ['cargo'] },
  // Paying needs a weighed cargo and the money for it.
  { name: 'id', under: '/api/cargo/pay/', objects: ['cargoToPay'] },
  // Flights (decision 062): the warehouse's shipments of any customers' parcels, 404 to customers.
  {
    name: 'id',
    under: '/api/staff/flights/',
    shared: 'staff desk: the warehouse’s flights, 404 to customers',
  },
  {
    name: 'parcelId',
    under: '/api/staff/flights/',
    shared: 'staff desk: any customer’s parcel on a flight, 404 to customers',
  },
  { name: 'id', under: '/api/staff/cargo/', shared: 'staff desk: any customer’s cargo, 404 to customers' },
  { name: 'id', under: '/api/staff/orders/', shared: 'buyer’s desk: any customer’s lot, 404 to customers' },
  { name: 'id', under: '/api/order/', objects: ['order'] },
  { name: 'orderId', under: '/api/order/', objects: ['order'] },
  { name: 'orderIds', objects: ['order'] },
  { name: 'lotId', under: '/api/order/orderUnit/picture/', objects: ['lotWithPicture'] },
  { name: 'orderUnitId', under: '/api/order/orderUnit/price/confirm', objects: ['lotToConfirm'] },
  { name: 'orderId', under: '/api/readyOrder/', objects: ['readyOrder'] },
  { name: 'imageName', objects: ['picture'] },
  { name: 'filename', objects: ['picture'] },
  // Ids inside bodies.
  { name: 'recipientId', objects: ['recipient'] },
  { name: 'deliveryAddressId', objects: ['address'] },
  { name: 'photoUrl', objects: ['picture'] },
  { name: 'promoCode', shared: 'a promo code is public: any customer may redeem it once' },
  { name: 'referralId', shared: 'an invitation code is meant to be handed to others' },
  { name: 'countryCode', shared: REFERENCE },
  { name: 'postalCode', shared: 'a post index, not an object' },
  { name: 'pvzCode', shared: REFERENCE },
  { name: 'lastMileOperatorId', shared: REFERENCE },
  { name: 'lastMileDeliveryMethodId', shared: REFERENCE },
  { name: 'parcelPackageTypeId', shared: REFERENCE },
  { name: 'additionalServicesIds', shared: REFERENCE },
  { name: 'countryId', shared: REFERENCE },
  { name: 'country_codes', shared: REFERENCE },
  { name: 'city_code', shared: REFERENCE },
  { name: 'deliveryTransportId', shared: REFERENCE },
  { name: 'operatorId', shared: REFERENCE },
  { name: 'statusId', shared: 'a status of the shared status list' },
  // The sandbox pages are the acquirer's and the processor's: like theirs, they are reached by the payment's
  // unguessable id, which only the customer who created the top-up was given; whoever holds the link may pay it.
  { name: 'paymentId', shared: 'a sandbox payment id: whoever holds the payment link may pay it' },
  { name: 'invoiceId', shared: 'a sandbox invoice id: whoever holds the invoice link may pay it' },
  { name: 'provider', shared: 'a payment provider’s name, not an object' },
  { name: 'outcome', shared: 'what the crypto sandbox page makes happen, not an object' },
  // The finance desk's ids: staff-only paths, which answer 404 to every customer before any id is read.
  { name: 'customerId', under: '/api/staff/', shared: 'staff desk: any customer, 404 to customers' },
  { name: 'id', under: '/api/staff/promo-codes/', shared: 'staff desk: promo codes, 404 to customers' },
  { name: 'id', under: '/api/staff/top-ups/', shared: 'staff desk: any customer’s top-up, 404 to customers' },
  { name: 'currency', shared: 'a currency code of the shared reference list' },
  {
    name: 'id',
    under: '/api/staff/approvals/',
    shared: 'finance desk: four-eyes requests, 404 to customers',
  },
  // The help desk: a ticket is the customer's own; what it is about must be too (a parcel in the examples).
  { name: 'ticketId', under: '/api/helpDesk/', objects: ['ticket'] },
  { name: 'objectId', under: '/api/helpDesk', objects: ['parcel'] },
  { name: 'titleId', shared: 'a help-desk topic of the shared list' },
  { name: 'id', under: '/api/staff/helpdesk/', shared: 'help desk: any customer’s ticket, 404 to customers' },
  // Notifications: mark-read ids and an object's events only narrow the caller's own events.
  { name: 'ids', under: '/api/notifications/read', objects: ['notification'], answer: 'asIfAbsent' },
  { name: 'objectId', under: '/api/notifications', objects: ['recipient'], answer: 'asIfAbsent' },
  { name: 'id', under: '/api/staff/notifications/', shared: 'staff desk: any delivery, 404 to customers' },
  // The team and the audit trail (decision 048): staff-only paths, 404 to every customer before any id is read.
  { name: 'id', under: '/api/staff/team/', shared: 'the owner’s team desk: a colleague, 404 to customers' },
  { name: 'actorId', under: '/api/staff/audit', shared: 'the audit desk: a colleague, 404 to customers' },
  { name: 'objectId', under: '/api/staff/', shared: 'an object’s staff history, 404 to customers' },
  { name: 'objectType', under: '/api/staff/', shared: 'a kind of object, not an object' },
  // Labels (decision 063): any customer's goods or parcels, printed at the warehouse; 404 to customers.
  {
    name: 'ids',
    under: '/api/staff/',
    shared: 'staff desk: labels of any customer’s goods or parcels, 404 to customers',
  },
];

/** Names that carry an id: every path parameter, and query parameters and body fields named like one. */
export function isIdLike(name: string, where: 'path' | 'query' | 'header' | 'body'): boolean {
  return where === 'path' || /^(id|.*(Id|_id|Code|_code|[fF]ile[nN]ame|imageName)s?|photoUrl)$/.test(name);
}

/** The places in a body that hold an id, with the field's name (an array's items take the array's name). */
export function idFieldsOf(body: unknown, path: Array<string | number> = []) {
  const found: Array<{ path: Array<string | number>; name: string }> = [];
  if (Array.isArray(body)) body.forEach((item, i) => found.push(...idFieldsOf(item, [...path, i])));
  else if (body && typeof body === 'object') {
    for (const [key, item] of Object.entries(body)) found.push(...idFieldsOf(item, [...path, key]));
  } else {
    const name = path.filter((step): step is string => typeof step === 'string').at(-1);
    if (name !== undefined && isIdLike(name, 'body')) found.push({ path, name });
  }
  return found;
}

/** The registry row for a parameter of an operation, or undefined when there is none. */
export function idParameterOf(path: string, name: string): IdParameter | undefined {
  return ID_PARAMETERS.filter((p) => p.name === name && path.startsWith(p.under ?? ''))
    .sort((a, b) => (b.under ?? '').length - (a.under ?? '').length)
    .at(0);
}
