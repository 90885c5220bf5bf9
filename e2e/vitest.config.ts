import { defineConfig } from 'vitest/config';
import { longFilesFirst } from '../tools/vitest/long-files-first.js';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Three journeys at a time, each with its own server, data directory and browser: one journey alone kept
    // under half of the two cores busy (it waits on its browser, its server and the page settling), so
    // there is room for more (decision 061).
    fileParallelism: true,
    maxWorkers: 3,
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
