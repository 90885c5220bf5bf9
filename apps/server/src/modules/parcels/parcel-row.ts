import { PARCEL_MESSAGES } from '@cargo/domain';
import type { parcels } from '../../db/schema/parcels.js';
import { notFound } from '../../errors.js';

/** A parcel's row as the parcels table holds it. */
export type ParcelRow = typeof parcels.$inferSelect;

/** The answer for a parcel that does not exist or is not the customer's (never 403: decision on ownership). */
export const parcelNotFound = () => notFound(PARCEL_MESSAGES.notFound);
