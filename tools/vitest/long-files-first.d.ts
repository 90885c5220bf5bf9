import type { BaseSequencer } from 'vitest/node';

/** Types of `long-files-first.js` (plain JavaScript, so that every workspace's Vitest config can import it). */
export function longFilesFirst(patterns: RegExp[]): typeof BaseSequencer;
