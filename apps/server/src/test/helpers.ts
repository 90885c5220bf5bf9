import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { StaffRole } from '@cargo/domain';
import type { AppConfig } from '../config.js';
import type { Mailer, OutgoingMail } from '../integrations/mail/mailer.js';
import { addToOutbox } from '../integrations/mail/outbox.js';
import { createTestDatabase } from './test-database.js';
import type { StaffActor } from '../modules/audit/index.js';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'cabinet-data-')),
    database: { kind: 'pglite', dataDir: '/nonexistent' },
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    publicUrl: 'http://localhost:3000',
    mailFrom: 'test@localhost',
    logLevel: 'silent',
    webDist: null,
    trustProxy: false,
    referenceProvider: 'builtin',
    ocrProvider: 'tesseract',
    storage: { kind: 'local' },
    // A compiled answer that zod would write otherwise fails the test that produced it.
    crossCheckAnswers: true,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** Letters the app sent, newest last. */
  mails: OutgoingMail[];
  close(): Promise<void>;
}

/** The app on a fresh database, with a mailer that writes to the outbox and keeps the letters in memory. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      await addToOutbox(database.db, mail, 'stored');
      mails.push(mail);
    },
  };
  const app = await buildApp(testConfig(overrides), { database, mailer });
  await app.ready();
  return { app, mails, close: () => app.close() };
}

/** A test app listening on a loopback port, for what `inject` cannot show (streams, compression over real HTTP). */
export type ListeningTestApp = TestApp & { base: string };
export async function createListeningTestApp(overrides: Partial<AppConfig> = {}): Promise<ListeningTestApp> {
  const t = await createTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'client'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}.${Date.now()}@example.ru`;
}

export interface SignedUpClient {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

export async function signUpClient(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedUpClient> {
  const body = { email: uniqueEmail(), password: 'secret-pass-1', name: 'Иван', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/client/sign-up', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { token, refreshToken } = response.json();
  return { email: String(body.email), password: String(body.password), token, refreshToken };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Decodes a JWT's payload without checking it (tests read `exp`). */
export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as a signed-in user (or anonymously with token null). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const headers = token ? bearer(token) : {};
  if (payload === undefined) return app.inject({ method, url, headers });
  return app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
}

export const russianRecipient = {
  countryCode: 643,
  surname: 'Иванов',
  name: 'Иван',
  middleName: 'Иванович',
  email: 'ivanov@mail.ru',
  phone: '+7 999 123-45-67',
  inn: '500100732259',
  dateBirthday: '1990-05-01',
  idocSeries: '45 10',
  idocNumber: '654321',
  idocOrg: 'ГУ МВД России по г. Москве',
  idocDate: '2015-06-01',
};

export const belarusianRecipient = {
  countryCode: 112,
  surname: 'Ковалёва',
  name: 'Анна',
  middleName: 'Сергеевна',
  email: 'anna@tut.by',
  phone: '+375 29 123-45-67',
  dateBirthday: '1992-02-10',
  idocNumber: 'MP7654321',
  idocOrg: 'Московским РУВД г. Минска',
  idocDate: '2018-03-15',
};

/**
 * Creates a staff account directly in the database (the CLI does the same) and signs it in; an owner unless other
 * roles are given.
 */
export async function signInStaff(app: FastifyInstance, roles: StaffRole[] = ['owner']): Promise<string> {
  return (await signInStaffMember(app, roles)).token;
}

/** A staff member signed in by `signInStaffMember`. */
export type SignedInStaff = Awaited<ReturnType<typeof signInStaffMember>>;

/** A staff member with the given roles, signed in: their id, e-mail, password and access token. */
export async function signInStaffMember(app: FastifyInstance, roles: StaffRole[]) {
  const client = await signUpClient(app, { email: uniqueEmail('staff') });
  const { users } = await import('../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [row] = await app.ctx.db
    .update(users)
    .set({ role: 'staff', staffRoles: roles })
    .where(eq(users.email, client.email))
    .returning({ id: users.id });
  const response = await app.inject({
    method: 'POST',
    url: '/api/client/sign-in',
    payload: { email: client.email, password: client.password },
  });
  return {
    id: row!.id,
    email: client.email,
    password: client.password,
    token: response.json().token as string,
  };
}

/** The actor a staff route hands its operation, for a test that calls the operation itself. */
export function testStaffActor(id: number, operation = 'TEST direct call'): StaffActor {
  return {
    id,
    email: `staff${id}@example.ru`,
    roles: ['owner'],
    operation,
    requestId: 'test',
    ip: '127.0.0.1',
  };
}

export const goodItem = {
  qty: 2,
  price: '89,50',
  description: 'Nike Air Force 1 кроссовки',
  infoUrl: 'https://item.taobao.com/item.htm?id=123456789',
  commentProduct: 'Размер 42',
  serviceType: 'WITHOUT_CHECK',
  additionalServicesIds: [4],
};

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 5),
]);

/** Uploads a tiny PNG as the given user and answers its generated file name. */
export async function uploadPng(app: FastifyInstance, token: string): Promise<string> {
  const boundary = '----test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/google-cloud/image?purpose=good',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), PNG_BYTES, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return response.json().fileName;
}

/** A lot of a buyout order as the order form sends it: 2 × 89.50 ¥ + 15 ¥ Chinese delivery = 194 ¥ before commission. */
export const orderLotItem = {
  goodUrl: 'https://item.taobao.com/item.htm?id=987654321',
  price: 89.5,
  count: 2,
  delivery: '15',
  orderName: 'Кроссовки Nike Air',
  size: '42',
  color: 'белый',
  types: [2],
};

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}
