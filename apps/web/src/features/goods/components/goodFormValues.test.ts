import { describe, expect, it } from 'vitest';
import { readyGoodFixture } from '../../../test/goodFixtures';
import type { RecognizedGood } from '@cargo/domain';
import {
  canSubmit,
  emptyGood,
  emptyParcel,
  parcelBody,
  parcelToForm,
  readRecognized,
} from './goodFormValues';

const result = (overrides: Partial<RecognizedGood> = {}): RecognizedGood => ({
  trackNumber: 'YT7712345678901',
  qty: 2,
  price: 89.9,
  description: 'Xiaomi 20000mAh 22.5W',
  commentProduct: null,
  infoUrl: null,
  isDangerous: true,
  currencyId: 'CNY',
  goodHazardCategory: 1,
  ...overrides,
});

describe('photo helper answer', () => {
  it('overwrites the track for the first good and fills what was read', () => {
    expect(readRecognized(result(), 'YT0000000000000', 0)).toEqual({
      kind: 'fill',
      track: 'YT7712345678901',
      fields: {
        qty: 2,
        price: '89,9',
        description: 'Xiaomi 20000mAh 22.5W',
        isDangerous: true,
        goodHazardCategory: 1,
      },
    });
  });

  it('fills another good when the form has no track yet or the same one', () => {
    expect(readRecognized(result(), '', 2)).toMatchObject({ kind: 'fill', track: 'YT7712345678901' });
    expect(readRecognized(result(), ' YT7712345678901 ', 1)).toMatchObject({ kind: 'fill' });
  });

  it('fills another good when the form holds the same track in another spelling', () => {
    expect(readRecognized(result(), ' yt 7712345678901 ', 1)).toMatchObject({
      kind: 'fill',
      track: 'YT7712345678901',
    });
  });

  it('discards the answer for another good when the tracks differ', () => {
    expect(readRecognized(result(), 'YT0000000000000', 1)).toEqual({
      kind: 'mismatch',
      formTrack: 'YT0000000000000',
      recognizedTrack: 'YT7712345678901',
    });
  });

  it('keeps the track when none was read and clips long texts to 60 characters', () => {
    const outcome = readRecognized(result({ trackNumber: null, description: 'a'.repeat(80) }), 'YT1', 1);
    expect(outcome).toMatchObject({ kind: 'fill', track: null });
    expect(outcome.kind === 'fill' && outcome.fields.description).toHaveLength(60);
  });
});

describe('submit rule', () => {
  const parcel = {
    ...emptyParcel(),
    nameOfTheProduct: 'Кроссовки',
    recipientId: 7,
    deliveryTransportId: 111,
    deliveryAddressId: 3,
    parcelPackageTypeId: 1 as const,
  };

  it('needs a service on every good', () => {
    expect(canSubmit({ goods: [emptyGood()], oneClick: false, parcelData: emptyParcel() })).toBe(true);
    const bare = { ...emptyGood(), additionalServicesIds: [] };
    expect(canSubmit({ goods: [emptyGood(), bare], oneClick: false, parcelData: emptyParcel() })).toBe(false);
  });

  it('needs name, recipient, tariff, address and package for a one-click parcel', () => {
    expect(canSubmit({ goods: [emptyGood()], oneClick: true, parcelData: parcel })).toBe(true);
    for (const missing of [
      { nameOfTheProduct: ' ' },
      { recipientId: null },
      { deliveryTransportId: null },
      { deliveryAddressId: null },
      { parcelPackageTypeId: null },
    ]) {
      expect(canSubmit({ goods: [emptyGood()], oneClick: true, parcelData: { ...parcel, ...missing } })).toBe(
        false,
      );
    }
    // Two goods: no one-click parcel, so its fields do not matter.
    expect(canSubmit({ goods: [emptyGood(), emptyGood()], oneClick: true, parcelData: emptyParcel() })).toBe(
      true,
    );
  });
});

describe('parcel data', () => {
  it('reads a loaded one-click parcel into the form', () => {
    expect(parcelToForm(readyGoodFixture().parcelData!)).toEqual({
      nameOfTheProduct: 'Кроссовки',
      recipientId: 7,
      hasTheSameRecipient: true,
      finalRecipientName: '',
      finalRecipientPhone: '',
      deliveryTransportId: 111,
      deliveryAddressId: 3,
      parcelPackageTypeId: 1,
      additionalServicesIds: [2, 3],
      insured: false,
    });
  });

  it('sends the final recipient only when he differs, his phone as digits', () => {
    const base = {
      nameOfTheProduct: 'Кроссовки',
      recipientId: 7,
      deliveryTransportId: 111,
      deliveryAddressId: 3,
      parcelPackageTypeId: 1 as const,
      additionalServicesIds: [2, 3],
      insured: false,
      finalRecipientName: 'Петров Пётр',
      finalRecipientPhone: '+7 916 123-45-67',
    };
    expect(parcelBody({ ...base, hasTheSameRecipient: true })).toMatchObject({
      finalRecipientName: null,
      finalRecipientPhone: null,
    });
    expect(parcelBody({ ...base, hasTheSameRecipient: false })).toMatchObject({
      finalRecipientName: 'Петров Пётр',
      finalRecipientPhone: '79161234567',
    });
  });
});
