import { CARGO_INITIAL_STATUS, type cargoCreateSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { cargos } from '../../db/schema/cargo.js';
import { cargoView } from './views.js';

export async function createCargo(db: Executor, userId: number, input: z.output<typeof cargoCreateSchema>) {
  const [row] = await db
    .insert(cargos)
    .values({
      userId,
      name: input.name,
      description: input.description || null,
      incomingDeclaration: input.incomingDeclaration || null,
      placesCount: input.placesCount,
      statusId: CARGO_INITIAL_STATUS.request,
    })
    .returning();
  return cargoView(row!);
}
