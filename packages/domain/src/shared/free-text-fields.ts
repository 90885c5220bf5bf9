import { z } from 'zod';
import { normalizeTrack, stripTrackWhitespace } from './track.js';
import { TEXT_CHARACTERS, textField } from './text-field.js';

/**
 * The product's free-text fields that more than one request shares, each with its limit, its characters and its
 * Russian messages (spec sections 5 and 9; the limits the spec leaves open: docs/decisions/023).
 */

export const TEXT_LIMITS = {
  /** Spec section 9: name and comment. */
  nameOrComment: 60,
  /** Spec section 9: a Chinese track number. */
  chineseTrack: 15,
  /** An outgoing (international) track number and a flight's registry. */
  outgoingTrack: 40,
  /** A reason the customer reads (a problem, a cancellation, a refused recipient). */
  reason: 500,
  /** A longer description (cargo). */
  description: 500,
  /** A tracking event's place. */
  place: 120,
} as const;

export const TEXT_MESSAGES = {
  /** Spec section 5 «Good form»: one text for the name's and the comment's characters and limit. */
  nameOrComment:
    'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов',
  trackRequired: 'Введите Трек-номер (поле обязательно)',
  trackTooLong: 'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
  trackCharacters: 'Трек-номер может содержать только латинские буквы и цифры',
  outgoingTrackCharacters: 'Трек-номер может содержать только латинские буквы, цифры и дефис',
  outgoingTrackRequired: 'Введите трек-номер отправления',
  reasonRequired: 'Укажите причину',
} as const;

/** A name or a comment (goods, parcels, one-click parcels, cargo): 60 characters of letters, digits, symbols. */
export function nameOrCommentField(requiredMessage?: string) {
  return textField({
    max: TEXT_LIMITS.nameOrComment,
    messages: {
      required: requiredMessage,
      tooLong: TEXT_MESSAGES.nameOrComment,
      notAllowed: TEXT_MESSAGES.nameOrComment,
    },
  });
}

/** Latin letters and digits, once the whitespace typing, scanning or pasting put in is gone. */
const CHINESE_TRACK_CHARACTERS = /^[A-Za-z0-9]*$/;

/**
 * A Chinese track as typed (trimmed; the spelling is kept for display): Latin letters and digits, at most 15 of
 * them counted without the spaces between groups, since tracks match by `normalizeTrack` (decision 021).
 */
function chineseTrackField(requiredMessage?: string) {
  const field = z.string(requiredMessage ? { error: requiredMessage } : undefined).trim();
  const filled = requiredMessage
    ? field.refine((track) => normalizeTrack(track) !== '', requiredMessage)
    : field;
  return filled
    .refine(
      (track) => CHINESE_TRACK_CHARACTERS.test(stripTrackWhitespace(track)),
      TEXT_MESSAGES.trackCharacters,
    )
    .refine((track) => normalizeTrack(track).length <= TEXT_LIMITS.chineseTrack, TEXT_MESSAGES.trackTooLong);
}

/** A Chinese track number (goods, the warehouse's scan): required, 15 Latin letters and digits at most. */
export const trackNumberField = chineseTrackField(TEXT_MESSAGES.trackRequired);

/** The same track where it may be left out (a cargo's incoming track): empty, or a valid track. */
export const optionalTrackNumberField = chineseTrackField();

/** The warehouse's outgoing track of a parcel or a cargo: 3 to 40 Latin letters, digits and hyphens. */
export const outgoingTrackField = textField({
  min: 3,
  max: TEXT_LIMITS.outgoingTrack,
  allowed: TEXT_CHARACTERS.outgoingTrack,
  messages: {
    required: TEXT_MESSAGES.outgoingTrackRequired,
    notAllowed: TEXT_MESSAGES.outgoingTrackCharacters,
  },
});

/** A flight's registry the warehouse notes when shipping. */
export const registryField = textField({ max: TEXT_LIMITS.outgoingTrack });

/** A reason the customer reads; required with `requiredMessage`. */
export function reasonField(requiredMessage?: string, max: number = TEXT_LIMITS.reason) {
  return textField({ max, messages: { required: requiredMessage } });
}

/** A longer free description (cargo). */
export const descriptionField = textField({ max: TEXT_LIMITS.description });

/** A tracking event's place (the flight's steps). */
export const placeField = textField({ max: TEXT_LIMITS.place });
