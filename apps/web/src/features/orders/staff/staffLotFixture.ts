import { ORDER_UNIT_STATUS_TITLE, type StaffLot, type StaffLots } from '@cargo/domain';

const HOUR = 3_600_000;

/** A lot on the buyer's desk for the desk's tests: 2 pcs at 95 ¥ + 1 ¥ delivery at 5 %: 200,55 ¥, all of it held. */
export function staffLotFixture(overrides: Partial<StaffLot> = {}): StaffLot {
  const statusId = overrides.statusId ?? 50;
  return {
    id: 34,
    orderId: 12,
    statusId,
    status: { id: statusId, title: ORDER_UNIT_STATUS_TITLE[statusId] ?? '' },
    goodUrl: 'https://shop.example.cn/item/777',
    url: 'https://shop.example.cn/item/777',
    originalUrl: 'https://shop.example.cn/item/777',
    photoUrl: 'lot-34.jpg',
    picture: '/images/lot-34.jpg',
    price: 95,
    delivery: 1,
    count: 2,
    qty: 2,
    amount: 191,
    orderName: 'Кроссовки беговые',
    titleRU: 'Кроссовки беговые',
    size: '42',
    sizeRU: '42',
    color: 'белый',
    colorRU: 'белый',
    commentProduct: 'Проверить шнурки',
    commentProductForManager: 'Взять у продавца с рейтингом 4.8+',
    goodHazardCategoryId: null,
    additionalServices: [4, 1],
    types: [2],
    isInternational: false,
    countryCode: null,
    pricing: {
      goods: 190,
      delivery: 1,
      subtotal: 191,
      commissionPercent: 5,
      commission: 9.55,
      total: 200.55,
      currency: 'CNY',
    },
    priceProductOriginalChina: null,
    deliveryPriceOriginalChina: null,
    priceTotalProductOriginalChina: null,
    newPricing: null,
    priceNote: null,
    statusReason: null,
    paid: 200.55,
    surcharge: null,
    shopOrderNumber: null,
    chineseTrack: null,
    goodsId: null,
    ready: false,
    sentToBuyoutAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    purchasedAt: null,
    createdAt: new Date(Date.now() - 4 * HOUR).toISOString(),
    orderNumber: 'Z12',
    orderTypeId: 1,
    clientId: 3,
    clientCode: 'K0003',
    clientName: 'Иван Петров',
    clientEmail: 'ivan@example.ru',
    waitingSince: new Date(Date.now() - 3 * HOUR - 5 * 60_000).toISOString(),
    takenBy: null,
    takenAt: null,
    ...overrides,
  };
}

/** The queue's answer: the lots of one status and the counts of all. */
export function staffLotsPage(lots: StaffLot[], counts: Record<string, number> = {}): StaffLots {
  return { data: lots, totalElements: lots.length, totalPages: 0, page: 1, counts };
}
