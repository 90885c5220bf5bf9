import { describe, expect, it } from 'vitest';
import { trackNumberSchema } from '../goods/goods.js';
import { normalizeTrack, sameTrack } from './track.js';

describe('track numbers', () => {
  it.each([
    ['lc7000000000007', 'LC7000000000007'],
    [' LC 7000000000007 ', 'LC7000000000007'],
    ['lc 7000\u00a000000\t0007\n', 'LC7000000000007'],
    ['\u3000yt\u200b1234567890123\u3000', 'YT1234567890123'],
    ['SF1234567890', 'SF1234567890'],
    ['   ', ''],
  ])('%j is matched as %j', (typed, key) => {
    expect(normalizeTrack(typed)).toBe(key);
  });

  it('tells spellings of one track apart from other tracks', () => {
    expect(sameTrack('lc7000000000007', ' LC 7000000000007 ')).toBe(true);
    expect(sameTrack('LC7000000000007', 'LC7000000000008')).toBe(false);
    expect(sameTrack(' ', '')).toBe(false);
  });

  it('keeps what the customer typed and counts the limit without spaces', () => {
    expect(trackNumberSchema.parse(' lc 7000000000007 ')).toBe('lc 7000000000007');
    expect(trackNumberSchema.safeParse('LC 7000 0000 0007').success).toBe(true);
    expect(trackNumberSchema.safeParse('LC70000000000071').error?.issues[0]?.message).toBe(
      'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
    );
    expect(trackNumberSchema.safeParse(' \u3000 ').error?.issues[0]?.message).toBe(
      'Введите Трек-номер (поле обязательно)',
    );
  });
});
