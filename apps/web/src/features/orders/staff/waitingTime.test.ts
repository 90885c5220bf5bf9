import { describe, expect, it } from 'vitest';
import { waitedTooLong, waitingTime } from './waitingTime';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('how long a lot has waited', () => {
  it('says minutes, hours, then days, rounded down', () => {
    expect(waitingTime(ago(30_000), now)).toBe('0 мин');
    expect(waitingTime(ago(59 * 60_000), now)).toBe('59 мин');
    expect(waitingTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 ч');
    expect(waitingTime(ago(2 * 86_400_000 + 5 * 3_600_000), now)).toBe('2 дн');
  });

  it('marks a lot that has waited a day or more', () => {
    expect(waitedTooLong(ago(23 * 3_600_000), now)).toBe(false);
    expect(waitedTooLong(ago(86_400_000), now)).toBe(true);
  });
});
