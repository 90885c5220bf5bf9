import { PARCEL_STATUS } from '@cargo/domain';

/**
 * What the bench measures: `/api/health`, `my-info` and every list call of the spec, with the page sizes the spec
 * and the web use. A module that adds a list call adds its row here and its seeding to seed.ts.
 */
export interface BenchCall {
  /** The row's name in the table. */
  name: string;
  /** Path and query, as the web sends it. */
  path: string;
  /** Sent with the heavy customer's bearer token (or the desk's, `staff`). */
  auth: boolean;
  /** Sent with the bench's staff member's token (an owner): a desk's call. */
  staff?: boolean;
  /** GET when absent; a POST that reads (the passport reveal, decision 064) or a PUT that changes nothing twice, with its JSON body: it must be safe to repeat. */
  method?: 'POST' | 'PUT';
  body?: unknown;
}

const customer = (name: string, path: string): BenchCall => ({ name, path, auth: true });
const open = (name: string, path: string): BenchCall => ({ name, path, auth: false });
const staff = (name: string, path: string): BenchCall => ({ name, path, auth: true, staff: true });
const staffPost = (name: string, path: string): BenchCall => ({ ...staff(name, path), method: 'POST' });

/**
 * The heavy customer's code as the desks show it (`clientCodeOf`): seed.ts creates them first, so they are user 1;
 * the desks' search finds their 10,000 goods, 2,000 parcels and the rest by it (decision 050).
 */
const HEAVY_CODE = 'K0001';
/** Every parcel status: the parcel desk's «Все» tab. */
const ALL_PARCEL_STATUSES = Object.values(PARCEL_STATUS).join(',');

/** A sheet of goods labels: the heavy customer's first 24 goods. */
const LABEL_IDS = Array.from({ length: 24 }, (_, i) => i + 1).join(',');

/** A Moscow day `days` before today, «YYYY-MM-DD» (the owner's report's calendar, decision 065). */
export const moscowDaysAgo = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() - days * 86_400_000),
  );

export const HEALTH: BenchCall = open('health', '/api/health');

