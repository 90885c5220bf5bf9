/** The warehouse goods desk's requests (staff): a status change with its reason, status filters. */
import { z } from 'zod';
import { COMMON_MESSAGES } from '../shared/errors.js';
import { SMALLINT_MAX } from '../shared/fields.js';
import { reasonField } from '../shared/free-text-fields.js';
import { GOOD_STATUS } from './good-statuses.js';
import { STATUS_REASON_MAX } from './goods.js';

/** Problem statuses the warehouse sets only with a reason the customer reads. */
export const GOOD_STATUSES_NEEDING_REASON: readonly number[] = [
  GOOD_STATUS.DOES_NOT_MEET_REQUIREMENTS,
  GOOD_STATUS.NO_GOODS,
];

/** A status id in a query string's comma list (`statusId=10,12`); four digits cover every status. */
export const statusIdsQuery = z
  .string()
  .regex(/^\d{1,4}(,\d{1,4}){0,49}$/, COMMON_MESSAGES.badRequest)
  .transform((text) => text.split(',').map(Number));

/** The warehouse desk's status change; a problem status needs a reason. */
export const staffGoodStatusSchema = z
  .object({
    statusId: z.number().int().min(0).max(SMALLINT_MAX),
    reason: reasonField(undefined, STATUS_REASON_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (GOOD_STATUSES_NEEDING_REASON.includes(value.statusId) && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: COMMON_MESSAGES.reasonRequired });
    }
  });
export type StaffGoodStatusInput = z.input<typeof staffGoodStatusSchema>;
export type StaffGoodStatus = z.output<typeof staffGoodStatusSchema>;
