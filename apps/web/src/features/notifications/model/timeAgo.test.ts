import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('speaks Russian with the right plural forms', () => {
    expect(timeAgo(ago(10_000), now)).toBe('только что');
    expect(timeAgo(ago(60_000), now)).toBe('1 минуту назад');
    expect(timeAgo(ago(3 * 60_000), now)).toBe('3 минуты назад');
    expect(timeAgo(ago(5 * 60_000), now)).toBe('5 минут назад');
    expect(timeAgo(ago(21 * 3_600_000), now)).toBe('21 час назад');
    expect(timeAgo(ago(26 * 3_600_000), now)).toBe('вчера');
    expect(timeAgo(ago(3 * 86_400_000), now)).toBe('3 дня назад');
  });
});
