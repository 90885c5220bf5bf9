import { DEMO_WAREHOUSE, type Warehouse } from '@cargo/domain';
import type { RawEnv, RunMode } from './config-production.js';

/**
 * The warehouse's address (docs/decisions/035-warehouse-address-setting.md): what every customer gives the Chinese
 * shops. A production start refuses to run without it; a trial start without it shows the domain's example address,
 * marked as such.
 */
export interface WarehouseConfig {
  address: Warehouse;
  /** The example address of a trial start. */
  demo: boolean;
}

/** Each setting and the field it fills; the Russian ones default to nothing, the title to «Склад в Китае». */
const REQUIRED = {
  WAREHOUSE_RECIPIENT_PREFIX: 'recipientPrefix',
  WAREHOUSE_PHONE: 'phone',
  WAREHOUSE_REGION: 'region',
  WAREHOUSE_STREET: 'street',
  WAREHOUSE_POSTCODE: 'postcode',
} as const;
const OPTIONAL = {
  WAREHOUSE_TITLE: 'title',
  WAREHOUSE_REGION_RU: 'regionRu',
  WAREHOUSE_STREET_RU: 'streetRu',
} as const;
export const WAREHOUSE_SETTINGS = [...Object.keys(REQUIRED), ...Object.keys(OPTIONAL)];

const given = (env: RawEnv, name: string) => Boolean(env[name]?.trim());

/** A half-given address in any mode, or none at all in production. */
export function warehouseProblems(env: RawEnv, mode: RunMode): string[] {
  const anyGiven = WAREHOUSE_SETTINGS.some((name) => given(env, name));
  const missing = Object.keys(REQUIRED).filter((name) => !given(env, name));
  if (anyGiven && missing.length > 0) {
    return [
      `WAREHOUSE_*: задайте также ${missing.join(', ')} — адрес склада задаётся целиком / the warehouse address ` +
        `needs ${missing.join(', ')} as well`,
    ];
  }
  if (!anyGiven && mode === 'production') {
    return [
      'WAREHOUSE_*: NODE_ENV=production — задайте адрес склада в Китае (WAREHOUSE_RECIPIENT_PREFIX, ' +
        'WAREHOUSE_PHONE, WAREHOUSE_REGION, WAREHOUSE_STREET, WAREHOUSE_POSTCODE): пример адреса пробного запуска ' +
        'клиенты отдали бы магазинам / set the warehouse address in China: customers would give the shops the ' +
        "trial start's example address",
    ];
  }
  return [];
}

/** Called once `warehouseProblems` found nothing. */
export function warehouseFrom(env: RawEnv): WarehouseConfig {
  if (!given(env, 'WAREHOUSE_STREET')) return { address: DEMO_WAREHOUSE, demo: true };
  const address: Warehouse = { title: 'Склад в Китае', regionRu: '', streetRu: '' } as Warehouse;
  for (const [name, field] of [...Object.entries(REQUIRED), ...Object.entries(OPTIONAL)]) {
    const value = env[name]?.trim();
    if (value) address[field as keyof Warehouse] = value;
  }
  return { address, demo: false };
}

/** Tests and a config left without it: the trial's example. */
export const DEMO_WAREHOUSE_CONFIG: WarehouseConfig = { address: DEMO_WAREHOUSE, demo: true };
