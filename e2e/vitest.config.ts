import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One journey at a time: each starts its own server and browser on a 2-core machine.
    fileParallelism: false,
  },
});
