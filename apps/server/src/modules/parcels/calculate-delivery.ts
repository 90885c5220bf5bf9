import {
  type CalcAnswer,
  calcInsurance,
  CALC_MESSAGES,
  type CalcRequestParsed,
  calculateDelivery,
  INSURANCE_MESSAGES,
  type InsuranceSettings,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { fieldError } from '../../errors.js';
import { findCalcDestination, listTariffs } from '../reference/index.js';

/**
 * The public calculator's answer: the reference data's active tariffs and today's official rates handed to the
 * domain's `calculateDelivery`, which prices with the desk's `priceParcel` and `customsAllowance`. Without rates
 * the prices still come, with no customs answer. A city (and pickup point) from the reference provider adds, per
 * tariff, whether it delivers there.
 */
export async function calculateDeliveryFor(
  ctx: Pick<AppContext, 'db' | 'rates' | 'reference'>,
  input: CalcRequestParsed,
  insurance?: InsuranceSettings,
): Promise<CalcAnswer> {
  const [tariffs, official, destination] = await Promise.all([
    listTariffs(ctx.db, { countryCode: input.countryCode }),
    ctx.rates.latest().catch(() => null),
    findCalcDestination(ctx, input),
  ]);
  const answer = calculateDelivery(input, {
    tariffs,
    rates: official?.rates ?? null,
    date: new Date(),
    destination,
    insurance,
  });
  // Insurance asked for on a value whose currency has no rate: say so rather than price without it.
  if (input.insured && !calcInsurance(input, { tariffs, rates: official?.rates ?? null, date: new Date() })) {
    throw fieldError('declaredCurrency', INSURANCE_MESSAGES.noRate);
  }
  if (answer.tariffs.length === 0) throw fieldError('deliveryTransportId', CALC_MESSAGES.noTariff);
  return answer;
}
