import type { Dashboard } from '@cargo/domain';
import type { AppConfig } from '../../config.js';
import { warehouseFor } from '../reference/index.js';

/** The warehouse card of the dashboard: the configured address with the customer's code (decision 035). */
export function warehouseOf(config: AppConfig, userId: number): Dashboard['warehouse'] {
  return warehouseFor(config, userId);
}
