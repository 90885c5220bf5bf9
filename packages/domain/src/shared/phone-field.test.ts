import { describe, expect, it } from 'vitest';
import { optionalPhoneField, phoneField } from './phone-field.js';
import { oneClickParcelSchema, parcelDataSchema } from '../parcels/parcels.js';
import { signUpSchema } from '../auth/auth.js';
import { updateProfileSchema } from '../profile/profile.js';

const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;
const INVALID = 'Телефон введен не правильно';

describe('the one phone rule (spec section 5 «Phones»)', () => {
  it('keeps the digits of a Russian or Belarusian number, an 8 read as 7', () => {
    expect(phoneField().parse('+7 (999) 123-45-67')).toBe('79991234567');
    expect(phoneField().parse('8 999 123 45 67')).toBe('79991234567');
    expect(phoneField().parse('+375 29 123-45-67')).toBe('375291234567');
  });

  it('refuses «123», a short, a long and a foreign number with one message', () => {
    for (const phone of ['123', '+7 999 123', '7999123456789', '+380 67 123 45 67', '+375 11 123-45-67']) {
      expect(first(phoneField().safeParse(phone))).toBe(INVALID);
      expect(first(optionalPhoneField.safeParse(phone))).toBe(INVALID);
    }
    expect(first(phoneField().safeParse(''))).toBe('Введите номер телефона');
    expect(optionalPhoneField.parse('')).toBeUndefined();
  });

  it('is the rule of the final recipient, the sign-up and the profile', () => {
    const parcel = {
      nameOfTheProduct: 'Кеды',
      recipientId: 1,
      deliveryTransportId: 111,
      deliveryAddressId: 2,
      parcelPackageTypeId: 1,
      hasTheSameRecipient: false,
      finalRecipientName: 'Иванов Иван',
      finalRecipientPhone: '123',
    };
    expect(first(oneClickParcelSchema.safeParse(parcel))).toBe(INVALID);
    expect(first(parcelDataSchema.safeParse({ ...parcel, name: 'Кеды', nameOfTheProduct: undefined }))).toBe(
      INVALID,
    );
    expect(oneClickParcelSchema.parse({ ...parcel, finalRecipientPhone: '+7 999 123-45-67' })).toMatchObject({
      finalRecipientPhone: '79991234567',
    });
    // Not checked while the final recipient is the customs recipient (the field is hidden, its value dropped).
    expect(oneClickParcelSchema.safeParse({ ...parcel, hasTheSameRecipient: true }).success).toBe(true);
    expect(
      first(signUpSchema.safeParse({ email: 'a@b.ru', password: '12345678', name: 'Иван', phone: '123' })),
    ).toBe(INVALID);
    expect(first(updateProfileSchema.safeParse({ name: 'Иван', phone: '123' }))).toBe(INVALID);
  });
});
