import { apiSignIn } from '../e2e/support/api.ts';
import type { RunningServer } from '../e2e/support/server.ts';

/** The trial's demo customer, as a fresh data directory's first start prints it. */
export function demoCustomer(server: RunningServer): { email: string; password: string } {
  const printed = /e-mail: (\S+)\s+пароль: (\S+)/.exec(server.output());
  if (!printed?.[1] || !printed[2])
    throw new Error(`the server printed no demo customer:\n${server.output()}`);
  return { email: printed[1], password: printed[2] };
}

/** An access token of the demo customer, for opening a signed-in page as `…?token=`. */
export async function demoCustomerToken(server: RunningServer): Promise<string> {
  const { email, password } = demoCustomer(server);
  return apiSignIn(server.url, email, password);
}
