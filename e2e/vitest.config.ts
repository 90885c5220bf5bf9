import { defineConfig } from 'vitest/config';
import { longFilesFirst } from '../tools/vitest/long-files-first.js';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two journeys at a time, each with its own server, data directory and browser: a journey waits on its
    // browser and server for much of its time, so a 2-core machine has room for a second (decision 061).
    fileParallelism: true,
    maxWorkers: 2,
    // The longest journeys start first, so the run does not end with one of them alone.
    sequence: {
      sequencer: longFilesFirst([
        /journeys\/accessibility-/,
        /journeys\/buyout-order\.test/,
        /journeys\/first-load\.test/,
        /journeys\/dashboard\.test/,
        /journeys\/recipient-review\.test/,
        /journeys\/goods-warehouse\.test/,
      ]),
    },
  },
});
