/**
 * How guessable a configured secret is (decision 045). A production start refuses a JWT_SECRET under
 * JWT_SECRET_MIN_BITS: 32 × "a" is 32 characters long and worth nothing.
 *
 * The estimate is deliberately pessimistic and simple: the secret is read left to right as in LZ77, and a stretch that
 * repeats earlier text ("passwordpassword") or steps through neighbouring characters ("aaaa", "abcd", "4321") counts
 * as one character; each counted character is worth log2 of the number of distinct characters used. A random key
 * from `openssl rand -base64 48` is estimated at about 330 bits, one from `openssl rand -hex 32` at about 240.
 */
export const JWT_SECRET_MIN_BITS = 128;

/** Long secrets are judged on their start: enough to reach the minimum, and the work stays small. */
const JUDGED_LENGTH = 512;
/** Shorter repeats than this happen by chance in random text. */
const MIN_REPEAT = 3;

export function estimateSecretBits(secret: string): number {
  const chars = [...secret.slice(0, JUDGED_LENGTH)];
  const distinct = new Set(chars).size;
  if (distinct < 2) return 0;
  let counted = 0;
  for (let i = 0; i < chars.length; counted += 1) {
    i += Math.max(1, repeatAt(chars, i), runAt(chars, i));
  }
  return Math.floor(counted * Math.log2(distinct));
}

/** Length of the longest copy of earlier text (overlapping allowed) starting at i, or 0 when under MIN_REPEAT. */
function repeatAt(chars: string[], i: number): number {
  let longest = 0;
  for (let from = 0; from < i; from += 1) {
    let length = 0;
    while (i + length < chars.length && chars[from + length] === chars[i + length]) length += 1;
    longest = Math.max(longest, length);
  }
  return longest >= MIN_REPEAT ? longest : 0;
}

/** Length of a run starting at i whose characters step by -1, 0 or +1, or 0 when under three characters. */
function runAt(chars: string[], i: number): number {
  const code = (at: number) => chars[at]!.codePointAt(0)!;
  if (i + 2 >= chars.length) return 0;
  const step = code(i + 1) - code(i);
  if (Math.abs(step) > 1) return 0;
  let end = i + 1;
  while (end + 1 < chars.length && code(end + 1) - code(end) === step) end += 1;
  return end - i + 1 >= 3 ? end - i + 1 : 0;
}
