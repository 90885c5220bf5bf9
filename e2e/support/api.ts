/**
 * Set-up through the API for journeys whose subject is another screen: sign-in tokens, a confirmed recipient
 * (created by the customer, confirmed by a staff member) and a CDEK pickup-point address.
 */

async function call<T>(
  serverUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown },
) {
  const response = await fetch(`${serverUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** An access token for an existing account (customer or staff). */
export async function apiSignIn(serverUrl: string, email: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(serverUrl, '/api/client/sign-in', {
    method: 'POST',
    body: { email, password },
  });
  return answer.token;
}

export interface RecipientPerson {
  surname: string;
  name: string;
  middleName: string;
}

/** A Russian recipient added by the customer (awaiting the desk's check); returns its id. */
export async function addRecipient(
  serverUrl: string,
  customerToken: string,
  person: RecipientPerson,
): Promise<number> {
  const recipient = await call<{ id: number }>(serverUrl, '/api/recipient-client-data/cl', {
    method: 'POST',
    token: customerToken,
    body: {
      countryCode: 643,
      ...person,
      email: 'recipient@mail.ru',
      phone: '79161234567',
      inn: '500100732259',
      dateBirthday: '1990-05-01',
      idocSeries: '4510',
      idocNumber: '123456',
      idocOrg: 'ГУ МВД России по г. Москве',
      idocDate: '2015-06-01',
    },
  });
  return recipient.id;
}

/** A Russian recipient added by the customer and confirmed at the staff desk's API; returns its id. */
export async function addConfirmedRecipient(
  serverUrl: string,
  customerToken: string,
  staffToken: string,
  person: RecipientPerson,
): Promise<number> {
  const id = await addRecipient(serverUrl, customerToken, person);
  await call(serverUrl, `/api/staff/recipients/${id}/confirm`, { method: 'PUT', token: staffToken });
  return id;
}

/** The first CDEK pickup point in Moscow as one of the customer's addresses; returns the address's name. */
export async function addCdekAddress(serverUrl: string, token: string, name: string): Promise<string> {
  const points = await call<{ data: Array<{ code: string; city: string; cityCode: number }> }>(
    serverUrl,
    '/api/cdek/deliverypoints?city_code=44',
    { token },
  );
  const point = points.data[0];
  if (!point) throw new Error('no CDEK pickup point in Moscow');
  await call(serverUrl, '/api/client-address/cl', {
    method: 'POST',
    token,
    body: {
      name,
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 2,
      city: point.city,
      cityCode: point.cityCode,
      pvzCode: point.code,
    },
  });
  return name;
}

/**
 * Money on the customer's rouble account the honest way: a card top-up paid on the card sandbox's public API with
 * the test card that succeeds (the sandbox then notifies the server as an acquirer would).
 */
export async function topUpWithSandboxCard(serverUrl: string, token: string, amount: number): Promise<void> {
  const answer = await call<{ topUp: { id: number }; confirmationUrl: string }>(
    serverUrl,
    '/api/client/top-ups',
    {
      method: 'POST',
      token,
      body: { amount, currency: 'RUB' },
    },
  );
  const paymentId = new URL(answer.confirmationUrl, serverUrl).searchParams.get('paymentId');
  await call(serverUrl, `/api/sandbox/card-payments/${paymentId}/pay`, {
    method: 'POST',
    body: { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123' },
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const topUp = await call<{ statusId: number }>(serverUrl, `/api/client/top-ups/${answer.topUp.id}`, {
      token,
    });
    if (topUp.statusId === 3) return;
    if (Date.now() > deadline)
      throw new Error(`top-up ${answer.topUp.id} stayed in status ${topUp.statusId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Yuan for a buyout: roubles converted at the service's rate (`POST /api/client/conversions`). */
export async function convertRoublesToYuan(serverUrl: string, token: string, roubles: number): Promise<void> {
  await call(serverUrl, '/api/client/conversions', {
    method: 'POST',
    token,
    body: { from: 'RUB', to: 'CNY', amount: roubles },
  });
}

type GoodLine = { description: string; price: number; qty?: number; additionalServicesIds?: number[] };

/** Goods the customer registered under one Chinese track, waiting for the warehouse. Returns their ids. */
export async function registerGoods(
  serverUrl: string,
  customerToken: string,
  track: string,
  goods: GoodLine[],
): Promise<number[]> {
  const created = await call<{ data: Array<{ id: number }> }>(serverUrl, '/api/goods/create?version=v2', {
    method: 'POST',
    token: customerToken,
    body: {
      incomingDeclaration: track,
      goods: goods.map((good, index) => ({
        description: good.description,
        qty: good.qty ?? 1,
        price: good.price,
        infoUrl: `https://item.taobao.com/item.htm?id=74581234${String(index).padStart(4, '0')}`,
        additionalServicesIds: good.additionalServicesIds ?? [4],
      })),
    },
  });
  return created.data.map((good) => good.id);
}

/**
 * Goods on the customer's shelf: registered under one Chinese track by the customer, then the track received at
 * the warehouse desk's API. Returns the goods' ids.
 */
export async function goodsOnShelf(
  serverUrl: string,
  customerToken: string,
  staffToken: string,
  track: string,
  goods: GoodLine[],
): Promise<number[]> {
  const ids = await registerGoods(serverUrl, customerToken, track, goods);
  await call(serverUrl, '/api/staff/warehouse/receive', {
    method: 'POST',
    token: staffToken,
    body: { trackNumber: track },
  });
  return ids;
}

/** A one-click good (`POST /api/readyGoods/cl`) with its parcel, to the customer's recipient and first address. */
export async function oneClickParcel(
  serverUrl: string,
  customerToken: string,
  input: { track: string; description: string; parcelName: string; recipientId: number; tariffId: number },
): Promise<number> {
  const addresses = await call<{ data: Array<{ id: number }> }>(
    serverUrl,
    '/api/client/my-addresses?page=1&offset=100',
    { token: customerToken },
  );
  const address = addresses.data[0];
  if (!address) throw new Error('the customer has no address');
  const ready = await call<{ parcelData: { id: number } }>(serverUrl, '/api/readyGoods/cl', {
    method: 'POST',
    token: customerToken,
    body: {
      incomingDeclaration: input.track,
      goods: [
        {
          description: input.description,
          qty: 1,
          price: 499,
          infoUrl: 'https://item.taobao.com/item.htm?id=745812349999',
          additionalServicesIds: [4],
        },
      ],
      parcelData: {
        nameOfTheProduct: input.parcelName,
        recipientId: input.recipientId,
        deliveryTransportId: input.tariffId,
        deliveryAddressId: address.id,
        parcelPackageTypeId: 1,
      },
    },
  });
  return ready.parcelData.id;
}

/**
 * A customer ready to send parcels, and the warehouse's token: a recipient the warehouse confirmed, a CDEK address
 * and a one-click parcel (good not yet received) with the given name and track.
 */
export async function customerWithOneClickParcel(
  serverUrl: string,
  customer: { email: string; password: string },
  staff: { email: string; password: string },
  input: {
    recipient: RecipientPerson;
    addressName: string;
    track: string;
    description: string;
    parcelName: string;
  },
): Promise<{ customerToken: string; staffToken: string; parcelId: number }> {
  const customerToken = await apiSignIn(serverUrl, customer.email, customer.password);
  const staffToken = await apiSignIn(serverUrl, staff.email, staff.password);
  const recipientId = await addConfirmedRecipient(serverUrl, customerToken, staffToken, input.recipient);
  await addCdekAddress(serverUrl, customerToken, input.addressName);
  const parcelId = await oneClickParcel(serverUrl, customerToken, {
    track: input.track,
    description: input.description,
    parcelName: input.parcelName,
    recipientId,
    tariffId: 111,
  });
  return { customerToken, staffToken, parcelId };
}
