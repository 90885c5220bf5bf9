import { describe, expect, it } from 'vitest';
import { pluralRu } from './pluralRu';

const HOURS = ['час', 'часа', 'часов'] as const;

describe('pluralRu', () => {
  it.each([
    [0, 'часов'],
    [1, 'час'],
    [2, 'часа'],
    [4, 'часа'],
    [5, 'часов'],
    [11, 'часов'],
    [14, 'часов'],
    [21, 'час'],
    [23, 'часа'],
    [111, 'часов'],
  ])('%i %s', (count, form) => {
    expect(pluralRu(count, HOURS)).toBe(form);
  });
});
