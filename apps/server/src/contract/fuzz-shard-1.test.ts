import { fuzzShard } from '../test/contract/fuzz-suite.js';

/** Shard 1 of the property-based fuzz over every operation (`test/contract/fuzz-suite.ts` says how and why). */
fuzzShard(1);
