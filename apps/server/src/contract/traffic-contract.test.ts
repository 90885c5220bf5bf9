import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundCustomer } from '../test/four-eyes-helpers.js';
import {
  call,
  createTestApp,
  goodItem,
  orderLotItem,
  russianRecipient,
  signUpClient,
  type TestApp,
  uploadPng,
} from '../test/helpers.js';
import { CDEK_PICKUP_POINT } from '../test/parcel-fixtures.js';
import { contractCheck, type ContractCheck } from '../test/contract/contract-check.js';
import { readOperations, sampleUrl } from '../test/contract/openapi.js';
import { buildWorld, type World } from '../test/contract/world.js';

/**
 * The traffic of the main flows, checked call by call against the OpenAPI document the app serves (decision 057):
 * every request's path, query, headers and body are declared, every status is declared, every JSON answer matches
 * its schema. The world the contract sweeps use (customers, recipients, addresses, goods, parcels, orders, top-ups,
 * tickets, the desk's steps) is built through the check too.
 */
describe('real traffic against the OpenAPI document', () => {
  let t: TestApp;
  let check: ContractCheck;
  let world: World;
  let worldViolations: string[];
  beforeAll(async () => {
    t = await createTestApp();
    check = await contractCheck(t.app);
    world = await buildWorld(check.app);
    worldViolations = [...check.violations];
  }, 300_000);
  afterAll(() => t.close());
  beforeEach(() => {
    check.violations.length = 0;
  });

  it('names what the document does not declare', async () => {
    const { token } = await signUpClient(t.app);
    await call(check.app, 'GET', '/api/client/my-info?unknownFilter=1', token);
    await call(check.app, 'POST', '/api/client/sign-out', token, { refreshToken: 'x' });
    await call(check.app, 'GET', '/api/nothing-here', token);
    expect(check.violations).toEqual([
      expect.stringMatching(
        /^GET \/api\/client\/my-info request \/query must NOT have additional properties/,
      ),
      expect.stringMatching(/^POST \/api\/client\/sign-out request: a body the document does not declare/),
      'GET /api/nothing-here: no operation in the document',
    ]);
    expect(check.answerProblems('getClientMyInfo', 200, { id: 'one' }).length).toBeGreaterThan(0);
    expect(check.answerProblems('getClientMyInfo', 418, {})).toEqual(['418 is not declared']);
  });

  it('builds the contract world (every module, customer and desk) without a violation', () => {
    expect(check.operationIds.size).toBeGreaterThan(25);
    expect(worldViolations).toEqual([]);
  });

  it("follows a customer's day: sign-up to sign-out, a parcel paid on the way", async () => {
    const app = check.app;
    const { email, password } = await signUpClient(app);
    const signIn = await call(app, 'POST', '/api/client/sign-in', null, { email, password });
    const token = String(signIn.json().token);
    const me = (await call(app, 'GET', '/api/client/my-info', token)).json();
    const recipient = (
      await call(app, 'POST', '/api/recipient-client-data/cl', token, russianRecipient)
    ).json();
    await call(app, 'PUT', `/api/staff/recipients/${recipient.id}/confirm`, world.staff);
    const address = (await call(app, 'POST', '/api/client-address/cl', token, CDEK_PICKUP_POINT)).json();
    const track = `CT${Date.now().toString().slice(-10)}`;
    const goods = await call(app, 'POST', '/api/goods/create', token, {
      incomingDeclaration: track,
      goods: [goodItem, { ...goodItem, description: 'Шапка' }],
    });
    await call(app, 'POST', '/api/staff/warehouse/receive', world.staff, { trackNumber: track });
    await call(app, 'GET', '/api/client/my-goods?section=onstore', token);
    await call(app, 'GET', '/api/client/my-goods/counters', token);
    const parcel = await call(app, 'POST', '/api/parcel/cl', token, {
      name: 'Посылка дня',
      recipientId: recipient.id,
      deliveryTransportId: 111,
      deliveryAddressId: address.id,
      parcelPackageTypeId: 1,
      goodsIds: (goods.json().data as Array<{ id: number }>).map((good) => good.id),
    });
    const parcelId = Number(parcel.json().id);
    await call(app, 'PUT', `/api/parcel/cl/send-on-assembly/${parcelId}`, token);
    await call(app, 'PUT', `/api/staff/parcels/${parcelId}/assemble`, world.staff);
    const photo = await uploadPng(app, world.staff);
    await call(app, 'PUT', `/api/staff/parcels/${parcelId}/weigh`, world.staff, {
      ...{ weightKg: 2.5, lengthCm: 30, widthCm: 20, heightCm: 10 },
      photo,
    });
    await fundCustomer(app, world.staff, Number(me.id), 'RUB', 10_000);
    const paid = await call(app, 'PUT', `/api/parcel/pay/${parcelId}`, token);
    expect(paid.statusCode).toBe(200);
    await call(app, 'GET', `/api/parcel/parcelWithStatus?parcelId=${parcelId}`, token);
    await call(app, 'GET', '/api/client/my-parcels', token);
    await call(app, 'POST', '/api/order', token, { orderUnits: [orderLotItem] });
    await call(app, 'GET', '/api/client/my-orders', token);
    await call(app, 'POST', '/api/client/top-ups', token, { amount: 1000, currency: 'RUB' });
    await call(app, 'GET', '/api/client/my-transactions', token);
    await call(app, 'POST', '/api/helpDesk', token, { titleId: 2, message: 'Где моя посылка?' });
    const out = await call(app, 'POST', '/api/client/sign-out', token);
    expect(out.statusCode).toBe(204);
    expect(check.violations).toEqual([]);
  }, 120_000);

  it('answers every read of the customer and of the desk as declared', async () => {
    const { operations } = await readOperations(t.app);
    const ids = world.ids as Record<string, string | number>;
    for (const op of operations) {
      if (op.method !== 'GET' || op.path.endsWith('/stream') || op.path.includes('/sandbox/')) continue;
      const token = !op.secured
        ? null
        : op.path.startsWith('/api/staff/')
          ? world.staff
          : world.customer.token;
      await call(check.app, 'GET', sampleUrl(op, ids), token);
    }
    expect(check.violations).toEqual([]);
  }, 300_000);
});
