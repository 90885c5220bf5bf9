import type { MyOrders, Order, OrderUnit } from '@cargo/domain';

const pricing = (total: number, commission = 0) => ({
  goods: total - commission,
  delivery: 0,
  subtotal: total - commission,
  commissionPercent: 5,
  commission,
  total,
  currency: 'CNY' as const,
});

export function lotFixture(id: number, overrides: Partial<OrderUnit> = {}): OrderUnit {
  const statusId = overrides.statusId ?? 10;
  return {
    id,
    orderId: 1,
    statusId,
    status: { id: statusId, title: statusId === 20 ? 'Ожидает согласования цены' : 'Новый' },
    goodUrl: `https://shop.example.cn/item/${id}`,
    url: `https://shop.example.cn/item/${id}`,
    originalUrl: `https://shop.example.cn/item/${id}`,
    photoUrl: null,
    picture: null,
    price: 89.5,
    delivery: 12,
    count: 2,
    qty: 2,
    amount: 191,
    orderName: `Кроссовки ${id}`,
    titleRU: `Кроссовки ${id}`,
    size: '42',
    sizeRU: '42',
    color: 'Белый',
    colorRU: 'Белый',
    commentProduct: null,
    commentProductForManager: null,
    goodHazardCategoryId: null,
    additionalServices: [1, 4],
    types: [2],
    isInternational: false,
    countryCode: null,
    pricing: pricing(200.55, 9.55),
    priceProductOriginalChina: null,
    deliveryPriceOriginalChina: null,
    priceTotalProductOriginalChina: null,
    newPricing: null,
    priceNote: null,
    statusReason: null,
    paid: 0,
    surcharge: null,
    shopOrderNumber: null,
    chineseTrack: null,
    goodsId: null,
    ready: false,
    sentToBuyoutAt: null,
    purchasedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function orderFixture(id: number, lots: OrderUnit[], overrides: Partial<Order> = {}): Order {
  return {
    id,
    orderNumber: `Z${id}`,
    clientId: 12,
    clientCode: 'K0012',
    orderStatusId: lots.some((lot) => lot.statusId === 20) ? 20 : (lots[0]?.statusId ?? 10),
    orderTypeId: 1,
    commentOrder: null,
    totalWeightOrder: null,
    totalPriceOrder: 200.55 * lots.length,
    date: '2026-11-20T10:00:00.000Z',
    storeId: 2,
    goodHazardCategoryId: null,
    commissionPercent: 5,
    orderUnits: lots.map((lot) => ({ ...lot, orderId: id })),
    parcelData: null,
    parcelId: null,
    ...overrides,
  };
}

export function myOrdersFixture(orders: Order[], overrides: Partial<MyOrders> = {}): MyOrders {
  return {
    data: orders,
    totalElements: orders.length,
    totalPages: 0,
    page: 1,
    newOrderCount: 0,
    readyOrderCount: 0,
    confirmOrdersCount: 0,
    commissionPercent: 5,
    ...overrides,
  };
}

/** A lot the buyer found dearer: 99 ¥ a piece instead of 89,50, 10,50 ¥ more to pay per piece. */
export function raisedLotFixture(id: number): OrderUnit {
  return lotFixture(id, {
    statusId: 20,
    orderName: `Куртка ${id}`,
    priceProductOriginalChina: 99,
    deliveryPriceOriginalChina: 12,
    newPricing: pricing(220.5, 10.5),
    priceNote: 'Продавец поднял цену',
    paid: 200.55,
    surcharge: 19.95,
    sentToBuyoutAt: '2026-11-20T11:00:00.000Z',
  });
}
