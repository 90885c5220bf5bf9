import { PACKAGE_PRICES, type PackageStyle } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/parcels.js';
import { call, goodItem, uploadPng } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/** One parcel of the table: goods lines, measures at the desk, tariff and the parcel's services. */
interface Row {
  goods: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  tariff: number;
  country: number;
  packageTypeId: number;
  withCrating: boolean;
  /** The packaging's variant: the desk weighs the standard one, the round black costs the table's difference more. */
  packageStyle?: PackageStyle;
  /** The destination: a city of the reference data, a pickup point of it, and whether the tariff delivers there. */
  to?: { cityCode: number; city: string; point?: string; delivers: boolean };
}

const row = (
  tariff: number,
  country: number,
  weightKg: number,
  dims: [number, number, number],
  more: Partial<Row> = {},
): Row => ({
  goods: 1,
  weightKg,
  lengthCm: dims[0],
  widthCm: dims[1],
  heightCm: dims[2],
  tariff,
  country,
  packageTypeId: 1,
  withCrating: false,
  ...more,
});

/** Light and heavy, volumetric above actual (60×50×40 = 24 kg), minimum charges, both countries, every tariff. */
const TABLE: Row[] = [
  row(111, 643, 2.5, [30, 20, 10]),
  row(111, 643, 0.35, [10, 10, 5]),
  row(111, 643, 3.217, [60, 50, 40], { goods: 3, withCrating: true }),
  row(112, 643, 7.001, [45.5, 30.2, 20.1], { packageTypeId: 2 }),
  row(112, 643, 1.2, [20, 15, 10]),
  row(113, 643, 12.345, [80, 60, 50], { goods: 2 }),
  row(114, 643, 0.999, [25, 25, 25]),
  row(115, 112, 4.56, [40, 30, 20], { packageTypeId: 2, withCrating: true, goods: 2 }),
  row(115, 112, 31.5, [50, 40, 30]),
  row(116, 112, 9.9, [100, 50, 30]),
  row(116, 112, 1.001, [10, 10, 10]),
  // Every packaging variant the desk prices, and destinations: a city, a pickup point, a point the tariff skips.
  row(111, 643, 2.5, [30, 20, 10], {
    packageStyle: 'ROUND_BLACK',
    to: { cityCode: 44, city: 'Москва', point: 'CDEK-44-1', delivers: true },
  }),
  row(112, 643, 7.001, [45.5, 30.2, 20.1], {
    packageTypeId: 2,
    packageStyle: 'ROUND_BLACK',
    to: { cityCode: 137, city: 'Санкт-Петербург', delivers: true },
  }),
  row(112, 643, 0.5, [20, 20, 20], {
    packageTypeId: 2,
    to: { cityCode: 424, city: 'Казань', point: 'DPD-424-1', delivers: true },
  }),
  row(114, 643, 1.5, [30, 20, 15], { to: { cityCode: 44, city: 'Москва', point: 'DP-1', delivers: true } }),
  row(113, 643, 3.3, [40, 30, 20], {
    packageStyle: 'ROUND_BLACK',
    goods: 2,
    to: { cityCode: 44, city: 'Москва', point: 'DP-2', delivers: false },
  }),
  row(115, 112, 4.56, [40, 30, 20], {
    packageStyle: 'ROUND_BLACK',
    withCrating: true,
    to: { cityCode: 9220, city: 'Минск', point: 'CDEK-9220-2', delivers: true },
  }),
  row(115, 112, 2, [20, 20, 20], {
    to: { cityCode: 9220, city: 'Минск', point: 'KE-9220-1', delivers: false },
  }),
  row(116, 112, 6.2, [50, 40, 30], {
    packageTypeId: 2,
    packageStyle: 'ROUND_BLACK',
    to: { cityCode: 9220, city: 'Минск', delivers: true },
  }),
];

const kopecks = (amount: number | string) => Math.round(Number(amount) * 100);
/** What the variant costs above the standard packaging of the same type (`PACKAGE_PRICES`, what priceParcel charges). */
const styleSurcharge = (r: Row) =>
  kopecks(PACKAGE_PRICES[r.packageTypeId]![r.packageStyle ?? 'STANDARD']) -
  kopecks(PACKAGE_PRICES[r.packageTypeId]!.STANDARD);

