import { servicePriceText, type AdditionalService } from '@cargo/domain';

/** «149 ₽ за шт.», «150 ₽ за посылку» or «бесплатно»: the domain's one wording of a price and its basis. */
export function servicePrice(service: Pick<AdditionalService, 'price' | 'per'>): string {
  return servicePriceText(service.price, service.per);
}
