import { describe, expect, it } from 'vitest';
import { textField } from './text-field.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textField', () => {
  const field = textField({
    max: 10,
    messages: { required: 'Введите имя', tooLong: 'Длинно', notAllowed: 'Не те символы' },
  });

  it('trims and keeps Latin, Cyrillic, digits and symbols', () => {
    expect(field.parse('  Кеды Nike  ')).toBe('Кеды Nike');
    expect(field.parse('«Кеды»')).toBe('«Кеды»');
    expect(field.parse('№5 #a-b/c')).toBe('№5 #a-b/c');
    // Prices people write in a comment or a promo code's description: «500 ₽», «20 €», «99 ¥».
    expect(field.parse('500 ₽ 20€')).toBe('500 ₽ 20€');
    expect(field.parse('99 ¥')).toBe('99 ¥');
  });

  it('refuses an empty, a too long and a foreign-character text with its own message', () => {
    expect(messages(field.safeParse('   '))).toEqual(['Введите имя']);
    expect(messages(field.safeParse(undefined))).toEqual(['Введите имя']);
    expect(messages(field.safeParse('Очень длинное имя'))).toEqual(['Длинно']);
    expect(messages(field.safeParse('Кеды 👟'))).toEqual(['Не те символы']);
    expect(messages(field.safeParse('鞋子'))).toEqual(['Не те символы']);
  });

  it('without a required message accepts an empty text, with the default messages otherwise', () => {
    const optional = textField({ max: 5 });
    expect(optional.parse('')).toBe('');
    expect(messages(optional.safeParse('123456'))).toEqual(['Не более 5 символов']);
    expect(messages(optional.safeParse('😀'))).toEqual([
      'Поле может содержать только русские и английские буквы, цифры и символы',
    ]);
  });

  it('says «required» for an empty field and «too short» for a short one', () => {
    const code = textField({
      max: 10,
      min: 3,
      messages: { required: 'Введите код', tooShort: 'Короткий код' },
    });
    expect(messages(code.safeParse(''))[0]).toBe('Введите код');
    expect(messages(code.safeParse('AB'))).toEqual(['Короткий код']);
    expect(code.parse('ABC')).toBe('ABC');
  });

  it('takes its characters from `allowed`', () => {
    const track = textField({ max: 15, allowed: /^[A-Za-z0-9 ]*$/ });
    expect(track.parse('LC 7000 0000')).toBe('LC 7000 0000');
    expect(track.safeParse('<b>LC7</b>').success).toBe(false);
    expect(track.safeParse('LC-7').success).toBe(false);
  });
});
