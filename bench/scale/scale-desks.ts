/**
 * The staff's side of the bench at scale: every desk's list and counters as its page first asks for them, one
 * object's desk page (a random one each request), the desks' searches by each kind of key (a real value drawn at
 * random each request), the warehouse's receive scan, the owner's reports and the largest open flight's registry.
 * The desks' routes are in apps/server/src/modules/<domain>/staff-routes.ts and the web's <feature>/staff pages.
 */
import { PARCEL_STATUS } from '@cargo/domain';
import { moscowDaysAgo } from '../api/calls.ts';
import type { ScaleCall } from './scale-measure.ts';
import { pick, type ScaleValues } from './scale-values.ts';

const ALL_PARCEL_STATUSES = Object.values(PARCEL_STATUS).join(',');
const q = (value: string) => encodeURIComponent(value);

const desk = (name: string, path: string | (() => string)): ScaleCall => ({
  name,
  group: 'desk',
  as: 'owner',
  goal: 'desk',
  path: typeof path === 'string' ? () => path : path,
});
const search = (name: string, path: () => string): ScaleCall => ({
  ...desk(name, path),
  group: 'desk search',
});

export function deskCalls(v: ScaleValues): ScaleCall[] {
  const flight = v.largestOpenFlight;
  return [
    desk('goods desk list (50)', '/api/staff/goods?page=1&offset=50'),
    desk('goods desk counters', '/api/staff/goods/counters'),
    desk('warehouse waifs (50)', '/api/staff/warehouse/waifs?page=1&offset=50'),
    desk('parcels desk queue (20)', '/api/staff/parcels?page=1&offset=20'),
    desk('parcels desk «Все» (100)', `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&page=1&offset=100`),
    desk('parcels desk counters', '/api/staff/parcels/counters'),
    desk('cargo desk list (20)', '/api/staff/cargo?page=1&offset=20'),
    desk('cargo desk counters', '/api/staff/cargo/counters'),
    desk('lots desk list (50)', '/api/staff/orders/lots?page=1&offset=50'),
    desk('help-desk queue (20)', '/api/staff/helpdesk/tickets?page=1'),
    desk('recipients desk review queue (50)', '/api/staff/recipients?page=1&offset=50'),
    desk('recipients desk counters', '/api/staff/recipients/counters'),
    desk('customers desk (50)', '/api/staff/customers?page=1'),
    desk('finance top-ups (50)', '/api/staff/top-ups?page=1'),
    desk('finance top-ups counters', '/api/staff/top-ups/counters'),
    desk('finance approvals', '/api/staff/approvals'),
    desk('audit page (50)', '/api/staff/audit'),
    desk('flights desk (20)', '/api/staff/flights'),
    desk('notifications dead letters', '/api/staff/notifications/dead-letters'),
    // One object's desk page, a different object each request.
    desk('parcel page', () => `/api/staff/parcels/${pick(v.parcelIds)}`),
    desk('good page', () => `/api/staff/goods/${pick(v.goodIds)}`),
    desk('recipient page', () => `/api/staff/recipients/${pick(v.recipientIds)}`),
    desk('lot page', () => `/api/staff/orders/lots/${pick(v.lotIds)}`),
    desk('ticket page', () => `/api/staff/helpdesk/tickets/${pick(v.ticketIds)}`),
    ...(v.cargoIds.length ? [desk('cargo page', () => `/api/staff/cargo/${pick(v.cargoIds)}`)] : []),
    desk('customer page', () => `/api/staff/customers/${pick(v.customerIds)}`),
    desk('customer ledger at the desk', () => `/api/staff/customers/${pick(v.customerIds)}/transactions`),
    desk('customer audit', () => `/api/staff/audit?customerId=${pick(v.customerIds)}`),
    ...(flight ? [desk(`largest open flight page`, `/api/staff/flights/${flight.id}`)] : []),
    // The searches: each key the desks find by, on the desk a person uses it at.
    search(
      'goods by incoming track',
      () => `/api/staff/goods?q=${q(pick(v.incomingTracks))}&page=1&offset=50`,
    ),
    search(
      'goods counters by incoming track',
      () => `/api/staff/goods/counters?q=${q(pick(v.incomingTracks))}`,
    ),
    search(
      'parcels by outgoing track',
      () =>
        `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${q(pick(v.outgoingTracks))}&page=1&offset=20`,
    ),
    search(
      'parcels by customer code',
      () => `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${q(pick(v.clientCodes))}&page=1&offset=20`,
    ),
    search(
      'parcels counters by customer code',
      () => `/api/staff/parcels/counters?q=${q(pick(v.clientCodes))}`,
    ),
    search('goods by customer code', () => `/api/staff/goods?q=${q(pick(v.clientCodes))}&page=1&offset=50`),
    search('customers by code', () => `/api/staff/customers?q=${q(pick(v.clientCodes))}`),
    search('customers by e-mail', () => `/api/staff/customers?q=${q(pick(v.emails))}`),
    search('customers by phone', () => `/api/staff/customers?q=${q(pick(v.phones))}`),
    search('customers by name', () => `/api/staff/customers?q=${q(pick(v.names))}`),
    search(
      'parcels by phone',
      () => `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${q(pick(v.phones))}&page=1&offset=20`,
    ),
    search(
      'parcels by e-mail',
      () => `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${q(pick(v.emails))}&page=1&offset=20`,
    ),
    search('top-ups by e-mail', () => `/api/staff/top-ups?q=${q(pick(v.emails))}`),
    search(
      'help-desk queue by customer code',
      () => `/api/staff/helpdesk/tickets?q=${q(pick(v.clientCodes))}`,
    ),
    search('recipients by passport number', () => `/api/staff/recipients?q=${q(pick(v.passports))}`),
    search('recipients by name', () => `/api/staff/recipients?q=${q(pick(v.names))}`),
    search(
      'parcels by object number',
      () => `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${pick(v.parcelIds)}&page=1&offset=20`,
    ),
    search('goods by object number', () => `/api/staff/goods?q=${pick(v.goodIds)}&page=1&offset=50`),
    search('lots by customer code', () => `/api/staff/orders/lots?q=${q(pick(v.clientCodes))}`),
  ];
}

