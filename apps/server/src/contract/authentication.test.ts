import { ACCESS_TOKEN_TTL_SECONDS } from '@cargo/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenSigner } from '../token-signer.js';
import { bearer, createTestApp, decodeJwt, signInStaff, type TestApp } from '../test/helpers.js';
import { bodyExamples } from '../test/contract/examples.js';
import { type Operation, readOperations, sampleUrl } from '../test/contract/openapi.js';
import { refusalProblem } from '../test/contract/refusal.js';
import { buildWorld, type World } from '../test/contract/world.js';

/** The operations anyone may call, and why. A new operation without a bearer requirement must be added here. */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'the load balancer’s probe',
  'GET /api/currency-rate': 'exchange rates, shown on the public calculator too',
  'POST /api/calc': 'the public delivery calculator: read-only, rate-limited',
  'GET /api/calc/cities': 'the public calculator’s city search: read-only, rate-limited',
  'GET /api/calc/pickup-points': 'the public calculator’s pickup points of a city: read-only, rate-limited',
  'GET /api/insurance-terms': 'the insurance percent and minimum, shown on the public calculator too',
  'GET /api/storage-terms': 'the free storage days and the daily fee, shown on the public calculator too',
  'POST /api/client/sign-in': 'signing in',
  'POST /api/client/sign-up': 'registration',
  'POST /api/auth/refresh-token': 'the refresh token is the credential',
  'POST /api/client/forgot-password': 'a customer who cannot sign in',
  'GET /api/client/reset-password/check': 'the reset link’s token is the credential',
  'PUT /api/client/reset-password': 'the reset link’s token is the credential',
  'GET /api/zones/available': 'reference data for the sign-up and self-fill pages',
  'GET /api/last-mile-operators': 'reference data',
  'GET /api/delivery-transport': 'reference data',
  'GET /api/additional-service/e-object-type/{type}': 'reference data',
  'GET /api/images/{fileName}': 'served by an unguessable name so that <img> works without a header',
  'POST /api/payments/notifications/{provider}':
    'an acquirer has no token: its notification is verified instead',
  'POST /api/crypto/postback/{provider}':
    'a crypto processor has no token: its signed token is verified instead',
  'GET /api/sandbox/card-payments/{paymentId}':
    'the sandbox acquirer’s page, reached by the payment’s own id',
  'POST /api/sandbox/card-payments/{paymentId}/pay':
    'the sandbox acquirer’s page, reached by the payment’s own id',
  'POST /api/sandbox/card-payments/{paymentId}/confirm': 'the sandbox acquirer’s page',
  'POST /api/sandbox/card-payments/{paymentId}/cancel': 'the sandbox acquirer’s page',
  'GET /api/sandbox/crypto-invoices/{invoiceId}':
    'the sandbox processor’s invoice page, reached by the invoice id',
  'POST /api/sandbox/crypto-invoices/{invoiceId}/{outcome}': 'the sandbox processor’s invoice page',
  'POST /api/telegram/webhook': 'Telegram has no token: the webhook’s secret header is checked instead',
};
/** The calls that also take a self-fill link's token (the public self-fill page). */
const LINK_TOKEN_OPERATIONS = ['GET /api/recipient-client-data/{id}', 'POST /api/recipient-client-data/cl'];

const nameOf = (op: Operation) => `${op.method} ${op.path}`;
const isStaffOperation = (op: Operation) => op.path.startsWith('/api/staff/');

/**
 * Every protected operation of the OpenAPI document refuses a caller without a valid, live session with 401, and
 * every staff operation is invisible (404) to a customer. Both answer before the body or the ids are looked at.
 */
