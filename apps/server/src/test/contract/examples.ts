import { goodItem, orderLotItem, russianRecipient } from '../helpers.js';
import type { World } from './world.js';

const courierAddress = {
  countryCode: 643,
  lastMileOperatorId: 3,
  lastMileDeliveryMethodId: 1,
  city: 'Москва',
  address: 'ул. Тверская, д. 7',
  postalCode: '125009',
};

/**
 * A valid body for every operation that takes one, keyed "METHOD /path" as the OpenAPI document names it. The
 * sweeps start from it and spoil one field at a time; a new operation with a body needs its entry here.
 */
export function bodyExamples(world: World): Record<string, unknown> {
  const parcelData = {
    nameOfTheProduct: 'Посылка для Ивана',
    recipientId: world.ids.recipientId,
    hasTheSameRecipient: true,
    deliveryTransportId: 111,
    deliveryAddressId: world.ids.addressId,
    parcelPackageTypeId: 1,
  };
  const good = { ...goodItem, photoUrl: world.ids.fileName };
  const parcelOrder = {
    name: 'Посылка для Ивана',
    recipientId: world.ids.recipientId,
    hasTheSameRecipient: true,
    deliveryTransportId: 111,
    deliveryAddressId: world.ids.addressId,
    parcelPackageTypeId: 1,
    additionalServicesIds: [2, 3],
  };
  const orderLot = { ...orderLotItem, photoUrl: world.ids.fileName };
  const readyOrder = { order: { orderUnits: [orderLot] }, parcelData };
  return {
    'POST /api/order': { commentOrder: 'Подарки', orderUnits: [orderLot] },
    // The order's data (the edit): a new lot added, the new lots left out cancelled.
    'PUT /api/order/{orderId}': { orderUnits: [orderLot] },
    'PUT /api/order/bulk': { orderIds: [world.ids.orderId], statusId: 30 },
    'POST /api/readyOrder/cl': readyOrder,
    'PUT /api/readyOrder/{orderId}': readyOrder,
    'POST /api/client/sign-in': { email: 'nobody@example.ru', password: 'secret-pass-1' },
    'POST /api/client/sign-up': { email: 'sweep@example.ru', password: 'secret-pass-1', name: 'Иван' },
    'POST /api/auth/refresh-token': { refreshToken: 'not-a-token' },
    'POST /api/client/forgot-password': { email: 'nobody@example.ru' },
    'POST /api/calc': {
      countryCode: 643,
      weightKg: 2.4,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      packageTypeId: 1,
      declaredValue: '1500',
      declaredCurrency: 'CNY',
    },
    'PUT /api/client/reset-password': { password: 'new-secret-pass-1' },
    'PUT /api/client/change-password': { oldPassword: 'wrong-password-1', newPassword: 'new-secret-pass-1' },
    'PUT /api/client/update-profile': { name: 'Иван', surname: 'Иванов', middleName: 'Иванович' },
    'PUT /api/client/referral': { referralId: 'NOSUCHCODE' },
    'POST /api/recipient-client-data/ukr/cities/cl': { region: 'Киевская' },
    'POST /api/recipient-client-data/ukr/city/branches/cl': { city: 'Киев' },
    'POST /api/recipient-client-data/cl': russianRecipient,
    'PUT /api/recipient-client-data/cl/{id}': russianRecipient,
    'PUT /api/staff/recipients/{id}/cancel': { reason: 'Паспорт просрочен' },
    'POST /api/client-address/cl': courierAddress,
    'PUT /api/client-address/cl/{id}': courierAddress,
    'POST /api/goods/create': { incomingDeclaration: 'YT3000000001', goods: [good] },
    'PUT /api/goods/cl/{id}': { ...good, incomingDeclaration: 'YT1000000001' },
    'POST /api/readyGoods/cl': { incomingDeclaration: 'YT4000000001', goods: [good], parcelData },
    'PUT /api/readyGoods/{id}': { incomingDeclaration: 'YT2000000001', goods: good, parcelData },
    'PUT /api/readyGoods/goods/{id}': { ...good, incomingDeclaration: 'YT2000000001' },
    'POST /api/staff/warehouse/receive': { trackNumber: 'YT5000000001' },
    'POST /api/parcel/cl': { ...parcelOrder, goodsIds: [world.ids.parcelGoodId] },
    'PUT /api/parcel/cl/{id}': { ...parcelOrder, goodsIds: [world.ids.editGoodId] },
    'PUT /api/parcel/parcelData/{parcelId}': parcelOrder,
    'POST /api/parcel/virtual': { name: 'Собираю', goodsIds: [world.ids.virtualGoodId] },
    'PUT /api/parcel/archive': { parcelIds: [world.ids.parcelId] },
    'POST /api/cargo': { name: 'Оборудование', placesCount: 3, description: 'Станки' },
    'PUT /api/staff/parcels/{id}/weigh': {
      weightKg: 2.5,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      photo: world.ids.fileName,
    },
    'PUT /api/staff/parcels/{id}/ship': { outgoingDeclaration: 'CN123456789RU', registry: 'R-1' },
    'PUT /api/staff/parcels/move': { parcelIds: [world.ids.parcelId], action: 'flyOut', place: 'Гуанчжоу' },
    'POST /api/staff/flights': { number: 'CZ-3401', carrier: 'China Southern', plannedDate: '2026-12-01' },
    'POST /api/staff/flights/{id}/parcels': {
      parcel: String(world.ids.parcelId),
      outgoingDeclaration: 'CN123456789RU',
    },
    'PUT /api/staff/flights/{id}/parcels/{parcelId}': {
      outgoingDeclaration: 'CN123456789RU',
      dutyPaid: true,
    },
    'PUT /api/staff/flights/{id}/move': { action: 'flyOut', place: 'Гуанчжоу' },
    'PUT /api/staff/goods/{id}/tnved': { tnvedCode: '6404110000' },
    'PUT /api/staff/cargo/{id}/weigh': { weightKg: 120.5, volumeM3: 0.8 },
    'PUT /api/staff/cargo/{id}/ship': { outgoingDeclaration: 'CN-MSK-7781' },
    'PUT /api/staff/cargo/{id}/cancel': { reason: 'Груз не поступил' },
    'PUT /api/staff/parcels/{id}/cancel-with-refund': { reason: 'В посылке запрещённый товар' },
    'POST /api/staff/parcels/{id}/insurance-claim': {
      amount: 500,
      reason: 'Посылка повреждена при перевозке',
    },
    'PUT /api/staff/cargo/{id}/cancel-with-refund': { reason: 'Груз утерян на складе' },
    'PUT /api/staff/goods/{id}/status': { statusId: 11, reason: 'Не тот цвет' },
    'PUT /api/staff/orders/lots/{id}/raise-price': {
      unitPrice: 120,
      chinaDelivery: 20,
      note: 'Цена выросла',
    },
    'PUT /api/staff/orders/lots/{id}/purchase': {
      unitPrice: 90,
      chinaDelivery: 15,
      shopOrderNumber: 'TB-2026-1',
      chineseTrack: 'YT6000000001',
    },
    'PUT /api/staff/orders/lots/{id}/transfer': { chineseTrack: 'YT6000000002' },
    'PUT /api/staff/orders/lots/{id}/cancel': { reason: 'Нет в наличии' },
    'POST /api/client/conversions': { from: 'RUB', to: 'CNY', amount: 10 },
    'POST /api/staff/customers/{customerId}/corrections': {
      currency: 'RUB',
      amount: 100,
      reason: 'Возврат за услугу',
    },
    'PUT /api/staff/currency-rates/{currency}': { rate: '11.25' },
    'PUT /api/staff/finance-settings/margin': { marginPercent: 2 },
    'POST /api/staff/approvals/{id}/approve': { comment: 'Проверено по выписке' },
    'POST /api/staff/approvals/{id}/reject': { comment: 'Нет подтверждающих документов' },
    'POST /api/staff/promo-codes': { code: 'SWEEP100', amount: 100, currency: 'RUB', maxUses: 10 },
    'POST /api/staff/team/invitations': {
      email: 'sweep.colleague@example.ru',
      name: 'Ольга',
      roles: ['support'],
    },
    'PUT /api/staff/team/{id}/roles': { roles: ['support'] },
    'PUT /api/staff/me/language': { language: 'zh' },
    'POST /api/ocr': { mimeType: 'image/png', data: 'iVBORw0KGgo=' },
    'POST /api/image-recognition': { mimeType: 'image/png', data: 'iVBORw0KGgo=' },
    'POST /api/client/top-ups': { amount: 1000, currency: 'RUB' },
    'POST /api/crypto': { amount: 50, currency: 'USD' },
    'POST /api/sandbox/card-payments/{paymentId}/pay': {
      cardNumber: '4000 0000 0000 3220',
      expiry: '12/40',
      cvc: '123',
    },
    'POST /api/sandbox/card-payments/{paymentId}/confirm': { code: '000000' },
    'POST /api/helpDesk': {
      titleId: 2,
      subject: 'Посылка',
      message: 'Когда отправят посылку?',
      images: [world.ids.fileName],
      objectType: 'parcel',
      objectId: world.ids.parcelId,
    },
    'POST /api/helpDesk/answers/{ticketId}': { message: 'Спасибо', images: [world.ids.fileName] },
    'POST /api/staff/helpdesk/tickets/{id}/answers': { message: 'Проверим', internal: false },
    'POST /api/staff/helpdesk/tickets/{id}/status': { statusId: 7 },
    'POST /api/notifications/read': { ids: [1] },
    'PUT /api/notifications/settings': { preferences: { parcel: { email: true, telegram: false } } },
    'POST /api/telegram/webhook': { update_id: 1, message: { chat: { id: 1 }, text: '/start' } },
  };
}
