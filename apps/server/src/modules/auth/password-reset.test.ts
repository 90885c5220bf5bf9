import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@cargo/domain';
import { emailOutbox } from '../../db/schema/mail.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { hashToken } from '../../token-signer.js';
import { bearer, createTestApp, signUpClient, type TestApp, uniqueEmail } from '../../test/helpers.js';

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Reads the reset link from the newest letter in the outbox table, as an operator would. */
  async function resetTokenFromOutbox(email: string): Promise<string> {
    const [letter] = await t.app.ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(letter?.recipient).toBe(email);
    expect(letter?.subject).toBe('Восстановление пароля');
    const link = /http:\/\/localhost:3000\/reset-password\?token=(\S+)/.exec(letter!.body);
    expect(link).not.toBeNull();
    return decodeURIComponent(link![1]!);
  }

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/client/sign-in', payload: { email, password } });

  it('sends a single-use link through the outbox; the new password works and all sessions end', async () => {
    const client = await signUpClient(t.app);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: client.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe('Письмо отправлено Вам на почту');
    const token = await resetTokenFromOutbox(client.email);

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/client/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Пароль успешно обновлен');

    expect((await signIn(client.email, client.password)).statusCode).toBe(401);
    expect((await signIn(client.email, 'brand-new-pass')).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(client.token),
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/client/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'third-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await signIn(client.email, 'third-password')).statusCode).toBe(401);
  });

  const check = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/client/reset-password/check${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    });

  it('tells the reset page whether a link still works without spending it', async () => {
    const client = await signUpClient(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: client.email },
    });
    const token = await resetTokenFromOutbox(client.email);

    // Checked twice: the link is not spent by the check.
    for (let i = 0; i < 2; i += 1) {
      const valid = await check(token);
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ valid: true });
    }
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/client/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);

    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: AUTH_MESSAGES.resetLinkInvalid,
    });
    expect((await check('reset_made_up')).json().code).toBe('RESET_TOKEN_INVALID');
    expect((await check()).statusCode).toBe(400);
  });

  it('calls a link past its hour invalid', async () => {
    const client = await signUpClient(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: client.email },
    });
    const token = await resetTokenFromOutbox(client.email);
    await t.app.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect((await check(token)).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('accepts the reset token as a bearer header too', async () => {
    const client = await signUpClient(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: client.email },
    });
    const token = await resetTokenFromOutbox(client.email);
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/client/reset-password',
      headers: bearer(token),
      payload: { password: 'bearer-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(client.email, 'bearer-new-pass')).statusCode).toBe(200);
  });

  it('says an unregistered e-mail is not in the base', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email: uniqueEmail('ghost') },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Данный адрес почты не зарегистрирован в базе');
  });

  it('refuses a reset without a token, with a made-up one, and with a short password', async () => {
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/client/reset-password',
      payload: { password: 'long-enough' },
    });
    expect(none.statusCode).toBe(400);
    const fake = await t.app.inject({
      method: 'PUT',
      url: '/api/client/reset-password?token=reset_fake',
      payload: { password: 'long-enough' },
    });
    expect(fake.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/client/reset-password?token=reset_fake',
      payload: { password: 'short' },
    });
    expect(short.json().errors.password).toBe('Слишком короткий пароль');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const client = await signUpClient(t.app);
    const otherDevice = (await signIn(client.email, client.password)).json().token;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/client/change-password',
      headers: bearer(client.token),
      payload: {
        oldPassword: client.password,
        newPassword: 'changed-pass-1',
        confirmPassword: 'changed-pass-1',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().message).toBe('Пароль успешно обновлен');
    const here = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(client.token),
    });
    expect(here.statusCode).toBe(200);
    const there = await t.app.inject({
      method: 'GET',
      url: '/api/client/my-info',
      headers: bearer(otherDevice),
    });
    expect(there.statusCode).toBe(401);
    expect((await signIn(client.email, 'changed-pass-1')).statusCode).toBe(200);
  });

  it('refuses to change the password when the current one is wrong or the new ones differ', async () => {
    const client = await signUpClient(t.app);
    const wrongOld = await t.app.inject({
      method: 'PUT',
      url: '/api/client/change-password',
      headers: bearer(client.token),
      payload: {
        oldPassword: 'not-my-password',
        newPassword: 'changed-pass-1',
        confirmPassword: 'changed-pass-1',
      },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({
      message: 'Не удалось обновить пароль',
      errors: { oldPassword: AUTH_MESSAGES.oldPasswordWrong },
    });
    const differ = await t.app.inject({
      method: 'PUT',
      url: '/api/client/change-password',
      headers: bearer(client.token),
      payload: {
        oldPassword: client.password,
        newPassword: 'changed-pass-1',
        confirmPassword: 'changed-pass-2',
      },
    });
    expect(differ.json().errors.confirmPassword).toBe(AUTH_MESSAGES.passwordsDiffer);
    expect((await signIn(client.email, client.password)).statusCode).toBe(200);
  });
});
