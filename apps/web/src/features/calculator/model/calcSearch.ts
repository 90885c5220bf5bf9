import {
  type CalcRequest,
  calcRequestSchema,
  COUNTRY,
  CURRENCY_CCYS,
  type CurrencyCcy,
  PACKAGE_STYLES,
  PACKAGE_TYPE,
  type PackageStyle,
} from '@cargo/domain';

/** What the calculator's form edits: the request with empty number fields allowed while typing. */
export interface CalcFormValues {
  countryCode: number;
  deliveryTransportId: number | null;
  weightKg: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  packageTypeId: number;
  withCrating: boolean;
  additionalServicesIds: number[];
  goodsCount: number | null;
  declaredValue: string;
  declaredCurrency: CurrencyCcy;
  packageStyle: PackageStyle;
  /** The destination: a city of the directory (its code and name) and a pickup point of it. */
  cityCode: number | null;
  city: string;
  pickupPointCode: string | null;
  /** «Страховка» on the declared value (decision 032). */
  insured: boolean;
}

export const EMPTY_CALC: CalcFormValues = {
  countryCode: COUNTRY.RUSSIA,
  deliveryTransportId: null,
  weightKg: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  packageTypeId: PACKAGE_TYPE.BOX,
  withCrating: false,
  additionalServicesIds: [],
  goodsCount: 1,
  declaredValue: '',
  declaredCurrency: 'CNY',
  packageStyle: 'STANDARD',
  cityCode: null,
  city: '',
  pickupPointCode: null,
  insured: false,
};

/** The destination part of a link (`&cityCode=44&city=Москва&point=CDEK-44-1`), for the calculator and the order form. */
export function destinationFromSearch(search: URLSearchParams): {
  cityCode: number | null;
  city: string;
  pickupPointCode: string | null;
} {
  const code = search.get('cityCode');
  const city = (search.get('city') ?? '').trim().slice(0, 100);
  const cityCode = code !== null && /^\d{1,10}$/.test(code) && city ? Number(code) : null;
  const point = (search.get('point') ?? '').trim();
  return {
    cityCode,
    city: cityCode === null ? '' : city,
    pickupPointCode: cityCode !== null && point && point.length <= 40 ? point : null,
  };
}

const destinationPairs = (values: Pick<CalcFormValues, 'cityCode' | 'city' | 'pickupPointCode'>) =>
  // The form's submit hands over the schema's output, where an empty field is undefined.
  values.cityCode == null
    ? []
    : ([
        ['cityCode', values.cityCode],
        ['city', values.city],
        ['point', values.pickupPointCode ?? null],
      ] as Array<[string, string | number | null]>);

const num = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
};

/** The form's values from a shared link (`/calc?country=643&weight=2.4&l=40&w=30&h=20&…`); unknown parts ignored. */
export function calcFromSearch(search: URLSearchParams): CalcFormValues {
  const currency = search.get('currency') as CurrencyCcy | null;
  return {
    countryCode: num(search.get('country')) ?? EMPTY_CALC.countryCode,
    deliveryTransportId: num(search.get('tariff')),
    weightKg: num(search.get('weight')),
    lengthCm: num(search.get('l')),
    widthCm: num(search.get('w')),
    heightCm: num(search.get('h')),
    packageTypeId: num(search.get('package')) ?? EMPTY_CALC.packageTypeId,
    withCrating: search.get('crating') === '1',
    additionalServicesIds: (search.get('services') ?? '')
      .split(',')
      .filter((part) => /^\d+$/.test(part))
      .map(Number),
    goodsCount: num(search.get('goods')) ?? 1,
    declaredValue: search.get('value') ?? '',
    declaredCurrency: currency && CURRENCY_CCYS.includes(currency) ? currency : 'CNY',
    packageStyle: PACKAGE_STYLES.find((style) => style === search.get('style')) ?? 'STANDARD',
    ...destinationFromSearch(search),
    insured: search.get('insured') === '1',
  };
}

/** The link's query for the form's values (empty fields left out). */
export function calcToSearch(values: CalcFormValues): URLSearchParams {
  const pairs: Array<[string, string | number | null]> = [
    ['country', values.countryCode],
    ['tariff', values.deliveryTransportId],
    ['weight', values.weightKg],
    ['l', values.lengthCm],
    ['w', values.widthCm],
    ['h', values.heightCm],
    ['package', values.packageTypeId],
    ['crating', values.withCrating ? 1 : null],
    ['services', values.additionalServicesIds.length ? values.additionalServicesIds.join(',') : null],
    ['goods', values.goodsCount === 1 ? null : values.goodsCount],
    ['value', values.declaredValue || null],
    ['currency', values.declaredValue ? values.declaredCurrency : null],
    ['style', values.packageStyle === 'STANDARD' ? null : values.packageStyle],
    ...destinationPairs(values),
    ['insured', values.insured ? 1 : null],
  ];
  const search = new URLSearchParams();
  for (const [key, value] of pairs) if (value != null && value !== '') search.set(key, String(value));
  return search;
}

/** The request the form's values make, or null while they are not a valid parcel (the schema's rules). */
export function calcRequestOf(values: CalcFormValues): CalcRequest | null {
  const request = {
    ...values,
    deliveryTransportId: values.deliveryTransportId ?? undefined,
    goodsCount: values.goodsCount ?? undefined,
    declaredValue: values.declaredValue || '0',
    cityCode: values.cityCode ?? undefined,
    city: values.cityCode === null ? undefined : values.city,
    pickupPointCode: values.cityCode === null ? undefined : (values.pickupPointCode ?? undefined),
  };
  return calcRequestSchema.safeParse(request).success ? (request as CalcRequest) : null;
}

/**
 * The cabinet's order form with what it can take of the calculation: the tariff, the weight for its estimate,
 * the packaging, crating, insurance and the parcel's services, and the destination city and pickup point.
 */
export function orderFormLink(values: CalcFormValues, tariffId: number): string {
  const search = new URLSearchParams({ tariff: String(tariffId), package: String(values.packageTypeId) });
  if (values.weightKg) search.set('weight', String(values.weightKg));
  if (values.withCrating) search.set('crating', '1');
  if (values.insured) search.set('insured', '1');
  if (values.additionalServicesIds.length) search.set('services', values.additionalServicesIds.join(','));
  for (const [key, value] of destinationPairs(values)) if (value !== null) search.set(key, String(value));
  return `/parcels/create?${search.toString()}`;
}
