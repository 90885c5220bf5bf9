import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository's ESLint rules are tested here too, so `npm test` runs them (tools/eslint/*.test.js).
    include: ['src/**/*.test.ts', '../../tools/eslint/**/*.test.js'],
  },
});
