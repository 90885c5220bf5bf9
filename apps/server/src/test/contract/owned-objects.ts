import { call, decodeJwt, goodItem, russianRecipient, uploadPng } from '../helpers.js';
import { HELPDESK_OBJECTS } from './owned-helpdesk-objects.js';
import { NOTIFICATION_OBJECTS } from './owned-notification-objects.js';
import { ORDER_OBJECTS } from './owned-order-objects.js';
import { PHOTO_OBJECTS } from './owned-photo-objects.js';
import type { Kind, ObjectKind, OwnerCalls } from './owned.js';

/** How to make each kind of object the ownership sweep names, and which of the owner's GETs shows it. */

let trackCounter = 0;
const nextTrack = () => `OWN${Date.now() % 1_000_000}${String((trackCounter += 1)).padStart(4, '0')}`;

async function readyGood(h: OwnerCalls): Promise<Record<string, unknown>> {
  return h.once('readyGood', async () => {
    const pickup = await h.once('pickup', () =>
      h.post(
        '/api/client-address/cl',
        { countryCode: 643, lastMileOperatorId: 3, lastMileDeliveryMethodId: 2, pvzCode: 'CDEK-44-1' },
        'a pickup address',
      ),
    );
    return h.post(
      '/api/readyGoods/cl',
      {
        incomingDeclaration: nextTrack(),
        goods: [{ ...goodItem, description: `Посылка ${h.mark}` }],
        parcelData: {
          nameOfTheProduct: `Посылка ${h.mark}`,
          recipientId: await h.get('recipient'),
          hasTheSameRecipient: true,
          deliveryTransportId: 111,
          deliveryAddressId: pickup.id,
          parcelPackageTypeId: 1,
        },
      },
      'a one-click good',
    );
  });
}

/** A virtual parcel with one good in it (the parcel and its good are one pair per holdings). */
async function virtualParcel(h: OwnerCalls): Promise<Record<string, unknown>> {
  return h.once('virtualParcel', async () => {
    const { id: goodId } = await newGood(h, false);
    const parcel = await h.post(
      '/api/parcel/virtual',
      { name: `Посылка ${h.mark}`, goodsIds: [goodId] },
      'a virtual parcel',
    );
    return { parcelId: parcel.id, goodId };
  });
}

async function newGood(h: OwnerCalls, withPicture: boolean) {
  const track = nextTrack();
  const answer = await h.post(
    '/api/goods/create',
    {
      incomingDeclaration: track,
      goods: [
        {
          ...goodItem,
          description: `Вещь ${h.mark}`,
          ...(withPicture ? { photoUrl: await h.get('picture') } : {}),
        },
      ],
    },
    'a good',
  );
  return { id: (answer.data as Array<{ id: number }>)[0]!.id, track };
}

