import type { Executor } from '../../db/client.js';
import { listOperators } from './list-operators.js';

export async function operatorNames(db: Executor): Promise<Map<number, string>> {
  return new Map((await listOperators(db)).map((o) => [o.id, o.name]));
}
