import { describe, expect, it } from 'vitest';
import { countRu, RU_WORDS } from './plural.js';

describe('Russian plurals by Intl.PluralRules', () => {
  it('agrees the word with the count: 1, 2–4, 5–20, and 21, 41 like 1, 11–14 like 5', () => {
    const unread = (n: number) => countRu(n, RU_WORDS.unreadNotifications);
    expect(unread(1)).toBe('1 непрочитанное уведомление');
    expect(unread(3)).toBe('3 непрочитанных уведомления');
    expect(unread(5)).toBe('5 непрочитанных уведомлений');
    expect(unread(11)).toBe('11 непрочитанных уведомлений');
    expect(unread(21)).toBe('21 непрочитанное уведомление');
    expect(unread(41)).toBe('41 непрочитанное уведомление');
    expect(unread(44)).toBe('44 непрочитанных уведомления');
    expect(countRu(12, RU_WORDS.days)).toBe('12 дней');
    expect(countRu(22, RU_WORDS.goods)).toBe('22 товара');
  });
});
