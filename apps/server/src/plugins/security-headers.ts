import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The portal's helmet settings: a strict CSP for the web app and the API docs. */
export const SECURITY_HEADER_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine and the API docs set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet writes with `options`, found once by running its middleware on a stand-in response: every
 * directive above is a constant, so every request gets the same headers. (@fastify/helmet builds helmet's whole
 * middleware chain, CSP parsing included, again on every request: ≈ 5 % of a small read's CPU.)
 */
export function securityHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by')
        throw new Error(`helmet removed ${name}: not a constant header`);
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's headers on every answer (errors, 404s and streams included: set as the request arrives). */
export function registerSecurityHeaders(app: FastifyInstance, options = SECURITY_HEADER_OPTIONS): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
}
