import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@cargo/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Test files share each worker's loaded modules (no test mocks a module; each file builds its own app and
    // database): importing the server's module graph once per worker instead of once per file.
    isolate: false,
  },
});
