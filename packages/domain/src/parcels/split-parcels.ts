/**
 * The split proposal: goods chosen for one recipient that would exceed the duty-free allowance as one parcel are
 * grouped into several parcels so that the total of delivery and duty is the lowest, each parcel within the
 * allowance whenever that is not dearer. Delivery comes from `priceParcel`, duty from `customsAllowance`; the
 * proposal is never dearer than sending everything as one parcel (that option is among the candidates).
 * Up to EXHAUSTIVE_SPLIT_LIMIT goods every grouping is considered (dynamic programming over subsets, exact);
 * beyond, a first-fit-decreasing packing into parcels within the allowance, then merges while they save money.
 */
import {
  type CustomsCheck,
  customsAllowance,
  CustomsRuleMissingError,
  customsRuleFor,
  eurosToRoubles,
} from './customs.js';
import { type Decimal, fromScaled, toScaled } from '../shared/money.js';
import { type ParcelPrice, type ParcelPriceInput, priceParcel } from './parcel-pricing.js';

export const EXHAUSTIVE_SPLIT_LIMIT = 10;

export interface SplitGood {
  id: number;
  /** Declared value in euros (see `toEuros`). */
  valueEur: Decimal;
  weightKg: Decimal;
  /** Services chosen on this good (per-item services are priced per piece, service-units.ts). */
  additionalServicesIds?: readonly number[];
  /** The good's pieces; left out, 1. */
  qty?: number;
}

export interface SplitInput {
  goods: readonly SplitGood[];
  /** Destination country (Russia 643, Belarus 112): the tariff's and the customs rule's. */
  countryCode: number;
  /** The day the customs rule is read for. */
  date: string | Date;
  /** Roubles per euro, to add duty to delivery. */
  rubPerEur: Decimal;
  /** The parcel settings each proposed parcel gets (tariff, package, parcel services, discount). */
  parcel: Omit<ParcelPriceInput, 'countryCode' | 'weightKg' | 'dimensionsCm' | 'items'>;
}

export interface SplitParcel {
  goodsIds: number[];
  valueEur: string;
  weightKg: string;
  customs: CustomsCheck;
  price: ParcelPrice;
  /** price.total */
  deliveryRub: string;
  dutyRub: string;
  totalRub: string;
}

export interface SplitOption {
  parcels: SplitParcel[];
  deliveryRub: string;
  dutyRub: string;
  totalRub: string;
  allWithin: boolean;
}

export interface SplitProposal {
  /** Everything as one parcel. */
  single: SplitOption;
  /** The cheapest grouping found; equal to `single` when splitting saves nothing. */
  proposed: SplitOption;
  isSplit: boolean;
  /** single.totalRub − proposed.totalRub (≥ 0). */
  savingRub: string;
  method: 'exhaustive' | 'greedy';
}

interface Group {
  indexes: number[];
  cost: bigint;
  within: boolean;
}

export function proposeSplit(input: SplitInput): SplitProposal {
  if (input.goods.length === 0) throw new RangeError('No goods to split');
  const rule = customsRuleFor(input.countryCode, input.date);
  if (!rule) throw new CustomsRuleMissingError(input.countryCode, String(input.date));
  const values = input.goods.map((good) => toScaled(good.valueEur, 2));
  const grams = input.goods.map((good) => toScaled(good.weightKg, 3));
  const valueLimit = toScaled(rule.valueLimitEur, 2);
  const weightLimit = toScaled(rule.weightLimitKg, 3);

  const evaluate = (indexes: readonly number[]): SplitParcel => {
    const value = indexes.reduce((sum, i) => sum + values[i]!, 0n);
    const weight = indexes.reduce((sum, i) => sum + grams[i]!, 0n);
    const weightKg = fromScaled(weight, 3);
    const valueEur = fromScaled(value, 2);
    const price = priceParcel({
      ...input.parcel,
      countryCode: input.countryCode,
      weightKg,
      items: indexes.map((i) => ({
        qty: input.goods[i]!.qty,
        additionalServicesIds: input.goods[i]!.additionalServicesIds ?? [],
      })),
    });
    const customs = customsAllowance({
      country: input.countryCode,
      date: input.date,
      declaredValueEur: valueEur,
      weightKg,
    });
    const dutyRub = eurosToRoubles(customs.dutyEur, input.rubPerEur);
    return {
      goodsIds: indexes.map((i) => input.goods[i]!.id),
      valueEur,
      weightKg,
      customs,
      price,
      deliveryRub: price.total,
      dutyRub,
      totalRub: fromScaled(toScaled(price.total, 2) + toScaled(dutyRub, 2), 2),
    };
  };
  const group = (indexes: number[]): Group => {
    const parcel = evaluate(indexes);
    return { indexes, cost: toScaled(parcel.totalRub, 2), within: parcel.customs.within };
  };

  const all = input.goods.map((_, i) => i);
  const single = [group(all)];
  const exhaustive = input.goods.length <= EXHAUSTIVE_SPLIT_LIMIT;
  const found = exhaustive
    ? bestPartition(all.length, group)
    : greedyPartition(all, group, values, grams, valueLimit, weightLimit);
  const chosen = better(found, single) ? found : single;

  const option = (groups: Group[]): SplitOption => {
    const parcels = groups.map((g) => evaluate(g.indexes));
    const sum = (pick: (p: SplitParcel) => string) =>
      fromScaled(
        parcels.reduce((s, p) => s + toScaled(pick(p), 2), 0n),
        2,
      );
    return {
      parcels,
      deliveryRub: sum((p) => p.deliveryRub),
      dutyRub: sum((p) => p.dutyRub),
      totalRub: sum((p) => p.totalRub),
      allWithin: parcels.every((p) => p.customs.within),
    };
  };
  const singleOption = option(single);
  const proposed = chosen === single ? singleOption : option(chosen);
  return {
    single: singleOption,
    proposed,
    isSplit: proposed.parcels.length > 1,
    savingRub: fromScaled(toScaled(singleOption.totalRub, 2) - toScaled(proposed.totalRub, 2), 2),
    method: exhaustive ? 'exhaustive' : 'greedy',
  };
}

