import type { ParcelListAnswer, ParcelRow } from '../features/parcels/model/types';

export function parcelRowFixture(overrides: Partial<ParcelRow> = {}): ParcelRow {
  return {
    id: 1,
    name: 'Куртки',
    statusId: 10,
    statusTitle: 'Заявка на посылку',
    outgoingDeclaration: null,
    recipientName: 'Иванов Иван Иванович',
    address: 'Москва, ул. Тверская, 1',
    deliveryTransportTitle: 'Авиа',
    registry: null,
    declaredCostEur: '120.50',
    deliveryCost: null,
    weight: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function parcelListFixture(
  rows: ParcelRow[],
  counters: Partial<
    Pick<ParcelListAnswer, 'parcelsAwaitingPayment' | 'problemsRuCustoms' | 'problemsRuDelivery'>
  > = {},
): ParcelListAnswer {
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
