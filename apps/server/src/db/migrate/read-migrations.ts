import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The first line of a migration that must run outside a transaction (`CREATE INDEX CONCURRENTLY` refuses to run
 * inside one). Its statements run one by one, each committed on its own (docs/decisions/069).
 */
export const NO_TRANSACTION_MARKER = '-- migrate:no-transaction';

/** drizzle-kit's separator between the statements of one migration file. */
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

export interface Migration {
  tag: string;
  /** The journal's `when`: drizzle's migrator stores it as `created_at` and applies what is newer than the last. */
  createdAt: number;
  /** sha256 of the whole file, as drizzle's migrator computes it, so rows it wrote and ours are the same. */
  hash: string;
  statements: string[];
  transactional: boolean;
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations of a drizzle-kit folder in journal order (the same files drizzle's `readMigrationFiles` reads). */
export function readMigrations(migrationsFolder: string): Migration[] {
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  return journal.entries.map((entry) => {
    const text = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    return {
      tag: entry.tag,
      createdAt: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split(STATEMENT_BREAKPOINT).filter((statement) => statement.trim() !== ''),
      transactional: text.split('\n', 1)[0]!.trim() !== NO_TRANSACTION_MARKER,
    };
  });
}

/**
 * The index a `CREATE [UNIQUE] INDEX CONCURRENTLY [IF NOT EXISTS] name` statement builds, or null for any other
 * statement. Leading comment lines (the marker) are skipped.
 */
export function concurrentIndexName(statement: string): string | null {
  const code = statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const match =
    /^\s*create\s+(?:unique\s+)?index\s+concurrently\s+(?:if\s+not\s+exists\s+)?(?:"((?:[^"]|"")+)"|([a-z_][\w$]*))/i.exec(
      code,
    );
  if (!match) return null;
  return match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!.toLowerCase();
}
