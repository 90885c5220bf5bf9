import { z } from 'zod';
import { ID_MAX } from './fields.js';
import { normalizeTrack } from './track.js';

/** The longest text the desks' search box sends. */
export const DESK_SEARCH_MAX_LENGTH = 100;

/** `q` of every desk list and its counters: what the search box holds (an empty box searches nothing). */
export const deskSearchQuery = z.object({
  q: z.string().trim().max(DESK_SEARCH_MAX_LENGTH).optional(),
});

/** What the desks' search box says it finds, for its placeholder and its label's description. */
export const DESK_SEARCH_HINT = 'Код клиента (K0003), e-mail, телефон, имя, трек или номер';

/**
 * How one search text is read by every desk (decision 050). Each key is null when the text cannot be it; the desk
 * finds a row when any key matches it: the customer's (code, e-mail, phone, name) or the object's own (number,
 * track). Pure, so the server and the web read a text alike.
 */
export interface DeskSearch {
  text: string;
  /** «K0003», «к3»: the customer's code (`clientCodeOf`) read back as the customer's id. */
  clientId: number | null;
  /** «12», «№ 12», «#12»: the object's own number. */
  number: number | null;
  /** «Z12» or «12»: a buyout order's number (`orderNumber` answers «Z12»). */
  orderNumber: number | null;
  /** The start of a track (incoming or outgoing), as tracks are matched: `normalizeTrack`. */
  trackKey: string | null;
  /** Digits a phone contains, a leading 8 of a whole Russian number read as 7. */
  phoneDigits: string | null;
  /** Part of an e-mail or a name: a text with a letter or an «@» in it. */
  words: string | null;
  /**
   * A passport's series and number as `passportKey` writes them («4510 654321» → «4510654321», «MP 7654321»):
   * found through the recipients' blind index (decision 071). A text of digits is a phone's too: both are tried.
   */
  passport: string | null;
}

/** Passport series and number as one key: letters and digits only, upper case (spaces, «№», dashes aside). */
export function passportKey(series: string | null | undefined, number: string | null | undefined): string {
  return `${series ?? ''}${number ?? ''}`.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

/** Six to twenty letters and digits, five digits at least: a Russian passport (4 + 6 digits), a foreign one. */
const PASSPORT_LIKE = /^(?=(?:\D*\d){5})[\p{L}\p{N}]{6,20}$/u;

const CLIENT_CODE = /^[KК]\s*0*(\d{1,9})$/iu;
const NUMBER = /^(?:№|#)?\s*(\d{1,10})$/u;
const ORDER_NUMBER = /^[ZЗ]?\s*(\d{1,10})$/iu;
const PHONE_LIKE = /^\+?[\d\s()-]+$/;
/** Tracks are Latin letters and digits: a Chinese carrier's, a post's or a forwarder's. */
const TRACK_LIKE = /^[A-Z0-9-]+$/;

const idOrNull = (digits: string | undefined) => {
  if (digits === undefined) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : null;
};

function phoneDigitsOf(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** The search text read as each thing a desk finds by, or null for an empty box. */
export function parseDeskSearch(q: string | null | undefined): DeskSearch | null {
  const text = (q ?? '').trim().slice(0, DESK_SEARCH_MAX_LENGTH);
  if (!text) return null;
  const clientId = idOrNull(CLIENT_CODE.exec(text)?.[1]);
  const key = normalizeTrack(text);
  const isTrack = clientId === null && key.length >= 4 && TRACK_LIKE.test(key) && /\d/.test(key);
  return {
    text,
    clientId,
    number: idOrNull(NUMBER.exec(text)?.[1]),
    orderNumber: idOrNull(ORDER_NUMBER.exec(text)?.[1]),
    trackKey: isTrack ? key : null,
    phoneDigits: phoneDigitsOf(text),
    words: clientId === null && text.length >= 2 && /[\p{L}@]/u.test(text) ? text : null,
    passport:
      clientId === null && PASSPORT_LIKE.test(passportKey(null, text)) ? passportKey(null, text) : null,
  };
}

/**
 * `GET /api/staff/<desk>/counters?q`: how many of the desk's rows the search finds in each status (all of them for
 * an empty box), counted in one statement; a tab sums its statuses with `countOf`.
 */
export const deskCountersSchema = z
  .object({
    counts: z.record(z.string(), z.number().int()),
    total: z.number().int(),
  })
  .meta({ id: 'DeskCounters' });
export type DeskCounters = z.infer<typeof deskCountersSchema>;

/** A tab's count: the rows in any of its statuses (every row for a tab of all statuses, `statuses` undefined). */
export function countOf(
  counters: DeskCounters | undefined,
  statuses?: readonly number[],
): number | undefined {
  if (!counters) return undefined;
  if (!statuses) return counters.total;
  return statuses.reduce((sum, status) => sum + (counters.counts[String(status)] ?? 0), 0);
}
