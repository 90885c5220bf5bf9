/**
 * TEMPORARY until `packages/domain/src/parcels-answers.ts` lands from the parcels-server branch: the shape the
 * list is written against. Replaced by re-exports of the domain's `z.infer` types on merge.
 */
export interface ParcelRow {
  id: number;
  name: string;
  statusId: number;
  statusTitle: string;
  outgoingDeclaration: string | null;
  recipientName: string | null;
  address: string | null;
  deliveryTransportTitle: string | null;
  registry: string | null;
  declaredCostEur: string | null;
  deliveryCost: string | null;
  weight: string | null;
  createdAt: string;
}

export interface ParcelCounters {
  parcelsAwaitingPayment: number;
  problemsRuCustoms: number;
  problemsRuDelivery: number;
}

export interface ParcelListAnswer extends ParcelCounters {
  data: ParcelRow[];
  page: number;
  totalElements: number;
  totalPages: number;
}
