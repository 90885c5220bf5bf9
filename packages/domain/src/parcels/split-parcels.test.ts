import { describe, expect, it } from 'vitest';
import { customsAllowance, eurosToRoubles } from './customs.js';
import { fromScaled, toScaled } from '../shared/money.js';
import { priceParcel } from './parcel-pricing.js';
import { proposeSplit, type SplitGood, type SplitInput } from './split-parcels.js';

const base: Omit<SplitInput, 'goods'> = {
  countryCode: 643,
  date: '2026-11-23',
  rubPerEur: '94.3',
  parcel: { deliveryTransportId: 111, packageTypeId: 2 },
};
const goods = (...rows: Array<[value: string, kg: string]>): SplitGood[] =>
  rows.map(([valueEur, weightKg], i) => ({ id: i + 1, valueEur, weightKg }));
const ids = (proposal: ReturnType<typeof proposeSplit>) =>
  proposal.proposed.parcels.map((p) => [...p.goodsIds].sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);

describe('proposeSplit on a table of cases', () => {
  it('split two 150 € goods: two minimum charges cost less than one parcel with 15 € duty', () => {
    const proposal = proposeSplit({ ...base, goods: goods(['150', '1'], ['150', '1']) });
    expect(proposal.single).toMatchObject({
      deliveryRub: '1580.00',
      dutyRub: '1414.50',
      totalRub: '2994.50',
    });
    expect(proposal.proposed).toMatchObject({ deliveryRub: '1980.00', dutyRub: '0.00', allWithin: true });
    expect(proposal).toMatchObject({ isSplit: true, savingRub: '1014.50', method: 'exhaustive' });
    expect(ids(proposal)).toEqual([[1], [2]]);
  });

  it('keep one parcel when the duty is smaller than a second minimum charge', () => {
    const proposal = proposeSplit({ ...base, goods: goods(['110', '0.5'], ['110', '0.5']) });
    expect(proposal.single).toMatchObject({ deliveryRub: '990.00', dutyRub: '282.90', totalRub: '1272.90' });
    expect(proposal).toMatchObject({ isSplit: false, savingRub: '0.00' });
    expect(proposal.proposed.totalRub).toBe('1272.90');
  });

  it('keep one parcel when it is within the allowance already', () => {
    const proposal = proposeSplit({ ...base, goods: goods(['50', '1'], ['50', '1'], ['50', '1']) });
    expect(proposal).toMatchObject({ isSplit: false, savingRub: '0.00' });
    expect(proposal.proposed.allWithin).toBe(true);
  });

  it('split by weight: three 20 kg goods go as three parcels within 31 kg', () => {
    const proposal = proposeSplit({ ...base, goods: goods(['10', '20'], ['10', '20'], ['10', '20']) });
    expect(proposal.single).toMatchObject({ deliveryRub: '47400.00', dutyRub: '5469.40' });
    expect(proposal.proposed).toMatchObject({ totalRub: '47400.00', allWithin: true });
    expect(proposal.proposed.parcels).toHaveLength(3);
  });

  it('send a good over the allowance by itself alone and keep the others within', () => {
    const proposal = proposeSplit({ ...base, goods: goods(['250', '1'], ['90', '1'], ['90', '1']) });
    expect(ids(proposal)).toEqual([[1], [2, 3]]);
    expect(proposal.proposed.parcels.filter((p) => !p.customs.within)).toHaveLength(1);
    expect(Number(proposal.savingRub)).toBeGreaterThan(0);
  });

  it('price Belarus with its tariff and rule', () => {
    const proposal = proposeSplit({
      ...base,
      countryCode: 112,
      parcel: { deliveryTransportId: 115, packageTypeId: 2 },
      goods: goods(['10', '20'], ['10', '20']),
    });
    // One parcel: 40 kg × 860 + 4 € × 9 kg duty; two: 2 × 20 kg × 860.
    expect(proposal.single).toMatchObject({ deliveryRub: '34400.00', dutyRub: '3394.80' });
    expect(proposal.proposed).toMatchObject({ totalRub: '34400.00', allWithin: true });
  });

  it('pack many goods greedily and still save against one parcel', () => {
    const many = goods(...Array.from({ length: 14 }, () => ['60', '0.5'] as [string, string]));
    const proposal = proposeSplit({ ...base, goods: many });
    expect(proposal.method).toBe('greedy');
    expect(proposal.single.totalRub).toBe('14582.80');
    expect(proposal.proposed).toMatchObject({ totalRub: '5730.00', allWithin: true });
    expect(proposal.proposed.parcels.map((p) => p.goodsIds.length).sort()).toEqual([2, 3, 3, 3, 3]);
    expect(proposal.proposed.parcels.flatMap((p) => p.goodsIds).sort((a, b) => a - b)).toEqual(
      many.map((g) => g.id),
    );
  });

  it('charge per-good services to the parcel the good goes in', () => {
    const withPhoto = goods(['150', '1'], ['150', '1']).map((g, i) => ({
      ...g,
      additionalServicesIds: i === 0 ? [12] : [],
    }));
    const proposal = proposeSplit({ ...base, goods: withPhoto });
    expect(proposal.proposed.deliveryRub).toBe('2129.00');
  });
});

