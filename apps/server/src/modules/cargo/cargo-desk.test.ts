import {
  type Actor,
  CARGO_STATUS as C,
  CARGO_STATUS_IDS,
  type CargoAction,
  statusAfter,
} from '@cargo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveRubles, newCargo } from '../../test/cargo-fixtures.js';
import {
  call,
  createTestApp,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../test/helpers.js';

type Step = { actor: Actor; action: CargoAction };

/** Every cargo step, as the customer or the warehouse takes it through the API. */
const STEPS: Step[] = [
  { actor: 'customer', action: 'cancel' },
  { actor: 'customer', action: 'pay' },
  { actor: 'staff', action: 'receive' },
  { actor: 'staff', action: 'weigh' },
  { actor: 'staff', action: 'ship' },
  { actor: 'staff', action: 'cancel' },
  { actor: 'staff', action: 'cancelWithRefund' },
];

describe('cargo: the warehouse desk and every transition', () => {
  let t: TestApp;
  let staff: string;
  let client: SignedUpClient;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
    client = await signUpClient(t.app);
    await giveRubles(t.app, staff, client.token, 10_000_000);
  });
  afterAll(() => t.close());

  function take(id: number, { actor, action }: Step) {
    if (actor === 'customer') {
      return action === 'cancel'
        ? call(t.app, 'DELETE', `/api/cargo/${id}`, client.token)
        : call(t.app, 'PUT', `/api/cargo/pay/${id}`, client.token);
    }
    const body = {
      receive: undefined,
      weigh: { weightKg: 50, volumeM3: 0.2 },
      ship: { outgoingDeclaration: 'CARGO-TRK-1' },
      cancel: { reason: 'Груз не поступил' },
      cancelWithRefund: { reason: 'Груз утерян' },
      pay: undefined,
    }[action];
    const path = action === 'cancelWithRefund' ? 'cancel-with-refund' : action;
    return call(t.app, 'PUT', `/api/staff/cargo/${id}/${path}`, staff, body);
  }

  /** A new cargo brought to `status` along the table's own path. */
  async function cargoIn(status: number) {
    const id = await newCargo(t.app, client.token);
    const path: Record<number, Step[]> = {
      [C.REQUEST]: [],
      [C.RECEIVED]: [STEPS[2]!],
      [C.AWAITING_PAYMENT]: [STEPS[2]!, STEPS[3]!],
      [C.READY_FOR_SENT]: [STEPS[2]!, STEPS[3]!, STEPS[1]!],
      [C.SENT]: [STEPS[2]!, STEPS[3]!, STEPS[1]!, STEPS[4]!],
      [C.CANCELED]: [STEPS[0]!],
      [C.CANCELED_REFUNDED]: [STEPS[2]!, STEPS[3]!, STEPS[1]!, STEPS[6]!],
    };
    for (const step of path[status]!) expect((await take(id, step)).statusCode).toBe(200);
    return id;
  }

  const cases = CARGO_STATUS_IDS.flatMap((status) => STEPS.map((step) => ({ status, ...step })));
  it.each(cases)('$actor $action from $status: allowed by the table → 200, otherwise 409', async (c) => {
    const id = await cargoIn(c.status);
    const answer = await take(id, c);
    const to = statusAfter('cargo', c.actor, c.action, c.status);
    const now = (await call(t.app, 'GET', `/api/cargo/${id}`, client.token)).json().statusId;
    if (to === undefined) {
      expect(answer.statusCode).toBe(409);
      expect(now).toBe(c.status);
    } else {
      expect(answer.statusCode).toBe(200);
      expect(now).toBe(to);
    }
  });

  it('prices at weighing through the domain: volume beats weight, the minimum charge, bad measures refused', async () => {
    const id = await cargoIn(C.RECEIVED);
    // Volume beats weight: 1.5 m³ × 200 kg = 300 kg × 350 ₽ = 105 000 ₽.
    const weighed = await call(t.app, 'PUT', `/api/staff/cargo/${id}/weigh`, staff, {
      weightKg: 120.5,
      volumeM3: 1.5,
    });
    expect(weighed.json()).toMatchObject({
      statusId: 33,
      price: 105000,
      weightKg: 120.5,
      priceBreakdown: { volumetricWeightKg: 300, chargeableWeightKg: 300, volumetricApplied: true },
    });
    const small = await cargoIn(C.RECEIVED);
    const bad = await call(t.app, 'PUT', `/api/staff/cargo/${small}/weigh`, staff, {
      weightKg: 2.0001,
      volumeM3: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      weightKg: 'Вес — не более трёх знаков после запятой',
      volumeM3: 'Введите объём',
    });
    // The minimum charge: 2 kg × 350 = 700 < 5 000 ₽.
    const minimum = await call(t.app, 'PUT', `/api/staff/cargo/${small}/weigh`, staff, {
      weightKg: 2,
      volumeM3: 0.001,
    });
    expect(minimum.json()).toMatchObject({
      price: 5000,
      priceBreakdown: { chargeByWeight: 700, minimumApplied: true, total: 5000 },
    });
  });

  it('ships with the outgoing track the customer sees; staff cancel with a reason; customers cannot use the desk', async () => {
    const paid = await cargoIn(C.READY_FOR_SENT);
    const noTrack = await call(t.app, 'PUT', `/api/staff/cargo/${paid}/ship`, staff, {
      outgoingDeclaration: '',
    });
    expect(noTrack.json().errors).toMatchObject({ outgoingDeclaration: 'Введите трек-номер отправления' });
    await call(t.app, 'PUT', `/api/staff/cargo/${paid}/ship`, staff, { outgoingDeclaration: 'CN-MSK-7781' });
    expect((await call(t.app, 'GET', `/api/cargo/${paid}`, client.token)).json()).toMatchObject({
      statusId: 50,
      status: { title: 'Отправлена' },
      outgoingDeclaration: 'CN-MSK-7781',
    });

    const unpaid = await cargoIn(C.AWAITING_PAYMENT);
    await call(t.app, 'PUT', `/api/staff/cargo/${unpaid}/cancel`, staff, { reason: 'Клиент отказался' });
    expect((await call(t.app, 'GET', `/api/cargo/${unpaid}`, client.token)).json()).toMatchObject({
      statusId: 100,
      statusReason: 'Клиент отказался',
    });

    const request = await cargoIn(C.REQUEST);
    expect((await call(t.app, 'PUT', `/api/staff/cargo/${request}/receive`, client.token)).statusCode).toBe(
      404,
    );
    const desk = (await call(t.app, 'GET', `/api/staff/cargo?statusId=10`, staff)).json();
    expect(desk.content.find((row: { id: number }) => row.id === request)).toMatchObject({
      clientEmail: client.email,
    });
  });
});
