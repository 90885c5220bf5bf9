import { readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { COMMON_MESSAGES } from '@cargo/domain';
import { decodedPath } from '../http.js';
import { registerRobots } from './robots.js';

/** The path as the browser's router will read it: without the query, percent-escapes decoded. */
export interface WebAppOptions {
  /**
   * Paths that get the JSON 404 instead of the app's page, and files of the build not served at all (the sandbox
   * pages and their chunk outside a trial start).
   */
  hiddenPaths?: RegExp | null;
}

/** The build's files whose path `hidden` matches, relative to the folder, for the static plugin to leave out. */
function hiddenFiles(webDist: string, hidden: RegExp | null): string[] {
  if (!hidden) return [];
  return readdirSync(webDist, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => hidden.test(`/${file}`));
}

/**
 * Serves the built web app. Unknown /api paths answer a JSON 404; any other unknown path is a client route
 * and gets index.html, which React Router resolves, unless `hiddenPaths` matches it. Files go out precompressed
 * (index.html too) when the browser accepts brotli or gzip. /robots.txt is the server's own (robots.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  { hiddenPaths = null }: WebAppOptions = {},
): Promise<void> {
  registerRobots(app);
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes a brotli and a gzip copy beside each file (apps/web/precompress.ts): the one the
      // browser accepts is sent as it is, with Vary: Accept-Encoding, and nothing is compressed per request.
      preCompressed: true,
      globIgnore: hiddenFiles(webDist, hiddenPaths),
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fetched anew.
        const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const hidden = hiddenPaths ? hiddenPaths.test(decodedPath(request.url)) : false;
    if (isApi || hidden || !webDist || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: COMMON_MESSAGES.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
