import { STAFF_TEAM_MESSAGES } from '@cargo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  decodeJwt,
  signInStaff,
  signUpClient,
  type TestApp,
  uniqueEmail,
} from '../../test/helpers.js';

/** A staff member invites a colleague from the desk while the server runs (decision 026). */
describe('staff invitations', () => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const invite = (token: string | null, body: unknown) =>
    call(t.app, 'POST', '/api/staff/team/invitations', token, body);
  const signIn = (email: string, password: string) =>
    call(t.app, 'POST', '/api/client/sign-in', null, { email, password });
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('creates a staff account the colleague opens with a one-time link and signs in to as staff', async () => {
    const email = uniqueEmail('colleague');
    const answer = await invite(staffToken, {
      email: `  ${email.toUpperCase()} `,
      name: 'Ольга',
      roles: ['warehouse'],
    });
    expect(answer.statusCode).toBe(201);
    const invitation = answer.json();
    expect(invitation).toMatchObject({ email, name: 'Ольга', roles: ['warehouse'] });
    expect(invitation.inviteLink).toMatch(/\/reset-password\?token=/);
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    // The same link went to the colleague's e-mail.
    expect(t.mails.at(-1)).toMatchObject({ to: email });
    expect(t.mails.at(-1)?.text).toContain(invitation.inviteLink);

    const token = tokenOf(invitation.inviteLink);
    const set = await call(t.app, 'PUT', `/api/client/reset-password?token=${token}`, null, {
      password: 'colleague-pass-1',
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(email, 'colleague-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(decodeJwt(signedIn.json().token).role).toBe('staff');
    // One time only: the link is spent.
    const again = await call(t.app, 'PUT', `/api/client/reset-password?token=${token}`, null, {
      password: 'someone-else-1',
    });
    expect(again.statusCode).toBe(400);
    expect((await signIn(email, 'someone-else-1')).statusCode).toBe(401);
  });

  it('refuses an e-mail already registered, a customer’s included, and leaves that account as it was', async () => {
    const customer = await signUpClient(t.app);
    const answer = await invite(staffToken, { email: customer.email, name: 'Захватчик', roles: ['support'] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: 'EMAIL_TAKEN', message: STAFF_TEAM_MESSAGES.emailTaken });
    const signedIn = await signIn(customer.email, customer.password);
    expect(decodeJwt(signedIn.json().token).role).toBe('client');
  });

  it('answers the same refusal to two invitations of one e-mail', async () => {
    const email = uniqueEmail('twice');
    expect((await invite(staffToken, { email, name: 'Пётр', roles: ['support'] })).statusCode).toBe(201);
    expect((await invite(staffToken, { email, name: 'Пётр', roles: ['support'] })).statusCode).toBe(409);
  });

  it('checks the fields with the registration form’s messages', async () => {
    const answer = await invite(staffToken, { email: 'не почта', name: '', roles: [] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      email: 'Введите валидный email',
      name: 'Введите имя',
      roles: 'Выберите хотя бы одну роль',
    });
  });

  it('is the desk’s: 404 to a customer, 401 without a token', async () => {
    const customer = await signUpClient(t.app);
    const body = { email: uniqueEmail('nope'), name: 'Никто', roles: ['support'] };
    expect((await invite(customer.token, body)).statusCode).toBe(404);
    expect((await invite(null, body)).statusCode).toBe(401);
    expect((await signIn(body.email, 'anything-1')).statusCode).toBe(401);
  });
});
