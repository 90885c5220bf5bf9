import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statement texts a process names; past this, further texts run unnamed as before. */
const MAX_NAMED_STATEMENTS = 2000;
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS || !CACHEABLE.test(text)) return known;
  const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A node-postgres client that names every parameterised statement after its text, so each pooled connection
 * parses and plans a statement once and afterwards only binds and executes it (what `.prepare()` does for one
 * query, for all of them). The server keeps the plans per connection; PostgreSQL still re-plans when a table
 * changes. Plain-text statements (BEGIN, COMMIT, DDL) are left alone.
 */
export class StatementCachingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config] = args as [QueryConfigLike | string | undefined];
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      config.submit === undefined
    ) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}
