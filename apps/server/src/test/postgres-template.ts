import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresHandle } from '../db/client.js';
import { seedReferenceData } from '../modules/reference/seed-reference.js';

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's tx). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database migrated and seeded once for the whole run; every test file copies it with `CREATE DATABASE …
 * TEMPLATE`, which copies files instead of replaying the migrations. Its pool is closed before any copy: a template
 * may have no open connection while it is copied.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const handle = postgresHandle(databaseUrl(serverUrl, name));
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

export async function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}
