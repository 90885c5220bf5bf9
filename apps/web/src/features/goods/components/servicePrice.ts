import { type AdditionalService, formatMoneyWithSign } from '@cargo/domain';

/** "149 ₽ за шт.", "150 ₽" (per parcel) or "бесплатно": the amount through the domain's money format. */
export function servicePrice(service: Pick<AdditionalService, 'price' | 'per'>): string {
  if (service.price === 0) return 'бесплатно';
  return `${formatMoneyWithSign(service.price, 'RUB')}${service.per === 'item' ? ' за шт.' : ''}`;
}