describe('the public calculator prices a parcel exactly as the warehouse desk does', () => {
  const w = useParcelWorld();

  /** The desk's price: a real parcel of the customer's goods, sent to assembly, assembled and weighed. */
  async function deskPrice(r: Row) {
    const c = await w.customer(r.goods);
    const id = await w.createdParcel(c, { parcelPackageTypeId: r.packageTypeId, withCrating: r.withCrating });
    // The order form takes the tariffs the recipient's address is served by; the desk prices whatever tariff the
    // parcel carries, so the table's tariff is set on the row before weighing.
    await w.db.update(parcels).set({ deliveryTransportId: r.tariff }).where(eq(parcels.id, id));
    const steps = [
      [c.client.token, `/api/parcel/cl/send-on-assembly/${id}`, undefined],
      [w.staff, `/api/staff/parcels/${id}/assemble`, undefined],
      [
        w.staff,
        `/api/staff/parcels/${id}/weigh`,
        {
          weightKg: r.weightKg,
          lengthCm: r.lengthCm,
          widthCm: r.widthCm,
          heightCm: r.heightCm,
          photo: await uploadPng(w.app, w.staff),
        },
      ],
    ] as const;
    for (const [token, url, body] of steps) {
      const response = await call(w.app, 'PUT', url, token, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    return (await w.details(c.client, id)).price as { total: number; chargeableWeightKg: number };
  }

  const label = (r: Row) =>
    [
      `tariff ${r.tariff}, ${r.weightKg} kg, ${r.lengthCm}×${r.widthCm}×${r.heightCm} cm, ${r.goods} goods`,
      r.packageStyle,
      r.to &&
        `to ${r.to.city}${r.to.point ? ` ${r.to.point}` : ''} (${r.to.delivers ? 'delivers' : 'does not'})`,
    ]
      .filter(Boolean)
      .join(', ');
  it.each(TABLE.map((r) => [label(r), r] as const))('%s', async (_name, r) => {
    const desk = await deskPrice(r);
    const response = await call(w.app, 'POST', '/api/calc', null, {
      countryCode: r.country,
      weightKg: r.weightKg,
      lengthCm: r.lengthCm,
      widthCm: r.widthCm,
      heightCm: r.heightCm,
      packageTypeId: r.packageTypeId,
      withCrating: r.withCrating,
      // The order form's services (wrapping, documents) and the goods' consolidation on each line.
      additionalServicesIds: [2, 3, 4],
      // The calculator counts pieces (decision 052): each of the customer's goods is `goodItem.qty` pieces.
      goodsCount: r.goods * goodItem.qty,
      ...(r.packageStyle && { packageStyle: r.packageStyle }),
      ...(r.to && { cityCode: r.to.cityCode, city: r.to.city }),
      ...(r.to?.point && { pickupPointCode: r.to.point }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    const tariff = answer.tariffs.find(
      (t: { deliveryTransportId: number }) => t.deliveryTransportId === r.tariff,
    );
    console.log(
      `calc vs desk: ${label(r)}: desk ${desk.total} ₽, calculator ${tariff.total} ₽` +
        (styleSurcharge(r) ? ` (desk + ${styleSurcharge(r) / 100} ₽ for the round black packaging)` : ''),
    );
    expect(kopecks(tariff.total)).toBe(kopecks(desk.total) + styleSurcharge(r));
    expect(kopecks(tariff.packageAmount)).toBe(
      kopecks(PACKAGE_PRICES[r.packageTypeId]![r.packageStyle ?? 'STANDARD']),
    );
    if (r.to) {
      expect(answer.destination).toMatchObject({ cityCode: r.to.cityCode, city: r.to.city });
      expect(answer.destination.point?.code ?? null).toBe(r.to.point ?? null);
      if (r.to.point) expect(answer.destination.point.address.length).toBeGreaterThan(0);
      expect(tariff.reach.delivers, tariff.reach.text).toBe(r.to.delivers);
    } else {
      expect(answer.destination).toBeNull();
      expect(tariff.reach).toBeNull();
    }
    expect(answer.chargeableWeightKg).toBe(desk.chargeableWeightKg);
    expect(answer.volumetricDivisor).toBe(5000);
    expect(answer.tariffs.every((t: { deliveryDays: string }) => t.deliveryDays.length > 0)).toBe(true);
  });

  it('answers every tariff of the country with the customs allowance, and one tariff when asked', async () => {
    const body = {
      countryCode: 643,
      weightKg: 35,
      lengthCm: 60,
      widthCm: 50,
      heightCm: 40,
      packageTypeId: 1,
    };
    const all = (
      await call(w.app, 'POST', '/api/calc', null, {
        ...body,
        declaredValue: '3000',
        declaredCurrency: 'EUR',
      })
    ).json();
    expect(all.tariffs.map((t: { deliveryTransportId: number }) => t.deliveryTransportId).sort()).toEqual([
      111, 112, 113, 114,
    ]);
    expect(all.volumetricApplied).toBe(false);
    // 3000 € − 200 € = 2800 € × 15 % = 420 € (more than 2 € × 4 kg above 31 kg).
    expect(all.customs).toMatchObject({
      valueLimitEur: 200,
      weightLimitKg: 31,
      exceedsValue: true,
      exceedsWeight: true,
      dutyEur: 420,
    });
    const one = (await call(w.app, 'POST', '/api/calc', null, { ...body, deliveryTransportId: 112 })).json();
    expect(one.tariffs).toHaveLength(1);
    expect(one.customs).toMatchObject({ exceedsValue: false, dutyEur: 8 });
  });

  it('refuses a bad input with the form’s Russian messages, and a tariff of another country', async () => {
    const bad = await call(w.app, 'POST', '/api/calc', null, {
      countryCode: 643,
      weightKg: -1,
      lengthCm: 1.25,
      widthCm: 10,
      packageTypeId: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      weightKg: 'Введите вес',
      lengthCm: 'Не более 1 знака после запятой',
      heightCm: 'Введите размер',
      packageTypeId: 'Выберите хотя бы одну упаковку',
    });
    const foreign = await call(w.app, 'POST', '/api/calc', null, {
      countryCode: 643,
      deliveryTransportId: 115,
      weightKg: 1,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      packageTypeId: 1,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.deliveryTransportId).toBe('Для этой страны нет такого тарифа');
  });
});
