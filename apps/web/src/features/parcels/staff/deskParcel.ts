import type { StaffParcel } from '@cargo/domain';

/** What the desk's actions and dialogs need of a parcel: a queue's row and a parcel's page both have it. */
export type DeskParcel = Pick<
  StaffParcel,
  | 'id'
  | 'name'
  | 'statusId'
  | 'clientEmail'
  | 'deliveryCost'
  | 'photoReportsMissing'
  | 'insured'
  | 'insuranceClaimed'
>;
