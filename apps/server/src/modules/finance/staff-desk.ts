import {
  type CorrectionAnswer,
  type CorrectionInput,
  FINANCE_MESSAGES,
  formatMoneyRu,
  fromMinorUnits,
  moneyToJson,
  type StaffCustomer,
  toMinorUnits,
} from '@cargo/domain';
import type { z } from 'zod';
import type { correctionSchema } from '@cargo/domain';
import type { Database, Executor } from '../../db/client.js';
import type { PageRequest } from '../../db/paginate.js';
import { AppError } from '../../errors.js';
import { customerCard, searchCustomers } from '../profile/index.js';
import { credit, debit } from './credit-debit.js';
import { openDebtsOfUsers } from './debts.js';
import { accountsOfUsers, listAccounts } from './ledger.js';

export async function findCustomers(db: Executor, query: string, request: PageRequest) {
  const page = await searchCustomers(db, query, request);
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

/**
 * A staff correction: one ledger row of kind `correction` (never an edit of a row), signed, with the staff
 * member's id in `created_by` and the reason as its comment. A negative correction past the balance answers 402.
 */
export async function correctBalance(
  db: Database,
  staffId: number,
  customerId: number,
  input: z.output<typeof correctionSchema> | CorrectionInput,
): Promise<CorrectionAnswer> {
  await requireCustomer(db, customerId);
  const minor = toMinorUnits(input.amount);
  const amount = fromMinorUnits(minor);
  const comment = `Корректировка ${formatMoneyRu(amount, input.currency)}: ${input.reason}`;
  return db.transaction(async (tx) => {
    // A positive correction is a credit, a negative one a debit of its size (402 past the balance).
    const move = {
      userId: customerId,
      currency: input.currency,
      amount: fromMinorUnits(minor < 0n ? -minor : minor),
      kind: 'correction' as const,
      comment,
      createdBy: staffId,
    };
    const entry = minor < 0n ? await debit(tx, move) : await credit(tx, move);
    const accounts = await listAccounts(tx, customerId);
    const account = accounts.find((a) => a.id === entry.accountId)!;
    return {
      message: FINANCE_MESSAGES.correctionDone,
      transaction: {
        id: entry.transactionId,
        transDate: entry.createdAt.toISOString(),
        amount: moneyToJson(amount),
        balance: account.balance,
        balanceCurrency: account.currency,
        comment,
        kind: 'correction',
      },
      accounts,
    };
  });
}
