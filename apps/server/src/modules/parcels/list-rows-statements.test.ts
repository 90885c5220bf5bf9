import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { recipients } from '../../db/schema/recipients.js';
import { users } from '../../db/schema/users.js';
import { countStatements } from '../../test/contract/statement-counter.js';
import { createTestDatabase } from '../../test/test-database.js';
import { LIST_COLUMNS, listRowsOf, type ParcelListSource } from './views.js';

type Row = ParcelListSource;

/** A list row as the desk reads it, of this customer, naming this recipient and address. */
function rowOf(id: number, userId: number, recipientId: number | null, addressId: number | null): Row {
  const row = Object.fromEntries(Object.keys(LIST_COLUMNS).map((key) => [key, null])) as unknown as Row;
  return {
    ...row,
    id,
    userId,
    name: `P${id}`,
    statusId: 1,
    insured: false,
    recipientId,
    addressId,
    declaredCostCurrency: 'RUB',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  } as Row;
}

/**
 * A desk page shows parcels of many customers: their recipients' names and addresses are read for the whole page
 * at once (issue 33 measured 355–1,029 statements per request when they were read per customer).
 */
describe('parcel list rows: statements per page', () => {
  let database: DatabaseHandle;
  let count: ReturnType<typeof countStatements>;
  const owners: number[] = [];
  const recipientOf = new Map<number, number>();
  beforeAll(async () => {
    database = await createTestDatabase();
    count = countStatements(database);
    for (let i = 0; i < 3; i += 1) {
      const [user] = await database.db
        .insert(users)
        .values({ email: `rows-${i}@example.test`, passwordHash: 'x', referralCode: `ROWS${i}` })
        .returning({ id: users.id });
      const [recipient] = await database.db
        .insert(recipients)
        .values({ userId: user!.id, surname: `Иванов${i}`, name: 'Иван' })
        .returning({ id: recipients.id });
      owners.push(user!.id);
      recipientOf.set(user!.id, recipient!.id);
    }
  }, 60_000);
  afterAll(() => database.close());

  it('sends as many statements for a page of 40 customers as for a page of one', async () => {
    const oneCustomer = Array.from({ length: 40 }, (_, i) => rowOf(i + 1, owners[0]!, 2000 + i, 1000 + i));
    const manyCustomers = Array.from({ length: 40 }, (_, i) => rowOf(i + 1, 5000 + i, 2000 + i, 1000 + i));
    await listRowsOf(database.db, oneCustomer); // reference data read once per process, before counting
    const one = await count(() => listRowsOf(database.db, oneCustomer));
    const many = await count(() => listRowsOf(database.db, manyCustomers));
    expect(one.statements).toBeGreaterThan(0);
    expect(many.statements).toBe(one.statements);
  });

  it("names a recipient only beside its own customer's parcel", async () => {
    const [a, b] = owners as [number, number];
    const rows = [rowOf(1, a, recipientOf.get(a)!, null), rowOf(2, b, recipientOf.get(a)!, null)];
    const shaped = await listRowsOf(database.db, rows);
    expect(shaped[0]!.recipientName).toBe('Иванов0 Иван');
    expect(shaped[1]!.recipientName).toBeNull();
  });
});
