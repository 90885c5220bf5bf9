import type { FastifyInstance } from 'fastify';

/**
 * The pages a search engine may show: the sign-in, the registration, the public calculator and the documents.
 * Everything else is the signed-in cabinet, the staff desk, the API, or a page opened from a private link (a
 * recipient's self-fill form, a payment, a password reset): closed to crawlers by `Disallow: /`, so a new route is
 * closed until it is listed here. The cabinet's, the desk's and the API's roots are named as well, for a reader
 * of the file and for crawlers that ignore `Allow`.
 */
const ALLOWED = ['/login', '/register', '/calc', '/documents/'];
const CLOSED = ['/api/', '/staff', '/dashboard', '/products', '/parcels', '/orders', '/finance', '/profile'];

export const ROBOTS_TXT = [
  'User-agent: *',
  ...ALLOWED.map((path) => `Allow: ${path}`),
  ...CLOSED.map((path) => `Disallow: ${path}`),
  'Disallow: /',
  '',
].join('\n');

/** GET /robots.txt: a real robots file instead of the app's page (which the browser's router would answer). */
export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
}
