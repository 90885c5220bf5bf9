import { CARGO_MESSAGES, CargoPricingError, priceCargo, type staffCargoWeighSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import { type StaffActor } from '../audit/index.js';
import { cargoView } from './views.js';
import { staffCargoStep } from './staff-cargo-step.js';

type CargoWeigh = z.output<typeof staffCargoWeighSchema>;

/**
 * Weighing (20 → 33): the domain's `priceCargo` computes the price from the weight and the volume; the price and
 * its breakdown are stored with the measures, so the customer pays exactly what was shown.
 */
export async function weighCargo(db: Executor, actor: StaffActor, id: number, input: CargoWeigh) {
  let price;
  try {
    price = priceCargo({ weightKg: input.weightKg, volumeM3: input.volumeM3 });
  } catch (error) {
    if (error instanceof CargoPricingError) {
      throw error.code === 'BAD_WEIGHT'
        ? fieldError('weightKg', CARGO_MESSAGES.weightDecimals)
        : fieldError('volumeM3', CARGO_MESSAGES.volumeDecimals);
    }
    throw error;
  }
  const row = await staffCargoStep(db, actor, id, 'weigh', {
    weightKg: price.actualWeightKg,
    volumeM3: price.volumeM3,
    price: price.total,
    priceBreakdown: price,
  });
  return cargoView(row);
}
