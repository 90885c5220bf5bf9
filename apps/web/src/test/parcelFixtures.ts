import {
  PARCEL_STATUS_TITLE,
  type ParcelCounters,
  type ParcelDetails,
  type ParcelList,
  type ParcelListRow,
} from '@cargo/domain';

export function parcelRowFixture(
  overrides: Partial<ParcelListRow> & { statusId?: number } = {},
): ParcelListRow {
  const statusId = overrides.statusId ?? 10;
  return {
    id: 1,
    name: 'Куртки',
    outgoingDeclaration: null,
    recipientName: 'Иванов Иван Иванович',
    recipientDataId: 5,
    addressText: 'Москва, ул. Тверская, 1',
    deliveryTransport: { id: 1, title: 'Авиа' },
    registry: null,
    declaredValue: { amount: 1200, currency: 'CNY' },
    deliveryCost: null,
    statusId,
    status: { id: statusId, title: PARCEL_STATUS_TITLE[statusId] ?? String(statusId), category: null },
    statusReason: null,
    tasks: [],
    goodsCount: 1,
    oneClick: false,
    weightKg: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function parcelListFixture(rows: ParcelListRow[], counters: Partial<ParcelCounters> = {}): ParcelList {
  return {
    data: rows,
    page: 1,
    totalElements: rows.length,
    totalPages: 0,
    parcelsAwaitingPayment: 0,
    problemsRuCustoms: 0,
    problemsRuDelivery: 0,
    ...counters,
  };
}

export function parcelDetailsFixture(
  overrides: Partial<ParcelDetails> & { statusId?: number } = {},
): ParcelDetails {
  const row = parcelRowFixture(overrides);
  return {
    ...row,
    clientId: 1,
    statusCategory: null,
    recipientId: 7,
    finalRecipientName: null,
    finalRecipientPhone: null,
    packageTypeId: 1,
    additionalServicesIds: '2,3',
    withCrating: false,
    currency: 'CNY',
    declaredCostCurrency: 'CNY',
    goods: [],
    measures: null,
    weighingPhotoUrl: null,
    price: null,
    customs: null,
    tracking: [],
    paidAt: null,
    archived: false,
    insured: false,
    insuranceClaim: null,
    ...overrides,
  };
}
