import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  /** A multipart body (uploads). */
  form: FormData | undefined;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The desk's member by default: an owner, whom every section and action is open to. */
const STAFF_OWNER = {
  id: 1,
  email: 'owner@example.ru',
  name: 'Владелец',
  roles: ['owner'],
  deskLanguage: 'ru',
};

/**
 * Replaces the global fetch with a router keyed by "METHOD /path" (no query string).
 * Unknown calls answer 404 so a test notices a request it did not expect. GET /api/staff/me answers an owner
 * unless a test gives its own member.
 */
export function mockFetch(given: Record<string, Handler>) {
  const handlers: Record<string, Handler> = { 'GET /api/staff/me': () => json(STAFF_OWNER), ...given };
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init?.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : json({ code: 'NOT_FOUND', message: 'Не найдено' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
