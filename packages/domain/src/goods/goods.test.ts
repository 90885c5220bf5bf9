import { describe, expect, it } from 'vitest';
import { goodsAwaitingPhotoReport } from './good-services.js';
import { GOOD_SECTIONS, GOOD_STATUS_TITLE, type GoodSection } from './good-statuses.js';
import { GOOD_TRANSITIONS } from '../parcels/good-parcel-transitions.js';
import { GOOD_INITIAL_STATUS } from '../transitions/transitions.js';

/** The tabs the customer's goods page shows (spec section 2: the sidebar's sections); `virtual` is a picker's. */
const CUSTOMER_TABS = Object.keys(GOOD_SECTIONS).filter((tab) => tab !== 'virtual') as GoodSection[];

describe('goods tabs', () => {
  it('show every status a good can reach: none vanishes from the customer', () => {
    const reachable = new Set<number>([
      ...Object.values(GOOD_INITIAL_STATUS),
      ...GOOD_TRANSITIONS.flatMap((row) => (row.to === 'same' ? [] : [row.to])),
    ]);
    const shown = new Set<number>(CUSTOMER_TABS.flatMap((tab) => [...GOOD_SECTIONS[tab]]));
    expect([...reachable].filter((status) => !shown.has(status))).toEqual([]);
  });

  it('keep a delivered good under «Отправленные» with the parcel’s other sent goods', () => {
    expect(GOOD_SECTIONS.sent).toContain(160);
    expect(GOOD_STATUS_TITLE[160]).toBe('Доставлен');
  });
});

describe('paid photo reports', () => {
  it('are awaited for a good with service 12 and no photo, not for one with a photo or without the service', () => {
    expect(
      goodsAwaitingPhotoReport([
        { id: 1, additionalServicesIds: [4, 12], photoReports: 0 },
        { id: 2, additionalServicesIds: [12], photoReports: 2 },
        { id: 3, additionalServicesIds: [4], photoReports: 0 },
        { id: 4, additionalServicesIds: null, photoReports: 0 },
      ]),
    ).toEqual([1]);
  });
});
