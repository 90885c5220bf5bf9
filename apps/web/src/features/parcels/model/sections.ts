import { PARCEL_TAB_CATEGORIES } from '@cargo/domain';

/** The customer's parcel tabs (spec section 2: `/parcels?section=`), in the order they are shown. */
export const PARCEL_SECTIONS = ['virtual', 'inwork', 'sent', 'archive'] as const;
export type ParcelSection = (typeof PARCEL_SECTIONS)[number];

export const PARCEL_SECTION_TITLE: Record<ParcelSection, string> = {
  virtual: 'Виртуальная',
  inwork: 'В работе',
  sent: 'Отправленные',
  archive: 'Архив',
};

export function isParcelSection(value: string | null): value is ParcelSection {
  return value !== null && (PARCEL_SECTIONS as readonly string[]).includes(value);
}

/** Sorting keys of the list (spec section 2): id, name, date (created), weight. */
export const PARCEL_SORTS = ['date', 'id', 'name', 'weight'] as const;
export type ParcelSort = (typeof PARCEL_SORTS)[number];

export const PARCEL_SORT_TITLE: Record<ParcelSort, string> = {
  date: 'Дата',
  id: 'Номер',
  name: 'Название',
  weight: 'Вес',
};

export function isParcelSort(value: string | null): value is ParcelSort {
  return value !== null && (PARCEL_SORTS as readonly string[]).includes(value);
}

/**
 * The status category a link may narrow a tab to (`/parcels?section=inwork&category=3`, the dashboard's tiles):
 * one of the tab's own categories, or null.
 */
export function categoryFromSearch(section: ParcelSection, search: URLSearchParams): number | null {
  const raw = Number(search.get('category'));
  const categories: readonly number[] = section === 'archive' ? [] : PARCEL_TAB_CATEGORIES[section];
  return categories.includes(raw) ? raw : null;
}

export const parcelsPath = (section: ParcelSection = 'inwork') => `/parcels?section=${section}`;
export const parcelPath = (id: number) => `/parcels/${id}`;
export const parcelCreatePath = () => '/parcels/create';
/** The order form of parcel `id`; `weightKg`, the weight expected on the virtual parcel's summary, goes along. */
export const parcelEditPath = (id: number, weightKg?: number) =>
  `/parcels/edit?id=${id}${weightKg !== undefined && weightKg > 0 ? `&weight=${weightKg}` : ''}`;

/** The `weight` a link to the order form carried (a positive number of kilograms), or null. */
export function weightFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('weight');
  const weight = raw === null ? NaN : Number(raw.replace(',', '.'));
  return Number.isFinite(weight) && weight > 0 ? weight : null;
}

/**
 * What a link to the new parcel's form may carry besides the weight (the calculator's «Оформить посылку»): the
 * tariff, box or bag, crating, insurance and the parcel's services
 * (`?tariff=111&package=1&crating=1&insured=1&services=2,3`).
 */
export function orderPrefillFromSearch(search: URLSearchParams): {
  deliveryTransportId?: number;
  parcelPackageTypeId?: number;
  withCrating?: boolean;
  insured?: boolean;
  additionalServicesIds?: number[];
} {
  const id = (raw: string | null) => (raw !== null && /^\d{1,5}$/.test(raw) ? Number(raw) : undefined);
  const services = (search.get('services') ?? '').split(',').filter((part) => /^\d{1,5}$/.test(part));
  return {
    ...(id(search.get('tariff')) !== undefined && { deliveryTransportId: id(search.get('tariff')) }),
    ...(id(search.get('package')) !== undefined && { parcelPackageTypeId: id(search.get('package')) }),
    ...(search.get('crating') === '1' && { withCrating: true }),
    ...(search.get('insured') === '1' && { insured: true }),
    ...(services.length > 0 && { additionalServicesIds: services.map(Number) }),
  };
}
