import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.js';
import { pgliteHandle } from '../db/client.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';

/**
 * tsx src/cli/write-openapi.ts <file>
 * Writes the OpenAPI document the server serves at /api/docs/json, built from the app on an in-memory database
 * without listening on a port (`npm run lint:openapi` lints it).
 */
const [target] = process.argv.slice(2);
if (!target) {
  console.error('Usage: write-openapi <file>');
  process.exit(2);
}
const app = await buildApp(
  {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'cabinet-openapi-')),
    database: { kind: 'pglite', dataDir: '/nonexistent' },
    jwtSecret: 'openapi-document-only-secret-long-enough-for-hs256',
    publicUrl: 'http://localhost:3000',
    mailFrom: 'docs@localhost',
    logLevel: 'silent',
    webDist: null,
    trustProxy: false,
    referenceProvider: 'builtin',
    ocrProvider: 'tesseract',
    storage: { kind: 'local' },
  },
  { database: pgliteHandle(await PGlite.create({ extensions: pgliteExtensions })) },
);
await app.ready();
writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
