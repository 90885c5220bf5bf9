import { BaseSequencer } from 'vitest/node';

/**
 * A Vitest sequencer that starts the files known to take longest first, in the order given, and the rest in
 * Vitest's own order. Vitest orders by the last run's durations when it has them, and on a clean clone (CI) by file
 * size, which puts a short file that runs for minutes (a fuzz shard, a race) at the end of the run, where one worker
 * runs it alone while the other idles. Longest first keeps both workers busy to the end (decision 061).
 * `patterns` match a file's path; list the slow files measured with `--reporter=json` (the decision has them).
 *
 * @param {RegExp[]} patterns
 */
export function longFilesFirst(patterns) {
  /** @param {import('vitest/node').TestSpecification} file */
  const rank = (file) => {
    const index = patterns.findIndex((pattern) => pattern.test(file.moduleId));
    return index < 0 ? patterns.length : index;
  };
  return class LongFilesFirst extends BaseSequencer {
    /** @param {import('vitest/node').TestSpecification[]} files */
    async sort(files) {
      const ordered = await super.sort(files);
      return [...ordered].sort((a, b) => rank(a) - rank(b));
    }
  };
}
