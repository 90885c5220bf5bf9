import { describe, expect, it } from 'vitest';
import { staffCargoWeighSchema } from '../cargo/cargo.js';
import { formatMeasureRu } from './money-format.js';
import { cleanNumberText, NUMBER_FIELDS, numberTextRefusal, readNumberText } from './number-fields.js';
import { staffWeighSchema } from '../parcels/parcel-desk.js';

const weigh = { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, photo: 'a.jpg' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('number fields', () => {
  it('keeps digits and one decimal comma, as many decimals as the rule allows', () => {
    expect(cleanNumberText('4.5556', NUMBER_FIELDS.parcelWeightKg)).toBe('4,555');
    expect(cleanNumberText('1 234,5', NUMBER_FIELDS.money)).toBe('1234,5');
    expect(cleanNumberText('1,234.50', NUMBER_FIELDS.money)).toBe('1234,50');
    expect(cleanNumberText('3,7', NUMBER_FIELDS.places)).toBe('3,7');
    expect(cleanNumberText('1 234', NUMBER_FIELDS.places)).toBe('1234');
    expect(cleanNumberText('-5', NUMBER_FIELDS.places)).toBe('-5');
    expect(cleanNumberText('2.55', NUMBER_FIELDS.places)).toBe('2,5');
    expect(cleanNumberText('-5,5', NUMBER_FIELDS.signedMoney)).toBe('-5,5');
    expect(cleanNumberText('12 кг', NUMBER_FIELDS.parcelWeightKg)).toBe('12');
  });

  it('says why a typed minus or fraction is refused instead of dropping it (cargo places «-5» is not 5)', () => {
    const places = NUMBER_FIELDS.places;
    expect(numberTextRefusal(cleanNumberText('-5', places), places)).toBe(
      'Количество мест должно быть целым числом больше 0',
    );
    expect(numberTextRefusal(cleanNumberText('2,5', places), places)).toBe(
      'Количество мест должно быть целым числом больше 0',
    );
    expect(numberTextRefusal(cleanNumberText('3', places), places)).toBeNull();
    expect(numberTextRefusal(cleanNumberText('3,', places), places)).toBeNull();
    expect(numberTextRefusal(cleanNumberText('10001', places), places)).toBe('Не более 10 000 мест');
    expect(numberTextRefusal('-5', NUMBER_FIELDS.parcelWeightKg)).toBe('Число должно быть больше 0');
    expect(numberTextRefusal('-5,5', NUMBER_FIELDS.signedMoney)).toBeNull();
    expect(numberTextRefusal('2,5', NUMBER_FIELDS.quantity)).toBe('Количество должно быть больше 0');
  });

  it('reads the number a text holds, nothing while it holds none', () => {
    expect(readNumberText('')).toBeNull();
    expect(readNumberText(',')).toBeNull();
    expect(readNumberText('4,')).toBe(4);
    expect(readNumberText('4,555')).toBe(4.555);
  });

  it('refuses a weight above the limit with the limit, not «Введите вес»', () => {
    expect(firstMessage(staffWeighSchema.safeParse({ ...weigh, weightKg: 99_999 }))).toBe(
      'Не более 10 000 кг',
    );
    expect(staffWeighSchema.safeParse({ ...weigh, weightKg: 99.999 }).success).toBe(true);
    expect(firstMessage(staffWeighSchema.safeParse({ ...weigh, lengthCm: 10.25 }))).toBe(
      'Не более 1 знака после запятой',
    );
    expect(firstMessage(staffCargoWeighSchema.safeParse({ weightKg: 100_001, volumeM3: 1 }))).toBe(
      'Не более 100 000 кг',
    );
  });

  it('writes measures the Russian way', () => {
    expect(formatMeasureRu(4.555, 'кг')).toBe('4,555 кг');
    expect(formatMeasureRu('1200.500', 'кг')).toBe('1 200,5 кг');
    expect(formatMeasureRu(100, 'кг')).toBe('100 кг');
  });
});
