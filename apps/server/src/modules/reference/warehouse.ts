import { clientCodeOf, warehouseAnswer, type WarehouseAnswer } from '@cargo/domain';
import type { AppConfig } from '../../config.js';
import { DEMO_WAREHOUSE_CONFIG } from '../../config-warehouse.js';

/** The customer's own address at the warehouse: the configured one (or the trial's example) with their code. */
export function warehouseFor(config: AppConfig, userId: number): WarehouseAnswer {
  const warehouse = config.warehouse ?? DEMO_WAREHOUSE_CONFIG;
  return warehouseAnswer(warehouse.address, clientCodeOf(userId), warehouse.demo);
}
