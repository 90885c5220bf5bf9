import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { emailOutbox } from '../../db/schema/mail.js';
import { call, signInStaff, signUpClient, testConfig, uniqueEmail } from '../../test/helpers.js';
import { createTestDatabase } from '../../test/test-database.js';

/** The trial start's mailer (no SMTP_URL): letters kept in the outbox table, their text in the log. */
describe('letters of a start without SMTP_URL', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: await createTestDatabase(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('log no live token of a reset or an invitation link; the outbox keeps the links, which work', async () => {
    const customer = await signUpClient(app);
    const forgot = await call(app, 'POST', '/api/client/forgot-password', null, { email: customer.email });
    expect(forgot.statusCode).toBe(200);
    const staffToken = await signInStaff(app);
    const colleague = uniqueEmail('colleague');
    const invited = await call(app, 'POST', '/api/staff/team/invitations', staffToken, {
      email: colleague,
      name: 'Ольга',
      roles: ['warehouse'],
    });
    expect(invited.statusCode).toBe(201);

    const letters = await app.ctx.db.select().from(emailOutbox);
    const tokens = letters.flatMap((letter) =>
      [...letter.body.matchAll(/[?&]token=([^&#\s]+)/g)].map((match) => decodeURIComponent(match[1]!)),
    );
    expect(letters.map((letter) => letter.recipient).sort()).toEqual([customer.email, colleague].sort());
    expect(tokens).toHaveLength(2);

    const log = lines.join('');
    // The letters were logged, with their links masked and the way to the full text.
    expect(log).toContain('Восстановление пароля');
    expect(log).toContain('Приглашение на рабочее место сотрудника');
    expect(log).toContain('/reset-password?token=***');
    expect(log).toContain('email_outbox');
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }

    // The operator of a trial still reads a working link from the table.
    for (const [token, password] of tokens.map((token, i) => [token, `new-password-${i}`] as const)) {
      const reset = await app.inject({
        method: 'PUT',
        url: `/api/client/reset-password?token=${encodeURIComponent(token)}`,
        payload: { password },
      });
      expect(reset.statusCode).toBe(200);
    }
    expect(lines.join('')).not.toMatch(/token=(?!\*\*\*)/);
  });
});
