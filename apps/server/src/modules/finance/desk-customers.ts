import { FINANCE_MESSAGES, type StaffCustomer } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { PageRequest } from '../../db/paginate.js';
import { AppError } from '../../errors.js';
import { customerCard, searchCustomers } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { openDebtsOfUsers } from './debts.js';
import { accountsOfUsers, listAccounts } from './ledger.js';

/** The finance desk's customers: a search with balances and debts, and one customer's card. */
export async function findCustomers(db: Executor, query: string, request: PageRequest) {
  const page = await searchCustomers(db, query, request, customersWithPassport(db, query));
  const ids = page.data.map((c) => c.id);
  const [accounts, debts] = [await accountsOfUsers(db, ids), await openDebtsOfUsers(db, ids)];
  return {
    ...page,
    data: page.data.map((c) => ({ ...c, accounts: accounts.get(c.id) ?? [], debts: debts.get(c.id) ?? [] })),
  };
}

const customerNotFound = () => new AppError(404, 'CUSTOMER_NOT_FOUND', FINANCE_MESSAGES.customerNotFound);

/** One customer with balances; 404 CUSTOMER_NOT_FOUND for an id that is no customer (or a staff member). */
export async function requireCustomer(db: Executor, id: number): Promise<Omit<StaffCustomer, 'debts'>> {
  const card = await customerCard(db, id);
  if (!card) throw customerNotFound();
  return { ...card, accounts: await listAccounts(db, id) };
}

/** The desk's customer card: balances and what the customer still owes (decision 046). */
export async function customerWithDebts(db: Executor, id: number): Promise<StaffCustomer> {
  const customer = await requireCustomer(db, id);
  return { ...customer, debts: (await openDebtsOfUsers(db, [id])).get(id) ?? [] };
}