/**
 * The warehouse's receive scan: each request scans the next track the warehouse expects (each good is received
 * once; past the pool's end a track scans again and answers «already received»), and a track nobody registered
 * (a waif receipt is written). It writes: run.ts runs it on a copy of the scale's database.
 */
export function scanCalls(v: ScaleValues): ScaleCall[] {
  let next = 0;
  let unknown = 0;
  const scan = (name: string, track: () => string): ScaleCall => ({
    name,
    group: 'scan',
    as: 'warehouse',
    goal: 'scan',
    method: 'POST',
    path: () => '/api/staff/warehouse/receive',
    body: () => ({ trackNumber: track() }),
  });
  const stamp = Date.now().toString(36).toUpperCase();
  return [
    scan('receive scan of an expected track', () => v.expectedTracks[next++ % v.expectedTracks.length]!),
    scan('receive scan of an unknown track (waif)', () => `SB${stamp}X${(unknown += 1)}`),
  ];
}

/**
 * The owner's reports (decision 065): a month by day and a year by month. Measured first on a freshly started
 * portal, so each one's first request is cold; then warm at a few connections (32 of a multi-second read only
 * queue behind each other on two cores).
 */
export function reportCalls(): ScaleCall[] {
  const report = (name: string, path: string, goal: ScaleCall['goal']): ScaleCall => ({
    name,
    group: 'report',
    as: 'owner',
    goal,
    path: () => path,
    connections: 4,
  });
  return [
    report(
      'owner report, a month by day',
      `/api/staff/reports?period=day&from=${moscowDaysAgo(29)}&to=${moscowDaysAgo(0)}`,
      'report-month',
    ),
    report(
      'owner report, a year by month',
      `/api/staff/reports?period=month&from=${moscowDaysAgo(364)}&to=${moscowDaysAgo(0)}`,
      'report-year',
    ),
  ];
}

/** The registry of the open flight with the most parcels (the burst flight of 5,000 at every scale). */
export function exportCalls(v: ScaleValues): ScaleCall[] {
  const flight = v.largestOpenFlight;
  if (!flight) return [];
  const registry = (format: 'xlsx' | 'csv'): ScaleCall => ({
    name: `flight registry ${format.toUpperCase()} (largest open flight)`,
    group: 'export',
    as: 'owner',
    goal: 'none',
    path: () => `/api/staff/flights/${flight.id}/registry?format=${format}`,
    connections: 4,
  });
  return [registry('xlsx'), registry('csv')];
}
