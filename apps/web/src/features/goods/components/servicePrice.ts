import type { AdditionalService } from '@cargo/domain';

/** "149 ₽ за шт.", "150 ₽" (per parcel) or "бесплатно". */
export function servicePrice(service: Pick<AdditionalService, 'price' | 'per'>): string {
  if (service.price === 0) return 'бесплатно';
  return `${service.price.toLocaleString('ru-RU')} ₽${service.per === 'item' ? ' за шт.' : ''}`;
}