export const CALLS: BenchCall[] = [
  HEALTH,
  customer('my-info', '/api/client/my-info?version=v2'),
  customer('goods counters', '/api/client/my-goods/counters'),
  // The start page in one call: balances, counters over 10,000 goods, the latest of 5,000 events.
  customer('dashboard', '/api/dashboard'),
  // Goods tabs: the web asks for the first page of 1000 of each section.
  ...['waiting', 'onstore', 'problem', 'sent', 'waif', 'returned_goods', 'archive'].map((section) =>
    customer(
      `goods ${section} (1000)`,
      `/api/client/my-goods?version=v2&section=${section}&sort=date&page=1&offset=1000`,
    ),
  ),
  // Parcel tabs: the first page of 1000 of each, awaiting payment on top (counters come with every answer).
  customer(
    'parcels virtual (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusCategoryIds=5',
  ),
  customer(
    'parcels inwork (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusCategoryIds=1,2,3,4,15&isAwaitingPaymentOnTop=true',
  ),
  customer(
    'parcels sent (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusCategoryIds=6,7,8,9,10,11,12,13,14,100',
  ),
  customer(
    'parcels archive (1000)',
    '/api/client/my-parcels?version=v2&page=1&offset=1000&statusId=100,102,602,800,950',
  ),
  customer('cargo (1000)', '/api/cargo?page=1&offset=1000'),
  // One parcel's page and one cargo (the heavy account's first rows: the seeders insert its parcels and cargo first).
  customer('one parcel', '/api/parcel/parcelWithStatus?parcelId=1'),
  customer('one cargo', '/api/cargo/1'),
  // Buyout orders: the sections of /orders (page of 200, the spec's default).
  customer(
    'my-orders new (200)',
    '/api/client/my-orders?version=v2&statusId=10&offset=200&withoutUsers=true&page=1',
  ),
  customer(
    'my-orders moved to goods (200)',
    '/api/client/my-orders?version=v2&statusId=60&offset=200&withoutUsers=true&page=1',
  ),
  // All sections at once, the first page (the whole history of 1,000 orders at offset=10000 is a 3.9 MB answer that
  // 32 connections cannot fetch within autocannon's timeout on 2 cores: issue 21's pages of 1,000 take it on).
  customer('my-orders all (200)', '/api/client/my-orders?version=v2&offset=200&withoutUsers=true&page=1'),
  customer('ready goods (100)', '/api/readyGoods?version=v2&offset=100'),
  customer('recipients (10000)', '/api/client/my-recipient-data?version=v2&page=1&offset=10000'),
  customer(
    'recipients confirmed (10000)',
    '/api/client/my-recipient-data?version=v2&page=1&offset=10000&isVerified=true',
  ),
  customer('recipients archive (4)', '/api/recipient-client-data/archive?page=1&offset=4'),
  customer('addresses (100)', '/api/client/my-addresses?page=1&offset=100'),
  customer('addresses archive (4)', '/api/client-address/archive?page=1&offset=4'),
  customer('referrals (1000)', '/api/client/my-referrals'),
  customer('my-top-ups (100)', '/api/client/my-top-ups?page=1&offset=100'),
  // The top-up dialog asks which providers take the money (and whether they are sandboxes) each time it opens.
  customer('payment-providers', '/api/client/payment-providers'),
  // Finance: the web asks for the whole ledger at once (spec: offset=100000).
  customer('my-transactions (100000)', '/api/client/my-transactions?version=v2&offset=100000&page=1'),
  // Issue 21: the ledger's first page of a few rows, as a list that pages rather than the whole history.
  customer('my-transactions first page (20)', '/api/client/my-transactions?version=v2&offset=20&page=1'),
  customer('my-discount', '/api/client/my-discount'),
  open('currency-rate', '/api/currency-rate'),
  // The parcel form's and the calculator's «Страховка» hint (decision 032); the desk's claim is a one-off write
  // (one per parcel), measured by its tests rather than under load.
  open('insurance-terms', '/api/insurance-terms'),
  // The storage terms the goods' pages, the help, the calculator and the parcel form publish (decision 052).
  open('storage-terms', '/api/storage-terms'),
  open('delivery-transport (100)', '/api/delivery-transport?countryId=643&offset=100'),
  open('zones (1000)', '/api/zones/available'),
  open('additional services (1000)', '/api/additional-service/e-object-type/GOODS'),
  open('last-mile operators (1000)', '/api/last-mile-operators'),
  customer('cities RU (100)', '/api/cdek/location/cities?country_codes=RU'),
  customer('cities by prefix (20)', '/api/cdek/location/cities?country_codes=RU&city=%D0%9C%D0%BE&offset=20'),
  customer('pickup points Moscow (1000)', '/api/cdek/deliverypoints?city_code=44'),
  customer('pvz Moscow (1000)', '/api/pvz/data?city_code=44'),
  // Help desk: the list of tickets (page of 20) and the long chat's last page of 50 (ticket 1, seed-helpdesk.ts).
  customer('helpdesk tickets (20)', '/api/helpDesk/tickets?page=1'),
  customer('helpdesk answers (50)', '/api/helpDesk/answers/1'),
  // The sidebar's «Посылки» badge as the web's useParcelCounters asks for it (a page of one parcel with the
  // counters), and the same three numbers from the counters route alone (issue 21, decision 037).
  customer(
    'parcels counters (sidebar)',
    '/api/client/my-parcels?version=v2&page=1&offset=1&isAwaitingPaymentOnTop=true',
  ),
  customer('parcels counters (one statement)', '/api/client/my-parcels/counters'),
  // The desks (decision 050): each desk's counters by status (a grouped statement), its search by the heavy
  // customer's code or a track, and one object's desk page.
  staff('desk parcels counters', '/api/staff/parcels/counters'),
  staff('desk parcels counters by code', `/api/staff/parcels/counters?q=${HEAVY_CODE}`),
  staff(
    'desk parcels «Все» by code (100)',
    `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${HEAVY_CODE}&page=1&offset=100`,
  ),
  staff(
    'desk customer page parcels (20)',
    `/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${HEAVY_CODE}&page=1&offset=20`,
  ),
  staff('desk parcel page', '/api/staff/parcels/1'),
  staff('desk goods counters', '/api/staff/goods/counters'),
  staff('desk goods by code (50)', `/api/staff/goods?q=${HEAVY_CODE}&page=1&offset=50`),
  staff('desk goods by track (50)', '/api/staff/goods?q=YT7000000000123&page=1&offset=50'),
  staff('desk good page', '/api/staff/goods/1'),
  staff('desk cargo counters by code', `/api/staff/cargo/counters?q=${HEAVY_CODE}`),
  staff('desk cargo page', '/api/staff/cargo/1'),
  staff('desk recipients counters by code', `/api/staff/recipients/counters?q=${HEAVY_CODE}`),
  staff('desk recipient page', '/api/staff/recipients/1'),
  // The passport and INN in clear (decision 064): five AES-GCM decryptions and an audit row per call.
  staffPost('desk recipient passport reveal', '/api/staff/recipients/1/reveal'),
  staff('desk lots by code (50)', `/api/staff/orders/lots?q=${HEAVY_CODE}`),
  staff('desk lot page', '/api/staff/orders/lots/1'),
  staff('desk top-ups counters by code', `/api/staff/top-ups/counters?q=${HEAVY_CODE}`),
  staff('desk customers by code (50)', `/api/staff/customers?q=${HEAVY_CODE}`),
  // The back office's own reads (decisions 048, 049): every staff call of the seeding leaves its audit row.
  staff('staff me', '/api/staff/me'),
  // The desk's language (decision 066): repeating the same choice changes nothing, so the row measures the check.
  { ...staff('staff desk language', '/api/staff/me/language'), method: 'PUT', body: { language: 'ru' } },
  staff('team', '/api/staff/team'),
  staff('audit page (50)', '/api/staff/audit'),
  staff('audit of a customer', '/api/staff/audit?customerId=1'),
  staff('audit CSV', '/api/staff/audit/export'),
  staff('object history', '/api/staff/history/parcel/1'),
  staff('approvals waiting', '/api/staff/approvals'),
  staff('rate history', '/api/staff/currency-rates/CNY/history'),
  // Labels (decision 063): a PDF with the embedded CJK font's subset; a cart's goods on A4, a parcel on 100×150.
  staff('goods labels A4 (24)', `/api/staff/goods/labels?ids=${LABEL_IDS}&format=a4`),
  staff('goods label 58×40', '/api/staff/goods/labels?ids=1&format=58x40'),
  staff('parcel label 100×150', '/api/staff/parcels/labels?ids=1&format=100x150'),
  // Flights (decision 062): flight 1 holds the account's 40 paid parcels (seed-flights.ts). The registry leaves an
  // audit row per export; its 5,000-parcel figure is `npm run flight-registry -w bench` (README).
  staff('flights (20)', '/api/staff/flights'),
  staff('flight page (40 parcels)', '/api/staff/flights/1'),
  staff('flight check (40 parcels)', '/api/staff/flights/1/check'),
  staff('flight registry XLSX (40 parcels)', '/api/staff/flights/1/registry?format=xlsx'),
  staff('flight registry CSV (40 parcels)', '/api/staff/flights/1/registry?format=csv'),
  staff('flight packing list (40 parcels)', '/api/staff/flights/1/packing-list'),
  staff('good ТН ВЭД suggestion', '/api/staff/goods/1/tnved-suggestion'),
  // The owner's report (decision 065) over the heavy ledger (100,000 rows over two years): the page's first view
  // (the last 30 days by day), a quarter by day, and the two years by month (every row of the ledger).
  staff(
    'owner report 30 days',
    `/api/staff/reports?period=day&from=${moscowDaysAgo(29)}&to=${moscowDaysAgo(0)}`,
  ),
  staff(
    'owner report 90 days',
    `/api/staff/reports?period=day&from=${moscowDaysAgo(89)}&to=${moscowDaysAgo(0)}`,
  ),
  staff(
    'owner report 2 years by month',
    `/api/staff/reports?period=month&from=${moscowDaysAgo(730)}&to=${moscowDaysAgo(0)}`,
  ),
];
