import { type Answer, request } from './server-process.js';

/** Who is knocking: the client's address (through X-Forwarded-For, the servers trust the proxy) and account. */
export interface Knocker {
  ip: string;
  email: string;
  token: string;
}

export interface LimitedOperation {
  /** Requests let through within the window before the limit answers 429. */
  allowed: number;
  /** What each of those requests answers (they are real requests that count against the limit). */
  passes: number;
  attempt(base: string, who: Knocker): Promise<Answer>;
}

const from = (who: Knocker) => ({ 'x-forwarded-for': who.ip });

/**
 * Every operation whose OpenAPI answers include 429, and how to spend its limit. The instance test fails when an
 * operation declares 429 and has no entry here, so a new limit is shown to hold across instances too.
 * (The photo helper's "busy" 429 is another thing: photos in progress per instance, which guards that
 * instance's processor and is meant to be per instance.)
 */
export const limitedOperations: Record<string, LimitedOperation> = {
  'POST /api/client/sign-in': {
    allowed: 5,
    passes: 401,
    attempt: (base, who) =>
      request(base, 'POST', '/api/client/sign-in', {
        headers: from(who),
        body: { email: who.email, password: 'wrong-password-1' },
      }),
  },
  'POST /api/client/forgot-password': {
    allowed: 5,
    passes: 200,
    attempt: (base, who) =>
      request(base, 'POST', '/api/client/forgot-password', {
        headers: from(who),
        body: { email: who.email },
      }),
  },
  // Only «email taken» answers count: who.email is a registered customer's.
  'POST /api/client/sign-up': {
    allowed: 5,
    passes: 409,
    attempt: (base, who) =>
      request(base, 'POST', '/api/client/sign-up', {
        headers: from(who),
        body: { email: who.email, password: 'secret-pass-1', name: 'Иван' },
      }),
  },
  'GET /api/client/reset-password/check': {
    allowed: 30,
    passes: 400,
    attempt: (base, who) =>
      request(base, 'GET', '/api/client/reset-password/check?token=not-a-real-token', { headers: from(who) }),
  },
  'POST /api/ocr': {
    allowed: 30,
    passes: 400,
    attempt: (base, who) =>
      request(base, 'POST', '/api/ocr', { token: who.token, headers: from(who), body: {} }),
  },
  'POST /api/calc': {
    allowed: 60,
    passes: 400,
    attempt: (base, who) => request(base, 'POST', '/api/calc', { headers: from(who), body: {} }),
  },
  'GET /api/calc/cities': {
    allowed: 120,
    passes: 400,
    attempt: (base, who) =>
      request(base, 'GET', '/api/calc/cities?country=643&city=', { headers: from(who) }),
  },
  'GET /api/calc/pickup-points': {
    allowed: 60,
    passes: 400,
    attempt: (base, who) =>
      request(base, 'GET', '/api/calc/pickup-points?city_code=0', { headers: from(who) }),
  },
  'POST /api/image-recognition': {
    allowed: 30,
    passes: 400,
    attempt: (base, who) =>
      request(base, 'POST', '/api/image-recognition', { token: who.token, headers: from(who), body: {} }),
  },
};

/** "METHOD /path" of every operation whose documented answers include 429. */
export async function operationsAnswering429(base: string): Promise<string[]> {
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const found: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.responses?.['429']) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found.sort();
}
