import { CARGO_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { cargoView } from './views.js';
import { customerCargoStep } from './customer-cargo-step.js';

/** `DELETE /api/cargo/{id}`: the customer withdraws a request the warehouse has not received (10 → 100). */
export async function cancelCargo(db: Executor, userId: number, id: number) {
  const row = await customerCargoStep(db, userId, id, 'cancel', { refusal: CARGO_MESSAGES.cancelFailed });
  return { message: CARGO_MESSAGES.canceled(id), cargo: cargoView(row) };
}
