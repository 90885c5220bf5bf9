import type { ServiceType } from '@cargo/domain';
import { formatMoney } from '../format/formatMoney';

/** A good as every goods call answers it (docs/api-goods.md). Photos are served from `/api/images/…`. */
export interface Good {
  id: number;
  goodsId: number;
  clientId: number;
  incomingDeclaration: string;
  goodStatus: { id: number; title: string };
  qty: number;
  price: number;
  cost: number;
  currencyId: string;
  description: string;
  infoUrl: string;
  commentProduct: string | null;
  isDangerous: boolean;
  goodHazardCategory: { id: number } | null;
  picture: string | null;
  pictureUrl: string | null;
  serviceType: ServiceType;
  additionalServicesIds: number[];
  orderUnitId: number | null;
  parcelId: number | null;
  isReady: boolean;
  storeId: number;
  statusReason: string | null;
  photoReports: string[];
  createdAt: string;
  updatedAt: string;
}

/** A good of any customer, as the warehouse desk sees it. */
export interface DeskGood extends Good {
  client: { id: number; email: string; name: string | null };
}

/** "2 × 89,50 ¥" */
export function formatQtyPrice(good: Pick<Good, 'qty' | 'price'>): string {
  return `${good.qty} × ${formatMoney(good.price, 'CNY')}`;
}