export const OBJECTS: Record<Kind, ObjectKind> = {
  ...ORDER_OBJECTS,
  ...HELPDESK_OBJECTS,
  ...NOTIFICATION_OBJECTS,
  ...PHOTO_OBJECTS,
  recipient: {
    what: 'confirmed recipient',
    async create(h) {
      const r = await h.post(
        '/api/recipient-client-data/cl',
        { ...russianRecipient, surname: h.mark },
        'a recipient',
      );
      await h.staffCall('PUT', `/api/staff/recipients/${r.id}/confirm`);
      return Number(r.id);
    },
    show: (id) => ({ url: `/api/recipient-client-data/${id}` }),
  },
  selfFillCard: {
    what: 'card waiting for its self-fill link',
    async create(h) {
      const link = await h.read('/api/recipient-client-data/token', 'a self-fill link');
      return Number(link.recipientId);
    },
    show: (id) => ({ url: `/api/recipient-client-data/${id}` }),
  },
  address: {
    what: 'courier address',
    async create(h) {
      const a = await h.post(
        '/api/client-address/cl',
        {
          countryCode: 643,
          lastMileOperatorId: 3,
          lastMileDeliveryMethodId: 1,
          city: 'Москва',
          address: `ул. ${h.mark}а, д. 1`,
          postalCode: '125009',
        },
        'an address',
      );
      return Number(a.id);
    },
    show: (id) => ({ url: `/api/client-address/${id}` }),
  },
  picture: {
    what: 'uploaded photo',
    create: (h) => uploadPng(h.app, h.token),
    show: (name) => ({ url: `/api/images/${name}`, anonymous: true }),
  },
  good: {
    what: 'registered good with a photo',
    create: async (h) => (await newGood(h, true)).id,
    show: (id) => ({ url: `/api/goods/cl/${id}` }),
  },
  flaggedGood: {
    what: 'good the warehouse received and flagged',
    async create(h) {
      const { id, track } = await newGood(h, false);
      await h.staffCall('POST', '/api/staff/warehouse/receive', { trackNumber: track });
      await h.staffCall('PUT', `/api/staff/goods/${id}/status`, { statusId: 11, reason: 'Не тот цвет' });
      return id;
    },
    show: (id) => ({ url: `/api/goods/cl/${id}` }),
  },
  readyGood: {
    what: 'one-click good',
    create: async (h) => Number((await readyGood(h)).id),
    show: (id) => ({ url: `/api/readyGoods/${id}` }),
  },
  parcel: {
    what: 'one-click parcel',
    create: async (h) => Number(((await readyGood(h)).parcelData as { id: number }).id),
    show: (id) => ({ url: `/api/goods/parcel/${id}` }),
  },
  virtualParcel: {
    what: 'virtual parcel holding a good',
    create: async (h) => Number((await virtualParcel(h)).parcelId),
    show: (id) => ({ url: `/api/parcel/parcelWithStatus?parcelId=${id}` }),
  },
  virtualGood: {
    what: 'good in a virtual parcel',
    create: async (h) => Number((await virtualParcel(h)).goodId),
    show: (id) => ({ url: `/api/goods/cl/${id}` }),
  },
  parcelToPay: {
    what: 'weighed parcel awaiting payment, with the money for it',
    async create(h) {
      const good = await readyGood(h);
      const id = Number((good.parcelData as { id: number }).id);
      await call(h.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, h.token);
      // A parcel is assembled once the warehouse has received its goods.
      await h.staffCall('POST', '/api/staff/warehouse/receive', { trackNumber: good.incomingDeclaration });
      await h.staffCall('PUT', `/api/staff/parcels/${id}/assemble`);
      await h.staffCall('PUT', `/api/staff/parcels/${id}/weigh`, {
        weightKg: 1.2,
        lengthCm: 20,
        widthCm: 20,
        heightCm: 10,
        photo: await uploadPng(h.app, h.staff),
      });
      await h.staffCall('POST', `/api/staff/customers/${decodeJwt(h.token).sub}/corrections`, {
        currency: 'RUB',
        amount: 50_000,
        reason: 'Для оплаты посылки',
      });
      return id;
    },
    show: (id) => ({ url: `/api/parcel/parcelWithStatus?parcelId=${id}` }),
  },
  cargo: {
    what: 'cargo request',
    async create(h) {
      const answer = await h.post('/api/cargo', { name: `Карго ${h.mark}`, placesCount: 3 }, 'a cargo');
      return Number(answer.id);
    },
    show: (id) => ({ url: `/api/cargo/${id}` }),
  },
  cargoToPay: {
    what: 'weighed cargo awaiting payment, with the money for it',
    async create(h) {
      const answer = await h.post(
        '/api/cargo',
        { name: `Карго ${h.mark}`, placesCount: 2 },
        'a cargo to pay',
      );
      const id = Number(answer.id);
      await h.staffCall('PUT', `/api/staff/cargo/${id}/receive`);
      await h.staffCall('PUT', `/api/staff/cargo/${id}/weigh`, { weightKg: 20, volumeM3: 0.1 });
      await h.staffCall('POST', `/api/staff/customers/${decodeJwt(h.token).sub}/corrections`, {
        currency: 'RUB',
        amount: 50_000,
        reason: 'Для оплаты карго',
      });
      return id;
    },
    show: (id) => ({ url: `/api/cargo/${id}` }),
  },
  topUp: {
    what: 'card top-up waiting for payment',
    async create(h) {
      const answer = await h.post('/api/client/top-ups', { amount: 1000, currency: 'RUB' }, 'a card top-up');
      return Number((answer.topUp as { id: number }).id);
    },
    show: (id) => ({ url: `/api/client/top-ups/${id}` }),
  },
  customer: {
    what: 'own customer id',
    create: async (h) => Number(decodeJwt(h.token).sub),
    show: () => ({ url: '/api/client/my-info' }),
  },
};
