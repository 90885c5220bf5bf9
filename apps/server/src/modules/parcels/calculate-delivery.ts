import {
  type CalcAnswer,
  calcInsurance,
  CALC_MESSAGES,
  type CalcRequestParsed,
  calculateDelivery,
  INSURANCE_MESSAGES,
  type InsuranceSettings,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { fieldError } from '../../errors.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { listTariffs } from '../reference/index.js';

/**
 * The public calculator's answer: the reference data's active tariffs and today's official rates handed to the
 * domain's `calculateDelivery`, which prices with the desk's `priceParcel` and `customsAllowance`. Without rates
 * the prices still come, with no customs answer.
 */
export async function calculateDeliveryFor(
  db: Executor,
  rates: RateSource,
  input: CalcRequestParsed,
  insurance?: InsuranceSettings,
): Promise<CalcAnswer> {
  const [tariffs, official] = await Promise.all([
    listTariffs(db, { countryCode: input.countryCode }),
    rates.latest().catch(() => null),
  ]);
  const answer = calculateDelivery(input, {
    tariffs,
    rates: official?.rates ?? null,
    date: new Date(),
    insurance,
  });
  // Insurance asked for on a value whose currency has no rate: say so rather than price without it.
  if (input.insured && !calcInsurance(input, { tariffs, rates: official?.rates ?? null, date: new Date() })) {
    throw fieldError('declaredCurrency', INSURANCE_MESSAGES.noRate);
  }
  if (answer.tariffs.length === 0) throw fieldError('deliveryTransportId', CALC_MESSAGES.noTariff);
  return answer;
}
