import type { accountSchema, myInfoSchema } from '@cargo/domain';
import type { z } from 'zod';

/** The answer of GET /api/client/my-info, as the domain package defines it. */
export type MyInfo = z.infer<typeof myInfoSchema>;
/** One of the customer's accounts in it. */
export type Account = z.infer<typeof accountSchema>;

export const myInfoQueryKey = ['my-info'] as const;

/** How to call the signed-in person: name and surname, or the e-mail when no name is stored (staff made by the CLI). */
export function displayName(myInfo: Pick<MyInfo, 'name' | 'surname' | 'email'>): string {
  return [myInfo.name, myInfo.surname].filter(Boolean).join(' ') || myInfo.email;
}
