import { describe, expect, it } from 'vitest';
import { CARGO_STATUS as C, staffCargoShipSchema, staffCargoWeighSchema } from './cargo.js';
import { allowedActions } from '../transitions/transitions.js';

describe('cargo schemas and transitions', () => {
  it('weighing takes grams and litres at most, with Russian messages', () => {
    expect(staffCargoWeighSchema.safeParse({ weightKg: 120.525, volumeM3: 1.5 }).success).toBe(true);
    const bad = staffCargoWeighSchema.safeParse({ weightKg: 1.0001, volumeM3: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Вес — не более трёх знаков после запятой',
      'Введите объём',
    ]);
    expect(staffCargoShipSchema.safeParse({ outgoingDeclaration: ' 1 ' }).error?.issues[0]?.message).toBe(
      'Введите трек-номер отправления',
    );
  });

  it('each status offers its customer and staff steps', () => {
    expect(allowedActions('cargo', 'customer', C.REQUEST)).toEqual(['cancel']);
    expect(allowedActions('cargo', 'customer', C.AWAITING_PAYMENT)).toEqual(['pay']);
    expect(allowedActions('cargo', 'customer', C.RECEIVED)).toEqual([]);
    expect(allowedActions('cargo', 'staff', C.REQUEST)).toEqual(['receive', 'cancel']);
    expect(allowedActions('cargo', 'staff', C.RECEIVED)).toEqual(['weigh', 'cancel']);
    expect(allowedActions('cargo', 'staff', C.READY_FOR_SENT)).toEqual(['ship', 'cancelWithRefund']);
    expect(allowedActions('cargo', 'staff', C.SENT)).toEqual([]);
    expect(allowedActions('cargo', 'staff', C.CANCELED_REFUNDED)).toEqual([]);
    expect(allowedActions('cargo', 'staff', C.CANCELED)).toEqual([]);
  });
});
