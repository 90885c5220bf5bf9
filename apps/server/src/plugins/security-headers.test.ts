import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { SECURITY_HEADER_OPTIONS } from './security-headers.js';

/** What helmet itself sets on a real response with the portal's options. */
function helmetsOwnHeaders(): Record<string, unknown> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  response.setHeader('X-Powered-By', 'something');
  helmet(SECURITY_HEADER_OPTIONS)({} as never, response, () => {});
  return response.getHeaders();
}

/** The headers are computed once; every answer must still carry exactly what helmet would have set on it. */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are helmet’s own headers, on answers, errors and unknown paths alike', async () => {
    const expected = helmetsOwnHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    expect(expected['x-powered-by']).toBeUndefined();
    for (const url of ['/api/health', '/api/client/my-info', '/api/no-such-thing', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });
});
