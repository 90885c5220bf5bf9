import { DEFAULT_BUYOUT_COMMISSION_PERCENT } from '@cargo/domain';
import type { AppConfig } from '../../config.js';

/** The commission a lot sent to buyout now is charged (BUYOUT_COMMISSION_PERCENT; decision 027). */
export function commissionPercentOf(config: Pick<AppConfig, 'buyoutCommissionPercent'>): string {
  return config.buyoutCommissionPercent ?? DEFAULT_BUYOUT_COMMISSION_PERCENT;
}
