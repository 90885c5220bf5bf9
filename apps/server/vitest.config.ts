import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { longFilesFirst } from '../../tools/vitest/long-files-first.js';

export default defineConfig({
  resolve: {
    alias: { '@cargo/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time on two cores: the files that start server processes, the races and the PostgreSQL
    // run spend part of their time waiting (on a process, a lock, the database server), and a third worker fills
    // it (decision 061).
    maxWorkers: 3,
    // Test files share each worker's loaded modules (no test mocks a module; each file builds its own app and
    // database): importing the server's module graph once per worker instead of once per file.
    isolate: false,
    // The files measured slowest (decision 061) start first, so neither worker ends the run alone with one of them.
    sequence: {
      sequencer: longFilesFirst([
        /ledger-race\.test/,
        /contract\/fuzz-shard-/,
        /instances\/notifications-crash\.test/,
        /instances\/closed-output\.test/,
        /instances\/crash\.test/,
        /contract\/no-server-errors\.test/,
        /modules\/ocr\/ocr\.test/,
        /contract\/staff-audit\.test/,
        /production-bundle\.test/,
        /instances\/backup\.test/,
        /production-mode\.test/,
        /modules\/ocr\/photo-helper-limits\.test/,
        /instances\/two-instances\.test/,
      ]),
    },
  },
});
