import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_MAX_PER_ADDRESS,
  SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS,
} from '@cargo/domain';
import { createTestApp, signUpClient, type TestApp, uniqueEmail } from '../../test/helpers.js';

/** What an address that asked too often hears, whichever e-mail it asks about. */
const TOO_MANY = { code: 'TOO_MANY_REQUESTS', message: 'Слишком много запросов. Попробуйте через 15 мин.' };

describe('answers that tell whether an e-mail is registered, per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sign-up',
      payload: { email, password: 'secret-pass-1', name: 'Иван' },
      remoteAddress: ip,
    });
  const forgot = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('stops an address that keeps hearing «email taken» at sign-up; new customers there and elsewhere are not', async () => {
    const prober = '10.5.0.1';
    const registered = await Promise.all(
      Array.from({ length: SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS + 1 }, () => signUpClient(t.app)),
    );
    // Registrations themselves are not counted: a family or an office signs up from one address.
    const family = '10.5.0.3';
    for (let i = 0; i < SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS + 1; i += 1) {
      expect((await signUp(uniqueEmail('family'), family)).statusCode).toBe(201);
    }

    for (const customer of registered.slice(0, SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS)) {
      const taken = await signUp(customer.email, prober);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken });
    }
    const stopped = await signUp(registered.at(-1)!.email, prober);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toEqual(TOO_MANY);
    // Past the limit a free e-mail gets the same answer: the prober learns nothing more here.
    const fresh = uniqueEmail('fresh');
    expect((await signUp(fresh, prober)).json()).toEqual(TOO_MANY);

    const elsewhere = '10.5.0.2';
    expect((await signUp(registered.at(-1)!.email, elsewhere)).statusCode).toBe(409);
    expect((await signUp(fresh, elsewhere)).statusCode).toBe(201);
  });

  it('stops an address asking forgot-password about many e-mails; the spec’s answer stays behind the limit', async () => {
    const prober = '10.6.0.1';
    const customer = await signUpClient(t.app);
    const answers = [];
    for (let i = 0; i < FORGOT_PASSWORD_MAX_PER_ADDRESS - 1; i += 1) {
      answers.push(await forgot(uniqueEmail('ghost'), prober));
    }
    answers.push(await forgot(customer.email, prober));
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array.from({ length: FORGOT_PASSWORD_MAX_PER_ADDRESS - 1 }, () => 404),
      200,
    ]);
    expect(answers[0]!.json().message).toBe('Данный адрес почты не зарегистрирован в базе');

    for (const email of [uniqueEmail('ghost'), customer.email]) {
      const stopped = await forgot(email, prober);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.json()).toEqual(TOO_MANY);
    }
    expect((await forgot(uniqueEmail('ghost'), '10.6.0.2')).statusCode).toBe(404);
  });
});
