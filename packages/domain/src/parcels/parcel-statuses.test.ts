import { describe, expect, it } from 'vitest';
import {
  isSentStatus,
  PARCEL_COUNTER_CATEGORIES,
  PARCEL_STATUS as P,
  PARCEL_STATUS_GROUPS,
  PARCEL_STATUS_TITLE,
  PARCEL_TAB_CATEGORIES,
  parcelGroupOf,
  statusSetHas,
} from './parcel-statuses.js';
import { parcelStatusCategory, parcelStatusTitle, statusesOfCategories } from './parcel-categories.js';

describe('parcel status groups (spec section 4)', () => {
  it('put the named statuses in their tabs', () => {
    expect(parcelGroupOf(9)).toBe('virtual');
    for (const id of [10, 15, 20, 30, 33, 35, 40, 41, 42, 45]) expect(parcelGroupOf(id)).toBe('inwork');
    for (const id of [50, 60, 200, 350, 400, 450, 500, 600]) expect(parcelGroupOf(id)).toBe('sent');
    for (const id of [100, 102, 602, 800, 950]) expect(parcelGroupOf(id)).toBe('archive');
    expect(parcelGroupOf(11)).toBeNull();
    expect(parcelGroupOf(0)).toBeNull();
  });

  it('read the long sent list as ranges, edges included, archive ids excluded', () => {
    const inside = [270, 272, 300, 325, 350, 400, 450, 499, 550, 601, 700, 900, 970, 2000, 2033, 3076, 3190];
    for (const id of [...inside, 400_000, 403_117, 406_300, 590_200, 590_350, 590_499]) {
      expect(isSentStatus(id), String(id)).toBe(true);
    }
    const outside = [269, 273, 299, 351, 451, 498, 551, 599, 701, 899, 971, 1999, 2034, 3075, 3191];
    for (const id of [...outside, 399_999, 406_301, 590_199, 590_500, 602, 950, 100, 10, 9, 50.5]) {
      expect(isSentStatus(id), String(id)).toBe(false);
    }
    expect(PARCEL_STATUS_GROUPS.sent.ids).toEqual([50, 60, 200]);
  });

  it('map statuses to the categories of the tabs and counters', () => {
    expect(parcelStatusCategory(P.VIRTUAL)).toBe(5);
    expect(parcelStatusCategory(P.AWAITING_PAYMENT)).toBe(3);
    expect(parcelStatusCategory(P.STOPPED_IN_CUSTOMS)).toBe(8);
    expect(parcelStatusCategory(P.DELIVERY_NO_CONTACT)).toBe(14);
    expect(parcelStatusCategory(P.DELIVERY_WRONG_ADDRESS)).toBe(14);
    expect(parcelStatusCategory(P.DELIVERY_STORAGE_EXPIRING)).toBe(14);
    expect(parcelStatusCategory(P.PASSED_TO_DELIVERY_IN_RUSSIA)).toBe(11);
    expect(parcelStatusCategory(P.DELIVERED)).toBe(13);
    expect(parcelStatusCategory(P.ARCHIVE)).toBeNull();
    expect(parcelStatusCategory(602)).toBeNull();
    expect(parcelStatusCategory(404_000)).toBe(100);
    // Every status of a tab's group falls in one of the tab's categories.
    for (const id of PARCEL_STATUS_GROUPS.inwork.ids) {
      expect(PARCEL_TAB_CATEGORIES.inwork).toContain(parcelStatusCategory(id));
    }
    for (const id of [50, 60, 200, 271, 330, 420, 505, 650, 930, 2010, 3100, 400_500, 590_300]) {
      expect(PARCEL_TAB_CATEGORIES.sent).toContain(parcelStatusCategory(id));
    }
  });

  it('list the statuses of categories as ids and ranges without hundreds of thousands of literals', () => {
    expect(statusesOfCategories([3])).toEqual({ ids: [33], ranges: [] });
    expect(statusesOfCategories([8])).toEqual({ ids: [450], ranges: [] });
    expect(statusesOfCategories([14])).toEqual({ ids: [510, 520, 530], ranges: [] });
    expect(statusesOfCategories([1, 2, 3, 4, 15])).toEqual({
      ids: [10, 15, 20, 30, 33, 35, 40, 41, 42, 45],
      ranges: [],
    });
    // Delivery in Russia: 499-550 without the three problem statuses.
    expect(statusesOfCategories([11])).toEqual({
      ids: [],
      ranges: [
        [499, 509],
        [511, 519],
        [521, 529],
        [531, 550],
      ],
    });
    expect(statusesOfCategories([12])).toEqual({ ids: [601], ranges: [[603, 700]] });
    const sent = statusesOfCategories(PARCEL_TAB_CATEGORIES.sent);
    expect(sent.ids.length + sent.ranges.length).toBeLessThan(40);
    for (let id = 0; id <= 600_000; id += id < 5000 ? 1 : 97) {
      expect(statusSetHas(sent, id), String(id)).toBe(isSentStatus(id));
    }
    expect(statusesOfCategories([999])).toEqual({ ids: [], ranges: [] });
    expect(statusesOfCategories(PARCEL_COUNTER_CATEGORIES.parcelsAwaitingPayment).ids).toEqual([33]);
    expect(statusesOfCategories(PARCEL_COUNTER_CATEGORIES.problemsRuCustoms).ids).toEqual([450]);
    expect(statusesOfCategories(PARCEL_COUNTER_CATEGORIES.problemsRuDelivery).ids).toEqual([510, 520, 530]);
  });

  it('title every named status in Russian and the rest by category', () => {
    for (const id of Object.values(P)) expect(PARCEL_STATUS_TITLE[id], String(id)).toMatch(/[А-Яа-яё]/);
    expect(parcelStatusTitle(500)).toBe('Передана в доставку по России');
    expect(parcelStatusTitle(450)).toBe('Остановлена на таможне');
    expect(parcelStatusTitle(404_000)).toBe('В пути');
    expect(parcelStatusTitle(800)).toBe('Отменена, оплата возвращена');
    expect(parcelStatusTitle(602)).toBe('В архиве');
  });
});