/** Every set partition of 0..n-1 (restricted growth strings). */
function* partitions(n: number): Generator<number[][]> {
  const labels = new Array<number>(n).fill(0);
  function* walk(i: number, max: number): Generator<number[][]> {
    if (i === n) {
      const blocks: number[][] = [];
      labels.forEach((label, index) => (blocks[label] ??= []).push(index));
      yield blocks;
      return;
    }
    for (let label = 0; label <= max + 1; label++) {
      labels[i] = label;
      yield* walk(i + 1, Math.max(max, label));
    }
  }
  yield* walk(0, -1);
}

function bruteForceMinimum(input: SplitInput): bigint {
  let best: bigint | undefined;
  for (const blocks of partitions(input.goods.length)) {
    let sum = 0n;
    for (const block of blocks) {
      const value = fromScaled(
        block.reduce((s, i) => s + toScaled(input.goods[i]!.valueEur, 2), 0n),
        2,
      );
      const weight = fromScaled(
        block.reduce((s, i) => s + toScaled(input.goods[i]!.weightKg, 3), 0n),
        3,
      );
      const price = priceParcel({
        ...input.parcel,
        countryCode: input.countryCode,
        weightKg: weight,
        items: block.map(() => ({})),
      });
      const duty = customsAllowance({
        country: input.countryCode,
        date: input.date,
        declaredValueEur: value,
        weightKg: weight,
      }).dutyEur;
      sum += toScaled(price.total, 2) + toScaled(eurosToRoubles(duty, input.rubPerEur), 2);
    }
    if (best === undefined || sum < best) best = sum;
  }
  return best!;
}

describe('proposeSplit against brute force', () => {
  it('find the cheapest grouping, never dearer than one parcel, on random goods', () => {
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let splits = 0;
    for (let round = 0; round < 40; round++) {
      const n = 1 + Math.floor(random() * 6);
      const input: SplitInput = {
        ...base,
        parcel: {
          deliveryTransportId: round % 2 ? 112 : 111,
          packageTypeId: 1 + (round % 2),
          discountPercent: 5,
        },
        goods: Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          valueEur: String(Math.floor(random() * 30000) / 100),
          weightKg: String(Math.floor(random() * 25000) / 1000),
        })),
      };
      const proposal = proposeSplit(input);
      expect(toScaled(proposal.proposed.totalRub, 2), JSON.stringify(input.goods)).toBe(
        bruteForceMinimum(input),
      );
      expect(toScaled(proposal.proposed.totalRub, 2) <= toScaled(proposal.single.totalRub, 2)).toBe(true);
      if (proposal.isSplit) splits++;
      expect(proposal.proposed.parcels.flatMap((p) => p.goodsIds).sort((a, b) => a - b)).toEqual(
        input.goods.map((g) => g.id),
      );
    }
    expect(splits).toBeGreaterThan(5);
    expect(splits).toBeLessThan(40);
  });

  it('search ten goods exhaustively', () => {
    const ten = goods(
      ...Array.from({ length: 10 }, (_, i) => [String(40 + i * 7), String(1 + i)] as [string, string]),
    );
    const proposal = proposeSplit({ ...base, goods: ten });
    expect(proposal.method).toBe('exhaustive');
    expect(proposal.isSplit).toBe(true);
    expect(proposal.proposed.allWithin).toBe(true);
  });

  it('never propose anything dearer than one parcel with the greedy packing either', () => {
    for (const count of [11, 15, 20]) {
      for (const [value, kg] of [
        ['120', '0.3'],
        ['15', '9'],
        ['199', '30'],
        ['5', '0.1'],
      ] as const) {
        const proposal = proposeSplit({
          ...base,
          goods: goods(...Array.from({ length: count }, () => [value, kg] as [string, string])),
        });
        expect(proposal.method).toBe('greedy');
        expect(Number(proposal.savingRub)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
