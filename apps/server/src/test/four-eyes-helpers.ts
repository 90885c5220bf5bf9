import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CurrencyCcy } from '@cargo/domain';
import { call, signInStaffMember } from './helpers.js';

/** A second finance member per app, who approves what the tests' staff asked above the four-eyes threshold. */
const approvers = new WeakMap<FastifyInstance, Promise<string>>();
function approverOf(app: FastifyInstance): Promise<string> {
  let approver = approvers.get(app);
  if (!approver) {
    approver = signInStaffMember(app, ['finance']).then((member) => member.token);
    approvers.set(app, approver);
  }
  return approver;
}

/**
 * A staff call that may wait for four-eyes (decision 049): a 202 request is approved by a second finance member and
 * the approval's answer is returned; any other answer as it came.
 */
export async function withSecondMember(
  app: FastifyInstance,
  response: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  if (response.statusCode !== 202) return response;
  const id = response.json().approval.id as number;
  return call(app, 'POST', `/api/staff/approvals/${id}/approve`, await approverOf(app), {});
}

/**
 * Puts money on a customer's account through the finance desk's correction, as `staffToken`, approved by a second
 * finance member when it is above the four-eyes threshold; refused corrections throw.
 */
export async function fundCustomer(
  app: FastifyInstance,
  staffToken: string,
  userId: number,
  currency: CurrencyCcy,
  amount: number,
  reason = 'Тестовое зачисление',
): Promise<LightMyRequestResponse> {
  const asked = await call(app, 'POST', `/api/staff/customers/${userId}/corrections`, staffToken, {
    currency,
    amount,
    reason,
  });
  const response = await withSecondMember(app, asked);
  if (response.statusCode >= 300)
    throw new Error(`correction refused: ${response.statusCode} ${response.body}`);
  return response;
}
