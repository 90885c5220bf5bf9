import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository's ESLint rules are tested here too, so `npm test` runs them (tools/eslint/*.test.js).
    include: ['src/**/*.test.ts', '../../tools/eslint/**/*.test.js'],
    // Nothing here mocks a module or keeps state between files: each worker imports zod, the schemas and the
    // ESLint parser once instead of once per file (37 files; the import phase was most of the suite's time).
    isolate: false,
    // Both cores: Vitest's default leaves one idle on a 2-core machine.
    maxWorkers: 2,
  },
});
