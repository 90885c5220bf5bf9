import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';

/** Rows of a rate's or the margin's history on one page of the finance desk (decision 049). */
export const RATE_HISTORY_PAGE_SIZE = 50;

const memberSchema = z.object({ id: z.number(), email: z.string() });

/** One value a table rate (roubles per unit) or the margin (percent) took: before, after, who and when. */
export const rateChangeSchema = z
  .object({
    id: z.number(),
    value: z.number(),
    previous: z.number().nullable(),
    changedAt: z.string(),
    /** Who set it; null for a value set before staff were recorded. */
    changedBy: memberSchema.nullable(),
    /** Approved under four-eyes: the member who asked for the change (`changedBy` approved it). */
    requestedBy: memberSchema.nullable(),
  })
  .meta({ id: 'RateChange' });
export type RateChange = z.infer<typeof rateChangeSchema>;

export const rateChangePageSchema = pageSchema(rateChangeSchema).meta({ id: 'RateChangePage' });
export type RateChangePage = z.infer<typeof rateChangePageSchema>;