const total = (groups: readonly Group[]) => groups.reduce((sum, g) => sum + g.cost, 0n);

/** Cheaper; on equal cost, more parcels within the allowance, then fewer parcels. */
function better(a: readonly Group[], b: readonly Group[]): boolean {
  const ca = total(a);
  const cb = total(b);
  if (ca !== cb) return ca < cb;
  const wa = a.filter((g) => g.within).length === a.length;
  const wb = b.filter((g) => g.within).length === b.length;
  if (wa !== wb) return wa;
  return a.length < b.length;
}

/** Every grouping of n goods: best[mask] over submasks holding mask's lowest good (3^n steps, 2^n prices). */
function bestPartition(n: number, group: (indexes: number[]) => Group): Group[] {
  const size = 1 << n;
  const groups: Group[] = new Array<Group>(size);
  for (let mask = 1; mask < size; mask++) {
    const indexes: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) indexes.push(i);
    groups[mask] = group(indexes);
  }
  const best: Group[][] = new Array<Group[]>(size);
  best[0] = [];
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    let choice: Group[] | undefined;
    // Submasks of mask that contain its lowest bit.
    for (let sub = mask; sub > 0; sub = (sub - 1) & mask) {
      if (!(sub & low)) continue;
      const candidate = [groups[sub]!, ...best[mask ^ sub]!];
      if (!choice || better(candidate, choice)) choice = candidate;
    }
    best[mask] = choice!;
  }
  return best[size - 1]!;
}

/**
 * Many goods: first fit decreasing (by value, then weight) into parcels that stay within both limits; a good over
 * a limit by itself travels alone. Then the pair of parcels whose merge saves most is merged while any saves.
 */
function greedyPartition(
  all: number[],
  group: (indexes: number[]) => Group,
  values: bigint[],
  grams: bigint[],
  valueLimit: bigint,
  weightLimit: bigint,
): Group[] {
  const order = [...all].sort((a, b) =>
    values[b]! !== values[a]!
      ? values[b]! > values[a]!
        ? 1
        : -1
      : grams[b]! > grams[a]!
        ? 1
        : grams[b]! < grams[a]!
          ? -1
          : a - b,
  );
  const bins: Array<{ indexes: number[]; value: bigint; weight: bigint }> = [];
  for (const i of order) {
    const bin = bins.find((b) => b.value + values[i]! <= valueLimit && b.weight + grams[i]! <= weightLimit);
    if (bin) {
      bin.indexes.push(i);
      bin.value += values[i]!;
      bin.weight += grams[i]!;
    } else bins.push({ indexes: [i], value: values[i]!, weight: grams[i]! });
  }
  let groups = bins.map((b) => group(b.indexes.sort((x, y) => x - y)));
  for (;;) {
    let bestMerge: { a: number; b: number; merged: Group; saving: bigint } | undefined;
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        const merged = group([...groups[a]!.indexes, ...groups[b]!.indexes].sort((x, y) => x - y));
        const saving = groups[a]!.cost + groups[b]!.cost - merged.cost;
        if (saving > 0n && (!bestMerge || saving > bestMerge.saving)) bestMerge = { a, b, merged, saving };
      }
    }
    if (!bestMerge) return groups;
    const { a, b, merged } = bestMerge;
    groups = [...groups.filter((_, i) => i !== a && i !== b), merged];
  }
}