describe('who may call what', () => {
  let t: TestApp;
  let world: World;
  let operations: Operation[];
  /** Bad credentials by name, for a customer's and for staff's operations. */
  let bad: Record<string, { customer: string; staff: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t.app);
    operations = (await readOperations(t.app)).operations;

    const past = new Date(Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    const claimsOf = (token: string) => {
      const payload = decodeJwt(token);
      return {
        userId: Number(payload.sub),
        sessionId: String(payload.sid),
        role: payload.role === 'staff' ? ('staff' as const) : ('client' as const),
      };
    };
    const expired = (token: string) => t.app.ctx.signer.signAccessToken(claimsOf(token), past);
    const foreign = (token: string) =>
      createTokenSigner('another-secret-that-is-long-enough-for-hs256').signAccessToken(claimsOf(token));
    const unsigned = (token: string) => {
      const claims = claimsOf(token);
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const exp = Math.floor(Date.now() / 1000) + 3600;
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(claims.userId), sid: claims.sessionId, role: claims.role, exp })}.`;
    };
    const revoked = async (token: string) => {
      const r = await t.app.inject({ method: 'POST', url: '/api/client/sign-out', headers: bearer(token) });
      if (r.statusCode !== 204) throw new Error(`sign-out: ${r.statusCode} ${r.body}`);
      return token;
    };
    const signIn = async () => {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email: world.customer.email, password: world.customer.password },
      });
      return r.json().token as string;
    };
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/recipient-client-data/token',
      headers: bearer(world.customer.token),
    });
    const both = async (make: (token: string) => Promise<string> | string) => ({
      customer: await make(world.customer.token),
      staff: await make(world.staff),
    });
    bad = {
      'an expired token': await both(expired),
      'a token signed with another secret': await both(foreign),
      'an unsigned token (alg none)': await both(unsigned),
      'a refresh token': { customer: world.customer.refreshToken, staff: world.customer.refreshToken },
      'a self-fill link’s token': { customer: link.json().receiverToken, staff: link.json().receiverToken },
      garbage: { customer: 'not-a-token', staff: 'not-a-token' },
      'a signed-out session’s token': {
        customer: await revoked(await signIn()),
        staff: await revoked(await signInStaff(t.app)),
      },
    };
    // The tokens above must be refused for what they are, not for an error in making them.
    const expiredClaims = decodeJwt(bad['an expired token']!.customer);
    expect(Number(expiredClaims.exp) * 1000).toBeLessThan(Date.now());
    expect(expiredClaims.sid).toBe(decodeJwt(world.customer.token).sid);
  }, 120_000);
  afterAll(() => t.close());

  /** Collected over a whole test so that one run names every offending call. */
  let problems: string[] = [];
  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  const send = (op: Operation, token: string | null) => {
    const body = bodyExamples(world)[nameOf(op)];
    return t.app.inject({
      method: op.method,
      url: sampleUrl(op, world.ids as Record<string, string | number>),
      headers: token === null ? {} : bearer(token),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  };

  it('knows every public operation, and the document says which are protected', async () => {
    const unlisted = operations.filter((op) => !op.secured && !(nameOf(op) in PUBLIC)).map(nameOf);
    expect(unlisted, 'operations without a bearer requirement that are not on the public list').toEqual([]);
    const listedButProtected = operations.filter((op) => op.secured && nameOf(op) in PUBLIC).map(nameOf);
    expect(listedButProtected).toEqual([]);
    // What the authentication hook answers a caller without a token; a public operation never answers it.
    const hook = (
      await send(
        operations.find((op) => op.secured)!,
        null,
      )
    ).body;
    for (const op of operations.filter((o) => !o.secured)) {
      const response = await send(op, null);
      if (response.body === hook)
        problems.push(`${nameOf(op)} is public in the document but asks for a token`);
    }
  });

  it('answers 401 with a Russian { code, message } to every protected call without a valid session', async () => {
    const secured = operations.filter((op) => op.secured);
    const credentials: Array<[string, (op: Operation) => string | null]> = [
      ['no token', () => null],
      ...Object.entries(bad).map(([what, tokens]): [string, (op: Operation) => string] => [
        what,
        (op) => (isStaffOperation(op) ? tokens.staff : tokens.customer),
      ]),
    ];
    for (const op of secured) {
      for (const [what, tokenOf] of credentials) {
        if (what === 'a self-fill link’s token' && LINK_TOKEN_OPERATIONS.includes(nameOf(op))) continue;
        const response = await send(op, tokenOf(op));
        const problem = response.statusCode === 401 ? refusalProblem(response, { exactly: true }) : undefined;
        if (response.statusCode !== 401 || problem) {
          problems.push(
            `${nameOf(op)} with ${what}: ${problem ?? `${response.statusCode} ${response.body.slice(0, 200)}`}`,
          );
        }
      }
    }
    console.log(
      `401 sweep: ${secured.length} protected operations × ${credentials.length} kinds of missing or dead credentials`,
    );
    expect(secured.length).toBeGreaterThan(50);
  });

  it('hides every staff operation from a customer: the 404 of a path that does not exist', async () => {
    const nowhere = await t.app.inject({
      method: 'GET',
      url: '/api/staff/no-such-desk',
      headers: bearer(world.customer.token),
    });
    expect(nowhere.statusCode).toBe(404);
    const staffOperations = operations.filter(isStaffOperation);
    for (const op of staffOperations) {
      if (!op.secured) problems.push(`${nameOf(op)} does not declare a bearer requirement`);
      const response = await send(op, world.customer.token);
      if (response.statusCode !== 404 || response.body !== nowhere.body) {
        problems.push(`${nameOf(op)} as a customer: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    console.log(`staff sweep: ${staffOperations.length} staff operations`);
    expect(staffOperations.length).toBeGreaterThan(5);
  });
});
