/**
 * Approving the warehouse's photos (issue 20): a good ordered with the photo report (service 12) waits for the
 * customer's approval once the photos are uploaded, and cannot go into a parcel until approved; asking for a
 * return instead sends it back to the seller (docs/decisions/033-photo-approval.md).
 */
export const PHOTO_APPROVAL = {
  /** The photos are uploaded and the customer has not answered yet. */
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  /** The customer asked for a return after seeing the photos. */
  RETURN_REQUESTED: 'RETURN_REQUESTED',
} as const;
export type PhotoApproval = (typeof PHOTO_APPROVAL)[keyof typeof PHOTO_APPROVAL];
