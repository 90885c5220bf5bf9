import { FOUR_EYES_DEFAULTS, type FourEyesSettings } from '@cargo/domain';
import type { AppConfig } from '../../config.js';

/** The threshold and rate percent of this start (FOUR_EYES_THRESHOLD_RUB, RATE_APPROVAL_PERCENT; decision 049). */
export function fourEyesSettings(config: AppConfig): FourEyesSettings {
  return config.fourEyes ?? FOUR_EYES_DEFAULTS;
}
