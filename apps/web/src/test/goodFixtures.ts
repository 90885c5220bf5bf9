import type {
  AdditionalService,
  DeliveryTariff,
  DeskGood,
  Good,
  GoodsCounters,
  ReadyGood,
} from '@cargo/domain';

export function goodFixture(overrides: Partial<Good> = {}): Good {
  return {
    id: 5,
    goodsId: 5,
    clientId: 12,
    incomingDeclaration: 'YT1234567890123',
    goodStatus: { id: 10, title: 'Ожидается на складе' },
    qty: 2,
    price: 89.5,
    cost: 89.5,
    currencyId: 'CNY',
    description: 'Nike Air Force 1',
    infoUrl: 'https://item.taobao.com/item.htm?id=1',
    info_url: 'https://item.taobao.com/item.htm?id=1',
    commentProduct: 'Размер 42',
    isDangerous: false,
    goodHazardCategory: null,
    picture: null,
    pictureUrl: null,
    serviceType: 'WITHOUT_CHECK',
    additionalServicesIds: [4],
    additionalServices: [{ additionalService: { id: 4 } }],
    orderUnitId: null,
    boughtByService: false,
    parcelId: null,
    isReady: false,
    storeId: 2,
    statusReason: null,
    photoReports: [],
    photoApproval: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A good as the warehouse desk sees it: with its owner. */
export function deskGoodFixture(overrides: Partial<DeskGood> = {}): DeskGood {
  return {
    ...goodFixture(overrides),
    client: { id: 12, email: 'ivan@example.ru', name: 'Иван' },
    ...overrides,
  };
}

export function readyGoodFixture(overrides: Partial<ReadyGood> = {}): ReadyGood {
  return {
    ...goodFixture({
      id: 8,
      goodsId: 8,
      isReady: true,
      parcelId: 31,
      goodStatus: { id: 9, title: 'Готов к отправке' },
    }),
    parcelData: {
      id: 31,
      name: 'Кроссовки',
      statusId: 10,
      status: 'Заявка на посылку',
      recipientDataId: 7,
      recipientId: 3,
      deliveryTransport: 111,
      finalRecipientName: null,
      finalRecipientPhone: null,
      packageTypeId: 1,
      additionalServicesIds: '2,3',
      outgoingDeclaration: null,
      insured: false,
    },
    ...overrides,
  };
}

/** GET /api/additional-service/e-object-type/GOODS */
export const GOOD_SERVICES: AdditionalService[] = [
  {
    id: 1,
    name: 'Детальный осмотр (с проверкой)',
    price: 100,
    currency: 'RUB',
    per: 'item',
    isRequired: false,
  },
  { id: 4, name: 'Консолидация', price: 0, currency: 'RUB', per: 'item', isRequired: true },
  { id: 12, name: 'Фотоотчёт', price: 149, currency: 'RUB', per: 'item', isRequired: false },
  { id: 14, name: 'Снять оригинальную упаковку', price: 50, currency: 'RUB', per: 'item', isRequired: false },
  { id: 16, name: 'Утилизация почтовой упаковки', price: 0, currency: 'RUB', per: 'item', isRequired: false },
];

/** GET /api/additional-service/e-object-type/PARCEL */
export const PARCEL_SERVICES: AdditionalService[] = [
  { id: 2, name: 'Упаковка посылки', price: 150, currency: 'RUB', per: 'parcel', isRequired: false },
  { id: 3, name: 'Оформление документов', price: 0, currency: 'RUB', per: 'parcel', isRequired: false },
  { id: 15, name: 'Обрешётка', price: 299, currency: 'RUB', per: 'item', isRequired: false },
];

export const TARIFFS: DeliveryTariff[] = [
  {
    id: 111,
    title: 'Авиа Стандарт',
    countryCode: 643,
    description: 'Авиадоставка до России',
    isSpecial: false,
    lastMileOperatorIds: [3, 4, 6, 8],
    deliveryDays: '12–18 дней',
  },
  {
    id: 112,
    title: 'Авто Эконом',
    countryCode: 643,
    description: 'Автодоставка',
    isSpecial: false,
    lastMileOperatorIds: [3, 4, 6, 8],
    deliveryDays: '25–35 дней',
  },
];

export function countersFixture(overrides: Partial<GoodsCounters> = {}): GoodsCounters {
  return {
    waiting: 0,
    onstore: 0,
    problem: 0,
    sent: 0,
    archive: 0,
    returned_goods: 0,
    virtual: 0,
    waif: 0,
    ...overrides,
  };
}
