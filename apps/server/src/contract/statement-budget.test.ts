import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/helpers.js';
import { type Operation, readOperations, sampleUrl } from '../test/contract/openapi.js';
import { type countStatements, createCountingTestApp } from '../test/contract/statement-counter.js';
import { buildWorld, type World } from '../test/contract/world.js';
import { usingPostgres } from '../test/test-database.js';
import { budgetOf, STATEMENT_BUDGETS } from './statement-budgets.js';

/**
 * Every authenticated read of the OpenAPI document, sent once as the seeded customer (staff for the desk), sends
 * at most the SQL statements its entry in statement-budgets.ts allows; a read without an entry fails, so a new
 * call must declare what it costs. The count is exact, not timed (see countStatements), so it cannot flake.
 */
describe('SQL statements per authenticated read', () => {
  let app: FastifyInstance;
  let world: World;
  let reads: Operation[];
  let count: ReturnType<typeof countStatements>;
  beforeAll(async () => {
    ({ app, count } = await createCountingTestApp());
    world = await buildWorld(app);
    reads = (await readOperations(app)).operations.filter((op) => op.method === 'GET' && op.secured);
  }, 120_000);
  afterAll(() => app.close());

  const nameOf = (op: Operation) => `${op.method} ${op.path}`;

  it('keeps every authenticated GET within its declared budget of statements', async () => {
    const problems: string[] = [];
    const counted: string[] = [];
    for (const op of reads) {
      const name = nameOf(op);
      const token = op.path.startsWith('/api/staff/') ? world.staff : world.customer.token;
      const url = sampleUrl(op, world.ids as Record<string, string | number>);
      const { result: response, statements } = await count(() =>
        app.inject({ method: 'GET', url, headers: bearer(token) }),
      );
      counted.push(`${name}: ${statements} (${response.statusCode})`);
      if (response.statusCode >= 500)
        problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      const budget = budgetOf(name);
      if (budget === undefined)
        problems.push(`${name}: ${statements} statements and no budget in statement-budgets.ts`);
      else if (statements > budget) problems.push(`${name}: ${statements} statements, budget ${budget}`);
    }
    const atOne = counted.filter((line) => / 1 \(/.test(line) || /: 1 \(/.test(line)).length;
    console.log(
      `statement budgets (${usingPostgres ? 'PostgreSQL' : 'PGlite'}): ${reads.length} authenticated GET calls counted, ${atOne} in one statement\n  ${counted.join('\n  ')}`,
    );
    expect(reads.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 120_000);

  it('has no budget for a call the document no longer has', () => {
    const names = new Set(reads.map(nameOf));
    expect(Object.keys(STATEMENT_BUDGETS).filter((name) => !names.has(name))).toEqual([]);
  });
});
