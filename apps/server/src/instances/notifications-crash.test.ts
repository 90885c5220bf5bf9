import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../test/instances/scratch-database.js';
import {
  request,
  runCli,
  seedDataDirFromSnapshot,
  startServer,
  type ServerProcess,
} from '../test/instances/server-process.js';
import { smtpStandIn } from '../test/smtp-stand-in.js';
import { russianRecipient } from '../test/helpers.js';
import { engineOfThisRun } from '../test/engine-of-this-run.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
console.info(
  `notification after a crash checked here on ${engineOfThisRun.name}; the other engine's variant runs in the ` +
    (postgresUrl ? 'PGlite run (npm test)' : "PostgreSQL run (TEST_DATABASE_URL, CI's PostgreSQL step)"),
);
/** The engine of this run only: the PGlite run and the PostgreSQL run each start their own variant. */
const variants = [engineOfThisRun];
const STAFF = { email: 'desk@example.ru', password: 'staff-pass-123' };
const CUSTOMER = { email: 'notified@example.ru', password: 'secret-pass-1', name: 'Иван' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decision 029's guarantee with real processes: a notification queued when the server is SIGKILLed is sent after
 * the restart, exactly once, through a real SMTP conversation (a local mail server stand-in).
 */
describe.each(variants)('a queued notification on $name', { timeout: 180_000 }, ({ postgres }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'notify-crash-'));
  let scratch: ScratchDatabase | null = null;
  const settings: Record<string, string> = { DATA_DIR: dataDir };
  let server: ServerProcess | null = null;
  let smtp: Awaited<ReturnType<typeof smtpStandIn>>;

  beforeAll(async () => {
    smtp = await smtpStandIn();
    if (postgres) {
      scratch = await createScratchDatabase(postgresUrl!);
      Object.assign(settings, {
        DATABASE_URL: scratch.url,
        JWT_SECRET: 'notify-crash-secret-long-enough-for-hs256!',
        // Shared like the token secret: every instance reads the others' encrypted passports (decision 064).
        PERSONAL_DATA_KEY: 'q8cS5x0pV3hXnY2+1e4Jm7oT9wZbR6kLdAfGuCiEHsM=',
      });
    } else await seedDataDirFromSnapshot(dataDir);
    const staff = await runCli('create-staff.ts', [STAFF.email, 'Ольга'], {
      ...settings,
      STAFF_PASSWORD: STAFF.password,
    });
    expect(staff.code, staff.output).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await smtp.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const lettersToCustomer = () => smtp.letters.filter((l) => l.to.some((to) => to.includes(CUSTOMER.email)));

  it('is sent exactly once after a SIGKILL, and not again after another one', async () => {
    // An API-only instance: the status change queues its notify job, nothing runs it.
    server = await startServer({ ...settings, JOBS_RUN: 'false' });
    const customer = await request(server.url, 'POST', '/api/client/sign-up', { body: CUSTOMER });
    expect(customer.status).toBe(201);
    const token = String(customer.body.token);
    const recipient = await request(server.url, 'POST', '/api/recipient-client-data/cl', {
      token,
      body: russianRecipient,
    });
    const staff = await request(server.url, 'POST', '/api/client/sign-in', { body: STAFF });
    const approved = await request(server.url, 'PUT', `/api/staff/recipients/${recipient.body.id}/confirm`, {
      token: String(staff.body.token),
    });
    expect(approved.status).toBe(200);
    const bell = await request(server.url, 'GET', '/api/notifications', { token });
    expect(bell.body.unread).toBe(1);
    expect((await server.stop('SIGKILL')).signal).toBe('SIGKILL');
    expect(lettersToCustomer()).toEqual([]);

    // The restarted server's workers find the job and deliver it through SMTP.
    const withMail = { ...settings, JOBS_RUN: 'true', JOBS_POLL_SECONDS: '0.5', SMTP_URL: smtp.url };
    server = await startServer(withMail);
    const deadline = Date.now() + 60_000;
    while (lettersToCustomer().length === 0 && Date.now() < deadline) await sleep(200);
    expect(lettersToCustomer(), server.output()).toHaveLength(1);
    expect(lettersToCustomer()[0]!.text).toMatch(/Получатель Иванов Иван Иванович: новый статус/);
    // Long enough for a second letter, were one coming (several poll intervals).
    await sleep(4_000);
    expect(lettersToCustomer()).toHaveLength(1);

    // Killed and started again after the letter: nothing is sent twice.
    await server.stop('SIGKILL');
    server = await startServer(withMail);
    await sleep(4_000);
    expect(lettersToCustomer()).toHaveLength(1);
  });
});
