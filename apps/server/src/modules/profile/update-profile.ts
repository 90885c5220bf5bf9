import type { MyInfo, updateProfileSchema } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { plainScope } from '../../db/read/reader.js';
import { updateCustomerDetails } from '../auth/index.js';
import { getMyInfo } from './get-my-info.js';

type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** `PUT /api/client/my-info`: the customer's own details changed, answered as my-info reads them afterwards. */
export async function updateProfile(db: Executor, userId: number, input: ProfileUpdate): Promise<MyInfo> {
  await updateCustomerDetails(db, userId, input);
  return getMyInfo(plainScope(db), userId);
}
