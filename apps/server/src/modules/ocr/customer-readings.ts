import { GOOD_MESSAGES } from '@cargo/domain';
import { AppError } from '../../errors.js';

/**
 * The customers whose picture this instance is reading now: one each. A second picture sent meanwhile is refused
 * with 429 rather than queued, so one customer cannot fill the recognizer's line (and memory) with waiting
 * pictures while others wait behind them (docs/decisions/046).
 */
export function createCustomerReadings() {
  const reading = new Set<number>();
  return {
    async run<T>(customerId: number, read: () => Promise<T>): Promise<T> {
      if (reading.has(customerId)) throw new AppError(429, 'TOO_MANY_REQUESTS', GOOD_MESSAGES.ocrOneAtATime);
      reading.add(customerId);
      try {
        return await read();
      } finally {
        reading.delete(customerId);
      }
    },
  };
}

export type CustomerReadings = ReturnType<typeof createCustomerReadings>;
