import { z } from 'zod';

/**
 * Where the heavy reads (reports, exports, the desks' long lists) go now and why (decision 070): the streaming
 * replica of DATABASE_READ_URL, or the primary (none configured, unreachable, or lagging past the limit).
 */
export const readReplicaStatusSchema = z.object({
  configured: z.boolean(),
  target: z.enum(['replica', 'primary']),
  reason: z.string(),
  lagSeconds: z.number().nullable(),
  maxLagSeconds: z.number().nullable(),
  checkedAt: z.string().nullable(),
});
export type ReadReplicaStatusAnswer = z.infer<typeof readReplicaStatusSchema>;
